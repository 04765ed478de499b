import { and, asc, eq, sql } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import type { Db } from '@procure/server-db';
import { purchaseOrderLines, purchaseOrders } from './schema.ts';
import { lineAmount, money } from '@procure/shared-validation';
import { trimQty } from './quantity.ts';

// The order-line ledger of DOMAIN.md §4 for receiving and returns (issue #14). Every function runs in
// the caller's transaction AFTER lockOrder() (the order row lock serialises every writer of its lines),
// checks in PostgreSQL numerics, and repeats its limit in the UPDATE's WHERE; the CHECK constraints of
// purchase_order_lines back both. Amounts are recomputed from the line's total quantity
// (round(qty × unit price, 2), half-up once per line), never accumulated.

const O = CODES.order;
const L = purchaseOrderLines;

export type ReturnDisposition = 'refund' | 'replace';

/** One order line's ledger (decimals as strings). remaining = ordered − received − closed + replaced. */
export type LedgerLine = {
  id: string;
  orderId: string;
  lineNo: number;
  productCode: string;
  name: string;
  unit: string;
  unitPrice: string;
  orderedQty: string;
  deliveredQty: string;
  receivedQty: string;
  returnedQty: string;
  replacedQty: string;
  closedQty: string;
  remainingQty: string;
};

/** What remains to receive on a line: ordered − received − closed + replaced. */
export const remainingToReceiveSql = sql`(${L.orderedQty} - ${L.receivedQty} - ${L.closedQty} + ${L.replacedQty})`;
const remaining = remainingToReceiveSql;
/** What the supplier may still deliver: ordered + replaced − closed − delivered. */
export const deliverableSql = sql`(${L.orderedQty} + ${L.replacedQty} - ${L.closedQty} - ${L.deliveredQty})`;
const amountOf = (qty: unknown) => sql`round((${qty}) * ${L.unitPrice}, 2)`;

function ledgerSelect(tx: Db) {
  return tx
    .select({
      id: L.id,
      orderId: L.orderId,
      lineNo: L.lineNo,
      productCode: L.productCode,
      name: L.name,
      unit: L.unit,
      unitPrice: L.unitPrice,
      orderedQty: L.orderedQty,
      deliveredQty: L.deliveredQty,
      receivedQty: L.receivedQty,
      returnedQty: L.returnedQty,
      replacedQty: L.replacedQty,
      closedQty: L.closedQty,
      remainingQty: sql<string>`${remaining}::text`,
    })
    .from(L);
}

/** The lines of a locked order under their own row locks (FOR UPDATE), by line number. */
export async function lockOrderLines(tx: Db, tenantId: string, orderId: string): Promise<LedgerLine[]> {
  return ledgerSelect(tx)
    .where(and(eq(L.tenantId, tenantId), eq(L.orderId, orderId)))
    .orderBy(asc(L.lineNo))
    .for('update')
    .prepare('order_lock_lines')
    .execute();
}

/** The same lines without locks, for pages; `vendorId` (supplier callers) narrows to its own orders. */
export async function orderLedgerLines(
  tx: Db,
  tenantId: string,
  orderId: string,
  vendorId: string | null,
): Promise<LedgerLine[]> {
  return ledgerSelect(tx)
    .where(
      and(eq(L.tenantId, tenantId), eq(L.orderId, orderId), vendorId ? eq(L.vendorId, vendorId) : undefined),
    )
    .orderBy(asc(L.lineNo));
}

async function updateLine(
  tx: Db,
  tenantId: string,
  lineId: string,
  set: Partial<Record<keyof typeof L.$inferInsert, unknown>>,
  guard: ReturnType<typeof sql>,
): Promise<boolean> {
  const updated = await tx
    .update(L)
    .set(set as typeof L.$inferInsert)
    .where(and(eq(L.tenantId, tenantId), eq(L.id, lineId), guard))
    .returning({ id: L.id });
  return updated.length === 1;
}

async function remainingOf(tx: Db, tenantId: string, lineId: string, expr = remaining): Promise<string> {
  const rows = await tx
    .select({ value: sql<string>`${expr}::text` })
    .from(L)
    .where(and(eq(L.tenantId, tenantId), eq(L.id, lineId)));
  const row = rows[0];
  if (!row) throw new AppError(404, ERROR_CODES.orderLineUnknown);
  return trimQty(row.value);
}

/**
 * Books a receipt on one line: received += accepted (≤ remaining, else 409 order.overReceipt with
 * {remaining}). A rejected quantity against a delivery note goes back to the supplier: the line's
 * delivered quantity goes down by it, so the supplier may deliver it again.
 */
export async function receiveOnLine(
  tx: Db,
  tenantId: string,
  lineId: string,
  input: { accepted: string; rejected: string; againstDelivery: boolean },
): Promise<void> {
  const accepted = sql`${input.accepted}::numeric`;
  const rejected = sql`${input.againstDelivery ? input.rejected : '0'}::numeric`;
  const ok = await updateLine(
    tx,
    tenantId,
    lineId,
    {
      receivedQty: sql`${L.receivedQty} + ${accepted}`,
      receivedAmount: amountOf(sql`${L.receivedQty} + ${accepted}`),
      deliveredQty: sql`${L.deliveredQty} - ${rejected}`,
      deliveredAmount: amountOf(sql`${L.deliveredQty} - ${rejected}`),
    },
    sql`${accepted} >= 0 and ${rejected} >= 0 and ${accepted} <= ${remaining} and ${rejected} <= ${L.deliveredQty}`,
  );
  if (!ok) {
    throw new AppError(409, ERROR_CODES.orderOverReceipt, {
      remaining: await remainingOf(tx, tenantId, lineId),
    });
  }
}

