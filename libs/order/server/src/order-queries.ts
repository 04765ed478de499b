import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { identitySchema } from '@procure/identity-server';
import type { Locale } from '@procure/shared-i18n';
import { runPrepared, type Db } from '@procure/server-db';
import { purchaseOrderLines, purchaseOrders } from './schema.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { orderHistory } from './order-history.ts';
import { remainingToReceiveSql } from './order-ledger.ts';
import type { OrderDetail, OrderListQuery, OrderSummary } from './wire.ts';

// Buyer reads of purchase orders. Every `where` names the tenant in code, on top of row-level security.

const { vendors, users, legalEntities } = identitySchema;
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** created_at as PostgreSQL text with microseconds (the keyset cursor must not lose them). */
const cursorAt = sql<string>`to_char(${purchaseOrders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
/** A China calendar day's start as a timestamptz: keeps the date filter index-friendly. */
const dayStart = (day: string, offsetDays = 0) =>
  sql`((${day}::date + ${offsetDays}::int)::timestamp at time zone 'Asia/Shanghai')`;

const summaryColumns = (locale: Locale) => ({
  id: purchaseOrders.id,
  code: purchaseOrders.code,
  status: purchaseOrders.status,
  vendorId: purchaseOrders.vendorId,
  vendorName: locale === 'en-US' ? vendors.nameEn : vendors.nameZh,
  sourceType: purchaseOrders.sourceType,
  sourceId: purchaseOrders.sourceId,
  sourceCode: purchaseOrders.sourceCode,
  buyerName: sql<string>`coalesce(${users.empName}, '')`,
  currency: purchaseOrders.currency,
  totalAmount: purchaseOrders.totalAmount,
  lineCount: purchaseOrders.lineCount,
  vendorUnread: purchaseOrders.vendorUnread,
  createdAt: purchaseOrders.createdAt,
});

function listFilters(
  tenantId: string,
  query: OrderListQuery,
  locale: Locale,
  vendorId: string | null,
): SQL | undefined {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const keyword = query.keyword?.trim();
  const vendorName = locale === 'en-US' ? vendors.nameEn : vendors.nameZh;
  return and(
    eq(purchaseOrders.tenantId, tenantId),
    vendorId ? eq(purchaseOrders.vendorId, vendorId) : undefined,
    query.status === undefined ? undefined : eq(purchaseOrders.status, query.status),
    query.vendorId ? eq(purchaseOrders.vendorId, query.vendorId) : undefined,
    query.legalEntityId ? eq(purchaseOrders.legalEntityId, query.legalEntityId) : undefined,
    query.sourceCode ? ilike(purchaseOrders.sourceCode, likePattern(query.sourceCode)) : undefined,
    keyword
      ? or(ilike(purchaseOrders.code, likePattern(keyword)), ilike(vendorName, likePattern(keyword)))
      : undefined,
    query.createdFrom ? sql`${purchaseOrders.createdAt} >= ${dayStart(query.createdFrom)}` : undefined,
    query.createdTo ? sql`${purchaseOrders.createdAt} < ${dayStart(query.createdTo, 1)}` : undefined,
    cursor
      ? sql`(${purchaseOrders.createdAt}, ${purchaseOrders.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : undefined,
  );
}

/** The tenant's orders, newest first, one keyset page (pageSize + 1 rows read to know if another follows). */
export async function listOrders(
  tx: Db,
  tenantId: string,
  query: OrderListQuery,
  locale: Locale,
  /** A supplier's company: only its orders (on top of row-level security). */
  vendorId: string | null = null,
): Promise<{ items: OrderSummary[]; nextCursor: string | null }> {
  const rows = await runPrepared(
    tx
      .select({ ...summaryColumns(locale), cursorAt })
      .from(purchaseOrders)
      .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
      .leftJoin(users, eq(users.id, purchaseOrders.buyerId))
      .where(listFilters(tenantId, query, locale, vendorId))
      .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
      .limit(query.pageSize + 1),
  );
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

/** One order with its lines (ledger) and history; undefined when absent or not the tenant's. */
export async function findOrderDetail(
  tx: Db,
  tenantId: string,
  orderId: string,
  locale: Locale,
  vendorId: string | null = null,
): Promise<OrderDetail | undefined> {
  const headers = await tx
    .select({
      ...summaryColumns(locale),
      buyerId: purchaseOrders.buyerId,
      legalEntityId: purchaseOrders.legalEntityId,
      legalEntityName: locale === 'en-US' ? legalEntities.nameEn : legalEntities.nameZh,
      receiverName: purchaseOrders.receiverName,
      receiverPhone: purchaseOrders.receiverPhone,
      receivingAddress: purchaseOrders.receivingAddress,
      version: purchaseOrders.version,
      confirmedAt: purchaseOrders.confirmedAt,
      refuseReason: purchaseOrders.refuseReason,
      cancelReason: purchaseOrders.cancelReason,
    })
    .from(purchaseOrders)
    .innerJoin(vendors, eq(vendors.id, purchaseOrders.vendorId))
    .leftJoin(users, eq(users.id, purchaseOrders.buyerId))
    .leftJoin(
      legalEntities,
      and(
        eq(legalEntities.id, purchaseOrders.legalEntityId),
        eq(legalEntities.tenantId, purchaseOrders.tenantId),
      ),
    )
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
      id: purchaseOrderLines.id,
      lineNo: purchaseOrderLines.lineNo,
      goodsId: purchaseOrderLines.goodsId,
      productCode: purchaseOrderLines.productCode,
      name: purchaseOrderLines.name,
      unit: purchaseOrderLines.unit,
      unitPrice: purchaseOrderLines.unitPrice,
      taxRate: purchaseOrderLines.taxRate,
      needByDate: purchaseOrderLines.needByDate,
      orderedQty: purchaseOrderLines.orderedQty,
      orderedAmount: purchaseOrderLines.orderedAmount,
      deliveredQty: purchaseOrderLines.deliveredQty,
      deliveredAmount: purchaseOrderLines.deliveredAmount,
      receivedQty: purchaseOrderLines.receivedQty,
      receivedAmount: purchaseOrderLines.receivedAmount,
      returnedQty: purchaseOrderLines.returnedQty,
      returnedAmount: purchaseOrderLines.returnedAmount,
      replacedQty: purchaseOrderLines.replacedQty,
      closedQty: purchaseOrderLines.closedQty,
      remainingQty: sql<string>`${remainingToReceiveSql}::text`,
      invoicedQty: purchaseOrderLines.invoicedQty,
      invoicedAmount: purchaseOrderLines.invoicedAmount,
      paidQty: purchaseOrderLines.paidQty,
      paidAmount: purchaseOrderLines.paidAmount,
    })
    .from(purchaseOrderLines)
    .where(and(eq(purchaseOrderLines.tenantId, tenantId), eq(purchaseOrderLines.orderId, orderId)))
    .orderBy(asc(purchaseOrderLines.lineNo));
  const history = await orderHistory(tx, tenantId, orderId);
  return {
    ...header,
    createdAt: header.createdAt.toISOString(),
    confirmedAt: header.confirmedAt ? header.confirmedAt.toISOString() : null,
    lines,
    history,
  };
}
