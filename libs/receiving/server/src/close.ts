import { and, asc, eq } from 'drizzle-orm';
import { ERROR_CODES, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { money, type CloseReceivingInput } from '@procure/shared-validation';
import { AppError } from '@procure/server-http';
import { newId, type Db } from '@procure/server-db';
import {
  closeLineRemaining,
  lockOrderForReceiving,
  lockOrderLines,
  recordReceivingHistory,
  refreshOrderStatusFromLedger,
} from '@procure/order-server';
import { receivingClosures } from './schema.ts';
import { assertReceivable, pendingAccepted, tellSupplier, type ReceivingActor } from './receipts.ts';

// Close receiving (issue #14): what remains to receive on one line, or on every line of the order, is
// given up (closed on the ledger: no more receipts, no more deliveries), with a reason, a history row,
// a message to the supplier; the order status follows the ledger (4 when nothing remains anywhere).

const trim = (value: string) =>
  value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') || '0' : value;

export async function closeReceiving(
  tx: Db,
  actor: ReceivingActor,
  input: CloseReceivingInput,
): Promise<{ orderStatus: number; closed: { orderLineId: string; lineNo: number; closedQty: string }[] }> {
  const order = await lockOrderForReceiving(tx, actor.tenantId, input.orderId);
  assertReceivable(order);
  const ledger = await lockOrderLines(tx, actor.tenantId, order.id);
  const targets = input.orderLineId ? ledger.filter((line) => line.id === input.orderLineId) : ledger;
  if (input.orderLineId && targets.length === 0) {
    throw new AppError(400, ERROR_CODES.validationFailed, undefined, {
      fields: [{ path: 'orderLineId', code: ERROR_CODES.orderLineUnknown }],
    });
  }
  // A receiving application under approval keeps its quantity: closing it away would fail its approval.
  const pending = await pendingAccepted(tx, actor.tenantId, order.id);
  const closed: { orderLineId: string; lineNo: number; closedQty: string }[] = [];
  for (const line of targets) {
    if (money.sign(line.remainingQty) <= 0) continue;
    if (money.sign(pending.get(line.id) ?? '0') > 0) continue;
    await closeLineRemaining(tx, actor.tenantId, line.id);
    closed.push({ orderLineId: line.id, lineNo: line.lineNo, closedQty: trim(line.remainingQty) });
  }
  if (closed.length === 0) throw new AppError(409, ERROR_CODES.receivingNothingToClose);
  await tx.insert(receivingClosures).values(
    closed.map((line) => ({
      id: newId(),
      tenantId: actor.tenantId,
      orderId: order.id,
      orderLineId: line.orderLineId,
      vendorId: order.vendorId,
      lineNo: line.lineNo,
      closedQty: line.closedQty,
      reason: input.reason,
      createdBy: actor.userId,
    })),
  );
  const orderStatus = await refreshOrderStatusFromLedger(tx, actor.tenantId, order.id);
  const lines = closed.map((line) => `#${line.lineNo} × ${line.closedQty}`).join(', ');
  await recordReceivingHistory(tx, {
    tenantId: actor.tenantId,
    orderId: order.id,
    vendorId: order.vendorId,
    actorId: actor.userId,
    action: 'closeReceipt',
    comment: `${lines}: ${input.reason}`,
  });
  await tellSupplier(
    tx,
    actor.tenantId,
    order.vendorId,
    SUCCESS_MESSAGES.receivingEventClosed,
    SUCCESS_MESSAGES.receivingEventClosedBody,
    { order: order.code, lines, reason: input.reason },
    `/order/detail/${order.id}`,
  );
  return { orderStatus, closed };
}

/** Closures of an order (oldest first), for the receiving views. */
export async function closuresOf(tx: Db, tenantId: string, orderId: string) {
  const rows = await tx
    .select({
      orderLineId: receivingClosures.orderLineId,
      lineNo: receivingClosures.lineNo,
      closedQty: receivingClosures.closedQty,
      reason: receivingClosures.reason,
      createdAt: receivingClosures.createdAt,
    })
    .from(receivingClosures)
    .where(and(eq(receivingClosures.tenantId, tenantId), eq(receivingClosures.orderId, orderId)))
    .orderBy(asc(receivingClosures.createdAt), asc(receivingClosures.lineNo));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
