import { fileNamesByIds, fileUrl } from '@procure/files-server';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { identitySchema } from '@procure/identity-server';
import { historyOf, type DocumentSummary } from '@procure/approval-server';
import type { Locale } from '@procure/shared-i18n';
import type { Db } from '@procure/server-db';
import { purchaseReturnLines, purchaseReturns } from './schema.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { orderLedgerLines, payableBasis } from './ledger.ts';
import type { ReturnDetail, ReturnListQuery, ReturnSummary } from './wire.ts';

// Reads of returns (buyer: the tenant's; supplier: its company's, `vendorId` on top of row-level security).

const { vendors, users } = identitySchema;
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const cursorAt = sql<string>`to_char(${purchaseReturns.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const lineCount = sql<number>`(select count(*)::int from purchase_return_lines l where l.return_id = ${purchaseReturns.id})`;
const trimQty = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

const summaryColumns = (locale: Locale) => ({
  id: purchaseReturns.id,
  code: purchaseReturns.code,
  status: purchaseReturns.status,
  orderId: purchaseReturns.orderId,
  orderCode: purchaseReturns.orderCode,
  vendorId: purchaseReturns.vendorId,
  vendorName: locale === 'en-US' ? vendors.nameEn : vendors.nameZh,
  createdByName: sql<string>`coalesce(${users.empName}, '')`,
  currency: purchaseReturns.currency,
  totalQty: purchaseReturns.totalQty,
  totalAmount: purchaseReturns.totalAmount,
  lineCount,
  vendorUnread: purchaseReturns.vendorUnread,
  createdAt: purchaseReturns.createdAt,
});

function listFilters(
  tenantId: string,
  query: ReturnListQuery,
  locale: Locale,
  vendorId: string | null,
): SQL | undefined {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const keyword = query.keyword?.trim();
  const vendorName = locale === 'en-US' ? vendors.nameEn : vendors.nameZh;
  return and(
    eq(purchaseReturns.tenantId, tenantId),
    vendorId ? eq(purchaseReturns.vendorId, vendorId) : undefined,
    // A supplier sees a return once the buyer sent it (1, 2, 3) or it disputed it (7 by the supplier).
    vendorId ? sql`(${purchaseReturns.sentAt} is not null)` : undefined,
    query.status === undefined ? undefined : eq(purchaseReturns.status, query.status),
    query.orderId ? eq(purchaseReturns.orderId, query.orderId) : undefined,
    keyword
      ? or(
          ilike(purchaseReturns.code, likePattern(keyword)),
          ilike(purchaseReturns.orderCode, likePattern(keyword)),
          ilike(vendorName, likePattern(keyword)),
        )
      : undefined,
    cursor
      ? sql`(${purchaseReturns.createdAt}, ${purchaseReturns.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : undefined,
  );
}

