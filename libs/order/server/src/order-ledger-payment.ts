import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import type { Db } from '@procure/server-db';
import { money } from '@procure/shared-validation';
import { purchaseOrderLines, purchaseOrders } from './schema.ts';

// The payment side of the order-line ledger (issue #15, DOMAIN.md §4; docs/conventions.md "Payment
// applications"). Amounts only (payments are money against a line, not quantities): applied = Σ lines of
// payment applications in 2, 3, 4 (advances included), paid = Σ in 4. Limits PER ORDER LINE:
//   applied ≤ ordered amount                                 (every type; CHECK backs it)
//   applied ≤ payable-basis amount = round((received − returned) × unit price, 2)   (PO payment only)
//   paid ≤ applied                                           (CHECK backs it)
// An advance counts in applied like any payment, so a later PO payment on the same line has room only for
// basis − everything applied before (advances included): the advance is offset by the received goods.
// Every function runs in the caller's transaction AFTER lockOrder() and repeats its limit in the UPDATE's
// WHERE (0 rows → 409 with the room left).

const L = purchaseOrderLines;
const basisAmountSql = sql`round((${L.receivedQty} - ${L.returnedQty}) * ${L.unitPrice}, 2)`;

export type PaymentKind = 'order' | 'advance';

/** One order line as a payment sees it (decimal strings). */
export type PaymentLedgerLine = {
  id: string;
  orderId: string;
  vendorId: string;
  lineNo: number;
  productCode: string;
  name: string;
  unit: string;
  unitPrice: string;
  orderedAmount: string;
  /** round((received − returned) × unit price, 2). */
  basisAmount: string;
  appliedAmount: string;
  paidAmount: string;
};

function paymentSelect(tx: Db) {
  return tx
    .select({
      id: L.id,
      orderId: L.orderId,
      vendorId: L.vendorId,
      lineNo: L.lineNo,
      productCode: L.productCode,
      name: L.name,
      unit: L.unit,
      unitPrice: L.unitPrice,
      orderedAmount: L.orderedAmount,
      basisAmount: sql<string>`${basisAmountSql}::text`,
      appliedAmount: L.appliedAmount,
      paidAmount: L.paidAmount,
    })
    .from(L);
}

/** The payment ledger of the given orders' lines, by order then line number (no locks; for pages and checks). */
export async function paymentLedgerLines(
  tx: Db,
  tenantId: string,
  orderIds: readonly string[],
  vendorId: string | null = null,
): Promise<PaymentLedgerLine[]> {
  if (orderIds.length === 0) return [];
  return paymentSelect(tx)
    .where(
      and(
        eq(L.tenantId, tenantId),
        inArray(L.orderId, [...new Set(orderIds)]),
        vendorId ? eq(L.vendorId, vendorId) : undefined,
      ),
    )
    .orderBy(asc(L.orderId), asc(L.lineNo));
}

/** Room left on a line for a payment of this kind: min(ordered, basis for PO payments) − applied. */
export function paymentRoom(line: PaymentLedgerLine, kind: PaymentKind): string {
  const { orderedAmount: ordered, basisAmount: basis } = line;
  const limit = kind === 'advance' || money.compare(ordered, basis) <= 0 ? ordered : basis;
  const room = money.round(money.sub(limit, line.appliedAmount), 2);
  return money.sign(room) < 0 ? '0.00' : room;
}

async function roomOf(tx: Db, tenantId: string, lineId: string, kind: PaymentKind): Promise<string> {
  const [line] = await paymentSelect(tx).where(and(eq(L.tenantId, tenantId), eq(L.id, lineId)));
  if (!line) throw new AppError(404, ERROR_CODES.orderLineUnknown);
  return paymentRoom(line, kind);
}

/**
 * A payment application line enters approval (or is approved at once): applied += amount, within the
 * line's room for its kind; else 409 `payment.overApplied` with {room}.
 */
export async function applyPaymentOnLine(
  tx: Db,
  tenantId: string,
  lineId: string,
  amount: string,
  kind: PaymentKind,
): Promise<void> {
  const a = sql`${amount}::numeric`;
  const basis = kind === 'order' ? sql` and ${L.appliedAmount} + ${a} <= ${basisAmountSql}` : sql``;
  const updated = await tx
    .update(L)
    .set({ appliedAmount: sql`${L.appliedAmount} + ${a}` })
    .where(
      and(
        eq(L.tenantId, tenantId),
        eq(L.id, lineId),
        sql`${a} > 0 and ${L.appliedAmount} + ${a} <= ${L.orderedAmount}${basis}`,
      ),
    )
    .returning({ id: L.id });
  if (updated.length === 1) return;
  throw new AppError(409, ERROR_CODES.paymentOverApplied, { room: await roomOf(tx, tenantId, lineId, kind) });
}

