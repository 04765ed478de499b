import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { purchaseOrderLines, purchaseOrders } from './schema.ts';
import { PAYABLE_ORDER_STATUSES } from './order-ledger-payment.ts';
import { decodeLineCursor, encodeLineCursor } from './order-line-queries.ts';

// What invoice reconciliation reads of the order-line ledger (issue #15, /assetsManagement/reconciliation;
// docs/conventions.md "Invoice reconciliation"): per line of ONE supplier's confirmed, not cancelled orders
// (6, 2, 3, 4) received − returned, invoiced and paid, and the two differences, at the ledger's own amounts.
// Keyset pages over (order created_at desc, order id desc, line_no asc) like the supplier's line list; the
// totals are one aggregate over the same filter, per currency. Reads only.

const L = purchaseOrderLines;
const O = purchaseOrders;
const basisQtySql = sql`(${L.receivedQty} - ${L.returnedQty})`;
const basisAmountSql = sql`round((${L.receivedQty} - ${L.returnedQty}) * ${L.unitPrice}, 2)`;
const cursorAt = sql<string>`to_char(${O.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `uninvoiced`: received − returned above invoiced; `unpaid`: invoiced above paid; `open`: either. */
export const RECONCILIATION_DIFFS = ['all', 'open', 'uninvoiced', 'unpaid'] as const;
export type ReconciliationDiff = (typeof RECONCILIATION_DIFFS)[number];

export type ReconciliationQuery = {
  vendorId: string;
  currency?: string | undefined;
  /** Order date (yyyy-mm-dd, in `timeZone`) from / to, both included. */
  from?: string | undefined;
  to?: string | undefined;
  timeZone: string;
  diff: ReconciliationDiff;
  /** Part of the order number, product code or item name. */
  keyword?: string | undefined;
};

export type ReconciliationLedgerLine = {
  id: string;
  orderId: string;
  orderCode: string;
  orderDate: string;
  currency: string;
  lineNo: number;
  productCode: string;
  name: string;
  unit: string;
  unitPrice: string;
  orderedQty: string;
  orderedAmount: string;
  /** received − returned. */
  receivedQty: string;
  receivedAmount: string;
  invoicedQty: string;
  invoicedAmount: string;
  appliedAmount: string;
  paidAmount: string;
};

export type ReconciliationLedgerTotals = {
  currency: string;
  lines: number;
  orderedAmount: string;
  receivedAmount: string;
  invoicedAmount: string;
  paidAmount: string;
};

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(tenantId: string, query: ReconciliationQuery): SQL | undefined {
  const day = sql`(${O.createdAt} at time zone ${query.timeZone})::date`;
  const keyword = query.keyword?.trim();
  return and(
    eq(L.tenantId, tenantId),
    eq(O.tenantId, tenantId),
    eq(O.vendorId, query.vendorId),
    inArray(O.status, [...PAYABLE_ORDER_STATUSES]),
    query.currency ? eq(O.currency, query.currency) : undefined,
    query.from ? sql`${day} >= ${query.from}::date` : undefined,
    query.to ? sql`${day} <= ${query.to}::date` : undefined,
    keyword
      ? sql`(${O.code} ilike ${likePattern(keyword)} or ${L.productCode} ilike ${likePattern(keyword)}
          or ${L.name} ilike ${likePattern(keyword)})`
      : undefined,
    query.diff === 'uninvoiced' ? sql`${basisAmountSql} > ${L.invoicedAmount}` : undefined,
    query.diff === 'unpaid' ? sql`${L.invoicedAmount} > ${L.paidAmount}` : undefined,
    query.diff === 'open'
      ? sql`(${basisAmountSql} <> ${L.invoicedAmount} or ${L.invoicedAmount} <> ${L.paidAmount})`
      : undefined,
  );
}

/** One keyset page of the supplier's ledger lines (`pageSize` + 1 read); `cursor` as the page returned. */
export async function reconciliationLedgerLines(
  tx: Db,
  tenantId: string,
  query: ReconciliationQuery,
  page: { cursor?: string | undefined; pageSize: number },
): Promise<{ items: ReconciliationLedgerLine[]; nextCursor: string | null }> {
  const cursor = page.cursor ? decodeLineCursor(page.cursor) : null;
  const rows = await tx
    .select({
      id: L.id,
      orderId: L.orderId,
      orderCode: O.code,
      orderDate: sql<string>`to_char((${O.createdAt} at time zone ${query.timeZone})::date, 'YYYY-MM-DD')`,
      currency: O.currency,
      lineNo: L.lineNo,
      productCode: L.productCode,
      name: L.name,
      unit: L.unit,
      unitPrice: L.unitPrice,
      orderedQty: L.orderedQty,
      orderedAmount: L.orderedAmount,
      receivedQty: sql<string>`${basisQtySql}::text`,
      receivedAmount: sql<string>`${basisAmountSql}::text`,
      invoicedQty: L.invoicedQty,
      invoicedAmount: L.invoicedAmount,
      appliedAmount: L.appliedAmount,
      paidAmount: L.paidAmount,
      cursorAt,
    })
    .from(L)
    .innerJoin(O, eq(O.id, L.orderId))
    .where(
      and(
        filters(tenantId, query),
        cursor
          ? sql`((${O.createdAt}, ${O.id}) < (${cursor.at}::timestamptz, ${cursor.orderId}::uuid)
              or ((${O.createdAt}, ${O.id}) = (${cursor.at}::timestamptz, ${cursor.orderId}::uuid)
                  and ${L.lineNo} > ${cursor.lineNo}))`
          : undefined,
      ),
    )
    .orderBy(desc(O.createdAt), desc(O.id), asc(L.lineNo))
    .limit(page.pageSize + 1);
  const items = rows.slice(0, page.pageSize);
  const last = items.at(-1);
  return {
    items: items.map(({ cursorAt: _at, ...row }) => row),
    nextCursor:
      rows.length > page.pageSize && last
        ? encodeLineCursor({ at: last.cursorAt, orderId: last.orderId, lineNo: last.lineNo })
        : null,
  };
}

/** Sums of the ledger amounts over the whole filter (every page), per currency. */
export async function reconciliationLedgerTotals(
  tx: Db,
  tenantId: string,
  query: ReconciliationQuery,
): Promise<ReconciliationLedgerTotals[]> {
  return tx
    .select({
      currency: O.currency,
      lines: sql<number>`count(*)::int`,
      orderedAmount: sql<string>`coalesce(sum(${L.orderedAmount}), 0)::text`,
      receivedAmount: sql<string>`coalesce(sum(${basisAmountSql}), 0)::text`,
      invoicedAmount: sql<string>`coalesce(sum(${L.invoicedAmount}), 0)::text`,
      paidAmount: sql<string>`coalesce(sum(${L.paidAmount}), 0)::text`,
    })
    .from(L)
    .innerJoin(O, eq(O.id, L.orderId))
    .where(filters(tenantId, query))
    .groupBy(O.currency)
    .orderBy(asc(O.currency));
}

/** Among `lineIds`, the lines inside the filter, with their currency and unit price (requested totals). */
export async function reconciliationLinePrices(
  tx: Db,
  tenantId: string,
  query: ReconciliationQuery,
  lineIds: readonly string[],
): Promise<{ id: string; currency: string; unitPrice: string }[]> {
  if (lineIds.length === 0) return [];
  return tx
    .select({ id: L.id, currency: O.currency, unitPrice: L.unitPrice })
    .from(L)
    .innerJoin(O, eq(O.id, L.orderId))
    .where(and(filters(tenantId, query), inArray(L.id, [...new Set(lineIds)])));
}

/** Whether `text` is a cursor this list handed out (the wire refuses anything else with a field error). */
export const isReconciliationCursor = (text: string) => decodeLineCursor(text) !== null;
