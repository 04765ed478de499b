import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import type { Db } from '@procure/server-db';
import { purchaseOrderLines, purchaseOrders } from './schema.ts';
import { trimQty } from './quantity.ts';
import type { LockedOrder } from './order-status.ts';

// The invoice side of the order-line ledger (issue #15; docs/conventions.md "Invoices and the ledger").
// invoiced = Σ lines of invoices under review (2) or invoiced (3); returned (4) and voided (5) release.
// Hard ceiling: invoiced ≤ ordered (CHECK purchase_order_lines_invoiced_check), repeated in the UPDATE's
// WHERE. Every writer runs after lockInvoiceOrders() (the order row locks, in id order: an invoice may
// cover several orders, and two invoices must take the locks in the same order). The ledger values the
// invoiced quantity at the order price (round(qty × unit price, 2), like every other ledger amount);
// the invoice's own amounts stay on the invoice.

const O = CODES.order;
const L = purchaseOrderLines;

/** Orders whose lines may be invoiced: confirmed by the supplier and not cancelled or refused. */
export const INVOICEABLE_ORDER_STATUSES: readonly number[] = [
  O.awaitingShipment.code,
  O.awaitingReceipt.code,
  O.partlyReceived.code,
  O.received.code,
];

/** One order line as the invoice match reads it (decimals as strings). */
export type InvoiceLedgerLine = {
  id: string;
  orderId: string;
  orderCode: string;
  orderStatus: number;
  vendorId: string;
  lineNo: number;
  productCode: string;
  name: string;
  unit: string;
  unitPrice: string;
  taxRate: string;
  orderedQty: string;
  receivedQty: string;
  returnedQty: string;
  invoicedQty: string;
  invoicedAmount: string;
};

function invoiceLineSelect(tx: Db) {
  return tx
    .select({
      id: L.id,
      orderId: L.orderId,
      orderCode: purchaseOrders.code,
      orderStatus: purchaseOrders.status,
      vendorId: L.vendorId,
      lineNo: L.lineNo,
      productCode: L.productCode,
      name: L.name,
      unit: L.unit,
      unitPrice: L.unitPrice,
      taxRate: L.taxRate,
      orderedQty: L.orderedQty,
      receivedQty: L.receivedQty,
      returnedQty: L.returnedQty,
      invoicedQty: L.invoicedQty,
      invoicedAmount: L.invoicedAmount,
    })
    .from(L)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, L.orderId));
}

/**
 * Locks the orders of an invoice (FOR UPDATE, ordered by id so that two invoices never deadlock).
 * `vendorId` narrows to the supplier's own orders; orders not found are left out (the caller answers).
 */
export async function lockInvoiceOrders(
  tx: Db,
  tenantId: string,
  orderIds: readonly string[],
  vendorId: string | null,
): Promise<LockedOrder[]> {
  if (orderIds.length === 0) return [];
  return tx
    .select({
      id: purchaseOrders.id,
      tenantId: purchaseOrders.tenantId,
      vendorId: purchaseOrders.vendorId,
      code: purchaseOrders.code,
      status: purchaseOrders.status,
      buyerId: purchaseOrders.buyerId,
      version: purchaseOrders.version,
      deliveryCount: purchaseOrders.deliveryCount,
      totalAmount: purchaseOrders.totalAmount,
      currency: purchaseOrders.currency,
    })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.tenantId, tenantId),
        inArray(purchaseOrders.id, [...new Set(orderIds)]),
        vendorId ? eq(purchaseOrders.vendorId, vendorId) : undefined,
      ),
    )
    .orderBy(asc(purchaseOrders.id))
    .for('update', { of: purchaseOrders });
}

/** The order ids of the given lines (no lock; to know which orders to lock first). */
export async function orderIdsOfLines(
  tx: Db,
  tenantId: string,
  lineIds: readonly string[],
  vendorId: string | null,
): Promise<Map<string, string>> {
  if (lineIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: L.id, orderId: L.orderId })
    .from(L)
    .where(
      and(
        eq(L.tenantId, tenantId),
        inArray(L.id, [...new Set(lineIds)]),
        vendorId ? eq(L.vendorId, vendorId) : undefined,
      ),
    );
  return new Map(rows.map((row) => [row.id, row.orderId]));
}

