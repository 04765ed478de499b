import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { CODES } from '@procure/shared-codes';
import { identitySchema } from '@procure/identity-server';
import { historyOf, type DocumentSummary } from '@procure/approval-server';
import { copiedDocumentIds } from '@procure/message-server';
import { fileNamesByIds } from '@procure/files-server';
import type { Locale } from '@procure/shared-i18n';
import type { Db } from '@procure/server-db';
import { money } from '@procure/shared-validation';
import { paymentApplicationLines as PL, paymentApplications as P } from './schema.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import {
  payableOrdersOfVendor,
  payableVendorIds,
  paymentLedgerLines,
  paymentLedgerLinesById,
  paymentRoom,
} from './ledger.ts';
import { PAYMENT_DOC_TYPE } from './payment-service.ts';
import type { PaymentDetail, PaymentListQuery, PaymentSummary, Voucher } from './wire.ts';

// Reads of payment applications (buyer: the tenant's; supplier: its company's, from approving on).

const S = CODES.paymentRequest;
const { vendors, users } = identitySchema;
/** What a supplier sees of its payments: submitted and later, not drafts, returned or cancelled ones. */
export const SUPPLIER_VISIBLE: number[] = [S.approving.code, S.approved.code, S.paid.code];
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const cursorAt = sql<string>`to_char(${P.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const orderCodes = sql<
  string[]
>`coalesce((select array_agg(distinct l.order_code order by l.order_code) from payment_application_lines l where l.payment_id = ${P.id} and l.order_code is not null), '{}')`;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

const summaryColumns = (locale: Locale) => ({
  id: P.id,
  code: P.code,
  status: P.status,
  type: P.type,
  method: P.method,
  vendorId: P.vendorId,
  vendorName: locale === 'en-US' ? vendors.nameEn : vendors.nameZh,
  currency: P.currency,
  exchangeRate: P.exchangeRate,
  totalAmount: P.totalAmount,
  orderCodes,
  payee: P.payee,
  paymentNo: P.paymentNo,
  voucherNo: P.voucherNo,
  createdByName: sql<string>`coalesce(${users.empName}, '')`,
  createdAt: P.createdAt,
  paidAt: P.paidAt,
});

const trimRate = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

function filters(
  tenantId: string,
  userId: string,
  query: PaymentListQuery,
  locale: Locale,
  vendorId: string | null,
  copied = false,
): SQL | undefined {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const keyword = query.keyword?.trim();
  const scope = {
    all: undefined,
    mine: eq(P.createdBy, userId),
    pending: eq(P.status, S.approving.code),
    approved: inArray(P.status, [S.approved.code, S.paid.code]),
  }[query.scope];
  return and(
    eq(P.tenantId, tenantId),
    // The copy-to list (issue #12 §5): the applications copied to the caller at submit.
    copied ? sql`${P.id} in (${copiedDocumentIds(tenantId, userId, [PAYMENT_DOC_TYPE])})` : undefined,
    vendorId ? and(eq(P.vendorId, vendorId), inArray(P.status, SUPPLIER_VISIBLE)) : undefined,
    scope,
    query.status === undefined ? undefined : eq(P.status, query.status),
    query.type === undefined ? undefined : eq(P.type, query.type),
    query.method === undefined ? undefined : eq(P.method, query.method),
    query.vendorId ? eq(P.vendorId, query.vendorId) : undefined,
    keyword
      ? or(
          ilike(P.code, likePattern(keyword)),
          ilike(locale === 'en-US' ? vendors.nameEn : vendors.nameZh, likePattern(keyword)),
          sql`exists (select 1 from payment_application_lines l where l.payment_id = ${P.id} and l.order_code ilike ${likePattern(keyword)})`,
        )
      : undefined,
    cursor ? sql`(${P.createdAt}, ${P.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined,
  );
}

const toSummary = <R extends { createdAt: Date; paidAt: Date | null; exchangeRate: string }>(row: R) => ({
  ...row,
  exchangeRate: trimRate(row.exchangeRate),
  createdAt: row.createdAt.toISOString(),
  paidAt: iso(row.paidAt),
});

