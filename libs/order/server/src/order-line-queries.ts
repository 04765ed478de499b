import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { identitySchema } from '@procure/identity-server';
import type { Locale } from '@procure/shared-i18n';
import { isUuid, runPrepared, type Db } from '@procure/server-db';
import { purchaseOrderLines, purchaseOrders } from './schema.ts';
import type { OrderLineListQuery, OrderLineRow } from './wire.ts';

// The supplier's order LINE list (spec §7 "Supplier orders: … line list"): every line of its orders in
// the current tenant, newest order first and by line number within an order; keyset pages over
// (order created_at desc, order id desc, line_no asc). Vendor and tenant in every WHERE on top of RLS.

const { legalEntities } = identitySchema;
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const cursorAt = sql<string>`to_char(${purchaseOrders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const dayStart = (day: string, offsetDays = 0) =>
  sql`((${day}::date + ${offsetDays}::int)::timestamp at time zone 'Asia/Shanghai')`;

export type LineCursor = { at: string; orderId: string; lineNo: number };
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeLineCursor(cursor: LineCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.orderId, cursor.lineNo])).toString('base64url');
}

export function decodeLineCursor(text: string): LineCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [at, orderId, lineNo] = value as unknown[];
    if (typeof at !== 'string' || !TIMESTAMP.test(at)) return null;
    if (typeof orderId !== 'string' || !isUuid(orderId)) return null;
    if (typeof lineNo !== 'number' || !Number.isInteger(lineNo) || lineNo < 0 || lineNo > 100_000)
      return null;
    return { at, orderId, lineNo };
  } catch {
    return null;
  }
}

function lineFilters(tenantId: string, vendorId: string, query: OrderLineListQuery): SQL | undefined {
  const cursor = query.cursor ? decodeLineCursor(query.cursor) : null;
  const keyword = query.keyword?.trim();
  return and(
    eq(purchaseOrders.tenantId, tenantId),
    eq(purchaseOrders.vendorId, vendorId),
    query.status === undefined ? undefined : eq(purchaseOrders.status, query.status),
    query.legalEntityId ? eq(purchaseOrders.legalEntityId, query.legalEntityId) : undefined,
    keyword
      ? or(
          ilike(purchaseOrders.code, likePattern(keyword)),
          ilike(purchaseOrderLines.productCode, likePattern(keyword)),
          ilike(purchaseOrderLines.name, likePattern(keyword)),
        )
      : undefined,
    query.createdFrom ? sql`${purchaseOrders.createdAt} >= ${dayStart(query.createdFrom)}` : undefined,
    query.createdTo ? sql`${purchaseOrders.createdAt} < ${dayStart(query.createdTo, 1)}` : undefined,
    cursor
      ? sql`((${purchaseOrders.createdAt}, ${purchaseOrders.id}) < (${cursor.at}::timestamptz, ${cursor.orderId}::uuid)
          or ((${purchaseOrders.createdAt}, ${purchaseOrders.id}) = (${cursor.at}::timestamptz, ${cursor.orderId}::uuid)
              and ${purchaseOrderLines.lineNo} > ${cursor.lineNo}))`
      : undefined,
  );
}

/** One keyset page of the supplier's order lines in the tenant (pageSize + 1 rows read). */
export async function listVendorOrderLines(
  tx: Db,
  tenantId: string,
  vendorId: string,
  query: OrderLineListQuery,
  locale: Locale,
): Promise<{ items: OrderLineRow[]; nextCursor: string | null }> {
  const select = tx
    .select({
      id: purchaseOrderLines.id,
      orderId: purchaseOrders.id,
      orderCode: purchaseOrders.code,
      orderStatus: purchaseOrders.status,
      legalEntityId: purchaseOrders.legalEntityId,
      legalEntityName: sql<string>`coalesce(${locale === 'en-US' ? legalEntities.nameEn : legalEntities.nameZh}, '')`,
      currency: purchaseOrders.currency,
      vendorUnread: purchaseOrders.vendorUnread,
      createdAt: purchaseOrders.createdAt,
      lineNo: purchaseOrderLines.lineNo,
      productCode: purchaseOrderLines.productCode,
      name: purchaseOrderLines.name,
      unit: purchaseOrderLines.unit,
      unitPrice: purchaseOrderLines.unitPrice,
      orderedQty: purchaseOrderLines.orderedQty,
      orderedAmount: purchaseOrderLines.orderedAmount,
      deliveredQty: purchaseOrderLines.deliveredQty,
      receivedQty: purchaseOrderLines.receivedQty,
      needByDate: purchaseOrderLines.needByDate,
      cursorAt,
    })
    .from(purchaseOrders)
    .innerJoin(
      purchaseOrderLines,
      and(
        eq(purchaseOrderLines.orderId, purchaseOrders.id),
        eq(purchaseOrderLines.tenantId, purchaseOrders.tenantId),
      ),
    )
    .leftJoin(
      legalEntities,
      and(
        eq(legalEntities.id, purchaseOrders.legalEntityId),
        eq(legalEntities.tenantId, purchaseOrders.tenantId),
      ),
    )
    .where(lineFilters(tenantId, vendorId, query))
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id), asc(purchaseOrderLines.lineNo))
    .limit(query.pageSize + 1);
  const rows = await runPrepared(select);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorAt: _at, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
    })),
    nextCursor:
      rows.length > query.pageSize && last
        ? encodeLineCursor({ at: last.cursorAt, orderId: last.orderId, lineNo: last.lineNo })
        : null,
  };
}

/**
 * The buyer legal entities of the tenant's orders (the list filters' options): a supplier's own orders
 * when `vendorId` is given, every order of the tenant for a buyer.
 */
export async function orderLegalEntities(
  tx: Db,
  tenantId: string,
  vendorId: string | null,
  locale: Locale,
): Promise<{ id: string; name: string }[]> {
  const name = locale === 'en-US' ? legalEntities.nameEn : legalEntities.nameZh;
  return tx
    .selectDistinct({ id: legalEntities.id, name })
    .from(legalEntities)
    .where(
      and(
        eq(legalEntities.tenantId, tenantId),
        sql`exists (select 1 from ${purchaseOrders} where ${purchaseOrders.tenantId} = ${tenantId}
          and (${vendorId}::uuid is null or ${purchaseOrders.vendorId} = ${vendorId})
          and ${purchaseOrders.legalEntityId} = ${legalEntities.id})`,
      ),
    )
    .orderBy(name);
}