/** Returns, newest first, one keyset page. */
export async function listReturns(
  tx: Db,
  tenantId: string,
  query: ReturnListQuery,
  locale: Locale,
  vendorId: string | null = null,
): Promise<{ items: ReturnSummary[]; nextCursor: string | null }> {
  const rows = await tx
    .select({ ...summaryColumns(locale), cursorAt })
    .from(purchaseReturns)
    .innerJoin(vendors, eq(vendors.id, purchaseReturns.vendorId))
    .leftJoin(users, eq(users.id, purchaseReturns.createdBy))
    .where(listFilters(tenantId, query, locale, vendorId))
    .orderBy(desc(purchaseReturns.createdAt), desc(purchaseReturns.id))
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

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * One return with its lines, the order lines' ledger (received, returned, returnable, payable basis)
 * and its history; undefined when absent, another tenant's, or (supplier) another company's or not sent.
 * The ledger is read without locks (orderLedgerLines); payable basis from the ledger's payableBasis.
 */
export async function findReturnDetail(
  tx: Db,
  tenantId: string,
  id: string,
  locale: Locale,
  vendorId: string | null = null,
): Promise<ReturnDetail | undefined> {
  const headers = await tx
    .select({
      ...summaryColumns(locale),
      remark: purchaseReturns.remark,
      submittedAt: purchaseReturns.submittedAt,
      approvedAt: purchaseReturns.approvedAt,
      sentAt: purchaseReturns.sentAt,
      confirmedAt: purchaseReturns.confirmedAt,
      completedAt: purchaseReturns.completedAt,
      rejectComment: purchaseReturns.rejectComment,
      rejectedBy: purchaseReturns.rejectedBy,
      fileIds: purchaseReturns.fileIds,
    })
    .from(purchaseReturns)
    .innerJoin(vendors, eq(vendors.id, purchaseReturns.vendorId))
    .leftJoin(users, eq(users.id, purchaseReturns.createdBy))
    .where(
      and(
        eq(purchaseReturns.tenantId, tenantId),
        eq(purchaseReturns.id, id),
        vendorId ? eq(purchaseReturns.vendorId, vendorId) : undefined,
        vendorId ? sql`${purchaseReturns.sentAt} is not null` : undefined,
      ),
    );
  const header = headers[0];
  if (!header) return undefined;
  const lines = await tx
    .select({
      id: purchaseReturnLines.id,
      orderLineId: purchaseReturnLines.orderLineId,
      lineNo: purchaseReturnLines.lineNo,
      productCode: purchaseReturnLines.productCode,
      name: purchaseReturnLines.name,
      unit: purchaseReturnLines.unit,
      unitPrice: purchaseReturnLines.unitPrice,
      quantity: purchaseReturnLines.quantity,
      amount: purchaseReturnLines.amount,
      reason: purchaseReturnLines.reason,
      disposition: purchaseReturnLines.disposition,
    })
    .from(purchaseReturnLines)
    .where(and(eq(purchaseReturnLines.tenantId, tenantId), eq(purchaseReturnLines.returnId, id)))
    .orderBy(asc(purchaseReturnLines.lineNo));
  const onReturn = new Set(lines.map((line) => line.orderLineId));
  const ledger = (await orderLedgerLines(tx, tenantId, header.orderId, vendorId))
    .filter((line) => onReturn.has(line.id))
    .map((line) => {
      const basis = payableBasis(line);
      const left = trimQty(basis.qty);
      return {
        orderLineId: line.id,
        lineNo: line.lineNo,
        name: line.name,
        unit: line.unit,
        unitPrice: line.unitPrice,
        orderedQty: line.orderedQty,
        receivedQty: line.receivedQty,
        returnedQty: line.returnedQty,
        returnableQty: left.startsWith('-') ? '0' : left,
        payableQty: basis.qty,
        payableAmount: basis.amount,
      };
    });
  const history = (await historyOf(tx, tenantId, 'return', id)).map((entry) => ({
    id: entry.id,
    action: entry.action,
    actorName: entry.actorName,
    onBehalfOfName: entry.onBehalfOfName,
    nodeName: entry.nodeName,
    comment: entry.comment,
    at: entry.at,
  }));
  const { fileIds, ...head } = header;
  const names = await fileNamesByIds(tx, tenantId, fileIds);
  return {
    ...head,
    files: fileIds
      .filter((fileId) => names.has(fileId))
      .map((fileId) => ({ id: fileId, name: names.get(fileId) ?? '', url: fileUrl(fileId) })),
    createdAt: header.createdAt.toISOString(),
    submittedAt: iso(header.submittedAt),
    approvedAt: iso(header.approvedAt),
    sentAt: iso(header.sentAt),
    confirmedAt: iso(header.confirmedAt),
    completedAt: iso(header.completedAt),
    rejectedBy: header.rejectedBy as 'approver' | 'supplier' | null,
    lines: lines.map((line) => ({ ...line, disposition: line.disposition as 'refund' | 'replace' })),
    ledger,
    history,
  };
}

/** The supplier opened it: the unread marker goes. */
export async function markSupplierRead(tx: Db, tenantId: string, id: string): Promise<void> {
  await tx
    .update(purchaseReturns)
    .set({ vendorUnread: false })
    .where(and(eq(purchaseReturns.tenantId, tenantId), eq(purchaseReturns.id, id)));
}

/** How the approval inbox and the mobile pages show returns. */
export async function summarizeReturns(tx: Db, tenantId: string, ids: readonly string[]) {
  const out = new Map<string, DocumentSummary>();
  if (ids.length === 0) return out;
  const rows = await tx
    .select({
      id: purchaseReturns.id,
      code: purchaseReturns.code,
      orderCode: purchaseReturns.orderCode,
      remark: purchaseReturns.remark,
      totalAmount: purchaseReturns.totalAmount,
      currency: purchaseReturns.currency,
      createdBy: purchaseReturns.createdBy,
      applicantName: users.empName,
      submittedAt: purchaseReturns.submittedAt,
      vendorName: vendors.nameZh,
      fileIds: purchaseReturns.fileIds,
    })
    .from(purchaseReturns)
    .innerJoin(vendors, eq(vendors.id, purchaseReturns.vendorId))
    .leftJoin(users, eq(users.id, purchaseReturns.createdBy))
    .where(and(eq(purchaseReturns.tenantId, tenantId), inArray(purchaseReturns.id, [...ids])));
  const lines = await tx
    .select({
      returnId: purchaseReturnLines.returnId,
      name: purchaseReturnLines.name,
      unit: purchaseReturnLines.unit,
      quantity: purchaseReturnLines.quantity,
      unitPrice: purchaseReturnLines.unitPrice,
      amount: purchaseReturnLines.amount,
      reason: purchaseReturnLines.reason,
    })
    .from(purchaseReturnLines)
    .where(and(eq(purchaseReturnLines.tenantId, tenantId), inArray(purchaseReturnLines.returnId, [...ids])))
    .orderBy(asc(purchaseReturnLines.lineNo));
  const names = await fileNamesByIds(
    tx,
    tenantId,
    rows.flatMap((row) => row.fileIds),
  );
  for (const row of rows) {
    out.set(row.id, {
      code: row.code,
      title: `${row.orderCode} · ${row.vendorName}${row.remark ? ` · ${row.remark}` : ''}`,
      amount: row.totalAmount,
      currency: row.currency,
      applicantId: row.createdBy,
      applicantName: row.applicantName ?? '',
      submittedAt: row.submittedAt ? row.submittedAt.toISOString() : null,
      lines: lines
        .filter((line) => line.returnId === row.id)
        .map((line) => ({
          name: `${line.name} (${line.reason})`,
          quantity: trimQty(line.quantity),
          unit: line.unit,
          unitPrice: trimQty(line.unitPrice),
          amount: line.amount,
        })),
      files: row.fileIds
        .filter((fileId) => names.has(fileId))
        .map((fileId) => ({ id: fileId, name: names.get(fileId) ?? '', url: fileUrl(fileId) })),
    });
  }
  return out;
}