/** Payment applications, newest first, one keyset page. */
export async function listPayments(
  tx: Db,
  actor: { tenantId: string; userId: string; vendorId: string | null },
  query: PaymentListQuery,
  locale: Locale,
  copied = false,
): Promise<{ items: PaymentSummary[]; nextCursor: string | null }> {
  const rows = await tx
    .select({ ...summaryColumns(locale), cursorAt })
    .from(P)
    .innerJoin(vendors, eq(vendors.id, P.vendorId))
    .leftJoin(users, eq(users.id, P.createdBy))
    .where(filters(actor.tenantId, actor.userId, query, locale, actor.vendorId, copied))
    .orderBy(desc(P.createdAt), desc(P.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorAt: _at, ...row }) => toSummary(row)),
    nextCursor:
      rows.length > query.pageSize && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

/**
 * The accounting document a payment implies (computed, never stored): debit accounts payable (2202; an
 * advance: prepayments 1123), credit bank deposits (1002; offset against loan: other receivables 1221),
 * in CNY = round(total × rate, 2). `posted` once paid.
 */
export function voucherOf(row: {
  type: number;
  method: number;
  status: number;
  totalAmount: string;
  exchangeRate: string;
  currency: string;
  voucherNo: string | null;
}): Voucher {
  const cny = money.round(money.mul(row.totalAmount, row.exchangeRate), 2);
  const debit = row.type === CODES.paymentType.advance.code ? '1123' : '2202';
  const credit = row.method === CODES.paymentMethod.offsetLoan.code ? '1221' : '1002';
  return {
    voucherNo: row.voucherNo,
    posted: row.status === S.paid.code,
    currency: row.currency,
    exchangeRate: trimRate(row.exchangeRate),
    lines: [
      { side: 'debit', account: debit, amount: cny, originalAmount: row.totalAmount },
      { side: 'credit', account: credit, amount: cny, originalAmount: row.totalAmount },
    ],
  };
}

/** One payment with lines (and their ledger for buyers), history and voucher; undefined when not visible. */
export async function findPaymentDetail(
  tx: Db,
  actor: { tenantId: string; vendorId: string | null },
  id: string,
  locale: Locale,
): Promise<PaymentDetail | undefined> {
  const [row] = await tx
    .select({
      ...summaryColumns(locale),
      bankName: P.bankName,
      bankAccount: P.bankAccount,
      remark: P.remark,
      rateDate: P.rateDate,
      fileIds: P.fileIds,
      rejectComment: P.rejectComment,
      submittedAt: P.submittedAt,
      approvedAt: P.approvedAt,
      createdBy: P.createdBy,
    })
    .from(P)
    .innerJoin(vendors, eq(vendors.id, P.vendorId))
    .leftJoin(users, eq(users.id, P.createdBy))
    .where(
      and(
        eq(P.tenantId, actor.tenantId),
        eq(P.id, id),
        actor.vendorId ? and(eq(P.vendorId, actor.vendorId), inArray(P.status, SUPPLIER_VISIBLE)) : undefined,
      ),
    );
  if (!row) return undefined;
  const lines = await tx
    .select()
    .from(PL)
    .where(and(eq(PL.tenantId, actor.tenantId), eq(PL.paymentId, id)))
    .orderBy(asc(PL.lineNo));
  const ledger = actor.vendorId
    ? []
    : await paymentLedgerLinesById(
        tx,
        actor.tenantId,
        lines.flatMap((l) => (l.orderLineId ? [l.orderLineId] : [])),
      );
  const byLine = new Map(ledger.map((line) => [line.id, line]));
  const names = await fileNamesByIds(tx, actor.tenantId, row.fileIds);
  const history = await historyOf(tx, actor.tenantId, PAYMENT_DOC_TYPE, id);
  const { fileIds, ...rest } = row;
  return {
    ...toSummary(rest),
    files: fileIds.map((fileId) => ({ id: fileId, name: names.get(fileId) ?? '' })),
    submittedAt: iso(row.submittedAt),
    approvedAt: iso(row.approvedAt),
    lines: lines.map((line) => {
      const l = line.orderLineId ? byLine.get(line.orderLineId) : undefined;
      return {
        id: line.id,
        lineNo: line.lineNo,
        orderId: line.orderId,
        orderCode: line.orderCode,
        orderLineId: line.orderLineId,
        description: line.description,
        amount: line.amount,
        ledger: l
          ? {
              orderedAmount: l.orderedAmount,
              basisAmount: l.basisAmount,
              appliedAmount: l.appliedAmount,
              paidAmount: l.paidAmount,
            }
          : null,
      };
    }),
    history: history.map((h) => ({
      id: h.id,
      action: h.action,
      actorName: h.actorName,
      comment: h.comment,
      at: h.at,
    })),
    voucher: voucherOf(row),
  };
}

