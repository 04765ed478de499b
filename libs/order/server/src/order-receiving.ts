import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { CODES } from '@procure/shared-codes';
import { identitySchema } from '@procure/identity-server';
import type { Locale } from '@procure/shared-i18n';
import type { Db } from '@procure/server-db';
import {
  purchaseOrderDeliveries,
  purchaseOrderDeliveryLines,
  purchaseOrderLines,
  purchaseOrders,
} from './schema.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { lockOrder, type LockedOrder } from './order-status.ts';
import { recordOrderHistory } from './order-history.ts';

// What the receiving domain (issue #14) reads of orders, through the order contract: the orders that
// still await receipt (one keyset page), one order's header and ledger lines, the delivery notes of
// orders, the order lock and the order's history. The ledger writes themselves are order-ledger.ts.

const O = CODES.order;
const L = purchaseOrderLines;
const { vendors, users } = identitySchema;

/** Orders goods can be received on (or closed): awaiting shipment, awaiting receipt, partly received. */
export const RECEIVABLE_ORDER_STATUSES: readonly number[] = [
  O.awaitingShipment.code,
  O.awaitingReceipt.code,
  O.partlyReceived.code,
];

export type ReceivableOrderQuery = {
  keyword?: string;
  vendorId?: string;
  status?: number;
  createdFrom?: string;
  createdTo?: string;
  cursor?: string;
  pageSize: number;
};

export type ReceivableOrder = {
  id: string;
  code: string;
  status: number;
  vendorId: string;
  vendorName: string;
  buyerName: string;
  currency: string;
  totalAmount: string;
  deliveryCount: number;
  orderedQty: string;
  deliveredQty: string;
  receivedQty: string;
  closedQty: string;
  remainingQty: string;
  createdAt: string;
};

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const cursorAt = sql<string>`to_char(${purchaseOrders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const dayStart = (day: string, offsetDays = 0) =>
  sql`((${day}::date + ${offsetDays}::int)::timestamp at time zone 'Asia/Shanghai')`;
const lineSum = (expr: SQL) =>
  sql<string>`(select coalesce(sum(${expr}), 0)::text from ${L} where ${L.orderId} = ${purchaseOrders.id})`;
const remainingExpr = sql`(${L.orderedQty} - ${L.receivedQty} - ${L.closedQty} + ${L.replacedQty})`;

/**
 * Orders awaiting receipt (status 6, 2 or 3), newest first, one keyset page. `status` narrows to one
 * of them; anything else gives an empty page.
 */
export async function receivableOrders(
  tx: Db,
  tenantId: string,
  query: ReceivableOrderQuery,
  locale: Locale,
): Promise<{ items: ReceivableOrder[]; nextCursor: string | null }> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const keyword = query.keyword?.trim();
  const vendorName = locale === 'en-US' ? vendors.nameEn : vendors.nameZh;
  const statuses =
    query.status === undefined
      ? [...RECEIVABLE_ORDER_STATUSES]
      : RECEIVABLE_ORDER_STATUSES.filter((s) => s === query.status);
  if (statuses.length === 0) return { items: [], nextCursor: null };
  const rows = await tx
    .select({
      id: purchaseOrders.id,
      code: purchaseOrders.code,
      status: purchaseOrders.status,
      vendorId: purchaseOrders.vendorId,
      vendorName,
      buyerName: sql<string>`coalesce(${users.empName}, '')`,
      currency: purchaseOrders.currency,
      totalAmount: purchaseOrders.totalAmount,
      deliveryCount: purchaseOrders.deliveryCount,
      orderedQty: lineSum(sql`${L.orderedQty}`),
      deliveredQty: lineSum(sql`${L.deliveredQty}`),
      receivedQty: lineSum(sql`${L.receivedQty}`),
      closedQty: lineSum(sql`${L.closedQty}`),
      remainingQty: lineSum(remainingExpr),
      createdAt: purchaseOrders.createdAt,
      cursorAt,
    })
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .leftJoin(users, eq(users.id, purchaseOrders.buyerId))
    .where(
      and(
        eq(purchaseOrders.tenantId, tenantId),
        inArray(purchaseOrders.status, statuses),
        query.vendorId ? eq(purchaseOrders.vendorId, query.vendorId) : undefined,
        keyword
          ? or(ilike(purchaseOrders.code, likePattern(keyword)), ilike(vendorName, likePattern(keyword)))
          : undefined,
        query.createdFrom ? sql`${purchaseOrders.createdAt} >= ${dayStart(query.createdFrom)}` : undefined,
        query.createdTo ? sql`${purchaseOrders.createdAt} < ${dayStart(query.createdTo, 1)}` : undefined,
        cursor
          ? sql`(${purchaseOrders.createdAt}, ${purchaseOrders.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorAt: _at, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
    })),
    nextCursor:
      rows.length > query.pageSize && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

