import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../schema.ts';

/**
 * Every freeze and unfreeze of a company by an operator (issue #16 §7), global like the companies:
 * `company_kind` buyer (a tenant) or supplier (a `vendors` row), the reason and who did it.
 */
export const platformFreezes = pgTable(
  'platform_freezes',
  {
    id: uuid('id').primaryKey(),
    companyKind: text('company_kind').notNull(),
    companyId: uuid('company_id').notNull(),
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('platform_freezes_company_idx').on(t.companyKind, t.companyId, t.at),
    check('platform_freezes_kind_check', sql`${t.companyKind} in ('buyer', 'supplier')`),
    check('platform_freezes_action_check', sql`${t.action} in ('freeze', 'unfreeze')`),
  ],
);
