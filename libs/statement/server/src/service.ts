import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import { lockKey, newId, queryRows, type Db } from '@procure/server-db';
import {
  money,
  type StatementCreateInput,
  type StatementMergePayApplyInput,
} from '@procure/shared-validation';
import { recordHistory, type HistoryActionKey } from '@procure/approval-server';
import { identitySchema } from '@procure/identity-server';
import { postMessages } from '@procure/message-server';
import { collectItems, writeItems } from './items.ts';
import { scopeHasVendor, scopeOf, scopeSql } from './data-scope.ts';
import { statementItems, statementMessages, statements } from './schema.ts';
import { createPaymentApplication, liveStatementAmounts, paymentBriefs } from './sources.ts';
import type { StatementActor } from './types.ts';

// Statements of account (issue #15, /account; docs/conventions.md "Statements of account").
// 1 draft → send → 2 sent → the supplier confirms (3) or disputes with a reason (4); the buyer reopens a
// sent or disputed one as a draft (items recomputed), closes a confirmed or disputed one (5), or pays it:
// pay apply (one confirmed statement) and merge pay apply (several of one supplier) create ONE payment
// application through the payment domain's contract (every rule of spec §5 applies there) and close the
// statements with its id, under the statements' row locks: a statement is paid at most once.

const S = CODES.statement;
export const STATEMENT_DOC_TYPE = 'statement' as const;
export const statementDetailPath = (id: string) => `/account/detail/${id}`;
export const supplierStatementPath = (id: string) => `/statement/detail/${id}`;
/** What a supplier sees: everything once sent (a draft is the buyer's own). */
export const SUPPLIER_VISIBLE: number[] = [S.sent.code, S.confirmed.code, S.disputed.code, S.closed.code];

export type StatementRow = typeof statements.$inferSelect;
export type Saved = { id: string; code: string; status: number };

const today = () => new Date().toISOString().slice(0, 10);
const vendorLock = (tenantId: string, vendorId: string) => `statements:vendor:${tenantId}:${vendorId}`;

async function history(
  tx: Db,
  row: { tenantId: string; id: string },
  actorId: string,
  action: HistoryActionKey,
  comment: string | null = null,
) {
  await recordHistory(tx, {
    tenantId: row.tenantId,
    docType: STATEMENT_DOC_TYPE,
    documentId: row.id,
    actorId,
    action,
    comment,
  });
}

async function supplierUsers(tx: Db, vendorId: string): Promise<string[]> {
  const { users } = identitySchema;
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.vendorId, vendorId), eq(users.site, 'supplier')));
  return rows.map((row) => row.id);
}

type Event = 'sent' | 'confirmed' | 'disputed' | 'message';

/** Tells the other side in the message center: the supplier's users, or the statement's creator. */
async function notify(tx: Db, row: StatementRow, event: Event, to: 'buyer' | 'supplier', comment = '') {
  const recipientIds = to === 'buyer' ? [row.createdBy] : await supplierUsers(tx, row.vendorId);
  if (recipientIds.length === 0) return;
  await postMessages(tx, {
    tenantId: row.tenantId,
    recipientIds,
    kind: 'orderCreated',
    titleCode: `statement.event.${event}`,
    bodyCode: 'statement.event.body',
    params: { code: row.code, from: row.periodFrom, to: row.periodTo, comment },
    link: to === 'buyer' ? statementDetailPath(row.id) : supplierStatementPath(row.id),
  });
}

async function nextCode(tx: Db, tenantId: string): Promise<string> {
  const day = today().replaceAll('-', '');
  await lockKey(tx, `statements:code:${tenantId}:${day}`);
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`select coalesce(max(substring(code from 11)::int), 0)::int as n from statements
        where tenant_id = ${tenantId} and code like ${`ST${day}%`}`,
  );
  return `ST${day}${String((rows[0]?.n ?? 0) + 1).padStart(4, '0')}`;
}

/**
 * Locks statements (FOR UPDATE, by id: two merges over overlapping statements queue instead of
 * deadlocking). A supplier actor sees only its own company's statements from sent on; a missing or
 * foreign id → 404 `statement.notFound`.
 */
