// Tables of the order domain (issue #6). drizzle-kit reads this file alone: import no other domain
// (vendors, users and requests are plain uuid columns).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  primaryKey,
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
    /** The current version (1 at creation; +1 per approved order change, issue #13). */
    version: integer('version').notNull().default(1),
    /** Delivery notes written so far (the deliver-times limit counts them under the order's row lock). */
    deliveryCount: integer('delivery_count').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The version the supplier confirmed (its row of purchase_order_versions is the order's snapshot). */
    confirmedVersion: integer('confirmed_version'),
    /** Why the supplier refused (status 11) or why the buyer cancelled / asked to cancel. */
    refuseReason: text('refuse_reason'),
    cancelReason: text('cancel_reason'),
    /** The supplier has not opened the order since it last changed (the unread marker of its list). */
    vendorUnread: boolean('vendor_unread').notNull().default(true),
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
    check('purchase_orders_version_check', sql`${t.version} >= 1 and ${t.deliveryCount} >= 0`),
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
    /** Returned with disposition "replace": the supplier owes it again, so it may be delivered and received again. */
    replacedQty: numeric('replaced_qty', { precision: 20, scale: 3 }).notNull().default('0'),
    replacedAmount: numeric('replaced_amount', { precision: 20, scale: 2 }).notNull().default('0'),
    /** Given up by "close receiving" (issue #14): no delivery or receipt may use it afterwards. */
    closedQty: numeric('closed_qty', { precision: 20, scale: 3 }).notNull().default('0'),
    closedAmount: numeric('closed_amount', { precision: 20, scale: 2 }).notNull().default('0'),
    invoicedQty: numeric('invoiced_qty', { precision: 20, scale: 3 }).notNull().default('0'),
    invoicedAmount: numeric('invoiced_amount', { precision: 20, scale: 2 }).notNull().default('0'),
    paidQty: numeric('paid_qty', { precision: 20, scale: 3 }).notNull().default('0'),
    paidAmount: numeric('paid_amount', { precision: 20, scale: 2 }).notNull().default('0'),
    /**
     * Payment applications (issue #15): Σ lines of payment applications approving, approved or paid
     * (2, 3, 4), advances included. paid ≤ applied ≤ ordered (order-ledger-payment.ts).
     */
    appliedAmount: numeric('applied_amount', { precision: 20, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    index('purchase_order_lines_order_idx').on(t.orderId, t.lineNo),
    check('purchase_order_lines_ordered_check', sql`${t.orderedQty} > 0 and ${t.orderedAmount} >= 0`),
    check(
      'purchase_order_lines_non_negative_check',
      sql`least(${t.deliveredQty}, ${t.deliveredAmount}, ${t.receivedQty}, ${t.receivedAmount}, ${t.returnedQty}, ${t.returnedAmount}, ${t.replacedQty}, ${t.replacedAmount}, ${t.closedQty}, ${t.closedAmount}, ${t.invoicedQty}, ${t.invoicedAmount}, ${t.paidQty}, ${t.paidAmount}, ${t.unitPrice}, ${t.taxRate}) >= 0`,
    ),
    // The receiving ledger (DOMAIN §4, docs/conventions.md "Order-line ledger"): what was replaced is
    // owed again, so delivered and received may exceed ordered by it; closed is given up for good.
    check(
      'purchase_order_lines_delivered_check',
      sql`${t.deliveredQty} <= ${t.orderedQty} + ${t.replacedQty}`,
    ),
    check(
      'purchase_order_lines_received_check',
      sql`${t.receivedQty} + ${t.closedQty} <= ${t.orderedQty} + ${t.replacedQty}`,
    ),
    check(
      'purchase_order_lines_returned_check',
      sql`${t.returnedQty} <= ${t.receivedQty} and ${t.returnedAmount} <= ${t.receivedAmount} and ${t.replacedQty} <= ${t.returnedQty}`,
    ),
    check(
      'purchase_order_lines_invoiced_check',
      sql`${t.invoicedQty} <= ${t.orderedQty} and ${t.invoicedAmount} <= ${t.orderedAmount}`,
    ),
    check(
      'purchase_order_lines_paid_check',
      sql`${t.paidQty} <= ${t.orderedQty} and ${t.paidAmount} <= ${t.orderedAmount}`,
    ),
    check(
      'purchase_order_lines_applied_check',
      sql`${t.appliedAmount} >= 0 and ${t.appliedAmount} <= ${t.orderedAmount} and ${t.paidAmount} <= ${t.appliedAmount}`,
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

/**
 * A delivery note (issue #13): the supplier ships some quantity of some lines. Its lines add to the
 * order lines' delivered ledger in the same transaction, under the order's row lock.
 */
export const purchaseOrderDeliveries = pgTable(
  'purchase_order_deliveries',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').notNull(),
    /** The order code plus a sequence: PO2026112600010-1, -2 … */
    code: text('code').notNull(),
    /** COURIERS of shared-validation (DOMAIN §3). */
    courier: text('courier').notNull(),
    trackingNo: text('tracking_no').notNull(),
    expectedArrival: date('expected_arrival', { mode: 'string' }),
    remark: text('remark'),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_order_deliveries_code_idx').on(t.tenantId, t.code),
    index('purchase_order_deliveries_order_idx').on(t.orderId, t.createdAt),
    tenantPolicy('purchase_order_deliveries'),
    vendorScopedPolicy('purchase_order_deliveries'),
  ],
);

export const purchaseOrderDeliveryLines = pgTable(
  'purchase_order_delivery_lines',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => purchaseOrderDeliveries.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => purchaseOrderLines.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').notNull(),
    quantity: numeric('quantity', { precision: 20, scale: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex('purchase_order_delivery_lines_line_idx').on(t.deliveryId, t.orderLineId),
    index('purchase_order_delivery_lines_order_line_idx').on(t.orderLineId),
    check('purchase_order_delivery_lines_quantity_check', sql`${t.quantity} > 0`),
    tenantPolicy('purchase_order_delivery_lines'),
    vendorScopedPolicy('purchase_order_delivery_lines'),
  ],
);

/** Per-tenant order settings; absent row = defaults (deliver-times limit 10). */
export const purchaseOrderSettings = pgTable(
  'purchase_order_settings',
  {
    tenantId: uuid('tenant_id').notNull(),
    deliverTimesLimit: integer('deliver_times_limit').notNull().default(10),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId] }),
    check('purchase_order_settings_limit_check', sql`${t.deliverTimesLimit} between 1 and 99`),
    tenantPolicy('purchase_order_settings'),
  ],
);

/**
 * An order change apply (issue #13): the buyer's change or the supplier's counter-proposal of
 * quantity, unit price or need-by date per line. Status: CODES.application (1 draft, 2 approving,
 * 3 approved = applied as a new version, 4 cancelled/deleted, 11 returned).
 */
export const purchaseOrderChanges = pgTable(
  'purchase_order_changes',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').notNull(),
    code: text('code').notNull(),
    /** 'buyer' or 'supplier' (a counter-proposal from the supplier portal). */
    origin: text('origin').notNull(),
    status: smallint('status').notNull(),
    reason: text('reason').notNull(),
    /** The order version the change was written against; applying it makes baseVersion + 1. */
    baseVersion: integer('base_version').notNull(),
    resultVersion: integer('result_version'),
    totalBefore: numeric('total_before', { precision: 20, scale: 2 }).notNull(),
    totalAfter: numeric('total_after', { precision: 20, scale: 2 }).notNull(),
    createdBy: uuid('created_by').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_order_changes_code_idx').on(t.tenantId, t.code),
    index('purchase_order_changes_order_idx').on(t.orderId, t.createdAt),
    // At most one open change (draft, approving or returned) per order: the backstop of the check.
    uniqueIndex('purchase_order_changes_open_idx')
      .on(t.orderId)
      .where(sql`status in (1, 2, 11)`),
    check('purchase_order_changes_origin_check', sql`${t.origin} in ('buyer', 'supplier')`),
    tenantPolicy('purchase_order_changes'),
    vendorScopedPolicy('purchase_order_changes'),
  ],
);

