// Tables of the statement domain (issue #15, spec §2 /account). drizzle-kit reads this file alone: import no
// other domain (vendors, orders, order lines, invoices, payments and users are plain uuid columns).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantPolicy, vendorScopedPolicy } from '@procure/server-db/schema';

const amount = (name: string) => numeric(name, { precision: 20, scale: 2 }).notNull().default('0');

/**
 * A statement of account to ONE supplier for one period and currency (CODES.statement: 1 draft → 2 sent →
 * 3 confirmed | 4 disputed (reason) → 5 closed). Its items are a snapshot taken at creation (and again when a
 * draft is reopened): what the supplier confirms does not move under it. Totals are the sums of its items.
 */
export const statements = pgTable(
  'statements',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    /** `ST<yyyymmdd><nnnn>` per tenant and day. */
    code: text('code').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    currency: text('currency').notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    status: smallint('status').notNull(),
    orderedAmount: amount('ordered_amount'),
    /** Σ (received − returned) × unit price of the line items. */
    receivedAmount: amount('received_amount'),
    /** Σ the lines' invoiced amounts (order price) — what the ledger counts as invoiced. */
    invoicedAmount: amount('invoiced_amount'),
    appliedAmount: amount('applied_amount'),
    paidAmount: amount('paid_amount'),
    /** Σ received − applied: what a pay apply of this statement asks for. */
    outstandingAmount: amount('outstanding_amount'),
    /** Σ the invoice items' totals (tax included). */
    invoiceTotal: amount('invoice_total'),
    remark: text('remark').notNull().default(''),
    /** The supplier's reason when it disputed (4). */
    disputeReason: text('dispute_reason'),
    /** The payment application a pay apply (or merge pay apply) created from it. */
    paymentId: uuid('payment_id'),
    createdBy: uuid('created_by').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('statements_code_idx').on(t.tenantId, t.code),
    index('statements_list_idx').on(t.tenantId, t.createdAt.desc(), t.id.desc()),
    index('statements_vendor_idx').on(t.tenantId, t.vendorId, t.status),
    check('statements_status_check', sql`${t.status} between 1 and 5`),
    check('statements_period_check', sql`${t.periodFrom} <= ${t.periodTo}`),
    check(
      'statements_dispute_check',
      sql`${t.status} <> 4 or (${t.disputeReason} is not null and length(${t.disputeReason}) > 0)`,
    ),
    tenantPolicy('statements'),
    vendorScopedPolicy('statements'),
  ],
);

/**
 * One item of a statement: an order line (kind 'line', its ledger amounts when stated) or an invoice (kind
 * 'invoice', its amounts). An order line or an invoice is on at most one open statement (1–4): the create
 * and reopen paths take the supplier's statement lock and leave out what another open statement holds.
 */
export const statementItems = pgTable(
  'statement_items',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').notNull(),
    lineNo: integer('line_no').notNull(),
    kind: text('kind').notNull(),
    orderId: uuid('order_id'),
    orderCode: text('order_code').notNull().default(''),
    /** Line items: the order's buying legal entity (statement data rules); null for invoices. */
    legalEntityId: uuid('legal_entity_id'),
    orderLineId: uuid('order_line_id'),
    invoiceId: uuid('invoice_id'),
    /** The line's product name, or the invoice's code / number. */
    description: text('description').notNull(),
    /** Order date (line) or invoice date (invoice). */
    documentDate: date('document_date', { mode: 'string' }).notNull(),
    orderedAmount: amount('ordered_amount'),
    receivedAmount: amount('received_amount'),
    invoicedAmount: amount('invoiced_amount'),
    appliedAmount: amount('applied_amount'),
    paidAmount: amount('paid_amount'),
    outstandingAmount: amount('outstanding_amount'),
    /** Invoice items: the invoice's total with tax. */
    invoiceTotal: amount('invoice_total'),
  },
  (t) => [
    uniqueIndex('statement_items_line_idx').on(t.statementId, t.orderLineId),
    uniqueIndex('statement_items_invoice_idx').on(t.statementId, t.invoiceId),
    index('statement_items_statement_idx').on(t.statementId, t.lineNo),
    index('statement_items_order_line_idx').on(t.tenantId, t.orderLineId),
    index('statement_items_invoice_ref_idx').on(t.tenantId, t.invoiceId),
    check(
      'statement_items_kind_check',
      sql`(${t.kind} = 'line' and ${t.orderLineId} is not null and ${t.invoiceId} is null) or (${t.kind} = 'invoice' and ${t.invoiceId} is not null and ${t.orderLineId} is null)`,
    ),
    check('statement_items_outstanding_check', sql`${t.outstandingAmount} >= 0`),
    tenantPolicy('statement_items'),
    vendorScopedPolicy('statement_items'),
  ],
);

/** Messages between the buyer and the supplier about one statement (either side writes, both read). */
export const statementMessages = pgTable(
  'statement_messages',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').notNull(),
    /** 'buyer' or 'supplier'. */
    side: text('side').notNull(),
    authorId: uuid('author_id').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('statement_messages_statement_idx').on(t.statementId, t.createdAt),
    check('statement_messages_side_check', sql`${t.side} in ('buyer', 'supplier')`),
    check('statement_messages_body_check', sql`length(${t.body}) between 1 and 500`),
    tenantPolicy('statement_messages'),
    vendorScopedPolicy('statement_messages'),
  ],
);

/**
 * Statement data rules (spec §6 "employee data authorisation rules", `/setting/statementData`): an employee's
 * scope over the buyer's statements — all (`allData`), or the statements of some suppliers and/or whose order
 * lines all belong to some legal entities. At most one rule per employee; NO rule = all statements.
 */
export const statementDataRules = pgTable(
  'statement_data_rules',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    allData: boolean('all_data').notNull().default(false),
    vendorIds: uuid('vendor_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    legalEntityIds: uuid('legal_entity_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    remark: text('remark').notNull().default(''),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who saved the rule last (the list's "updated by"). */
    updatedBy: uuid('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('statement_data_rules_user_idx').on(t.tenantId, t.userId),
    check(
      'statement_data_rules_scope_check',
      sql`${t.allData} or cardinality(${t.vendorIds}) + cardinality(${t.legalEntityIds}) > 0`,
    ),
    tenantPolicy('statement_data_rules'),
  ],
);
