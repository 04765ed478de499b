import { sql } from 'drizzle-orm';
import { check, index, pgPolicy, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import {
  appRole,
  currentTenantSql,
  currentVendorSql,
  tenantPolicy,
  vendorScopedPolicy,
} from '@procure/server-db/schema';
import { tenants, users, vendors } from '../schema.ts';
import { platformReadPolicy } from '../platform/platform-read.ts';

// Tenancy beyond membership: which suppliers serve which tenant, every tenant switch, and the
// per-user layout choices (menu version, supplier site version). In its own schema.ts because
// drizzle-kit reads every `schema.ts` of a server library.

/**
 * A supplier company serving a buyer tenant. A tenant table (the buyer sees its suppliers) AND
 * vendor-scoped (a supplier session sees only its own company's row). Without a tenant set (at
 * login, before a tenant is chosen) a supplier session may read its own company's rows of every
 * tenant, to list the tenants it serves — and only then.
 */
export const tenantVendors = pgTable(
  'tenant_vendors',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id),
    status: text('status').notNull().default('active'),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('tenant_vendors_tenant_vendor_key').on(t.tenantId, t.vendorId),
    index('tenant_vendors_vendor_idx').on(t.vendorId),
    check('tenant_vendors_status_check', sql`${t.status} in ('active', 'inactive')`),
    tenantPolicy('tenant_vendors'),
    vendorScopedPolicy('tenant_vendors'),
    platformReadPolicy('tenant_vendors'),
    pgPolicy('tenant_vendors_own_vendor_before_tenant', {
      as: 'permissive',
      for: 'select',
      to: appRole,
      using: sql`${currentTenantSql} is null and vendor_id = ${currentVendorSql}`,
    }),
  ],
);

/**
 * Every tenant switch, granted or refused (issue #4: "every switch is recorded"). Global: a refused
 * switch names a tenant the user does not belong to, which may not even exist (no foreign key).
 */
export const tenantSwitches = pgTable(
  'tenant_switches',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    sessionId: uuid('session_id').notNull(),
    fromTenantId: uuid('from_tenant_id'),
    toTenantId: uuid('to_tenant_id').notNull(),
    site: text('site').notNull(),
    result: text('result').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tenant_switches_user_idx').on(t.userId, t.at),
    check('tenant_switches_site_check', sql`${t.site} in ('buyer', 'supplier')`),
    check('tenant_switches_result_check', sql`${t.result} in ('switched', 'refused')`),
  ],
);

/** Layout choices of one user, across tenants: menu version and supplier site version. */
export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  menuVersion: text('menu_version'),
  vdSiteVersion: text('vd_site_version'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