export const purchaseOrderChangeLines = pgTable(
  'purchase_order_change_lines',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    changeId: uuid('change_id')
      .notNull()
      .references(() => purchaseOrderChanges.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => purchaseOrderLines.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').notNull(),
    oldQty: numeric('old_qty', { precision: 20, scale: 3 }).notNull(),
    newQty: numeric('new_qty', { precision: 20, scale: 3 }).notNull(),
    oldUnitPrice: numeric('old_unit_price', { precision: 22, scale: 6 }).notNull(),
    newUnitPrice: numeric('new_unit_price', { precision: 22, scale: 6 }).notNull(),
    oldNeedByDate: date('old_need_by_date', { mode: 'string' }).notNull(),
    newNeedByDate: date('new_need_by_date', { mode: 'string' }).notNull(),
    oldAmount: numeric('old_amount', { precision: 20, scale: 2 }).notNull(),
    newAmount: numeric('new_amount', { precision: 20, scale: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex('purchase_order_change_lines_line_idx').on(t.changeId, t.orderLineId),
    check(
      'purchase_order_change_lines_values_check',
      sql`${t.newQty} > 0 and ${t.newUnitPrice} >= 0 and ${t.newAmount} >= 0`,
    ),
    tenantPolicy('purchase_order_change_lines'),
    vendorScopedPolicy('purchase_order_change_lines'),
  ],
);

/**
 * Order versions (issue #13): version 1 is the order as created (written when the first change is
 * applied, or when the supplier confirms: the "snapshot"), every approved change adds the next one.
 * `lines` is the snapshot: [{ orderLineId, lineNo, name, unit, quantity, unitPrice, amount, needByDate }].
 */
export const purchaseOrderVersions = pgTable(
  'purchase_order_versions',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').notNull(),
    version: integer('version').notNull(),
    changeId: uuid('change_id'),
    totalAmount: numeric('total_amount', { precision: 20, scale: 2 }).notNull(),
    lines: jsonb('lines').notNull(),
    approvedBy: uuid('approved_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_order_versions_version_idx').on(t.orderId, t.version),
    tenantPolicy('purchase_order_versions'),
    vendorScopedPolicy('purchase_order_versions'),
  ],
);

/**
 * Attachments of an order (issue #13; spec §3 upload types 13 "order file" and 14 "order status file"):
 * either side attaches files it uploaded; both sides read them; the uploader removes its own.
 */
export const purchaseOrderFiles = pgTable(
  'purchase_order_files',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').notNull(),
    fileId: uuid('file_id').notNull(),
    /** Upload type 13 or 14. */
    fileType: smallint('file_type').notNull(),
    /** Who attached it: 'buyer' | 'supplier'. */
    side: text('side').notNull(),
    uploadedBy: uuid('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_order_files_file_idx').on(t.tenantId, t.orderId, t.fileId),
    index('purchase_order_files_order_idx').on(t.orderId, t.createdAt),
    check('purchase_order_files_type_check', sql`${t.fileType} in (13, 14)`),
    check('purchase_order_files_side_check', sql`${t.side} in ('buyer', 'supplier')`),
    tenantPolicy('purchase_order_files'),
    vendorScopedPolicy('purchase_order_files'),
  ],
);

/**
 * A change of an order line's tax rate (issue #15, `/personnel` change tax rate): the old and the new rate,
 * why and who. Only lines with nothing invoiced change (an invoice was matched at the old rate).
 */
export const purchaseOrderTaxRateChanges = pgTable(
  'purchase_order_tax_rate_changes',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id').notNull(),
    fromRate: numeric('from_rate', { precision: 5, scale: 2 }).notNull(),
    toRate: numeric('to_rate', { precision: 5, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    changedBy: uuid('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchase_order_tax_rate_changes_order_idx').on(t.tenantId, t.orderId, t.changedAt.desc()),
    index('purchase_order_tax_rate_changes_list_idx').on(t.tenantId, t.changedAt.desc(), t.id),
    check(
      'purchase_order_tax_rate_changes_rate_check',
      sql`${t.fromRate} >= 0 and ${t.toRate} >= 0 and ${t.fromRate} <> ${t.toRate}`,
    ),
    tenantPolicy('purchase_order_tax_rate_changes'),
    vendorScopedPolicy('purchase_order_tax_rate_changes'),
  ],
);
