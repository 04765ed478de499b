// The identity domain's contract with the other domains' server code.
// Identity is the shared kernel: it publishes its tenancy and organisation tables (tenants, users,
// memberships, roles, legal entities, departments, cost centres, vendors, tenant–vendor relations) as
// drizzle schemas, and every domain may read them inside its own tenant transaction. Its other tables
// (login limits, sign-in attempts) stay private.

export * as identitySchema from './schema.ts';
export * as tenancySchema from './tenancy/schema.ts';
export * as platformSchema from './platform/schema.ts';
/** A domain registers the counter of its menu item (`approveNum`) at start-up. */
export { registerMenuCounter, type MenuCounter } from './menu-counters.ts';
export { findUserById } from './user-queries.ts';
