import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '@procure/server-db/schema';

// Tables of the budget domain (issue #6). drizzle-kit reads this file alone: import no other domain
// (cost centres are identity's `cost_centres`: a plain uuid column, no foreign key).

/** What a budget is for: a cost centre and, optionally, a project code. */
export const budgetObjects = pgTable(
  'budget_objects',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    costCentreId: uuid('cost_centre_id').notNull(),
    // null: the cost centre's own budget (no project).
    projectCode: text('project_code'),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // NULLS NOT DISTINCT: one "no project" object per cost centre, not one per insert.
    unique('budget_objects_target_key').on(t.tenantId, t.costCentreId, t.projectCode).nullsNotDistinct(),
    tenantPolicy('budget_objects'),
  ],
);

/**
 * An amount for one object and period ('2026' or '2026-11'). `committed` (reserved + committed) and
 * `spent` are the running totals of the ledger, changed only under `SELECT … FOR UPDATE` of this row.
 */
export const budgets = pgTable(
  'budgets',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    objectId: uuid('object_id')
      .notNull()
      .references(() => budgetObjects.id),
    period: text('period').notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('CNY'),
    committed: numeric('committed', { precision: 20, scale: 2 }).notNull().default('0'),
    spent: numeric('spent', { precision: 20, scale: 2 }).notNull().default('0'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('budgets_object_period_key').on(t.tenantId, t.objectId, t.period),
    check('budgets_period_check', sql`${t.period} ~ '^[0-9]{4}(-(0[1-9]|1[0-2]))?$'`),
    check('budgets_non_negative_check', sql`least(${t.amount}, ${t.committed}, ${t.spent}) >= 0`),
    tenantPolicy('budgets'),
  ],
);

/**
 * The ledger: one row per movement of a document's hold on a budget (append-only). `seq` orders the
 * rows of one document; a document's current hold is its latest row when that row is reserved or
 * committed. So a budget's `committed` = Σ reserved − Σ released over its rows.
 */
export const budgetEntries = pgTable(
  'budget_entries',
  {
    id: uuid('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    tenantId: uuid('tenant_id').notNull(),
    budgetId: uuid('budget_id')
      .notNull()
      .references(() => budgets.id),
    docType: text('doc_type').notNull(),
    documentId: uuid('document_id').notNull(),
    kind: text('kind').notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    // The reservation went over the budget with the user's explicit confirmation.
    overBudget: boolean('over_budget').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('budget_entries_document_idx').on(t.tenantId, t.docType, t.documentId, t.seq),
    index('budget_entries_budget_idx').on(t.budgetId, t.seq),
    check('budget_entries_kind_check', sql`${t.kind} in ('reserved', 'committed', 'released', 'spent')`),
    check('budget_entries_amount_check', sql`${t.amount} >= 0`),
    tenantPolicy('budget_entries'),
  ],
);
