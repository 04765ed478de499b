import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { identitySchema } from '@procure/identity-server';
import { historyOf, type DocumentSummary } from '@procure/approval-server';
import { fileNamesByIds } from '@procure/files-server';
import { translateCode, type Locale } from '@procure/shared-i18n';
import type { Db } from '@procure/server-db';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { evaluateLine } from './evaluate.ts';
import { invoiceLedgerLines } from './ledger.ts';
import { liveHolds, type LiveHold } from './live-holds.ts';
import { INVOICE_DOC_TYPE } from './locking.ts';
import type { HoldReason } from './match.ts';
import { invoiceLines, invoiceRequests, invoices } from './schema.ts';
import { tolerancesOf } from './settings.ts';
import type { InvoiceDetail, InvoiceListQuery, InvoiceSummary } from './wire.ts';

// Reads of invoices (buyer: the tenant's; supplier: its company's, `vendorId` on top of row-level security).

const { vendors, users } = identitySchema;
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const cursorAt = sql<string>`to_char(${invoices.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const trim = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);
const orderCodes = sql<
  string[]
>`(select coalesce(array_agg(distinct l.order_code order by l.order_code), '{}') from invoice_lines l where l.invoice_id = ${invoices.id})`;

export const reasonText = (locale: Locale, reason: HoldReason) =>
  translateCode(locale, reason.code, reason.params);

const summaryColumns = (locale: Locale) => ({
  id: invoices.id,
  invoiceCode: invoices.invoiceCode,
  invoiceNumber: invoices.invoiceNumber,
  invoiceDate: invoices.invoiceDate,
  status: invoices.status,
  examining: invoices.examining,
  verifyResult: invoices.verifyResult,
  vendorId: invoices.vendorId,
  vendorName: locale === 'en-US' ? vendors.nameEn : vendors.nameZh,
  orderCodes,
  currency: invoices.currency,
  amountExclTax: invoices.amountExclTax,
  taxAmount: invoices.taxAmount,
  totalAmount: invoices.totalAmount,
  reason: invoices.reason,
  submittedAt: invoices.submittedAt,
});
// `held` and its reasons are not read from the row: the stored flag can be stale (live-holds.ts).

type SummaryRow = {
  verifyResult: string | null;
  heldReasons: HoldReason[];
  submittedAt: Date;
  held: boolean;
};
function toSummary<T extends SummaryRow>(row: T, locale: Locale) {
  const { heldReasons: reasons, ...rest } = row;
  return {
    ...rest,
    verifyResult: row.verifyResult as 'passed' | 'failed' | null,
    holdReasons: row.held ? reasons.map((reason) => reasonText(locale, reason)) : [],
    submittedAt: row.submittedAt.toISOString(),
  };
}

function listFilters(
  tenantId: string,
  query: InvoiceListQuery,
  locale: Locale,
  vendorId: string | null,
): SQL | undefined {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const keyword = query.keyword?.trim();
  const vendorName = locale === 'en-US' ? vendors.nameEn : vendors.nameZh;
  return and(
    eq(invoices.tenantId, tenantId),
    vendorId ? eq(invoices.vendorId, vendorId) : undefined,
    query.status === undefined ? undefined : eq(invoices.status, query.status),
    // `held` is not filtered here: the stored flag can be stale (see live-holds.ts); listInvoices
    // filters on the live value.
    keyword
      ? or(
          ilike(invoices.invoiceNumber, likePattern(keyword)),
          ilike(invoices.invoiceCode, likePattern(keyword)),
          ilike(vendorName, likePattern(keyword)),
          sql`exists (select 1 from invoice_lines l where l.invoice_id = ${invoices.id} and l.order_code ilike ${likePattern(keyword)})`,
        )
      : undefined,
    cursor
      ? sql`(${invoices.createdAt}, ${invoices.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : undefined,
  );
}

// A `held` filter is applied to the live value after reading, so a page may need several reads; this
// many at most, then the page is returned short with a cursor where the scan stopped.
const HELD_SCAN_ROUNDS = 10;