export type ReceivingOrderLine = {
  id: string;
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

export type ReceivingOrder = {
  id: string;
  code: string;
  status: number;
  vendorId: string;
  vendorName: string;
  buyerId: string;
  currency: string;
  receiverName: string;
  receivingAddress: string;
  lines: ReceivingOrderLine[];
};

/** One order's header and ledger lines, read without locks (the take form, the detail pages). */
export async function orderForReceiving(
  tx: Db,
  tenantId: string,
  orderId: string,
  locale: Locale,
  vendorId: string | null = null,
): Promise<ReceivingOrder | undefined> {
  const headers = await tx
    .select({
      id: purchaseOrders.id,
      code: purchaseOrders.code,
      status: purchaseOrders.status,
      vendorId: purchaseOrders.vendorId,
      vendorName: locale === 'en-US' ? vendors.nameEn : vendors.nameZh,
      buyerId: purchaseOrders.buyerId,
      currency: purchaseOrders.currency,
      receiverName: purchaseOrders.receiverName,
      receivingAddress: purchaseOrders.receivingAddress,
    })
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .where(
      and(
        eq(purchaseOrders.tenantId, tenantId),
        eq(purchaseOrders.id, orderId),
        vendorId ? eq(purchaseOrders.vendorId, vendorId) : undefined,
      ),
    );
  const header = headers[0];
  if (!header) return undefined;
  const lines = await tx
    .select({
      id: L.id,
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
      remainingQty: sql<string>`${remainingExpr}::text`,
    })
    .from(L)
    .where(and(eq(L.tenantId, tenantId), eq(L.orderId, orderId)))
    .orderBy(asc(L.lineNo));
  return { ...header, lines };
}

export type ReceivingDeliveryNote = {
  id: string;
  orderId: string;
  code: string;
  courier: string;
  trackingNo: string;
  createdAt: string;
  lines: {
    orderLineId: string;
    lineNo: number;
    productCode: string;
    name: string;
    unit: string;
    quantity: string;
  }[];
};

/** Delivery notes of some orders (or one note by id), oldest first, with their lines. */
export async function deliveryNotesForReceiving(
  tx: Db,
  tenantId: string,
  where: { orderIds?: string[]; deliveryId?: string },
  vendorId: string | null = null,
): Promise<ReceivingDeliveryNote[]> {
  if (where.orderIds && where.orderIds.length === 0) return [];
  const D = purchaseOrderDeliveries;
  const notes = await tx
    .select({
      id: D.id,
      orderId: D.orderId,
      code: D.code,
      courier: D.courier,
      trackingNo: D.trackingNo,
      createdAt: D.createdAt,
    })
    .from(D)
    .where(
      and(
        eq(D.tenantId, tenantId),
        where.orderIds ? inArray(D.orderId, where.orderIds) : undefined,
        where.deliveryId ? eq(D.id, where.deliveryId) : undefined,
        vendorId ? eq(D.vendorId, vendorId) : undefined,
      ),
    )
    .orderBy(asc(D.createdAt), asc(D.code));
  if (notes.length === 0) return [];
  const lines = await tx
    .select({
      deliveryId: purchaseOrderDeliveryLines.deliveryId,
      orderLineId: purchaseOrderDeliveryLines.orderLineId,
      lineNo: L.lineNo,
      productCode: L.productCode,
      name: L.name,
      unit: L.unit,
      quantity: purchaseOrderDeliveryLines.quantity,
    })
    .from(purchaseOrderDeliveryLines)
    .innerJoin(L, eq(L.id, purchaseOrderDeliveryLines.orderLineId))
    .where(
      and(
        eq(purchaseOrderDeliveryLines.tenantId, tenantId),
        inArray(
          purchaseOrderDeliveryLines.deliveryId,
          notes.map((note) => note.id),
        ),
      ),
    )
    .orderBy(asc(L.lineNo));
  return notes.map((note) => ({
    ...note,
    createdAt: note.createdAt.toISOString(),
    lines: lines.filter((line) => line.deliveryId === note.id).map(({ deliveryId: _d, ...line }) => line),
  }));
}

/** The order under its row lock (absent or another company's → 404 order.notFound), for receipts. */
export async function lockOrderForReceiving(
  tx: Db,
  tenantId: string,
  orderId: string,
  vendorId: string | null = null,
): Promise<LockedOrder> {
  return lockOrder(tx, tenantId, orderId, vendorId);
}

/** A history row on the order's timeline: a receipt or a close of receiving. */
export async function recordReceivingHistory(
  tx: Db,
  input: {
    tenantId: string;
    orderId: string;
    /** The locked order's supplier (saves a read). */
    vendorId?: string;
    actorId: string;
    /** 'void': a receipt was cancelled (its quantities given back). */
    action: 'receive' | 'closeReceipt' | 'void';
    comment: string;
  },
): Promise<void> {
  await recordOrderHistory(tx, input);
}
