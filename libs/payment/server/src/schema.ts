// Tables of the payment domain (issue #15). drizzle-kit reads this file alone: import no other domain
// (orders, order lines, vendors, users and files are plain uuid columns).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { tenantPolicy, vendorScopedPolicy } from '@procure/server-db/schema';

/**
 * A payment application to ONE supplier. Status CODES.paymentRequest: 1 draft → 2 approving → 3
 * approved → 4 paid; 5 returned (rejected), 6 cancelled. Type 0 direct, 1 PO payment, 2 advance; method
 * 0 bank transfer, 2 cheque, 3 offset loan, 6 foreign exchange. Lines of types 1 and 2 book their amounts
 * on the order-line ledger (applied) from submit on, and paid at confirm pay.
 */
export const paymentApplications = pgTable(
  'payment_applications',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    /** `PAY<yyyymmdd><nnnn>` per tenant and day. */
    code: text('code').notNull(),
    type: smallint('type').notNull(),
    method: smallint('method').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    status: smallint('status').notNull(),
    currency: text('currency').notNull(),
    /** CNY per unit of the currency on the day it was saved (1 for CNY). */
    exchangeRate: numeric('exchange_rate', { precision: 20, scale: 8 }).notNull(),
    rateDate: text('rate_date').notNull(),
    totalAmount: numeric('total_amount', { precision: 20, scale: 2 }).notNull(),
    payee: text('payee').notNull(),
    bankName: text('bank_name').notNull().default(''),
    bankAccount: text('bank_account').notNull(),
    remark: text('remark').notNull().default(''),
    /** Attachments (upload type 7 "payables application"); a foreign-exchange payment needs one. */
    fileIds: uuid('file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    paymentNo: text('payment_no'),
    voucherNo: text('voucher_no'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by'),
    rejectComment: text('reject_comment'),
    createdBy: uuid('created_by').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_applications_code_idx').on(t.tenantId, t.code),
    index('payment_applications_list_idx').on(t.tenantId, t.createdAt.desc(), t.id),
    index('payment_applications_vendor_idx').on(t.tenantId, t.vendorId, t.status),
    check('payment_applications_status_check', sql`${t.status} between 1 and 6`),
    check('payment_applications_type_check', sql`${t.type} in (0, 1, 2)`),
    check('payment_applications_method_check', sql`${t.method} in (0, 2, 3, 6)`),
    check(
      'payment_applications_total_check',
      sql`${t.totalAmount} > 0 and ${t.totalAmount} < 100000000 and ${t.exchangeRate} > 0`,
    ),
    // Paid exactly when both references are there.
    check(
      'payment_applications_paid_check',
      sql`(${t.status} = 4) = (${t.paymentNo} is not null and ${t.voucherNo} is not null and ${t.paidAt} is not null)`,
    ),
    tenantPolicy('payment_applications'),
    vendorScopedPolicy('payment_applications'),
  ],
);

/** One line of a payment application: an amount against an order line (types 1, 2) or a description (0). */
export const paymentApplicationLines = pgTable(
  'payment_application_lines',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => paymentApplications.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').notNull(),
    lineNo: integer('line_no').notNull(),
    orderId: uuid('order_id'),
    orderCode: text('order_code'),
    orderLineId: uuid('order_line_id'),
    /** The order line's name (types 1, 2) or what a direct payment pays for. */
    description: text('description').notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_application_lines_line_idx').on(t.paymentId, t.orderLineId),
    index('payment_application_lines_payment_idx').on(t.paymentId, t.lineNo),
    index('payment_application_lines_order_line_idx').on(t.tenantId, t.orderLineId),
    check('payment_application_lines_amount_check', sql`${t.amount} > 0`),
    check('payment_application_lines_target_check', sql`(${t.orderLineId} is null) = (${t.orderId} is null)`),
    tenantPolicy('payment_application_lines'),
    vendorScopedPolicy('payment_application_lines'),
  ],
);

/**
 * Invoice write-off (issue #15 `/payment` invoice write-off): a paid advance (type 2, status 4) offset by
 * a booked invoice (status 3) of the same supplier and currency. Σ active amounts ≤ the advance's total
 * and ≤ the invoice's total, checked under the payment → invoice row locks. A reversal keeps the row
 * (reversed_at, reason) so the history stays.
 */
export const invoiceWriteOffs = pgTable(
  'invoice_write_offs',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    // Only a paid advance has write-offs and the app never deletes one; cascade keeps bulk clean-ups simple.
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => paymentApplications.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').notNull(),
    currency: text('currency').notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    remark: text('remark').notNull().default(''),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reversedBy: uuid('reversed_by'),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reverseReason: text('reverse_reason'),
  },
  (t) => [
    index('invoice_write_offs_payment_idx').on(t.tenantId, t.paymentId),
    index('invoice_write_offs_invoice_idx').on(t.tenantId, t.invoiceId),
    index('invoice_write_offs_vendor_idx').on(t.tenantId, t.vendorId, t.createdAt.desc()),
    check('invoice_write_offs_amount_check', sql`${t.amount} > 0 and ${t.amount} < 100000000`),
    check(
      'invoice_write_offs_reversed_check',
      sql`(${t.reversedAt} is null) = (${t.reversedBy} is null and ${t.reverseReason} is null)`,
    ),
    tenantPolicy('invoice_write_offs'),
    vendorScopedPolicy('invoice_write_offs'),
  ],
);

/**
 * The tenant's payment settings (`/setting/payment`; docs/conventions.md "Payment settings"): one row per
 * tenant; no row = every type and method, bank transfer first, advances up to 100 %, no verification
 * required, a voucher number required (the behaviour before the settings existed).
 */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    tenantId: uuid('tenant_id').notNull(),
    /** Allowed methods: a non-empty subset of 0, 2, 3, 6. */
    methods: smallint('methods').array().notNull(),
    defaultMethod: smallint('default_method').notNull(),
    /** Allowed types: a non-empty subset of 0, 1, 2. */
    types: smallint('types').array().notNull(),
    advanceMaxPercent: smallint('advance_max_percent').notNull().default(100),
    verificationRequired: boolean('verification_required').notNull().default(false),
    voucherRequired: boolean('voucher_required').notNull().default(true),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId] }),
    check(
      'payment_settings_methods_check',
      sql`cardinality(${t.methods}) >= 1 and ${t.methods} <@ '{0,2,3,6}'::smallint[] and ${t.defaultMethod} = any(${t.methods})`,
    ),
    check(
      'payment_settings_types_check',
      sql`cardinality(${t.types}) >= 1 and ${t.types} <@ '{0,1,2}'::smallint[]`,
    ),
    check('payment_settings_advance_check', sql`${t.advanceMaxPercent} between 1 and 100`),
    tenantPolicy('payment_settings'),
  ],
);