/** Invoices, newest first, one keyset page; held / reasons derived live from the ledger. */
export async function listInvoices(
  tx: Db,
  tenantId: string,
  query: InvoiceListQuery,
  locale: Locale,
  vendorId: string | null = null,
): Promise<{ items: InvoiceSummary[]; nextCursor: string | null }> {
  const wanted = query.held === undefined ? undefined : query.held === 'true';
  const readRows = (cursor: string | undefined) =>
    tx
      .select({ ...summaryColumns(locale), cursorAt, createdAt: invoices.createdAt })
      .from(invoices)
      .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
      .where(listFilters(tenantId, { ...query, cursor }, locale, vendorId))
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(query.pageSize + 1);
  type PageRow = Awaited<ReturnType<typeof readRows>>[number];
  const kept: { row: PageRow; hold: LiveHold }[] = [];
  let cursor = query.cursor;
  for (let round = 0; round < (wanted === undefined ? 1 : HELD_SCAN_ROUNDS); round += 1) {
    const rows = await readRows(cursor);
    const holds = await liveHolds(tx, tenantId, rows);
    for (const row of rows) {
      const hold = holds.get(row.id) ?? { held: false, reasons: [] };
      if (wanted === undefined || hold.held === wanted) kept.push({ row, hold });
    }
    const last = rows.at(-1);
    // One more than a page found, or nothing more to read: the page is complete.
    if (kept.length > query.pageSize || rows.length <= query.pageSize || !last) {
      cursor = undefined;
      break;
    }
    cursor = encodeCursor({ at: last.cursorAt, id: last.id });
  }
  const page = kept.slice(0, query.pageSize);
  const lastKept = page.at(-1);
  const nextCursor =
    kept.length > query.pageSize && lastKept
      ? encodeCursor({ at: lastKept.row.cursorAt, id: lastKept.row.id })
      : (cursor ?? null);
  return {
    items: page.map(({ row: { cursorAt: _at, createdAt: _c, ...row }, hold }) =>
      toSummary({ ...row, held: hold.held, heldReasons: hold.reasons }, locale),
    ),
    nextCursor,
  };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * One invoice with every line's three-way match evaluated live against the ledger as it is now, its
 * files and its log; undefined when absent, another tenant's or (supplier) another company's.
 */
export async function findInvoiceDetail(
  tx: Db,
  tenantId: string,
  id: string,
  locale: Locale,
  vendorId: string | null = null,
): Promise<InvoiceDetail | undefined> {
  const headers = await tx
    .select({
      ...summaryColumns(locale),
      checkCode: invoices.checkCode,
      sellerTaxNo: invoices.sellerTaxNo,
      buyerTaxNo: invoices.buyerTaxNo,
      remark: invoices.remark,
      verifyMessage: invoices.verifyMessage,
      verifiedAt: invoices.verifiedAt,
      invoicedAt: invoices.invoicedAt,
      fileIds: invoices.fileIds,
    })
    .from(invoices)
    .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
    .where(
      and(
        eq(invoices.tenantId, tenantId),
        eq(invoices.id, id),
        vendorId ? eq(invoices.vendorId, vendorId) : undefined,
      ),
    );
  const header = headers[0];
  if (!header) return undefined;
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.tenantId, tenantId), eq(invoiceLines.invoiceId, id)))
    .orderBy(asc(invoiceLines.lineNo));
  const ledger = new Map(
    (
      await invoiceLedgerLines(
        tx,
        tenantId,
        lines.map((line) => line.orderLineId),
      )
    ).map((line) => [line.id, line]),
  );
  const tolerances = await tolerancesOf(tx, tenantId);
  const booked = header.status === 2 || header.status === 3;
  const names = await fileNamesByIds(tx, tenantId, header.fileIds);
  const history = (await historyOf(tx, tenantId, INVOICE_DOC_TYPE, id)).map((entry) => ({
    id: entry.id,
    action: entry.action,
    actorName: entry.actorName,
    onBehalfOfName: entry.onBehalfOfName,
    nodeName: entry.nodeName,
    comment: entry.comment,
    at: entry.at,
  }));
  const { fileIds, ...rest } = header;
  const requests = await tx
    .select({ id: invoiceRequests.id, code: invoiceRequests.code })
    .from(invoiceRequests)
    .where(and(eq(invoiceRequests.tenantId, tenantId), eq(invoiceRequests.invoiceId, id)))
    .orderBy(desc(invoiceRequests.createdAt))
    .limit(1);
  // The header's held / reasons from the same live evaluation as the lines' match panel.
  const hold = (await liveHolds(tx, tenantId, [header])).get(id) ?? { held: false, reasons: [] };
  return {
    ...toSummary({ ...rest, held: hold.held, heldReasons: hold.reasons }, locale),
    verifiedAt: iso(header.verifiedAt),
    invoicedAt: iso(header.invoicedAt),
    files: fileIds
      .filter((fileId) => names.has(fileId))
      .map((fileId) => ({ id: fileId, name: names.get(fileId) ?? '' })),
    tolerances,
    lines: lines.map((line) => {
      const found = ledger.get(line.orderLineId);
      const result = found ? evaluateLine(line, found, tolerances, booked) : null;
      const reasons = result ? result.reasons : (line.holdReasons as HoldReason[]);
      return {
        id: line.id,
        lineNo: line.lineNo,
        orderId: line.orderId,
        orderCode: line.orderCode,
        orderLineId: line.orderLineId,
        receiptId: line.receiptId,
        receiptCode: line.receiptCode,
        productCode: line.productCode,
        name: line.name,
        unit: line.unit,
        quantity: trim(line.quantity),
        unitPrice: trim(line.unitPrice),
        amount: line.amount,
        taxRate: trim(line.taxRate),
        taxAmount: line.taxAmount,
        match: {
          orderedQty: result?.orderedQty ?? '0',
          orderUnitPrice: trim(found?.unitPrice ?? '0'),
          netReceivedQty: result?.netReceivedQty ?? '0',
          previouslyInvoicedQty: result?.previouslyInvoicedQty ?? '0',
          basisQty: result?.basisQty ?? '0',
          qtyDiff: result?.qtyDiff ?? '0',
          priceDiff: result?.priceDiff ?? '0',
          qtyWithin: result?.qtyWithin ?? !line.held,
          priceWithin: result?.priceWithin ?? !line.held,
          held: result?.held ?? line.held,
          reasons: reasons.map((reason) => ({ ...reason, message: reasonText(locale, reason) })),
        },
      };
    }),
    history,
    request: requests[0] ?? null,
  };
}

