import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { identitySchema } from '@procure/identity-server';
import { historyOf } from '@procure/approval-server';
import type { Locale } from '@procure/shared-i18n';
import type { Db } from '@procure/server-db';
import { money } from '@procure/shared-validation';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { itemCountSql } from './items.ts';
import { scopeOf, scopeSql, type StatementScope } from './data-scope.ts';
import { statementItems, statementMessages, statements as T } from './schema.ts';
import { CODES } from '@procure/shared-codes';
import { LAPSED_PAYMENT, STATEMENT_DOC_TYPE, SUPPLIER_VISIBLE, amountsToPayAgain } from './service.ts';
import { liveStatementAmounts, payableVendorIds, paymentBriefs, paymentEnding } from './sources.ts';
import type { StatementActor } from './types.ts';
import type { StatementDetail, StatementItem, StatementListQuery, StatementSummary } from './wire.ts';

// Reads of statements (buyer: the tenant's; supplier: its company's, from sent on — tenant AND vendor).

const { vendors, users } = identitySchema;
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const cursorAt = sql<string>`to_char(${T.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

const summaryColumns = (locale: Locale) => ({
  id: T.id,
  code: T.code,
  status: T.status,
  vendorId: T.vendorId,
  vendorName: locale === 'en-US' ? vendors.nameEn : vendors.nameZh,
  currency: T.currency,
  periodFrom: T.periodFrom,
  periodTo: T.periodTo,
  orderedAmount: T.orderedAmount,
  receivedAmount: T.receivedAmount,
  invoicedAmount: T.invoicedAmount,
  appliedAmount: T.appliedAmount,
  paidAmount: T.paidAmount,
  outstandingAmount: T.outstandingAmount,
  invoiceTotal: T.invoiceTotal,
  itemCount: itemCountSql,
  paymentId: T.paymentId,
  createdByName: sql<string>`coalesce(${users.empName}, '')`,
  createdAt: T.createdAt,
  sentAt: T.sentAt,
});

function filters(
  actor: StatementActor,
  scope: StatementScope | null,
  query: StatementListQuery,
  locale: Locale,
): SQL | undefined {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const keyword = query.keyword?.trim();
  return and(
    eq(T.tenantId, actor.tenantId),
    actor.vendorId ? and(eq(T.vendorId, actor.vendorId), inArray(T.status, SUPPLIER_VISIBLE)) : undefined,
    scopeSql(scope),
    query.status === undefined ? undefined : eq(T.status, query.status),
    query.vendorId ? eq(T.vendorId, query.vendorId) : undefined,
    query.from ? sql`${T.periodTo} >= ${query.from}::date` : undefined,
    query.to ? sql`${T.periodFrom} <= ${query.to}::date` : undefined,
    keyword
      ? or(
          ilike(T.code, likePattern(keyword)),
          ilike(locale === 'en-US' ? vendors.nameEn : vendors.nameZh, likePattern(keyword)),
        )
      : undefined,
    cursor ? sql`(${T.createdAt}, ${T.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined,
  );
}

const toSummary = <R extends { createdAt: Date; sentAt: Date | null }>(row: R) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  sentAt: iso(row.sentAt),
});

/** Statements, newest first, one keyset page. */
export async function listStatements(
  tx: Db,
  actor: StatementActor,
  query: StatementListQuery,
  locale: Locale,
): Promise<{ items: StatementSummary[]; nextCursor: string | null }> {
  const rows = await tx
    .select({ ...summaryColumns(locale), cursorAt })
    .from(T)
    .innerJoin(vendors, eq(vendors.id, T.vendorId))
    .leftJoin(users, eq(users.id, T.createdBy))
    .where(filters(actor, await scopeOf(tx, actor), query, locale))
    .orderBy(desc(T.createdAt), desc(T.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorAt: _at, ...row }) => ({
      ...toSummary(row),
      // A supplier does not follow the buyer's payment application by id.
      paymentId: actor.vendorId ? null : row.paymentId,
    })),
    nextCursor:
      rows.length > query.pageSize && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

/**
 * Each line item with the ledger as it is now beside its snapshot (receipts, returns, invoices and payments
 * after the statement was made show as differences); invoice items have none.
 */
async function withLiveLedger(
  tx: Db,
  tenantId: string,
  items: readonly Omit<StatementItem, 'live'>[],
): Promise<StatementItem[]> {
  const live = await liveStatementAmounts(
    tx,
    tenantId,
    items.flatMap((item) => (item.orderLineId ? [item.orderLineId] : [])),
  );
  return items.map((item) => {
    const now = item.orderLineId ? live.get(item.orderLineId) : undefined;
    if (!now) return { ...item, live: null };
    const { id: _id, ...amounts } = now;
    return { ...item, live: amounts };
  });
}

