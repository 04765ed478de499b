import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgPolicy,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appRole, currentUserSql, tenantPolicy } from '@procure/server-db/schema';
import { platformReadPolicy } from './platform/platform-read.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ---- Global tables (no tenant): the platform's tenants, people, supplier companies and menus.

export const tenants = pgTable('tenants', {
  id: uuid('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  shortNameZh: text('short_name_zh').notNull(),
  shortNameEn: text('short_name_en').notNull(),
  logoUrl: text('logo_url'),
  /** IANA time zone of the tenant: its 08:30 daily digest goes out at 08:30 there. */
  timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
  /** The registered enterprise's unified social credit code (from its /signin registration). */
  socialCreditCode: text('social_credit_code').unique(),
  /** Frozen by an operator (/admin/buyer): nobody signs into or acts in the tenant (issue #16 §7). */
  frozenAt: timestamp('frozen_at', { withTimezone: true }),
  frozenReason: text('frozen_reason'),
  createdAt: createdAt(),
});

/** Supplier companies; one serves several buyer tenants through its users' memberships. */
export const vendors = pgTable('vendors', {
  id: uuid('id').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  socialCreditCode: text('social_credit_code').unique(),
  operationManualUrl: text('operation_manual_url'),
  operationManualFileName: text('operation_manual_file_name'),
  /** Frozen by an operator (/admin/supplier): none of its users signs in or acts (issue #16 §7). */
  frozenAt: timestamp('frozen_at', { withTimezone: true }),
  frozenReason: text('frozen_reason'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    empName: text('emp_name').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    language: text('language').notNull().default('zh_cn'),
    site: text('site').notNull(),
    vendorId: uuid('vendor_id').references(() => vendors.id),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_site_check', sql`${t.site} in ('buyer', 'supplier', 'ops')`),
    check('users_language_check', sql`${t.language} in ('zh_cn', 'en_us')`),
    check('users_vendor_check', sql`(${t.site} = 'supplier') = (${t.vendorId} is not null)`),
    // One account per mobile: SMS login and reset find the account by it, and two racing changes to the
    // same number must not both win (the application checks first; this is the last word).
    uniqueIndex('users_mobile_key').on(t.mobile),
  ],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: uuid('id').primaryKey(),
    site: text('site').notNull(),
    code: text('code').notNull(),
    parentCode: text('parent_code'),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    path: text('path').notNull(),
    url: text('url'),
    icon: text('icon'),
    sort: integer('sort').notNull().default(0),
    permissionKey: text('permission_key'),
    showNewTag: boolean('show_new_tag').notNull().default(false),
  },
  (t) => [
    unique('menu_items_site_code_key').on(t.site, t.code),
    check('menu_items_site_check', sql`${t.site} in ('buyer', 'supplier', 'ops')`),
  ],
);

// ---- Tenant tables: tenant_id, row-level security enabled AND forced (migration), policy per tenant.

/** Who belongs to which tenant. Also readable for the user's own rows, to list their tenants at login. */
export const tenantMembers = pgTable(
  'tenant_members',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    tenantPolicy('tenant_members'),
    platformReadPolicy('tenant_members'),
    pgPolicy('tenant_members_own_rows', {
      as: 'permissive',
      for: 'select',
      to: appRole,
      using: sql`user_id = ${currentUserSql}`,
    }),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    site: text('site').notNull(),
  },
  (t) => [unique('roles_tenant_code_key').on(t.tenantId, t.code), tenantPolicy('roles')],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
    permissionKey: text('permission_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.roleId, t.permissionKey] }), tenantPolicy('role_permissions')],
);

export const memberRoles = pgTable(
  'member_roles',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.roleId] }), tenantPolicy('member_roles')],
);

export const legalEntities = pgTable(
  'legal_entities',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    taxNo: text('tax_no'),
    // Master data (issue #6): a disabled row stays for history but leaves the pickers.
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [unique('legal_entities_tenant_code_key').on(t.tenantId, t.code), tenantPolicy('legal_entities')],
);

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    legalEntityId: uuid('legal_entity_id').references(() => legalEntities.id),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    // Master data (issue #6): a disabled row stays for history but leaves the pickers.
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [unique('departments_tenant_code_key').on(t.tenantId, t.code), tenantPolicy('departments')],
);

export const costCentres = pgTable(
  'cost_centres',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    departmentId: uuid('department_id').references(() => departments.id),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    // Master data (issue #6): a disabled row stays for history but leaves the pickers.
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [unique('cost_centres_tenant_code_key').on(t.tenantId, t.code), tenantPolicy('cost_centres')],
);
