import { and, eq, inArray, sql } from 'drizzle-orm';
import { ERROR_CODES, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import { newId, queryRows, type Db } from '@procure/server-db';
import type { DeliveryInput } from '@procure/shared-validation';
import { postMessages } from '@procure/message-server';
import { identitySchema } from '@procure/identity-server';
import type { HistoryActionKey } from '@procure/approval-server';
import {
  purchaseOrderDeliveries,
  purchaseOrderDeliveryLines,
  purchaseOrderLines,
  purchaseOrderSettings,
  purchaseOrders,
} from './schema.ts';
import { assertCan, canStart, lockOrder, moveOrder, type LockedOrder } from './order-status.ts';
import { recordOrderHistory } from './order-history.ts';
import { deliverableSql } from './order-ledger.ts';
import { trimQty } from './quantity.ts';
import { writeFirstVersion } from './order-versions.ts';

// The order's transitions after creation (issue #13). Each one locks the order row first (lockOrder),
// refuses a wrong status with 409 before writing anything, and writes the status, the ledger, the
// history row and the other side's messages in the caller's one transaction.

/** Who acts: a buyer user, or a supplier user of `vendorId`. */
export type OrderActor = { tenantId: string; userId: string; vendorId: string | null };

export const DEFAULT_DELIVER_TIMES_LIMIT = 10;
export const buyerOrderPath = (id: string) => `/procurement/orderDetail/${id}`;
export const supplierOrderPath = (id: string) => `/order/detail/${id}`;

type OrderEvent =
  | 'confirmed'
  | 'refused'
  | 'delivered'
  | 'cancelled'
  | 'cancelRequested'
  | 'cancelAccepted'
  | 'cancelDeclined'
  | 'changeProposed'
  | 'changeApplied'
  // Issue #14: posted by the receiving and returns domains through the contract.
  | 'received'
  | 'receiptClosed'
  | 'returnRequested'
  | 'returnAnswered'
  // Issue #15: the buyer changed the VAT rate of lines (order-tax-rate.ts).
  | 'taxRateChanged';
export type { OrderEvent };

/** The supplier users of the order's company (its messages go to them). */
async function supplierUsers(tx: Db, vendorId: string): Promise<string[]> {
  const { users } = identitySchema;
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.vendorId, vendorId), eq(users.site, 'supplier')));
  return rows.map((row) => row.id);
}

/** Tells the other side: the buyer when the supplier acted, the supplier's users when the buyer did. */
export async function notifyOrderEvent(
  tx: Db,
  order: LockedOrder,
  event: OrderEvent,
  to: 'buyer' | 'supplier',
  params: Record<string, string | number> = {},
): Promise<void> {
  const recipientIds = to === 'buyer' ? [order.buyerId] : await supplierUsers(tx, order.vendorId);
  await postMessages(tx, {
    tenantId: order.tenantId,
    recipientIds,
    kind: 'orderCreated',
    titleCode: `order.event.${event}`,
    bodyCode: SUCCESS_MESSAGES.orderEventBody,
    params: { code: order.code, comment: '', ...params },
    link: to === 'buyer' ? buyerOrderPath(order.id) : supplierOrderPath(order.id),
  });
}

async function history(
  tx: Db,
  actor: OrderActor,
  order: LockedOrder,
  action: HistoryActionKey,
  comment?: string | null,
) {
  await recordOrderHistory(tx, {
    tenantId: order.tenantId,
    orderId: order.id,
    actorId: actor.userId,
    action,
    comment: comment ?? null,
    vendorId: order.vendorId,
  });
}

/**
 * Supplier confirms (1 → 6). The order as confirmed is its snapshot: version 1 is written now unless a
 * change applied before the confirm wrote it already; `confirmed_version` names the version confirmed.
 */
export async function confirmOrder(tx: Db, actor: OrderActor, orderId: string): Promise<{ status: number }> {
  const order = await lockOrder(tx, actor.tenantId, orderId, actor.vendorId);
  assertCan('confirm', order);
  const status = await moveOrder(tx, order, 'confirm', {
    confirmedAt: new Date(),
    confirmedVersion: order.version,
  });
  await writeFirstVersion(tx, order);
  await history(tx, actor, order, 'confirm');
  await notifyOrderEvent(tx, order, 'confirmed', 'buyer');
  return { status };
}

