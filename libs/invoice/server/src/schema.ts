// Tables of the invoice domain (issue #15). drizzle-kit reads this file alone: import no other domain
// (orders, order lines, receipts, vendors, files and users are plain uuid columns).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantPolicy, vendorScopedPolicy } from '@procure/server-db/schema';

/**
 * A supplier's VAT invoice to one tenant (CODES.invoice: 2 under review → 3 invoiced; 4 returned to the
 * supplier, 5 voided; 1 "to invoice" is kept for invoice requests). Its lines may cover several orders of
 * the one supplier. Lines of invoices in 2 or 3 count on the order-line ledger (invoiced).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    /** VAT invoice code (10 or 12 digits; '' for a fully digital invoice) and number (8 or 20 digits). */
    invoiceCode: text('invoice_code').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    amountExclTax: numeric('amount_excl_tax', { precision: 20, scale: 2 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 20, scale: 2 }).notNull(),
    totalAmount: numeric('total_amount', { precision: 20, scale: 2 }).notNull(),
    checkCode: text('check_code').notNull().default(''),
    sellerTaxNo: text('seller_tax_no').notNull(),
    buyerTaxNo: text('buyer_tax_no').notNull(),
    currency: text('currency').notNull().default('CNY'),
    status: smallint('status').notNull(),
    /** Some line is held by the three-way match (as last evaluated: submit, link, check, examine). */
    held: boolean('held').notNull().default(false),
    /** The examination (approval engine, document type invoiceExamination) is running. */
    examining: boolean('examining').notNull().default(false),
    /** The tax verification (check): null not checked, 'passed' or 'failed' with its message. */
    verifyResult: text('verify_result'),
    verifyMessage: text('verify_message'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    remark: text('remark').notNull().default(''),
    /** Why it was returned (4) or voided (5): shown to the supplier. */
    reason: text('reason'),
    fileIds: uuid('file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    submittedBy: uuid('submitted_by').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The duplicate check: one supplier, one invoice code + number, across all tenants, years and
    // statuses (a voided invoice stays taken). Concurrent submissions: one wins, the others get 23505.
    uniqueIndex('invoices_vendor_number_idx').on(t.vendorId, t.invoiceCode, t.invoiceNumber),
    index('invoices_list_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('invoices_vendor_idx').on(t.tenantId, t.vendorId, t.createdAt.desc().nullsFirst()),
    check('invoices_status_check', sql`${t.status} between 1 and 5`),
    check(
      'invoices_amounts_check',
      sql`${t.amountExclTax} >= 0 and ${t.taxAmount} >= 0 and ${t.totalAmount} = ${t.amountExclTax} + ${t.taxAmount}`,
    ),
    tenantPolicy('invoices'),
    vendorScopedPolicy('invoices'),
  ],
);

/** One order line on an invoice, with its three-way match as last evaluated (hold reason code + params). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').notNull(),
    lineNo: integer('line_no').notNull(),
    orderId: uuid('order_id').notNull(),
    orderCode: text('order_code').notNull(),
    orderLineId: uuid('order_line_id').notNull(),
    /** Late linking: the receipt the invoiced goods came in on (receiving domain). */
    receiptId: uuid('receipt_id'),
    receiptCode: text('receipt_code'),
    productCode: text('product_code').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    quantity: numeric('quantity', { precision: 20, scale: 3 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 22, scale: 6 }).notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 20, scale: 2 }).notNull(),
    held: boolean('held').notNull().default(false),
    /** [{ code, params }] of CODES INVOICE_HOLD_CODES, translated when read. */
    holdReasons: jsonb('hold_reasons')
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    uniqueIndex('invoice_lines_line_idx').on(t.invoiceId, t.orderLineId),
    index('invoice_lines_order_line_idx').on(t.tenantId, t.orderLineId),
    check('invoice_lines_qty_check', sql`${t.quantity} > 0 and ${t.amount} >= 0 and ${t.taxAmount} >= 0`),
    tenantPolicy('invoice_lines'),
    vendorScopedPolicy('invoice_lines'),
  ],
);

/** The check setting of /financialSet: the tenant's match tolerances in percent; absent row = 0 / 0. */
export const invoiceSettings = pgTable(
  'invoice_settings',
  {
    tenantId: uuid('tenant_id').notNull(),
    priceTolerance: numeric('price_tolerance', { precision: 5, scale: 2 }).notNull().default('0'),
    qtyTolerance: numeric('qty_tolerance', { precision: 5, scale: 2 }).notNull().default('0'),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId] }),
    check(
      'invoice_settings_range_check',
      sql`${t.priceTolerance} between 0 and 100 and ${t.qtyTolerance} between 0 and 100`,
    ),
    tenantPolicy('invoice_settings'),
  ],
);

/**
 * The buyer's invoice request to ONE supplier (/assetsManagement; CODES.invoiceRequest): 1 sent → 2
 * acknowledged by the supplier → 3 invoiced (the supplier submitted `invoice_id` against it); 1 / 2 →
 * 4 cancelled by the buyer. The invoice title and the receiving address are copied when sent (the
 * print page shows what was asked even if master data changes later).
 */
export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    /** IR + day + 4 digits, per tenant. */
    code: text('code').notNull(),
    status: smallint('status').notNull(),
    invoiceTitleId: uuid('invoice_title_id').notNull(),
    titleName: text('title_name').notNull(),
    titleTaxNo: text('title_tax_no').notNull(),
    titleBank: text('title_bank').notNull(),
    titleAddress: text('title_address').notNull(),
    addressId: uuid('address_id').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    receiverAddress: text('receiver_address').notNull(),
    remark: text('remark').notNull().default(''),
    /** Σ round(quantity × order unit price, 2) of the lines, excluding tax. */
    totalAmount: numeric('total_amount', { precision: 20, scale: 2 }).notNull(),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    requestedBy: uuid('requested_by').notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_requests_code_idx').on(t.tenantId, t.code),
    index('invoice_requests_list_idx').on(
      t.tenantId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('invoice_requests_vendor_idx').on(t.tenantId, t.vendorId, t.createdAt.desc().nullsFirst()),
    check('invoice_requests_status_check', sql`${t.status} between 1 and 4`),
    tenantPolicy('invoice_requests'),
    vendorScopedPolicy('invoice_requests'),
  ],
);

/** One order line of an invoice request: the quantity asked to be invoiced, valued at the order price. */
export const invoiceRequestLines = pgTable(
  'invoice_request_lines',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => invoiceRequests.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').notNull(),
    lineNo: integer('line_no').notNull(),
    orderId: uuid('order_id').notNull(),
    orderCode: text('order_code').notNull(),
    orderLineId: uuid('order_line_id').notNull(),
    productCode: text('product_code').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    quantity: numeric('quantity', { precision: 20, scale: 3 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 22, scale: 6 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex('invoice_request_lines_line_idx').on(t.requestId, t.orderLineId),
    index('invoice_request_lines_order_line_idx').on(t.tenantId, t.orderLineId),
    check('invoice_request_lines_qty_check', sql`${t.quantity} > 0 and ${t.amount} >= 0`),
    tenantPolicy('invoice_request_lines'),
    vendorScopedPolicy('invoice_request_lines'),
  ],
);
