import { sql } from 'drizzle-orm';
import { pgPolicy, pgRole } from 'drizzle-orm/pg-core';

/** The non-superuser role every request runs as (created by a migration; superusers bypass RLS). */
export const APP_ROLE = 'procure_app';
export const appRole = pgRole(APP_ROLE).existing();

/** The tenant of the current transaction; '' after first use when unset, hence the nullif (trap 11). */
export const currentTenantSql = sql`nullif(current_setting('app.tenant_id', true), '')::uuid`;
export const currentUserSql = sql`nullif(current_setting('app.user_id', true), '')::uuid`;
/** The supplier company of the transaction: set for supplier sessions only (DOMAIN §1 isolation rule). */
export const currentVendorSql = sql`nullif(current_setting('app.vendor_id', true), '')::uuid`;

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

/**
 * The supplier scoping of a vendor-scoped tenant table (a `vendor_id` column): a RESTRICTIVE policy,
 * so it narrows whatever the permissive tenant policy lets through. A supplier session
 * (`app.vendor_id` set) sees and writes only its own company's rows; buyer sessions leave the setting
 * empty and are limited by the tenant policy alone. Use beside `tenantPolicy(table)`.
 */
export function vendorScopedPolicy(table: string) {
  const vendorMatches = sql`(${currentVendorSql} is null or vendor_id = ${currentVendorSql})`;
  return pgPolicy(`${table}_vendor_scope`, {
    as: 'restrictive',
    for: 'all',
    to: appRole,
    using: vendorMatches,
    withCheck: vendorMatches,
  });
}