/** One statement with items, totals, messages and history; undefined when absent or not the caller's. */
export async function findStatementDetail(
  tx: Db,
  actor: StatementActor,
  id: string,
  locale: Locale,
): Promise<StatementDetail | undefined> {
  const [row] = await tx
    .select({
      ...summaryColumns(locale),
      remark: T.remark,
      disputeReason: T.disputeReason,
      answeredAt: T.answeredAt,
      closedAt: T.closedAt,
    })
    .from(T)
    .innerJoin(vendors, eq(vendors.id, T.vendorId))
    .leftJoin(users, eq(users.id, T.createdBy))
    .where(
      and(
        eq(T.tenantId, actor.tenantId),
        eq(T.id, id),
        actor.vendorId ? and(eq(T.vendorId, actor.vendorId), inArray(T.status, SUPPLIER_VISIBLE)) : undefined,
        scopeSql(await scopeOf(tx, actor)),
      ),
    );
  if (!row) return undefined;
  const items = await tx
    .select({
      id: statementItems.id,
      lineNo: statementItems.lineNo,
      kind: sql<'line' | 'invoice'>`${statementItems.kind}`,
      orderId: statementItems.orderId,
      orderCode: statementItems.orderCode,
      orderLineId: statementItems.orderLineId,
      invoiceId: statementItems.invoiceId,
      description: statementItems.description,
      documentDate: statementItems.documentDate,
      orderedAmount: statementItems.orderedAmount,
      receivedAmount: statementItems.receivedAmount,
      invoicedAmount: statementItems.invoicedAmount,
      appliedAmount: statementItems.appliedAmount,
      paidAmount: statementItems.paidAmount,
      outstandingAmount: statementItems.outstandingAmount,
      invoiceTotal: statementItems.invoiceTotal,
    })
    .from(statementItems)
    .where(and(eq(statementItems.tenantId, actor.tenantId), eq(statementItems.statementId, id)))
    .orderBy(asc(statementItems.lineNo));
  const messages = await tx
    .select({
      id: statementMessages.id,
      side: sql<'buyer' | 'supplier'>`${statementMessages.side}`,
      authorName: sql<string>`coalesce(${users.empName}, '')`,
      body: statementMessages.body,
      at: statementMessages.createdAt,
    })
    .from(statementMessages)
    .leftJoin(users, eq(users.id, statementMessages.authorId))
    .where(and(eq(statementMessages.tenantId, actor.tenantId), eq(statementMessages.statementId, id)))
    .orderBy(asc(statementMessages.createdAt), asc(statementMessages.id));
  const history = await historyOf(tx, actor.tenantId, STATEMENT_DOC_TYPE, id);
  const payment =
    !actor.vendorId && row.paymentId
      ? ((await paymentBriefs(tx, actor.tenantId, [row.paymentId])).get(row.paymentId) ?? null)
      : null;
  const paymentLapse =
    !actor.vendorId &&
    row.paymentId &&
    row.status === CODES.statement.closed.code &&
    (!payment || LAPSED_PAYMENT.includes(payment.status))
      ? await lapseOf(tx, actor.tenantId, row.id, row.paymentId, payment, history)
      : null;
  return {
    ...toSummary(row),
    paymentId: actor.vendorId ? null : row.paymentId,
    paymentLapse,
    answeredAt: iso(row.answeredAt),
    closedAt: iso(row.closedAt),
    uninvoicedAmount: money.round(money.sub(row.receivedAmount, row.invoicedAmount), 2),
    payment,
    items: await withLiveLedger(tx, actor.tenantId, items),
    messages: messages.map((m) => ({ ...m, at: m.at.toISOString() })),
    history: history.map((h) => ({
      id: h.id,
      action: h.action,
      actorName: h.actorName,
      comment: h.comment,
      at: h.at,
    })),
  };
}

type Lapse = NonNullable<StatementDetail['paymentLapse']>;

/**
 * Why a statement's payment application no longer pays it (returned by an approver, cancelled, or deleted
 * as a draft), and what a pay again would ask for now.
 */
async function lapseOf(
  tx: Db,
  tenantId: string,
  statementId: string,
  paymentId: string,
  payment: { code: string; status: number } | null,
  history: readonly { action: number; comment: string | null }[],
): Promise<Lapse> {
  const ending = payment ? await paymentEnding(tx, tenantId, paymentId) : null;
  const lastApply = history.findLast((entry) => entry.action === CODES.historyAction.payApply.code);
  const lines = await amountsToPayAgain(tx, tenantId, statementId);
  return {
    paymentId,
    paymentCode: payment?.code ?? lastApply?.comment ?? '',
    outcome: !payment
      ? 'deleted'
      : payment.status === CODES.paymentRequest.returned.code
        ? 'returned'
        : 'cancelled',
    actorName: ending?.actorName ?? null,
    comment: ending?.comment ?? null,
    at: ending?.at ?? null,
    amountToPay: money.round(money.sum(lines.map((line) => line.amount)), 2),
  };
}

/** Suppliers a statement may be made for: those with confirmed, not cancelled orders in the tenant. */
export async function statementVendors(
  tx: Db,
  actor: StatementActor,
  locale: Locale,
  /** false: every supplier (the reconciliation page is not under the statement data rules). */
  scoped = true,
): Promise<{ items: { id: string; name: string }[] }> {
  const scope = scoped ? await scopeOf(tx, actor) : null;
  const ids = (await payableVendorIds(tx, actor.tenantId)).filter(
    (id) => !scope?.vendorIds || scope.vendorIds.includes(id),
  );
  if (ids.length === 0) return { items: [] };
  const rows = await tx
    .select({ id: vendors.id, name: locale === 'en-US' ? vendors.nameEn : vendors.nameZh })
    .from(vendors)
    .where(inArray(vendors.id, ids))
    .orderBy(asc(vendors.nameZh));
  return { items: rows };
}
