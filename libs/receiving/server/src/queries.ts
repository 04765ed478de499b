import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { CODES } from '@procure/shared-codes';
import { money } from '@procure/shared-validation';
import type { Locale } from '@procure/shared-i18n';
import type { Db } from '@procure/server-db';
import { identitySchema } from '@procure/identity-server';
import { fileNamesByIds, fileUrl } from '@procure/files-server';
import { approvalProgress } from '@procure/approval-server';
import {
  RECEIVABLE_ORDER_STATUSES,
  deliveryNotesForReceiving,
  orderForReceiving,
  receivableOrders,
  type ReceivingDeliveryNote,
} from '@procure/order-server';
import { receiptLines, receipts } from './schema.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { applicationRequired, pendingAccepted, RECEIPT_DOC_TYPE } from './receipts.ts';
import { closuresOf } from './close.ts';
import type {
  ReceiptDetail,
  ReceiptListQuery,
  ReceiptSummary,
  TakeForm,
  ToReceiveItem,
  ToReceiveQuery,
} from './wire.ts';

// Reads of the receiving domain. Every `where` names the tenant (and, for a supplier, its company) in
// code on top of row-level security.

const A = CODES.application;
const { vendors, users } = identitySchema;
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const trim = (value: string) =>
  value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') || '0' : value;
const max0 = (value: string) => (money.sign(value) < 0 ? '0' : value);

/** Taken (accepted + rejected of receipts that count or wait) per delivery note and order line. */
async function takenOnNotes(tx: Db, tenantId: string, deliveryIds: string[]): Promise<Map<string, string>> {
  if (deliveryIds.length === 0) return new Map();
  const rows = await tx
    .select({
      deliveryId: receipts.deliveryId,
      orderLineId: receiptLines.orderLineId,
      taken: sql<string>`sum(${receiptLines.acceptedQty} + ${receiptLines.rejectedQty})::text`,
    })
    .from(receiptLines)
    .innerJoin(receipts, eq(receipts.id, receiptLines.receiptId))
    .where(
      and(
        eq(receipts.tenantId, tenantId),
        inArray(receipts.deliveryId, deliveryIds),
        inArray(receipts.status, [A.approving.code, A.approved.code]),
      ),
    )
    .groupBy(receipts.deliveryId, receiptLines.orderLineId);
  return new Map(rows.map((row) => [`${row.deliveryId}:${row.orderLineId}`, row.taken]));
}

/** What is still to be taken of each note (notes fully taken are left out). */
function pendingOf(notes: ReceivingDeliveryNote[], taken: Map<string, string>) {
  return notes
    .map((note) => ({
      id: note.id,
      orderId: note.orderId,
      code: note.code,
      courier: note.courier,
      trackingNo: note.trackingNo,
      createdAt: note.createdAt,
      leftQty: trim(
        money.sum(
          note.lines.map((line) =>
            max0(money.sub(line.quantity, taken.get(`${note.id}:${line.orderLineId}`) ?? '0')),
          ),
        ),
      ),
    }))
    .filter((note) => money.sign(note.leftQty) > 0);
}

/** The to-receive list: orders awaiting receipt (one keyset page) and their delivery notes not yet taken. */
export async function listToReceive(
  tx: Db,
  tenantId: string,
  query: ToReceiveQuery,
  locale: Locale,
): Promise<{ items: ToReceiveItem[]; nextCursor: string | null }> {
  const page = await receivableOrders(tx, tenantId, query, locale);
  const notes = await deliveryNotesForReceiving(tx, tenantId, { orderIds: page.items.map((o) => o.id) });
  const taken = await takenOnNotes(
    tx,
    tenantId,
    notes.map((note) => note.id),
  );
  const pending = pendingOf(notes, taken);
  return {
    items: page.items.map((order) => ({
      ...order,
      orderedQty: trim(order.orderedQty),
      deliveredQty: trim(order.deliveredQty),
      receivedQty: trim(order.receivedQty),
      closedQty: trim(order.closedQty),
      remainingQty: trim(order.remainingQty),
      pendingDeliveries: pending
        .filter((note) => note.orderId === order.id)
        .map(({ orderId: _o, ...note }) => note),
    })),
    nextCursor: page.nextCursor,
  };
}

