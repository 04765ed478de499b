import { boolean, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
// No foreign keys into identity's tables: a schema file imports no other domain (drizzle-kit loads them alone).
import { tenantPolicy } from '@procure/server-db/schema';

/** Employee position levels of a tenant (spec §6; `GET /employee/positionLevels`). */
export const positionLevels = pgTable(
  'position_levels',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('position_levels_tenant_code_key').on(t.tenantId, t.code), tenantPolicy('position_levels')],
);

/**
 * The tenant's record of an employee (staff management): department, position level and whether the
 * company disabled them. A disabled employee keeps this row and their roles but loses the tenant
 * membership (tenant_members), which is what login and every request check.
 */
export const staffProfiles = pgTable(
  'staff_profiles',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    departmentId: uuid('department_id'),
    positionLevelId: uuid('position_level_id').references(() => positionLevels.id),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] }), tenantPolicy('staff_profiles')],
);
