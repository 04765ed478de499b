// Tables of the order domain (issue #6). drizzle-kit reads this file alone: import no other domain
// (vendors, users and requests are plain uuid columns).
import { sql } from 'drizzle-orm';
import {
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

/** A purchase order: one per supplier of an approved source document (DOMAIN §4). */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    /** Human number, e.g. PO202611210001 (per tenant and day). */
    code: text('code').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: uuid('source_id').notNull(),
    sourceCode: text('source_code').notNull(),
    buyerId: uuid('buyer_id').notNull(),
    legalEntityId: uuid('legal_entity_id').notNull(),
    currency: text('currency').notNull(),
    // Snapshots: the order keeps where it ships even if the address book changes later.
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    receivingAddress: text('receiving_address').notNull(),
    status: smallint('status').notNull(),
    lineCount: integer('line_count').notNull(),
    totalAmount: numeric('total_amount', { precision: 20, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_orders_code_idx').on(t.tenantId, t.code),
    // One order per supplier and source: the backstop of createOrdersFromRequest's idempotency.
    uniqueIndex('purchase_orders_source_vendor_idx').on(t.tenantId, t.sourceType, t.sourceId, t.vendorId),
    // The list's keyset order (newest first); desc().nullsFirst() so ORDER BY … DESC uses it (STACK trap 14).
    index('purchase_orders_list_idx').on(
      t.tenantId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('purchase_orders_vendor_idx').on(
      t.tenantId,
      t.vendorId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('purchase_orders_total_check', sql`${t.totalAmount} >= 0`),
    check('purchase_orders_line_count_check', sql`${t.lineCount} > 0`),
    tenantPolicy('purchase_orders'),
    vendorScopedPolicy('purchase_orders'),
  ],
);

/**
 * An order line and its ledger (DOMAIN §4): ordered, delivered, received, returned, invoiced and paid
 * quantities and amounts. The per-row invariants are CHECK constraints, so no code path (including a
 * future one) can store a broken ledger; cross-row rules (payments across orders) live in the services.
 */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    /** Copied from the order so the supplier scoping policy applies to lines too. */
    vendorId: uuid('vendor_id').notNull(),
    lineNo: integer('line_no').notNull(),
    sourceLineId: uuid('source_line_id').notNull(),
    goodsId: uuid('goods_id'),
    productCode: text('product_code').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    unitPrice: numeric('unit_price', { precision: 22, scale: 6 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    needByDate: date('need_by_date', { mode: 'string' }).notNull(),
    orderedQty: numeric('ordered_qty', { precision: 20, scale: 3 }).notNull(),
    orderedAmount: numeric('ordered_amount', { precision: 20, scale: 2 }).notNull(),
    deliveredQty: numeric('delivered_qty', { precision: 20, scale: 3 }).notNull().default('0'),
    deliveredAmount: numeric('delivered_amount', { precision: 20, scale: 2 }).notNull().default('0'),
    receivedQty: numeric('received_qty', { precision: 20, scale: 3 }).notNull().default('0'),
    receivedAmount: numeric('received_amount', { precision: 20, scale: 2 }).notNull().default('0'),
    returnedQty: numeric('returned_qty', { precision: 20, scale: 3 }).notNull().default('0'),
    returnedAmount: numeric('returned_amount', { precision: 20, scale: 2 }).notNull().default('0'),
    invoicedQty: numeric('invoiced_qty', { precision: 20, scale: 3 }).notNull().default('0'),
    invoicedAmount: numeric('invoiced_amount', { precision: 20, scale: 2 }).notNull().default('0'),
    paidQty: numeric('paid_qty', { precision: 20, scale: 3 }).notNull().default('0'),
    paidAmount: numeric('paid_amount', { precision: 20, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    index('purchase_order_lines_order_idx').on(t.orderId, t.lineNo),
    check('purchase_order_lines_ordered_check', sql`${t.orderedQty} > 0 and ${t.orderedAmount} >= 0`),
    check(
      'purchase_order_lines_non_negative_check',
      sql`least(${t.deliveredQty}, ${t.deliveredAmount}, ${t.receivedQty}, ${t.receivedAmount}, ${t.returnedQty}, ${t.returnedAmount}, ${t.invoicedQty}, ${t.invoicedAmount}, ${t.paidQty}, ${t.paidAmount}, ${t.unitPrice}, ${t.taxRate}) >= 0`,
    ),
    check(
      'purchase_order_lines_delivered_check',
      sql`${t.deliveredQty} <= ${t.orderedQty} and ${t.deliveredAmount} <= ${t.orderedAmount}`,
    ),
    check(
      'purchase_order_lines_received_check',
      sql`${t.receivedQty} <= ${t.orderedQty} and ${t.receivedAmount} <= ${t.orderedAmount}`,
    ),
    check(
      'purchase_order_lines_returned_check',
      sql`${t.returnedQty} <= ${t.receivedQty} and ${t.returnedAmount} <= ${t.receivedAmount}`,
    ),
    check(
      'purchase_order_lines_invoiced_check',
      sql`${t.invoicedQty} <= ${t.orderedQty} and ${t.invoicedAmount} <= ${t.orderedAmount}`,
    ),
    check(
      'purchase_order_lines_paid_check',
      sql`${t.paidQty} <= ${t.orderedQty} and ${t.paidAmount} <= ${t.orderedAmount}`,
    ),
    tenantPolicy('purchase_order_lines'),
    vendorScopedPolicy('purchase_order_lines'),
  ],
);

/**
 * What happened to an order (created, cancelled; later confirm, ship, receive…). Own rows because the
 * approval engine's shared recordHistory was still a stub when orders needed it; the rows have the same
 * shape as its HistoryEntry, so moving to it later changes only ./order-history.ts.
 */
export const purchaseOrderHistory = pgTable(
  'purchase_order_history',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    /** Copied from the order: the supplier sees its own orders' history only. */
    vendorId: uuid('vendor_id').notNull(),
    actorId: uuid('actor_id').notNull(),
    onBehalfOfId: uuid('on_behalf_of_id'),
    /** CODES.historyAction */
    action: smallint('action').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchase_order_history_order_idx').on(t.orderId, t.createdAt),
    tenantPolicy('purchase_order_history'),
    vendorScopedPolicy('purchase_order_history'),
  ],
);
