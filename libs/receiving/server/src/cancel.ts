import { and, eq, sql } from 'drizzle-orm';
import { CODES, ERROR_CODES, SUCCESS_MESSAGES } from '@procure/shared-codes';
import type { CancelReceiptInput } from '@procure/shared-validation';
import { AppError } from '@procure/server-http';
import type { Db } from '@procure/server-db';
import {
  invoicedBeyondBasis,
  lockOrderForReceiving,
  lockOrderLines,
  recordReceivingHistory,
  refreshOrderStatusFromLedger,
  unreceiveOnLine,
} from '@procure/order-server';
import { returnsOnOrderLines } from '@procure/returns-server';
import { receiptLines, receipts } from './schema.ts';
import { supplierReceiptPath, tellSupplier, type ReceivingActor } from './receipts.ts';

// Cancelling a receipt (issue #14). A receipt is CANCELLED, not deleted: the row stays with status 4,
// who, when and why (the supplier was told of it, the order's history names it, a printed receipt may
// exist), and its quantities go back on the order-line ledger. Allowed only on a receipt that counts
// (3) of an order still in 6/2/3/4, and only while no return references its goods: a return (any status)
// on one of its lines written since it counted → 409 receiving.cancelReturned {codes}. Lock order: order
// → order lines → receipt, like every path that moves quantities, so a return being written and a cancel
// serialise on the order row and exactly one of them wins. Invoices read the ledger too: a cancel that
// would leave a line's payable basis (received − returned) below what is already invoiced on it → 409
// receiving.cancelInvoiced {line, invoiced, basis}; invoices take the same order lock, so an invoice being
// submitted and a cancel serialise as well.

const A = CODES.application;
const R = CODES.receipt;
const O = CODES.order;
const CANCELLABLE_ORDER: number[] = [
  O.awaitingShipment.code,
  O.awaitingReceipt.code,
  O.partlyReceived.code,
  O.received.code,
];

const trim = (value: string) =>
  value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') || '0' : value;

export async function cancelReceipt(
  tx: Db,
  actor: ReceivingActor,
  input: CancelReceiptInput,
): Promise<{ id: string; code: string; status: number; orderStatus: number }> {
  const [peek] = await tx
    .select({ orderId: receipts.orderId })
    .from(receipts)
    .where(and(eq(receipts.tenantId, actor.tenantId), eq(receipts.id, input.id)));
  if (!peek) throw new AppError(404, ERROR_CODES.receivingNotFound);
  const order = await lockOrderForReceiving(tx, actor.tenantId, peek.orderId);
  await lockOrderLines(tx, actor.tenantId, order.id);
  const [head] = await tx
    .select()
    .from(receipts)
    .where(and(eq(receipts.tenantId, actor.tenantId), eq(receipts.id, input.id)))
    .for('update');
  if (!head) throw new AppError(404, ERROR_CODES.receivingNotFound);
  if (head.status !== A.approved.code || !CANCELLABLE_ORDER.includes(order.status)) {
    throw new AppError(409, ERROR_CODES.receivingCancelWrongStatus);
  }
  const lines = await tx
    .select()
    .from(receiptLines)
    .where(and(eq(receiptLines.tenantId, actor.tenantId), eq(receiptLines.receiptId, head.id)));
  const returns = await returnsOnOrderLines(
    tx,
    actor.tenantId,
    lines.map((line) => line.orderLineId),
    head.confirmedAt ?? head.createdAt,
  );
  if (returns.length > 0) {
    throw new AppError(409, ERROR_CODES.receivingCancelReturned, {
      codes: returns.map((r) => r.code).join(', '),
    });
  }
  for (const line of lines) {
    const over = await invoicedBeyondBasis(tx, actor.tenantId, line.orderLineId, line.acceptedQty);
    if (over) {
      throw new AppError(409, ERROR_CODES.receivingCancelInvoiced, {
        line: String(over.lineNo),
        invoiced: over.invoiced,
        basis: over.basis,
      });
    }
  }
  for (const line of lines) {
    const ok = await unreceiveOnLine(tx, actor.tenantId, line.orderLineId, {
      accepted: line.acceptedQty,
      rejected: line.rejectedQty,
      againstDelivery: head.deliveryId !== null,
    });
    if (!ok) throw new AppError(409, ERROR_CODES.receivingCancelInUse);
  }
  await tx
    .update(receipts)
    .set({
      status: R.cancelled.code,
      cancelledAt: sql`now()`,
      cancelledBy: actor.userId,
      cancelReason: input.reason,
    })
    .where(and(eq(receipts.tenantId, actor.tenantId), eq(receipts.id, head.id)));
  const orderStatus = await refreshOrderStatusFromLedger(tx, actor.tenantId, order.id);
  await recordReceivingHistory(tx, {
    tenantId: actor.tenantId,
    orderId: order.id,
    vendorId: order.vendorId,
    actorId: actor.userId,
    action: 'void',
    comment: `${head.code}: ${input.reason}`,
  });
  await tellSupplier(
    tx,
    actor.tenantId,
    order.vendorId,
    SUCCESS_MESSAGES.receivingEventCancelled,
    SUCCESS_MESSAGES.receivingEventCancelledBody,
    {
      code: head.code,
      order: order.code,
      accepted: trim(head.acceptedQty),
      rejected: trim(head.rejectedQty),
      reason: input.reason,
    },
    supplierReceiptPath(head.id),
  );
  return { id: head.id, code: head.code, status: R.cancelled.code, orderStatus };
}