/** A rejected, withdrawn or cancelled application gives its amount back: applied −= amount (never below paid). */
export async function releasePaymentOnLine(
  tx: Db,
  tenantId: string,
  lineId: string,
  amount: string,
): Promise<void> {
  const a = sql`${amount}::numeric`;
  const updated = await tx
    .update(L)
    .set({ appliedAmount: sql`${L.appliedAmount} - ${a}` })
    .where(
      and(
        eq(L.tenantId, tenantId),
        eq(L.id, lineId),
        sql`${a} > 0 and ${L.appliedAmount} - ${a} >= ${L.paidAmount}`,
      ),
    )
    .returning({ id: L.id });
  if (updated.length !== 1) throw new Error(`releasePaymentOnLine: line ${lineId} holds less than ${amount}`);
}

/** Confirm pay: paid += amount (≤ applied, else 409 `payment.overPaid`). */
export async function payOnLine(tx: Db, tenantId: string, lineId: string, amount: string): Promise<void> {
  const a = sql`${amount}::numeric`;
  const updated = await tx
    .update(L)
    .set({ paidAmount: sql`${L.paidAmount} + ${a}` })
    .where(
      and(
        eq(L.tenantId, tenantId),
        eq(L.id, lineId),
        sql`${a} > 0 and ${L.paidAmount} + ${a} <= ${L.appliedAmount}`,
      ),
    )
    .returning({ id: L.id });
  if (updated.length !== 1) throw new AppError(409, ERROR_CODES.paymentOverPaid);
}

/** Orders a payment may be made against, per supplier: confirmed and not cancelled (6, 2, 3, 4). */
export const PAYABLE_ORDER_STATUSES = [6, 2, 3, 4] as const;

export type PayableOrder = {
  id: string;
  code: string;
  vendorId: string;
  currency: string;
  status: number;
  totalAmount: string;
  createdAt: string;
};

/** The supplier's orders a payment may name (newest first, at most 200). */
export async function payableOrdersOfVendor(
  tx: Db,
  tenantId: string,
  vendorId: string,
): Promise<PayableOrder[]> {
  const O = purchaseOrders;
  const rows = await tx
    .select({
      id: O.id,
      code: O.code,
      vendorId: O.vendorId,
      currency: O.currency,
      status: O.status,
      totalAmount: O.totalAmount,
      createdAt: O.createdAt,
    })
    .from(O)
    .where(
      and(eq(O.tenantId, tenantId), eq(O.vendorId, vendorId), inArray(O.status, [...PAYABLE_ORDER_STATUSES])),
    )
    .orderBy(sql`${O.createdAt} desc`)
    .limit(200);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The payment ledger of the given order lines (any order; absent ids are left out). */
export async function paymentLedgerLinesById(
  tx: Db,
  tenantId: string,
  lineIds: readonly string[],
): Promise<PaymentLedgerLine[]> {
  if (lineIds.length === 0) return [];
  return paymentSelect(tx)
    .where(and(eq(L.tenantId, tenantId), inArray(L.id, [...new Set(lineIds)])))
    .orderBy(asc(L.orderId), asc(L.lineNo));
}

export type PaymentOrderFacts = {
  id: string;
  code: string;
  vendorId: string;
  currency: string;
  status: number;
  payable: boolean;
};

/** What a payment needs to know of its orders, by id. */
export async function paymentOrderFacts(
  tx: Db,
  tenantId: string,
  orderIds: readonly string[],
): Promise<Map<string, PaymentOrderFacts>> {
  if (orderIds.length === 0) return new Map();
  const O = purchaseOrders;
  const rows = await tx
    .select({ id: O.id, code: O.code, vendorId: O.vendorId, currency: O.currency, status: O.status })
    .from(O)
    .where(and(eq(O.tenantId, tenantId), inArray(O.id, [...new Set(orderIds)])));
  const payable: readonly number[] = PAYABLE_ORDER_STATUSES;
  return new Map(rows.map((row) => [row.id, { ...row, payable: payable.includes(row.status) }]));
}

/** The suppliers that have payable orders in the tenant (the new-payment supplier picker). */
export async function payableVendorIds(tx: Db, tenantId: string): Promise<string[]> {
  const O = purchaseOrders;
  const rows = await tx
    .selectDistinct({ vendorId: O.vendorId })
    .from(O)
    .where(and(eq(O.tenantId, tenantId), inArray(O.status, [...PAYABLE_ORDER_STATUSES])));
  return rows.map((row) => row.vendorId);
}
