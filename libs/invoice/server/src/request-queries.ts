import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { identitySchema } from '@procure/identity-server';
import type { Locale } from '@procure/shared-i18n';
import type { Db } from '@procure/server-db';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { invoiceableLines } from './ledger.ts';
import { openRequested, requestBasis, trim } from './request-basis.ts';
import { invoiceRequestLines, invoiceRequests, invoices } from './schema.ts';
import type { RequestDetail, RequestListQuery, RequestSummary } from './request-wire.ts';

// Reads of invoice requests (buyer: the tenant's; supplier: its company's, `vendorId` on top of RLS).

const { vendors, users } = identitySchema;
const Q = invoiceRequests;
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const cursorAt = sql<string>`to_char(${Q.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const orderCodes = sql<
  string[]
>`(select coalesce(array_agg(distinct l.order_code order by l.order_code), '{}') from invoice_request_lines l where l.request_id = ${Q.id})`;

const summaryColumns = (locale: Locale) => ({
  id: Q.id,
  code: Q.code,
  status: Q.status,
  vendorId: Q.vendorId,
  vendorName: locale === 'en-US' ? vendors.nameEn : vendors.nameZh,
  orderCodes,
  titleName: Q.titleName,
  totalAmount: Q.totalAmount,
  invoiceId: Q.invoiceId,
  requestedByName: sql<string>`coalesce(${users.empName}, '')`,
  createdAt: Q.createdAt,
});
const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Requests, newest first, one keyset page. */
export async function listInvoiceRequests(
  tx: Db,
  tenantId: string,
  query: RequestListQuery,
  locale: Locale,
  vendorId: string | null = null,
): Promise<{ items: RequestSummary[]; nextCursor: string | null }> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const keyword = query.keyword?.trim();
  const vendorName = locale === 'en-US' ? vendors.nameEn : vendors.nameZh;
  const rows = await tx
    .select({ ...summaryColumns(locale), cursorAt })
    .from(Q)
    .innerJoin(vendors, eq(vendors.id, Q.vendorId))
    .leftJoin(users, eq(users.id, Q.requestedBy))
    .where(
      and(
        eq(Q.tenantId, tenantId),
        vendorId ? eq(Q.vendorId, vendorId) : undefined,
        query.status === undefined ? undefined : eq(Q.status, query.status),
        keyword
          ? or(
              ilike(Q.code, likePattern(keyword)),
              ilike(vendorName, likePattern(keyword)),
              sql`exists (select 1 from invoice_request_lines l where l.request_id = ${Q.id} and l.order_code ilike ${likePattern(keyword)})`,
            )
          : undefined,
        cursor ? sql`(${Q.createdAt}, ${Q.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(Q.createdAt), desc(Q.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorAt: _at, ...row }) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextCursor:
      rows.length > query.pageSize && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

/** One request with its lines; undefined when absent, another tenant's or (supplier) another company's. */
export async function findInvoiceRequest(
  tx: Db,
  tenantId: string,
  id: string,
  locale: Locale,
  vendorId: string | null = null,
): Promise<RequestDetail | undefined> {
  const headers = await tx
    .select({
      ...summaryColumns(locale),
      titleTaxNo: Q.titleTaxNo,
      titleBank: Q.titleBank,
      titleAddress: Q.titleAddress,
      receiverName: Q.receiverName,
      receiverPhone: Q.receiverPhone,
      receiverAddress: Q.receiverAddress,
      remark: Q.remark,
      invoiceNumber: invoices.invoiceNumber,
      acknowledgedAt: Q.acknowledgedAt,
      invoicedAt: Q.invoicedAt,
      cancelledAt: Q.cancelledAt,
    })
    .from(Q)
    .innerJoin(vendors, eq(vendors.id, Q.vendorId))
    .leftJoin(users, eq(users.id, Q.requestedBy))
    .leftJoin(invoices, eq(invoices.id, Q.invoiceId))
    .where(and(eq(Q.tenantId, tenantId), eq(Q.id, id), vendorId ? eq(Q.vendorId, vendorId) : undefined));
  const header = headers[0];
  if (!header) return undefined;
  const lines = await tx
    .select()
    .from(invoiceRequestLines)
    .where(and(eq(invoiceRequestLines.tenantId, tenantId), eq(invoiceRequestLines.requestId, id)))
    .orderBy(asc(invoiceRequestLines.lineNo));
  return {
    ...header,
    createdAt: header.createdAt.toISOString(),
    acknowledgedAt: iso(header.acknowledgedAt),
    invoicedAt: iso(header.invoicedAt),
    cancelledAt: iso(header.cancelledAt),
    lines: lines.map((line) => ({
      id: line.id,
      lineNo: line.lineNo,
      orderId: line.orderId,
      orderCode: line.orderCode,
      orderLineId: line.orderLineId,
      productCode: line.productCode,
      name: line.name,
      unit: line.unit,
      quantity: trim(line.quantity),
      unitPrice: trim(line.unitPrice),
      taxRate: trim(line.taxRate),
      amount: line.amount,
    })),
  };
}

/** A supplier's order lines with something left to request (newest orders first, at most 200). */
export async function requestableLines(
  tx: Db,
  tenantId: string,
  vendorId: string,
  orderCode: string | undefined,
) {
  const rows = await invoiceableLines(tx, tenantId, vendorId, { orderCode, limit: 200 });
  const requested = await openRequested(
    tx,
    tenantId,
    rows.map((line) => line.id),
  );
  return rows
    .map((line) => ({
      orderLineId: line.id,
      orderId: line.orderId,
      orderCode: line.orderCode,
      lineNo: line.lineNo,
      productCode: line.productCode,
      name: line.name,
      unit: line.unit,
      unitPrice: trim(line.unitPrice),
      taxRate: trim(line.taxRate),
      orderedQty: trim(line.orderedQty),
      ...requestBasis(line, requested.get(line.id)),
    }))
    .filter((line) => line.requestableQty !== '0');
}
