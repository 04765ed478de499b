import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CODES } from '@procure/shared-codes';
import { identitySchema } from '@procure/identity-server';
import type { Locale } from '@procure/shared-i18n';
import type { Db } from '@procure/server-db';
import { purchaseOrderLines, purchaseOrders } from './schema.ts';
import { recordOrderHistory } from './order-history.ts';

const ofSource = (tenantId: string, sourceId: string) =>
  and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.sourceId, sourceId));

/** See the contract (./contract.ts). */
export async function listOrdersOfSource(
  tx: Db,
  tenantId: string,
  sourceId: string,
  locale: Locale = 'zh-CN',
): Promise<{ id: string; code: string; vendorName: string; status: number; amount: string }[]> {
  const vendors = identitySchema.vendors;
  return tx
    .select({
      id: purchaseOrders.id,
      code: purchaseOrders.code,
      vendorName: locale === 'en-US' ? vendors.nameEn : vendors.nameZh,
      status: purchaseOrders.status,
      amount: purchaseOrders.totalAmount,
    })
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .where(ofSource(tenantId, sourceId))
    .orderBy(asc(purchaseOrders.code));
}

/** See the contract (./contract.ts): all or nothing, under row locks so a supplier confirm cannot slip in. */
export async function cancelSourceOrders(
  tx: Db,
  tenantId: string,
  sourceId: string,
  actorId: string,
): Promise<boolean> {
  const orders = await tx
    .select({ id: purchaseOrders.id, status: purchaseOrders.status })
    .from(purchaseOrders)
    .where(ofSource(tenantId, sourceId))
    .orderBy(asc(purchaseOrders.id))
    .for('update');
  const awaiting = CODES.order.awaitingConfirm.code;
  const cancelled = CODES.order.cancelled.code;
  if (orders.some((order) => order.status !== awaiting && order.status !== cancelled)) return false;
  const toCancel = orders.filter((order) => order.status === awaiting).map((order) => order.id);
  if (toCancel.length === 0) return true;
  await tx
    .update(purchaseOrders)
    .set({ status: cancelled, updatedAt: sql`now()` })
    .where(and(eq(purchaseOrders.tenantId, tenantId), inArray(purchaseOrders.id, toCancel)));
  for (const orderId of toCancel) {
    await recordOrderHistory(tx, { tenantId, orderId, actorId, action: 'cancel' });
  }
  return true;
}

/** An order's number and lines, as a template or a copy needs them (the tenant's; undefined when absent). */
export async function orderLinesOf(
  tx: Db,
  tenantId: string,
  orderId: string,
): Promise<
  | {
      code: string;
      lines: {
        sourceLineId: string;
        vendorId: string;
        goodsId: string | null;
        productCode: string;
        name: string;
        unit: string;
        unitPrice: string;
        quantity: string;
        taxRate: string;
      }[];
    }
  | undefined
> {
  const [order] = await tx
    .select({ code: purchaseOrders.code })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.id, orderId)));
  if (!order) return undefined;
  const lines = await tx
    .select({
      sourceLineId: purchaseOrderLines.sourceLineId,
      vendorId: purchaseOrderLines.vendorId,
      goodsId: purchaseOrderLines.goodsId,
      productCode: purchaseOrderLines.productCode,
      name: purchaseOrderLines.name,
      unit: purchaseOrderLines.unit,
      unitPrice: sql<string>`trim_scale(${purchaseOrderLines.unitPrice})::text`,
      quantity: sql<string>`trim_scale(${purchaseOrderLines.orderedQty})::text`,
      taxRate: purchaseOrderLines.taxRate,
    })
    .from(purchaseOrderLines)
    .where(and(eq(purchaseOrderLines.tenantId, tenantId), eq(purchaseOrderLines.orderId, orderId)))
    .orderBy(asc(purchaseOrderLines.lineNo));
  return { code: order.code, lines };
}
