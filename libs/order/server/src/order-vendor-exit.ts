import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { CODES } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { purchaseOrders } from './schema.ts';

/** Orders that are neither completed (receipt complete) nor cancelled keep a supplier from elimination. */
export const CLOSED_ORDER_STATUSES: readonly number[] = [
  CODES.order.received.code,
  CODES.order.cancelled.code,
];

/** How many open orders the tenant has with a supplier, and the first codes (issue #16 abolish check). */
export async function openOrdersOfVendor(
  tx: Db,
  tenantId: string,
  vendorId: string,
): Promise<{ count: number; codes: string[] }> {
  const where = and(
    eq(purchaseOrders.tenantId, tenantId),
    eq(purchaseOrders.vendorId, vendorId),
    notInArray(purchaseOrders.status, [...CLOSED_ORDER_STATUSES]),
  );
  const [total] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(purchaseOrders)
    .where(where);
  const first = await tx
    .select({ code: purchaseOrders.code })
    .from(purchaseOrders)
    .where(where)
    .orderBy(asc(purchaseOrders.code))
    .limit(5);
  return { count: total?.n ?? 0, codes: first.map((row) => row.code) };
}