export async function lockStatements(
  tx: Db,
  actor: StatementActor,
  ids: readonly string[],
): Promise<StatementRow[]> {
  const unique = [...new Set(ids)].sort();
  const scope = await scopeOf(tx, actor);
  const rows = await tx
    .select()
    .from(statements)
    .where(
      and(
        eq(statements.tenantId, actor.tenantId),
        inArray(statements.id, unique),
        actor.vendorId ? eq(statements.vendorId, actor.vendorId) : undefined,
        scopeSql(scope),
      ),
    )
    .orderBy(asc(statements.id))
    .for('update');
  const visible = rows.filter((row) => !actor.vendorId || SUPPLIER_VISIBLE.includes(row.status));
  if (visible.length !== unique.length) throw new AppError(404, ERROR_CODES.statementNotFound);
  return visible;
}

async function lockOne(tx: Db, actor: StatementActor, id: string): Promise<StatementRow> {
  const [row] = await lockStatements(tx, actor, [id]);
  return row!;
}

function assertStatus(row: StatementRow, allowed: readonly number[]): void {
  if (!allowed.includes(row.status)) throw new AppError(409, ERROR_CODES.statementWrongStatus);
}

async function setStatus(tx: Db, id: string, values: Partial<StatementRow>) {
  await tx
    .update(statements)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(statements.id, id));
}

async function assertVendor(tx: Db, vendorId: string, inScope: boolean): Promise<void> {
  const { vendors } = identitySchema;
  const rows = inScope
    ? await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId))
    : [];
  if (rows.length === 0) {
    throw new AppError(400, ERROR_CODES.validationFailed, undefined, {
      fields: [{ path: 'vendorId', code: ERROR_CODES.statementVendorUnknown }],
    });
  }
}

/** Create a draft statement for one supplier, currency and period (its items and totals snapshotted). */
export async function createStatement(
  tx: Db,
  actor: StatementActor,
  input: StatementCreateInput,
): Promise<Saved> {
  // A supplier outside the caller's statement data rule ≡ an unknown supplier; a legal-entity rule keeps
  // the order lines of its legal entities only.
  const scope = await scopeOf(tx, actor);
  await assertVendor(tx, input.vendorId, scopeHasVendor(scope, input.vendorId));
  await lockKey(tx, vendorLock(actor.tenantId, input.vendorId));
  const { items, totals } = await collectItems(
    tx,
    actor.tenantId,
    input,
    null,
    scope?.legalEntityIds ?? undefined,
  );
  if (items.length === 0) throw new AppError(422, ERROR_CODES.statementNothingToState);
  const row = {
    id: newId(),
    tenantId: actor.tenantId,
    code: await nextCode(tx, actor.tenantId),
    vendorId: input.vendorId,
    currency: input.currency,
    periodFrom: input.periodFrom,
    periodTo: input.periodTo,
    status: S.draft.code,
    ...totals,
    remark: input.remark?.trim() ?? '',
    createdBy: actor.userId,
  };
  await tx.insert(statements).values(row);
  await writeItems(tx, row, items);
  await history(tx, row, actor.userId, 'create');
  return { id: row.id, code: row.code, status: row.status };
}

/** Send a draft to the supplier (1 → 2). */
export async function sendStatement(tx: Db, actor: StatementActor, id: string): Promise<{ status: number }> {
  const row = await lockOne(tx, actor, id);
  assertStatus(row, [S.draft.code]);
  await setStatus(tx, id, { status: S.sent.code, sentAt: new Date(), disputeReason: null });
  await history(tx, row, actor.userId, 'send');
  await notify(tx, row, 'sent', 'supplier');
  return { status: S.sent.code };
}

/** Reopen a sent or disputed statement as a draft: its items are taken again from the ledger as it is now. */
export async function reopenStatement(
  tx: Db,
  actor: StatementActor,
  id: string,
): Promise<{ status: number }> {
  const peek = await lockOne(tx, actor, id);
  assertStatus(peek, [S.sent.code, S.disputed.code]);
  await lockKey(tx, vendorLock(actor.tenantId, peek.vendorId));
  const scope = await scopeOf(tx, actor);
  const { items, totals } = await collectItems(
    tx,
    actor.tenantId,
    peek,
    peek.id,
    scope?.legalEntityIds ?? undefined,
  );
  if (items.length === 0) throw new AppError(422, ERROR_CODES.statementNothingToState);
  await writeItems(tx, peek, items);
  await setStatus(tx, id, { status: S.draft.code, ...totals, answeredAt: null, answeredBy: null });
  await history(tx, peek, actor.userId, 'reopen', peek.disputeReason);
  return { status: S.draft.code };
}

/** Close a confirmed or disputed statement without a payment (settled elsewhere). */
export async function closeStatement(tx: Db, actor: StatementActor, id: string): Promise<{ status: number }> {
  const row = await lockOne(tx, actor, id);
  assertStatus(row, [S.confirmed.code, S.disputed.code]);
  await setStatus(tx, id, { status: S.closed.code, closedAt: new Date() });
  await history(tx, row, actor.userId, 'close');
  return { status: S.closed.code };
}