/** Supplier refuses (1 → 11) with a reason. */
export async function refuseOrder(
  tx: Db,
  actor: OrderActor,
  orderId: string,
  reason: string,
): Promise<{ status: number }> {
  const order = await lockOrder(tx, actor.tenantId, orderId, actor.vendorId);
  assertCan('refuse', order);
  const status = await moveOrder(tx, order, 'refuse', { refuseReason: reason });
  await history(tx, actor, order, 'refuse', reason);
  await notifyOrderEvent(tx, order, 'refused', 'buyer', { comment: reason });
  return { status };
}

/** Saves the tenant's deliver-times limit (1–99; the CHECK backs the form rule). */
export async function saveDeliverTimesLimit(tx: Db, tenantId: string, limit: number): Promise<void> {
  await tx
    .insert(purchaseOrderSettings)
    .values({ tenantId, deliverTimesLimit: limit })
    .onConflictDoUpdate({ target: purchaseOrderSettings.tenantId, set: { deliverTimesLimit: limit } });
}

export async function deliverTimesLimit(tx: Db, tenantId: string): Promise<number> {
  const rows = await tx
    .select({ limit: purchaseOrderSettings.deliverTimesLimit })
    .from(purchaseOrderSettings)
    .where(eq(purchaseOrderSettings.tenantId, tenantId));
  return rows[0]?.limit ?? DEFAULT_DELIVER_TIMES_LIMIT;
}

export type DeliverCheck = { allowed: boolean; limit: number; used: number; reason: string | null };

/** "Deliver check": may the supplier write a delivery note now (status, deliver-times limit)? Read-only. */
export async function deliverCheck(tx: Db, actor: OrderActor, orderId: string): Promise<DeliverCheck> {
  const rows = await tx
    .select({ status: purchaseOrders.status, used: purchaseOrders.deliveryCount })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.tenantId, actor.tenantId),
        eq(purchaseOrders.id, orderId),
        actor.vendorId ? eq(purchaseOrders.vendorId, actor.vendorId) : undefined,
      ),
    );
  const row = rows[0];
  if (!row) throw new AppError(404, ERROR_CODES.orderNotFound);
  const limit = await deliverTimesLimit(tx, actor.tenantId);
  const reason = !canStart('deliver', row.status)
    ? ERROR_CODES.orderWrongStatus
    : row.used >= limit
      ? ERROR_CODES.orderDeliverTimesReached
      : null;
  return { allowed: reason === null, limit, used: row.used, reason };
}

/**
 * A delivery note. Under the order's row lock: the status allows it, the deliver-times limit is not
 * reached, every line belongs to the order and its quantity fits what remains (ordered − delivered).
 * Any failure → nothing written. The ledger update repeats the limit (ordered + replaced − closed −
 * delivered, order-ledger.ts) in its WHERE, and the CHECK delivered ≤ ordered + replaced backs both.
 */
