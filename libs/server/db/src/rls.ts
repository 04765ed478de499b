import { sql } from 'drizzle-orm';
import { pgPolicy, pgRole } from 'drizzle-orm/pg-core';

/** The non-superuser role every request runs as (created by a migration; superusers bypass RLS). */
export const APP_ROLE = 'procure_app';
export const appRole = pgRole(APP_ROLE).existing();

/** The tenant of the current transaction; '' after first use when unset, hence the nullif (trap 11). */
export const currentTenantSql = sql`nullif(current_setting('app.tenant_id', true), '')::uuid`;
export const currentUserSql = sql`nullif(current_setting('app.user_id', true), '')::uuid`;

/**
 * The row-level security policy of a tenant table: rows of the transaction's tenant only.
 * Use in the table's extra config: `(t) => [tenantPolicy('person_addresses')]`; the migration must
 * also `FORCE ROW LEVEL SECURITY` (drizzle-kit only enables it) — a test checks every tenant table.
 */
export function tenantPolicy(table: string) {
  const tenantMatches = sql`tenant_id = ${currentTenantSql}`;
  return pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    to: appRole,
    using: tenantMatches,
    withCheck: tenantMatches,
  });
}