/** How the approval inbox and the mobile pages show invoices under examination. */
export async function summarizeInvoices(tx: Db, tenantId: string, ids: readonly string[]) {
  const out = new Map<string, DocumentSummary>();
  if (ids.length === 0) return out;
  const rows = await tx
    .select({
      id: invoices.id,
      invoiceCode: invoices.invoiceCode,
      invoiceNumber: invoices.invoiceNumber,
      totalAmount: invoices.totalAmount,
      currency: invoices.currency,
      submittedBy: invoices.submittedBy,
      applicantName: users.empName,
      submittedAt: invoices.submittedAt,
      vendorName: vendors.nameZh,
    })
    .from(invoices)
    .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
    .leftJoin(users, eq(users.id, invoices.submittedBy))
    .where(and(eq(invoices.tenantId, tenantId), inArray(invoices.id, [...ids])));
  const lines = await tx
    .select({
      invoiceId: invoiceLines.invoiceId,
      name: invoiceLines.name,
      orderCode: invoiceLines.orderCode,
      unit: invoiceLines.unit,
      quantity: invoiceLines.quantity,
      unitPrice: invoiceLines.unitPrice,
      amount: invoiceLines.amount,
    })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.tenantId, tenantId), inArray(invoiceLines.invoiceId, [...ids])))
    .orderBy(asc(invoiceLines.lineNo));
  for (const row of rows) {
    out.set(row.id, {
      code: `${row.invoiceCode ? `${row.invoiceCode}-` : ''}${row.invoiceNumber}`,
      title: row.vendorName,
      amount: row.totalAmount,
      currency: row.currency,
      applicantId: row.submittedBy,
      applicantName: row.applicantName ?? row.vendorName,
      submittedAt: row.submittedAt.toISOString(),
      lines: lines
        .filter((line) => line.invoiceId === row.id)
        .map((line) => ({
          name: `${line.name} (${line.orderCode})`,
          quantity: trim(line.quantity),
          unit: line.unit,
          unitPrice: trim(line.unitPrice),
          amount: line.amount,
        })),
    });
  }
  return out;
}
