import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { tenantPolicy, vendorScopedPolicy } from '@procure/server-db/schema';

/**
 * A receipt (issue #14): the buyer takes goods of one order, against one delivery note or directly
 * against the order's lines. Status is CODES.application: 3 approved = counted on the order-line
 * ledger; 2 approving (a receiving application, not counted yet); 11 returned by approval (never counted).
 * Order code and supplier are copied so that lists need no join into the order domain.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    /** `<order code>-R<n>`. */
    code: text('code').notNull(),
    orderId: uuid('order_id').notNull(),
    orderCode: text('order_code').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    deliveryId: uuid('delivery_id'),
    deliveryCode: text('delivery_code'),
    status: smallint('status').notNull(),
    receiverName: text('receiver_name').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    warehouse: text('warehouse'),
    remark: text('remark'),
    fileIds: uuid('file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    acceptedQty: numeric('accepted_qty', { precision: 20, scale: 3 }).notNull(),
    rejectedQty: numeric('rejected_qty', { precision: 20, scale: 3 }).notNull(),
    acceptedAmount: numeric('accepted_amount', { precision: 20, scale: 2 }).notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it counted on the ledger (at once, or when its application was approved). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Cancelled (status 4): the ledger was given back; who, when and why. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by'),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    uniqueIndex('receipts_code_idx').on(t.tenantId, t.code),
    index('receipts_list_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('receipts_order_idx').on(t.tenantId, t.orderId),
    index('receipts_vendor_idx').on(t.tenantId, t.vendorId, t.createdAt.desc().nullsFirst()),
    check('receipts_qty_check', sql`${t.acceptedQty} >= 0 and ${t.rejectedQty} >= 0`),
    tenantPolicy('receipts'),
    vendorScopedPolicy('receipts'),
  ],
);

/** One order line of a receipt: accepted (counted) and rejected (recorded, with a reason) quantities. */
export const receiptLines = pgTable(
  'receipt_lines',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    receiptId: uuid('receipt_id')
      .notNull()
      .references(() => receipts.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').notNull(),
    orderLineId: uuid('order_line_id').notNull(),
    /** Copied from the order line when received. */
    lineNo: integer('line_no').notNull(),
    productCode: text('product_code').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    unitPrice: numeric('unit_price', { precision: 20, scale: 6 }).notNull(),
    acceptedQty: numeric('accepted_qty', { precision: 20, scale: 3 }).notNull(),
    rejectedQty: numeric('rejected_qty', { precision: 20, scale: 3 }).notNull(),
    rejectReason: text('reject_reason'),
  },
  (t) => [
    uniqueIndex('receipt_lines_line_idx').on(t.receiptId, t.orderLineId),
    index('receipt_lines_order_line_idx').on(t.tenantId, t.orderLineId),
    check(
      'receipt_lines_qty_check',
      sql`${t.acceptedQty} >= 0 and ${t.rejectedQty} >= 0 and ${t.acceptedQty} + ${t.rejectedQty} > 0`,
    ),
    check('receipt_lines_reason_check', sql`${t.rejectedQty} = 0 or ${t.rejectReason} is not null`),
    tenantPolicy('receipt_lines'),
    vendorScopedPolicy('receipt_lines'),
  ],
);

/** Close receiving (issue #14): what remained on a line was given up, with a reason. */
export const receivingClosures = pgTable(
  'receiving_closures',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    orderId: uuid('order_id').notNull(),
    orderLineId: uuid('order_line_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    lineNo: integer('line_no').notNull(),
    closedQty: numeric('closed_qty', { precision: 20, scale: 3 }).notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('receiving_closures_order_idx').on(t.tenantId, t.orderId),
    check('receiving_closures_qty_check', sql`${t.closedQty} > 0`),
    tenantPolicy('receiving_closures'),
    vendorScopedPolicy('receiving_closures'),
  ],
);

/** Per-tenant receiving settings; absent row = defaults (no receiving application). */
export const receivingSettings = pgTable(
  'receiving_settings',
  {
    tenantId: uuid('tenant_id').notNull(),
    applicationRequired: boolean('application_required').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId] }), tenantPolicy('receiving_settings')],
);