export async function deliverOrder(
  tx: Db,
  actor: OrderActor,
  input: DeliveryInput,
): Promise<{ status: number; deliveryId: string; code: string }> {
  const order = await lockOrder(tx, actor.tenantId, input.orderId, actor.vendorId);
  assertCan('deliver', order);
  const limit = await deliverTimesLimit(tx, actor.tenantId);
  if (order.deliveryCount >= limit) {
    throw new AppError(409, ERROR_CODES.orderDeliverTimesReached, { limit });
  }
  const lines = await tx
    .select({
      id: purchaseOrderLines.id,
      remaining: sql<string>`${deliverableSql}::text`,
    })
    .from(purchaseOrderLines)
    .where(
      and(
        eq(purchaseOrderLines.tenantId, actor.tenantId),
        eq(purchaseOrderLines.orderId, order.id),
        inArray(
          purchaseOrderLines.id,
          input.lines.map((line) => line.orderLineId),
        ),
      ),
    );
  const remainingOf = new Map(lines.map((line) => [line.id, line.remaining]));
  const fields: { path: string; code: string; params?: Record<string, string> }[] = [];
  input.lines.forEach((line, index) => {
    const remaining = remainingOf.get(line.orderLineId);
    if (remaining === undefined) {
      fields.push({ path: `lines.${index}.orderLineId`, code: ERROR_CODES.orderLineUnknown });
    }
  });
  if (fields.length > 0) throw new AppError(400, ERROR_CODES.validationFailed, undefined, { fields });
  // Compare in PostgreSQL numerics (no JS floats): which lines ask for more than remains?
  const over = await queryRows<{ idx: number; remaining: string }>(
    tx,
    sql`select v.idx, (l.ordered_qty + l.replaced_qty - l.closed_qty - l.delivered_qty)::text as remaining
        from (values ${sql.join(
          input.lines.map(
            (line, index) => sql`(${index}::int, ${line.orderLineId}::uuid, ${line.quantity}::numeric)`,
          ),
          sql`, `,
        )}) as v(idx, line_id, qty)
        join purchase_order_lines l on l.id = v.line_id and l.tenant_id = ${actor.tenantId}
        where v.qty > l.ordered_qty + l.replaced_qty - l.closed_qty - l.delivered_qty
        order by v.idx`,
  );
  if (over.length > 0) {
    throw new AppError(
      409,
      ERROR_CODES.orderDeliverExceeds,
      { remaining: trimQty(over[0]?.remaining ?? '0') },
      {
        fields: over.map((row) => ({
          path: `lines.${row.idx}.quantity`,
          code: ERROR_CODES.orderDeliverExceeds,
          params: { remaining: trimQty(row.remaining) },
        })),
      },
    );
  }

  const sequence = order.deliveryCount + 1;
  const deliveryId = newId();
  const code = `${order.code}-${sequence}`;
  await tx.insert(purchaseOrderDeliveries).values({
    id: deliveryId,
    tenantId: actor.tenantId,
    orderId: order.id,
    vendorId: order.vendorId,
    code,
    courier: input.courier,
    trackingNo: input.trackingNo,
    expectedArrival: input.expectedArrival ?? null,
    remark: input.remark ?? null,
    createdBy: actor.userId,
  });
  await tx.insert(purchaseOrderDeliveryLines).values(
    input.lines.map((line) => ({
      id: newId(),
      tenantId: actor.tenantId,
      deliveryId,
      orderLineId: line.orderLineId,
      vendorId: order.vendorId,
      quantity: line.quantity,
    })),
  );
  for (const line of input.lines) {
    const updated = await tx
      .update(purchaseOrderLines)
      .set({
        deliveredQty: sql`${purchaseOrderLines.deliveredQty} + ${line.quantity}::numeric`,
        deliveredAmount: sql`round((${purchaseOrderLines.deliveredQty} + ${line.quantity}::numeric) * ${purchaseOrderLines.unitPrice}, 2)`,
      })
      .where(
        and(
          eq(purchaseOrderLines.tenantId, actor.tenantId),
          eq(purchaseOrderLines.id, line.orderLineId),
          sql`${line.quantity}::numeric <= ${deliverableSql}`,
        ),
      )
      .returning({ id: purchaseOrderLines.id });
    // Unreachable under the order lock; a bug must not over-deliver silently.
    if (updated.length !== 1) throw new Error(`deliverOrder: line ${line.orderLineId} over-delivered`);
  }
  const status = await moveOrder(tx, order, 'deliver', { deliveryCount: sequence });
  await history(tx, actor, order, 'deliver', code);
  await notifyOrderEvent(tx, order, 'delivered', 'buyer', { delivery: code });
  return { status, deliveryId, code };
}

/** Buyer cancel: 1 → 9 at once; 6 (confirmed, nothing delivered) → 5, a request the supplier answers. */
export async function cancelOrder(
  tx: Db,
  actor: OrderActor,
  orderId: string,
  reason: string,
): Promise<{ status: number }> {
  const order = await lockOrder(tx, actor.tenantId, orderId, null);
  if (canStart('cancel', order.status)) {
    const status = await moveOrder(tx, order, 'cancel', { cancelReason: reason, vendorUnread: true });
    await history(tx, actor, order, 'cancel', reason);
    await notifyOrderEvent(tx, order, 'cancelled', 'supplier', { comment: reason });
    return { status };
  }
  if (canStart('cancelRequest', order.status)) {
    const status = await moveOrder(tx, order, 'cancelRequest', { cancelReason: reason, vendorUnread: true });
    await history(tx, actor, order, 'cancelRequest', reason);
    await notifyOrderEvent(tx, order, 'cancelRequested', 'supplier', { comment: reason });
    return { status };
  }
  throw new AppError(409, ERROR_CODES.orderNotCancellable);
}

/** Supplier answers a cancel request: accept 5 → 9, decline 5 → 6. */
export async function replyCancel(
  tx: Db,
  actor: OrderActor,
  orderId: string,
  accept: boolean,
): Promise<{ status: number }> {
  const order = await lockOrder(tx, actor.tenantId, orderId, actor.vendorId);
  const action = accept ? 'cancelAccept' : 'cancelDecline';
  assertCan(action, order);
  const status = await moveOrder(tx, order, action);
  await history(tx, actor, order, accept ? 'cancel' : 'cancelDecline');
  await notifyOrderEvent(tx, order, accept ? 'cancelAccepted' : 'cancelDeclined', 'buyer');
  return { status };
}