/** Delete a draft (its items go with it). */
export async function deleteStatement(
  tx: Db,
  actor: StatementActor,
  id: string,
): Promise<{ status: number }> {
  const row = await lockOne(tx, actor, id);
  assertStatus(row, [S.draft.code]);
  await tx.delete(statements).where(eq(statements.id, id));
  return { status: row.status };
}

/** The supplier confirms a sent statement (2 → 3). */
export async function confirmStatement(
  tx: Db,
  actor: StatementActor,
  id: string,
): Promise<{ status: number }> {
  const row = await lockOne(tx, actor, id);
  assertStatus(row, [S.sent.code]);
  await setStatus(tx, id, { status: S.confirmed.code, answeredAt: new Date(), answeredBy: actor.userId });
  await history(tx, row, actor.userId, 'confirm');
  await notify(tx, row, 'confirmed', 'buyer');
  return { status: S.confirmed.code };
}

/** The supplier disputes a sent statement with a reason (2 → 4). */
export async function disputeStatement(
  tx: Db,
  actor: StatementActor,
  id: string,
  reason: string,
): Promise<{ status: number }> {
  const row = await lockOne(tx, actor, id);
  assertStatus(row, [S.sent.code]);
  const text = reason.trim();
  await setStatus(tx, id, {
    status: S.disputed.code,
    disputeReason: text,
    answeredAt: new Date(),
    answeredBy: actor.userId,
  });
  await history(tx, row, actor.userId, 'dispute', text);
  await notify(tx, row, 'disputed', 'buyer', text);
  return { status: S.disputed.code };
}

/** A message to the other side (the buyer on any of its statements, the supplier once sent). */
export async function postStatementMessage(
  tx: Db,
  actor: StatementActor,
  id: string,
  body: string,
): Promise<{ id: string }> {
  const row = await lockOne(tx, actor, id);
  const side = actor.vendorId ? 'supplier' : 'buyer';
  const messageId = newId();
  await tx.insert(statementMessages).values({
    id: messageId,
    tenantId: row.tenantId,
    statementId: row.id,
    vendorId: row.vendorId,
    side,
    authorId: actor.userId,
    body: body.trim(),
  });
  // A draft is not the supplier's yet: nothing to tell it.
  if (side === 'buyer' && row.status !== S.draft.code)
    await notify(tx, row, 'message', 'supplier', body.trim());
  if (side === 'supplier') await notify(tx, row, 'message', 'buyer', body.trim());
  return { id: messageId };
}

export type PayApplied = { paymentId: string; paymentCode: string; statementIds: string[] };

/**
 * Pay apply / merge pay apply: confirmed statements of ONE supplier and currency, not paid yet → one PO
 * payment application (draft) whose lines are their line items' outstanding amounts, created through the
 * payment domain's contract (400 with its field errors when a line no longer has the room); the
 * statements close with the payment's id. Under the statements' row locks: a repeat or a concurrent call
 * finds them closed (409 `statement.wrongStatus`) — a statement is paid at most once.
 */
export async function payApplyStatements(
  tx: Db,
  actor: StatementActor,
  input: StatementMergePayApplyInput,
): Promise<PayApplied> {
  const rows = await lockStatements(tx, actor, input.ids);
  for (const row of rows) assertStatus(row, [S.confirmed.code]);
  const first = rows[0]!;
  if (rows.some((row) => row.vendorId !== first.vendorId || row.currency !== first.currency)) {
    throw new AppError(400, ERROR_CODES.validationFailed, undefined, {
      fields: [{ path: 'ids', code: ERROR_CODES.statementMixed }],
    });
  }
  const items = await tx
    .select({
      orderLineId: statementItems.orderLineId,
      outstanding: statementItems.outstandingAmount,
    })
    .from(statementItems)
    .where(
      and(
        eq(statementItems.tenantId, actor.tenantId),
        inArray(
          statementItems.statementId,
          rows.map((row) => row.id),
        ),
        eq(statementItems.kind, 'line'),
        sql`${statementItems.outstandingAmount} > 0`,
      ),
    )
    .orderBy(asc(statementItems.statementId), asc(statementItems.lineNo));
  if (items.length === 0) throw new AppError(422, ERROR_CODES.statementNothingToPay);
  const codes = rows.map((row) => row.code).join(', ');
  const payment = await createPaymentApplication(
    tx,
    { tenantId: actor.tenantId, userId: actor.userId, vendorId: null },
    {
      type: 1,
      method: input.method,
      vendorId: first.vendorId,
      currency: first.currency,
      payee: input.payee,
      bankName: input.bankName,
      bankAccount: input.bankAccount,
      remark: input.remark?.trim() ? input.remark : codes,
      fileIds: input.fileIds,
      lines: items.map((item) => ({
        orderLineId: item.orderLineId!,
        description: undefined,
        amount: money.round(item.outstanding, 2),
      })),
    },
  );
  for (const row of rows) {
    await setStatus(tx, row.id, { status: S.closed.code, closedAt: new Date(), paymentId: payment.id });
    await history(tx, row, actor.userId, 'payApply', payment.code);
  }
  return { paymentId: payment.id, paymentCode: payment.code, statementIds: rows.map((row) => row.id) };
}