/** Close receiving on one line: what remains to receive is given up. Returns the quantity closed. */
export async function closeLineRemaining(tx: Db, tenantId: string, lineId: string): Promise<string> {
  const qty = await remainingOf(tx, tenantId, lineId);
  if (money.sign(qty) <= 0) return '0';
  const q = sql`${qty}::numeric`;
  const ok = await updateLine(
    tx,
    tenantId,
    lineId,
    { closedQty: sql`${L.closedQty} + ${q}`, closedAmount: amountOf(sql`${L.closedQty} + ${q}`) },
    sql`${remaining} = ${q}`,
  );
  // Unreachable while the caller holds the line's lock; a bug must not close twice silently.
  if (!ok) throw new Error(`closeLineRemaining: line ${lineId} changed under its lock`);
  return qty;
}

/** A return line enters approval (or later): returned += qty ≤ received − returned, else 409. */
export async function returnOnLine(
  tx: Db,
  tenantId: string,
  lineId: string,
  qty: string,
  disposition: ReturnDisposition,
): Promise<void> {
  const q = sql`${qty}::numeric`;
  const replaced = disposition === 'replace' ? q : sql`0::numeric`;
  const ok = await updateLine(
    tx,
    tenantId,
    lineId,
    {
      returnedQty: sql`${L.returnedQty} + ${q}`,
      returnedAmount: amountOf(sql`${L.returnedQty} + ${q}`),
      replacedQty: sql`${L.replacedQty} + ${replaced}`,
      replacedAmount: amountOf(sql`${L.replacedQty} + ${replaced}`),
    },
    sql`${q} > 0 and ${L.returnedQty} + ${q} <= ${L.receivedQty}`,
  );
  if (!ok) {
    throw new AppError(409, ERROR_CODES.orderOverReturn, {
      returnable: await remainingOf(tx, tenantId, lineId, sql`(${L.receivedQty} - ${L.returnedQty})`),
    });
  }
}

/**
 * A rejected or deleted return gives its quantity back. A replacement already delivered or received
 * again cannot be un-owed: 409 order.returnInUse when releasing would break the ledger.
 */
export async function releaseReturnOnLine(
  tx: Db,
  tenantId: string,
  lineId: string,
  qty: string,
  disposition: ReturnDisposition,
): Promise<void> {
  const q = sql`${qty}::numeric`;
  const replaced = disposition === 'replace' ? q : sql`0::numeric`;
  const ok = await updateLine(
    tx,
    tenantId,
    lineId,
    {
      returnedQty: sql`${L.returnedQty} - ${q}`,
      returnedAmount: amountOf(sql`${L.returnedQty} - ${q}`),
      replacedQty: sql`${L.replacedQty} - ${replaced}`,
      replacedAmount: amountOf(sql`${L.replacedQty} - ${replaced}`),
    },
    sql`${q} > 0 and ${L.returnedQty} >= ${q} and ${L.replacedQty} >= ${replaced}
        and ${L.returnedQty} - ${q} >= ${L.replacedQty} - ${replaced}
        and ${L.receivedQty} + ${L.closedQty} <= ${L.orderedQty} + ${L.replacedQty} - ${replaced}
        and ${L.deliveredQty} <= ${L.orderedQty} + ${L.replacedQty} - ${replaced}`,
  );
  if (!ok) throw new AppError(409, ERROR_CODES.orderReturnInUse);
}

/** The quantity and amount an invoice or payment may be based on: received − returned. */
export function payableBasis(line: { receivedQty: string; returnedQty: string; unitPrice: string }): {
  qty: string;
  amount: string;
} {
  const qty = trimQty(money.sub(line.receivedQty, line.returnedQty));
  return { qty, amount: lineAmount(qty, line.unitPrice) };
}

/**
 * Sets 2 / 3 / 4 from the ledger (DOMAIN §4) on an order in 6, 2, 3 or 4: every line's remaining 0 → 4;
 * something received or closed → 3; something delivered → 2; else 6 (every delivered unit rejected:
 * the supplier ships again). Returns the status.
 */
export async function refreshOrderStatusFromLedger(
  tx: Db,
  tenantId: string,
  orderId: string,
): Promise<number> {
  const rows = await tx
    .update(purchaseOrders)
    .set({
      status: sql`(select case
          when bool_and(${remaining} <= 0) then ${O.received.code}::smallint
          when bool_or(${L.receivedQty} > 0 or ${L.closedQty} > 0) then ${O.partlyReceived.code}::smallint
          when bool_or(${L.deliveredQty} > 0) then ${O.awaitingReceipt.code}::smallint
          else ${O.awaitingShipment.code}::smallint end
        from ${L} where ${L.tenantId} = ${tenantId} and ${L.orderId} = ${orderId})`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(purchaseOrders.tenantId, tenantId),
        eq(purchaseOrders.id, orderId),
        sql`${purchaseOrders.status} in (${sql.join(
          [O.awaitingShipment.code, O.awaitingReceipt.code, O.partlyReceived.code, O.received.code].map(
            (code) => sql`${code}::smallint`,
          ),
          sql`, `,
        )})`,
      ),
    )
    .returning({ status: purchaseOrders.status })
    .prepare('order_status_from_ledger')
    .execute();
  const row = rows[0];
  if (row) return row.status;
  const current = await tx
    .select({ status: purchaseOrders.status })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.id, orderId)));
  if (!current[0]) throw new AppError(404, ERROR_CODES.orderNotFound);
  return current[0].status;
}