/** How the approval inbox and /mobile show payments. */
export async function summarizePayments(
  tx: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, DocumentSummary>> {
  const out = new Map<string, DocumentSummary>();
  if (ids.length === 0) return out;
  const rows = await tx
    .select({
      ...summaryColumns('zh-CN'),
      createdBy: P.createdBy,
      submittedAt: P.submittedAt,
      remark: P.remark,
    })
    .from(P)
    .innerJoin(vendors, eq(vendors.id, P.vendorId))
    .leftJoin(users, eq(users.id, P.createdBy))
    .where(and(eq(P.tenantId, tenantId), inArray(P.id, [...ids])));
  const lines = await tx
    .select({
      paymentId: PL.paymentId,
      description: PL.description,
      orderCode: PL.orderCode,
      amount: PL.amount,
    })
    .from(PL)
    .where(and(eq(PL.tenantId, tenantId), inArray(PL.paymentId, [...ids])))
    .orderBy(asc(PL.lineNo));
  for (const row of rows) {
    out.set(row.id, {
      code: row.code,
      title: `${row.vendorName}${row.orderCodes.length ? ` · ${row.orderCodes.join(', ')}` : ''}${row.remark ? ` · ${row.remark}` : ''}`,
      amount: row.totalAmount,
      currency: row.currency,
      applicantId: row.createdBy,
      applicantName: row.createdByName,
      submittedAt: iso(row.submittedAt),
      lines: lines
        .filter((line) => line.paymentId === row.id)
        .map((line) => ({
          name: line.orderCode ? `${line.orderCode} · ${line.description}` : line.description,
          quantity: '1',
          unit: '',
          unitPrice: line.amount,
          amount: line.amount,
        })),
    });
  }
  return out;
}

/** The supplier's payable orders with each line's ledger and room (the new-payment picker). */
export async function payableOrders(tx: Db, tenantId: string, vendorId: string) {
  const orders = await payableOrdersOfVendor(tx, tenantId, vendorId);
  const lines = await paymentLedgerLines(
    tx,
    tenantId,
    orders.map((order) => order.id),
  );
  return {
    items: orders.map((order) => ({
      id: order.id,
      code: order.code,
      currency: order.currency,
      status: order.status,
      totalAmount: order.totalAmount,
      lines: lines
        .filter((line) => line.orderId === order.id)
        .map(({ orderId: _o, vendorId: _v, ...line }) => ({
          ...line,
          orderRoom: paymentRoom({ ...line, orderId: order.id, vendorId }, 'order'),
          advanceRoom: paymentRoom({ ...line, orderId: order.id, vendorId }, 'advance'),
        })),
    })),
  };
}

/** Suppliers with payable orders, plus every supplier named on a payment already (for direct payments). */
export async function payableVendors(tx: Db, tenantId: string, locale: Locale) {
  const ids = await payableVendorIds(tx, tenantId);
  const paid = await tx.selectDistinct({ vendorId: P.vendorId }).from(P).where(eq(P.tenantId, tenantId));
  const all = [...new Set([...ids, ...paid.map((row) => row.vendorId)])];
  if (all.length === 0) return { items: [] };
  const rows = await tx
    .select({ id: vendors.id, name: locale === 'en-US' ? vendors.nameEn : vendors.nameZh })
    .from(vendors)
    .where(inArray(vendors.id, all))
    .orderBy(asc(vendors.nameZh));
  return { items: rows.map((row) => ({ ...row, hasOrders: ids.includes(row.id) })) };
}