/** The given lines' ledger (FOR UPDATE of the lines when `lock`); missing ids are left out. */
export async function invoiceLedgerLines(
  tx: Db,
  tenantId: string,
  lineIds: readonly string[],
  options: { vendorId?: string | null; lock?: boolean } = {},
): Promise<InvoiceLedgerLine[]> {
  if (lineIds.length === 0) return [];
  const query = invoiceLineSelect(tx)
    .where(
      and(
        eq(L.tenantId, tenantId),
        inArray(L.id, [...new Set(lineIds)]),
        options.vendorId ? eq(L.vendorId, options.vendorId) : undefined,
      ),
    )
    .orderBy(asc(L.orderId), asc(L.lineNo));
  return options.lock ? query.for('update', { of: L }) : query;
}

/**
 * A supplier's order lines with something left to invoice (ordered − invoiced > 0) on orders it
 * confirmed, newest order first (at most `limit`); `orderCode` filters by a part of the order number.
 */
export async function invoiceableLines(
  tx: Db,
  tenantId: string,
  vendorId: string,
  query: { orderCode?: string | undefined; limit: number },
): Promise<InvoiceLedgerLine[]> {
  const code = query.orderCode?.trim();
  return invoiceLineSelect(tx)
    .where(
      and(
        eq(L.tenantId, tenantId),
        eq(L.vendorId, vendorId),
        inArray(purchaseOrders.status, [...INVOICEABLE_ORDER_STATUSES]),
        gt(sql`${L.orderedQty} - ${L.invoicedQty}`, sql`0`),
        code ? sql`${purchaseOrders.code} ilike ${`%${code.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
      ),
    )
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id), asc(L.lineNo))
    .limit(query.limit);
}

/** An invoice line enters review (status 2): invoiced += qty ≤ ordered, else 409 invoice.overOrdered {max}. */
export async function invoiceOnLine(tx: Db, tenantId: string, lineId: string, qty: string): Promise<void> {
  const q = sql`${qty}::numeric`;
  const updated = await tx
    .update(L)
    .set({
      invoicedQty: sql`${L.invoicedQty} + ${q}`,
      invoicedAmount: sql`round((${L.invoicedQty} + ${q}) * ${L.unitPrice}, 2)`,
    })
    .where(
      and(
        eq(L.tenantId, tenantId),
        eq(L.id, lineId),
        sql`${q} > 0 and ${L.invoicedQty} + ${q} <= ${L.orderedQty}`,
      ),
    )
    .returning({ id: L.id });
  if (updated.length === 1) return;
  const rows = await tx
    .select({ max: sql<string>`greatest(${L.orderedQty} - ${L.invoicedQty}, 0)::text` })
    .from(L)
    .where(and(eq(L.tenantId, tenantId), eq(L.id, lineId)));
  if (!rows[0]) throw new AppError(404, ERROR_CODES.orderLineUnknown);
  throw new AppError(409, ERROR_CODES.invoiceOverOrdered, { max: trimQty(rows[0].max) });
}

/** An invoice returned (4) or voided (5) from 2 or 3 gives its quantity back: invoiced −= qty. */
export async function releaseInvoiceOnLine(
  tx: Db,
  tenantId: string,
  lineId: string,
  qty: string,
): Promise<void> {
  const q = sql`${qty}::numeric`;
  const updated = await tx
    .update(L)
    .set({
      invoicedQty: sql`${L.invoicedQty} - ${q}`,
      invoicedAmount: sql`round((${L.invoicedQty} - ${q}) * ${L.unitPrice}, 2)`,
    })
    .where(and(eq(L.tenantId, tenantId), eq(L.id, lineId), sql`${q} > 0 and ${L.invoicedQty} >= ${q}`))
    .returning({ id: L.id });
  // Unreachable while invoiced = Σ booked invoice lines; a bug must not release twice silently.
  if (updated.length !== 1) throw new Error(`releaseInvoiceOnLine: line ${lineId} holds less than ${qty}`);
}