/** The take form: the order's lines with what may still be received (against a note or directly). */
export async function takeForm(
  tx: Db,
  tenantId: string,
  orderId: string,
  deliveryId: string | undefined,
  locale: Locale,
): Promise<TakeForm | 'noOrder' | 'noDelivery'> {
  const order = await orderForReceiving(tx, tenantId, orderId, locale);
  if (!order) return 'noOrder';
  const notes = await deliveryNotesForReceiving(tx, tenantId, { orderIds: [order.id] });
  const note = deliveryId ? notes.find((n) => n.id === deliveryId) : undefined;
  if (deliveryId && !note) return 'noDelivery';
  const taken = await takenOnNotes(
    tx,
    tenantId,
    notes.map((n) => n.id),
  );
  const pending = await pendingAccepted(tx, tenantId, order.id);
  const lines = order.lines
    .map((line) => {
      const remaining = max0(money.sub(line.remainingQty, pending.get(line.id) ?? '0'));
      const noteLine = note?.lines.find((l) => l.orderLineId === line.id);
      const noteLeft = noteLine
        ? max0(money.sub(noteLine.quantity, taken.get(`${note?.id}:${line.id}`) ?? '0'))
        : null;
      const receivable = noteLeft !== null && money.compare(noteLeft, remaining) < 0 ? noteLeft : remaining;
      return {
        orderLineId: line.id,
        lineNo: line.lineNo,
        productCode: line.productCode,
        name: line.name,
        unit: line.unit,
        unitPrice: line.unitPrice,
        orderedQty: trim(line.orderedQty),
        deliveredQty: trim(line.deliveredQty),
        receivedQty: trim(line.receivedQty),
        closedQty: trim(line.closedQty),
        remainingQty: trim(remaining),
        noteQty: noteLine ? trim(noteLine.quantity) : null,
        noteLeftQty: noteLeft === null ? null : trim(noteLeft),
        receivableQty: trim(note && !noteLine ? '0' : receivable),
      };
    })
    .filter((line) => !note || line.noteQty !== null);
  return {
    orderId: order.id,
    orderCode: order.code,
    orderStatus: order.status,
    vendorName: order.vendorName,
    currency: order.currency,
    receiverName: order.receiverName,
    receivingAddress: order.receivingAddress,
    deliveryId: note?.id ?? null,
    deliveryCode: note?.code ?? null,
    applicationRequired: await applicationRequired(tx, tenantId),
    receivable: RECEIVABLE_ORDER_STATUSES.includes(order.status),
    lines,
    deliveries: pendingOf(notes, taken).map(({ orderId: _o, ...n }) => n),
    closures: (await closuresOf(tx, tenantId, order.id)).map((c) => ({ ...c, closedQty: trim(c.closedQty) })),
  };
}

const summaryColumns = (locale: Locale) => ({
  id: receipts.id,
  code: receipts.code,
  status: receipts.status,
  orderId: receipts.orderId,
  orderCode: receipts.orderCode,
  deliveryId: receipts.deliveryId,
  deliveryCode: receipts.deliveryCode,
  vendorId: receipts.vendorId,
  vendorName: locale === 'en-US' ? vendors.nameEn : vendors.nameZh,
  receiverName: receipts.receiverName,
  receivedOn: receipts.receivedOn,
  warehouse: receipts.warehouse,
  acceptedQty: receipts.acceptedQty,
  rejectedQty: receipts.rejectedQty,
  acceptedAmount: receipts.acceptedAmount,
  createdByName: sql<string>`coalesce(${users.empName}, '')`,
  createdAt: receipts.createdAt,
});

