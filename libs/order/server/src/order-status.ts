import { and, eq, sql } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import type { Db } from '@procure/server-db';
import { purchaseOrders } from './schema.ts';

// The order state machine (issue #13, DOMAIN.md §2/§4): which action may start from which status and
// where it leads. One table, read by every transition; no status literal anywhere else in the domain.

const O = CODES.order;
export type OrderStatus = (typeof O)[keyof typeof O]['code'];

export const ORDER_ACTIONS = {
  /** Supplier: 1 → 6. */
  confirm: { from: [O.awaitingConfirm.code], to: O.awaitingShipment.code },
  /** Supplier: 1 → 11 (reason required). */
  refuse: { from: [O.awaitingConfirm.code], to: O.returned.code },
  /** Supplier: a delivery note; 6 → 2, and more notes while 2 or 3 (partly received). */
  deliver: {
    from: [O.awaitingShipment.code, O.awaitingReceipt.code, O.partlyReceived.code],
    to: O.awaitingReceipt.code,
  },
  /** Buyer: before the supplier confirmed, the order simply ends (1 → 9). */
  cancel: { from: [O.awaitingConfirm.code], to: O.cancelled.code },
  /** Buyer: once confirmed and while nothing is delivered, cancelling is a request (6 → 5). */
  cancelRequest: { from: [O.awaitingShipment.code], to: O.cancelRequested.code },
  /** Supplier answers a cancel request: accept 5 → 9, decline 5 → 6. */
  cancelAccept: { from: [O.cancelRequested.code], to: O.cancelled.code },
  cancelDecline: { from: [O.cancelRequested.code], to: O.awaitingShipment.code },
  /** An order change may be written, proposed and applied only here (and while nothing is received). */
  change: { from: [O.awaitingConfirm.code, O.awaitingShipment.code], to: null },
  /** Buyer: a line's VAT rate, while the order is live (not cancelled, refused or being cancelled). */
  taxRateChange: {
    from: [
      O.awaitingConfirm.code,
      O.awaitingShipment.code,
      O.awaitingReceipt.code,
      O.partlyReceived.code,
      O.received.code,
    ],
    to: null,
  },
} as const satisfies Record<string, { from: readonly number[]; to: number | null }>;
export type OrderAction = keyof typeof ORDER_ACTIONS;

export function canStart(action: OrderAction, status: number): boolean {
  return (ORDER_ACTIONS[action].from as readonly number[]).includes(status);
}

/** The status an action leaves behind (deliver keeps 3 when something was already received). */
export function statusAfter(action: OrderAction, status: number): number {
  if (action === 'deliver' && status === O.partlyReceived.code) return status;
  return ORDER_ACTIONS[action].to ?? status;
}

export type LockedOrder = {
  id: string;
  tenantId: string;
  vendorId: string;
  code: string;
  status: number;
  buyerId: string;
  version: number;
  deliveryCount: number;
  totalAmount: string;
  currency: string;
};

/**
 * The order under its row lock (FOR UPDATE): every transition starts here, so two concurrent actions
 * on one order run one after the other and the second sees the first's status. `vendorId` (supplier
 * callers) narrows to the caller's company on top of row-level security. Absent → 404.
 */
export async function lockOrder(
  tx: Db,
  tenantId: string,
  orderId: string,
  vendorId: string | null,
): Promise<LockedOrder> {
  const rows = await tx
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
        eq(purchaseOrders.id, orderId),
        vendorId ? eq(purchaseOrders.vendorId, vendorId) : undefined,
      ),
    )
    .for('update')
    // A named statement: each pooled connection parses and plans it once (the hot path of every action).
    .prepare(vendorId ? 'order_lock_vendor' : 'order_lock')
    .execute();
  const row = rows[0];
  if (!row) throw new AppError(404, ERROR_CODES.orderNotFound);
  return row;
}

/** Refuses an action the order's status does not allow (409, nothing changed). */
export function assertCan(action: OrderAction, order: LockedOrder): void {
  if (!canStart(action, order.status)) throw new AppError(409, ERROR_CODES.orderWrongStatus);
}

/** Moves a locked order to the action's next status. */
export async function moveOrder(
  tx: Db,
  order: LockedOrder,
  action: OrderAction,
  extra: Partial<typeof purchaseOrders.$inferInsert> = {},
): Promise<number> {
  const status = statusAfter(action, order.status);
  await tx
    .update(purchaseOrders)
    .set({ ...extra, status, updatedAt: sql`now()` })
    .where(and(eq(purchaseOrders.tenantId, order.tenantId), eq(purchaseOrders.id, order.id)));
  return status;
}
