// Tables of the procurement domain (issue #6). drizzle-kit reads this file alone: import no other domain.
// References into other domains (users, legal entities, cost centres, vendors, master data, files) are
// plain uuid columns: the service checks them in the tenant, the schema does not tie domains together.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '@procure/server-db/schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A purchase request (purchase apply, PR): the header of spec §3's labels. */
export const purchaseRequests = pgTable(
  'purchase_requests',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    status: smallint('status').notNull(),
    needByDate: date('need_by_date'),
    legalEntityId: uuid('legal_entity_id'),
    invoiceTitleId: uuid('invoice_title_id'),
    receiverId: uuid('receiver_id'),
    receivingAddressId: uuid('receiving_address_id'),
    contractCreatorId: uuid('contract_creator_id'),
    costCentreId: uuid('cost_centre_id'),
    projectCode: text('project_code'),
    budgetPeriod: text('budget_period'),
    purpose: smallint('purpose'),
    purchaseType: smallint('purchase_type'),
    currency: text('currency').notNull().default('CNY'),
    remark: text('remark'),
    totalAmount: numeric('total_amount', { precision: 20, scale: 2 }).notNull().default('0'),
    applicantId: uuid('applicant_id').notNull(),
    createdBy: uuid('created_by').notNull(),
    /** The last budget check (CODES.budgetCheck) and its figures, shown on the detail page. */
    budgetStatus: smallint('budget_status'),
    budgetAmount: numeric('budget_amount', { precision: 20, scale: 2 }),
    budgetCommitted: numeric('budget_committed', { precision: 20, scale: 2 }),
    budgetAvailable: numeric('budget_available', { precision: 20, scale: 2 }),
    cancelReason: text('cancel_reason'),
    submittedAt: at('submitted_at'),
    approvedAt: at('approved_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_requests_code_key').on(t.tenantId, t.code),
    // The keyset list ("my requests", newest first) reads one of these two in order, never sorts.
    index('purchase_requests_applicant_idx').on(
      t.tenantId,
      t.applicantId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('purchase_requests_creator_idx').on(
      t.tenantId,
      t.createdBy,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('purchase_requests_status_check', sql`${t.status} in (1, 2, 3, 4, 11)`),
    check(
      'purchase_requests_kind_check',
      sql`${t.kind} in ('catalogue', 'channel1', 'channel2', 'direct', 'nonCatalogue')`,
    ),
    check('purchase_requests_total_check', sql`${t.totalAmount} >= 0`),
    tenantPolicy('purchase_requests'),
  ],
);

/** A line of a purchase request; the order lines created on approval point back to it. */
export const purchaseRequestLines = pgTable(
  'purchase_request_lines',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => purchaseRequests.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    goodsId: uuid('goods_id'),
    source: text('source').notNull(),
    vendorId: uuid('vendor_id'),
    productCode: text('product_code'),
    name: text('name').notNull(),
    spec: text('spec'),
    unit: text('unit'),
    unitPrice: numeric('unit_price', { precision: 22, scale: 6 }).notNull(),
    quantity: numeric('quantity', { precision: 20, scale: 3 }).notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    taxRate: smallint('tax_rate'),
    categoryId: uuid('category_id'),
    accountingCode: text('accounting_code'),
    capexExpense: smallint('capex_expense'),
    goodsService: smallint('goods_service'),
    savingType: text('saving_type'),
    contractTypeCode: text('contract_type_code'),
    remark: text('remark'),
  },
  (t) => [
    index('purchase_request_lines_request_idx').on(t.tenantId, t.requestId, t.lineNo),
    check('purchase_request_lines_quantity_check', sql`${t.quantity} > 0`),
    check('purchase_request_lines_amount_check', sql`${t.amount} >= 0 and ${t.unitPrice} >= 0`),
    check(
      'purchase_request_lines_source_check',
      sql`${t.source} in ('catalogue', 'channel1', 'channel2', 'manual')`,
    ),
    tenantPolicy('purchase_request_lines'),
  ],
);

/** Files attached to a request (type 1) or to one of its lines (type 50, `line_id` set). */
export const purchaseRequestAttachments = pgTable(
  'purchase_request_attachments',
  {
    tenantId: uuid('tenant_id').notNull(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => purchaseRequests.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id').references(() => purchaseRequestLines.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.fileId] }),
    index('purchase_request_attachments_line_idx').on(t.lineId),
    tenantPolicy('purchase_request_attachments'),
  ],
);

/** The last number handed out per tenant and day: PR + yyyymmdd + 4 digits (gaps allowed, never reused). */
export const purchaseRequestCounters = pgTable(
  'purchase_request_counters',
  {
    tenantId: uuid('tenant_id').notNull(),
    day: text('day').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] }), tenantPolicy('purchase_request_counters')],
);

/**
 * Order templates (spec §3 "order template", issue #13 §4): a user's named set of lines saved from a
 * request or an order, to start new requests from. Personal: only the owner lists, renames, deletes or
 * uses one (another user's id answers like an absent one).
 */
export const purchaseTemplates = pgTable(
  'purchase_templates',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    ownerId: uuid('owner_id').notNull(),
    name: text('name').notNull(),
    /** Where the lines came from: 'request' or 'order', and that document's number. */
    sourceType: text('source_type').notNull(),
    sourceCode: text('source_code').notNull(),
    lineCount: integer('line_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_templates_name_idx').on(t.tenantId, t.ownerId, t.name),
    index('purchase_templates_owner_idx').on(t.tenantId, t.ownerId, t.updatedAt.desc().nullsFirst()),
    check('purchase_templates_source_check', sql`${t.sourceType} in ('request', 'order')`),
    check('purchase_templates_line_count_check', sql`${t.lineCount} > 0`),
    tenantPolicy('purchase_templates'),
  ],
);

/** The lines of a template: what a request line needs to be filled again (no amounts: recomputed). */
export const purchaseTemplateLines = pgTable(
  'purchase_template_lines',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => purchaseTemplates.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    goodsId: uuid('goods_id'),
    source: text('source').notNull(),
    vendorId: uuid('vendor_id'),
    productCode: text('product_code'),
    name: text('name').notNull(),
    spec: text('spec'),
    unit: text('unit'),
    unitPrice: numeric('unit_price', { precision: 22, scale: 6 }).notNull(),
    quantity: numeric('quantity', { precision: 20, scale: 3 }).notNull(),
    taxRate: smallint('tax_rate'),
    categoryId: uuid('category_id'),
    accountingCode: text('accounting_code'),
    capexExpense: smallint('capex_expense'),
    goodsService: smallint('goods_service'),
  },
  (t) => [
    index('purchase_template_lines_template_idx').on(t.tenantId, t.templateId, t.lineNo),
    check('purchase_template_lines_quantity_check', sql`${t.quantity} > 0 and ${t.unitPrice} >= 0`),
    check(
      'purchase_template_lines_source_check',
      sql`${t.source} in ('catalogue', 'channel1', 'channel2', 'manual')`,
    ),
    tenantPolicy('purchase_template_lines'),
  ],
);
