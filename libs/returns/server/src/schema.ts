// Tables of the returns domain (issue #14). drizzle-kit reads this file alone: import no other domain
// (orders, order lines, vendors and users are plain uuid columns).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

/**
 * A return of received goods on one purchase order (so to one supplier). Status CODES.return: 4 draft
 * → 5 approving → 6 approved → 1 to confirm by the supplier → 2 returned → 3 completed; 7 rejected.
 * Its lines book their quantities on the order-line ledger from submit (5) on.
 */
export const purchaseReturns = pgTable(
  'purchase_returns',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    /** `<order code>-R<n>`. */
    code: text('code').notNull(),
    orderId: uuid('order_id').notNull(),
    /** Snapshots of the order (the list shows them without reading the order domain). */
    orderCode: text('order_code').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    currency: text('currency').notNull(),
    status: smallint('status').notNull(),
    remark: text('remark').notNull().default(''),
    /** Attachments (upload type 14, photos of the defect…): uploaded by a buyer of the tenant. */
    fileIds: uuid('file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    totalQty: numeric('total_qty', { precision: 20, scale: 3 }).notNull(),
    totalAmount: numeric('total_amount', { precision: 20, scale: 2 }).notNull(),
    createdBy: uuid('created_by').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Why an approver rejected or the supplier disputed it (status 7). */
    rejectComment: text('reject_comment'),
    /** 'approver' | 'supplier': who sent it back (status 7). */
    rejectedBy: text('rejected_by'),
    /** The supplier has not opened it since it was sent. */
    vendorUnread: boolean('vendor_unread').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_returns_code_idx').on(t.tenantId, t.code),
    index('purchase_returns_list_idx').on(t.tenantId, t.createdAt.desc().nullsFirst(), t.id),
    index('purchase_returns_order_idx').on(t.tenantId, t.orderId),
    index('purchase_returns_vendor_idx').on(t.tenantId, t.vendorId, t.status),
    check('purchase_returns_status_check', sql`${t.status} between 1 and 7`),
    tenantPolicy('purchase_returns'),
    vendorScopedPolicy('purchase_returns'),
  ],
);

/** One order line on a return: quantity, reason and disposition (refund or replace). */
export const purchaseReturnLines = pgTable(
  'purchase_return_lines',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => purchaseReturns.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').notNull(),
    orderLineId: uuid('order_line_id').notNull(),
    lineNo: integer('line_no').notNull(),
    productCode: text('product_code').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    unitPrice: numeric('unit_price', { precision: 22, scale: 6 }).notNull(),
    quantity: numeric('quantity', { precision: 20, scale: 3 }).notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    disposition: text('disposition').notNull(),
  },
  (t) => [
    uniqueIndex('purchase_return_lines_line_idx').on(t.returnId, t.orderLineId),
    index('purchase_return_lines_order_line_idx').on(t.tenantId, t.orderLineId),
    check('purchase_return_lines_qty_check', sql`${t.quantity} > 0 and ${t.amount} >= 0`),
    check('purchase_return_lines_disposition_check', sql`${t.disposition} in ('refund', 'replace')`),
    tenantPolicy('purchase_return_lines'),
    vendorScopedPolicy('purchase_return_lines'),
  ],
);
