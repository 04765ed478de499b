import type { Db } from '@procure/server-db';
import {
  lockOrder,
  lockOrderLines,
  receiveOnLine,
  recordOrderHistory,
  refreshOrderStatusFromLedger,
} from '@procure/order-server';

// The write the benchmark measures: what a receipt does to the order (the receiving domain adds its own
// receipt rows on top). One unit accepted on one line.
export async function receiptWrite(
  tx: Db,
  input: { tenantId: string; userId: string; orderId: string; lineId: string },
): Promise<void> {
  const order = await lockOrder(tx, input.tenantId, input.orderId, null);
  await lockOrderLines(tx, input.tenantId, input.orderId);
  await receiveOnLine(tx, input.tenantId, input.lineId, {
    accepted: '1',
    rejected: '0',
    againstDelivery: false,
  });
  await refreshOrderStatusFromLedger(tx, input.tenantId, input.orderId);
  await recordOrderHistory(tx, {
    tenantId: input.tenantId,
    orderId: input.orderId,
    actorId: input.userId,
    action: 'receive',
    vendorId: order.vendorId,
  });
}