const P = CODES.paymentRequest;
/** A payment application that no longer pays its statement: returned (rejected), cancelled, or deleted. */
export const LAPSED_PAYMENT: number[] = [P.returned.code, P.cancelled.code];

/** The line items still to pay now: min(the confirmed outstanding, received − applied on the ledger now). */
export async function amountsToPayAgain(
  tx: Db,
  tenantId: string,
  statementId: string,
): Promise<{ orderLineId: string; amount: string }[]> {
  const items = await tx
    .select({ orderLineId: statementItems.orderLineId, outstanding: statementItems.outstandingAmount })
    .from(statementItems)
    .where(
      and(
        eq(statementItems.tenantId, tenantId),
        eq(statementItems.statementId, statementId),
        eq(statementItems.kind, 'line'),
        sql`${statementItems.outstandingAmount} > 0`,
      ),
    )
    .orderBy(asc(statementItems.lineNo));
  const live = await liveStatementAmounts(
    tx,
    tenantId,
    items.map((item) => item.orderLineId!),
  );
  return items.flatMap((item) => {
    const now = live.get(item.orderLineId!);
    if (!now) return [];
    const room = money.sub(now.receivedAmount, now.appliedAmount);
    const amount = money.round(money.compare(room, item.outstanding) < 0 ? room : item.outstanding, 2);
    return money.compare(amount, '0') > 0 ? [{ orderLineId: item.orderLineId!, amount }] : [];
  });
}

/**
 * Pay again: a statement closed by a pay apply whose payment application was then rejected (returned),
 * cancelled or deleted → a new PO payment application (draft) for what is still to pay on its line items
 * (`amountsToPayAgain`), created through the payment domain's contract (so every money limit holds: each
 * line ≤ its room, re-checked under the order locks at submit); the statement now names the new payment.
 * Under the statement's row lock: a repeat or a concurrent call finds a live payment (409 wrongStatus).
 */
export async function payAgainStatement(
  tx: Db,
  actor: StatementActor,
  input: Omit<StatementMergePayApplyInput, 'ids'> & { id: string },
): Promise<PayApplied> {
  const row = await lockOne(tx, actor, input.id);
  assertStatus(row, [S.closed.code]);
  if (!row.paymentId) throw new AppError(409, ERROR_CODES.statementWrongStatus);
  const previous = (await paymentBriefs(tx, actor.tenantId, [row.paymentId])).get(row.paymentId);
  if (previous && !LAPSED_PAYMENT.includes(previous.status)) {
    throw new AppError(409, ERROR_CODES.statementWrongStatus);
  }
  const lines = await amountsToPayAgain(tx, actor.tenantId, row.id);
  if (lines.length === 0) throw new AppError(422, ERROR_CODES.statementNothingToPay);
  const payment = await createPaymentApplication(
    tx,
    { tenantId: actor.tenantId, userId: actor.userId, vendorId: null },
    {
      type: 1,
      method: input.method,
      vendorId: row.vendorId,
      currency: row.currency,
      payee: input.payee,
      bankName: input.bankName,
      bankAccount: input.bankAccount,
      remark: input.remark?.trim() ? input.remark : row.code,
      fileIds: input.fileIds,
      lines: lines.map((line) => ({
        orderLineId: line.orderLineId,
        description: undefined,
        amount: line.amount,
      })),
    },
  );
  await setStatus(tx, row.id, { paymentId: payment.id, closedAt: new Date() });
  await history(tx, row, actor.userId, 'payApply', payment.code);
  return { paymentId: payment.id, paymentCode: payment.code, statementIds: [row.id] };
}