const cursorAt = sql<string>`to_char(${receipts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The const list (received records): receipts newest first, one keyset page. */
export async function listReceipts(
  tx: Db,
  tenantId: string,
  query: ReceiptListQuery,
  locale: Locale,
  vendorId: string | null = null,
): Promise<{ items: ReceiptSummary[]; nextCursor: string | null }> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const keyword = query.keyword?.trim();
  const rows = await tx
    .select({ ...summaryColumns(locale), cursorAt })
    .from(receipts)
    .innerJoin(vendors, eq(vendors.id, receipts.vendorId))
    .leftJoin(users, eq(users.id, receipts.createdBy))
    .where(
      and(
        eq(receipts.tenantId, tenantId),
        vendorId ? eq(receipts.vendorId, vendorId) : undefined,
        query.status === undefined ? undefined : eq(receipts.status, query.status),
        query.vendorId ? eq(receipts.vendorId, query.vendorId) : undefined,
        query.orderId ? eq(receipts.orderId, query.orderId) : undefined,
        keyword
          ? or(
              ilike(receipts.code, likePattern(keyword)),
              ilike(receipts.orderCode, likePattern(keyword)),
              ilike(receipts.deliveryCode, likePattern(keyword)),
            )
          : undefined,
        query.receivedFrom ? sql`${receipts.receivedOn} >= ${query.receivedFrom}::date` : undefined,
        query.receivedTo ? sql`${receipts.receivedOn} <= ${query.receivedTo}::date` : undefined,
        cursor
          ? sql`(${receipts.createdAt}, ${receipts.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(receipts.createdAt), desc(receipts.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorAt: _at, createdAt, ...row }) => ({
      ...row,
      acceptedQty: trim(row.acceptedQty),
      rejectedQty: trim(row.rejectedQty),
      createdAt: createdAt.toISOString(),
    })),
    nextCursor:
      rows.length > query.pageSize && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

/** One receipt with its lines, files and (buyers) approval progress; a supplier sees only its own. */
export async function receiptDetail(
  tx: Db,
  tenantId: string,
  id: string,
  locale: Locale,
  vendorId: string | null = null,
): Promise<ReceiptDetail | undefined> {
  const rows = await tx
    .select({
      ...summaryColumns(locale),
      remark: receipts.remark,
      confirmedAt: receipts.confirmedAt,
      fileIds: receipts.fileIds,
      cancelledAt: receipts.cancelledAt,
      cancelReason: receipts.cancelReason,
      cancelledBy: receipts.cancelledBy,
    })
    .from(receipts)
    .innerJoin(vendors, eq(vendors.id, receipts.vendorId))
    .leftJoin(users, eq(users.id, receipts.createdBy))
    .where(
      and(
        eq(receipts.tenantId, tenantId),
        eq(receipts.id, id),
        vendorId ? eq(receipts.vendorId, vendorId) : undefined,
      ),
    );
  const row = rows[0];
  if (!row) return undefined;
  const lines = await tx
    .select({
      orderLineId: receiptLines.orderLineId,
      lineNo: receiptLines.lineNo,
      productCode: receiptLines.productCode,
      name: receiptLines.name,
      unit: receiptLines.unit,
      unitPrice: receiptLines.unitPrice,
      acceptedQty: receiptLines.acceptedQty,
      rejectedQty: receiptLines.rejectedQty,
      rejectReason: receiptLines.rejectReason,
    })
    .from(receiptLines)
    .where(and(eq(receiptLines.tenantId, tenantId), eq(receiptLines.receiptId, id)))
    .orderBy(asc(receiptLines.lineNo));
  const order = await orderForReceiving(tx, tenantId, row.orderId, locale, vendorId);
  const names = vendorId ? new Map<string, string>() : await fileNamesByIds(tx, tenantId, row.fileIds);
  const progress = vendorId ? null : await approvalProgress(tx, tenantId, RECEIPT_DOC_TYPE, id);
  const { fileIds, createdAt, confirmedAt, cancelledAt, cancelledBy, ...rest } = row;
  const canceller = cancelledBy
    ? await tx.select({ name: users.empName }).from(users).where(eq(users.id, cancelledBy))
    : [];
  return {
    ...rest,
    acceptedQty: trim(rest.acceptedQty),
    rejectedQty: trim(rest.rejectedQty),
    createdAt: createdAt.toISOString(),
    confirmedAt: confirmedAt ? confirmedAt.toISOString() : null,
    cancelledAt: cancelledAt ? cancelledAt.toISOString() : null,
    cancelledByName: cancelledBy ? (canceller[0]?.name ?? '') : null,
    currency: order?.currency ?? 'CNY',
    orderStatus: order?.status ?? 0,
    files: fileIds
      .filter((fileId) => names.has(fileId))
      .map((fileId) => ({ id: fileId, name: names.get(fileId) ?? '', url: fileUrl(fileId) })),
    lines: lines.map((line) => ({
      ...line,
      acceptedQty: trim(line.acceptedQty),
      rejectedQty: trim(line.rejectedQty),
    })),
    approval: progress ? { status: progress.status, nodes: [...progress.nodes] } : null,
  };
}
