import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { CODES, ERROR_CODES, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { fileIdsOfType } from '@procure/files-server';
import { AppError } from '@procure/server-http';
import { lockKey, newId, queryRows, type Db } from '@procure/server-db';
import { lineAmount, money, type ReturnInput } from '@procure/shared-validation';
import {
  recordHistory,
  registerDocumentType,
  startApproval,
  withdrawApproval,
  type DocumentEventRef,
  type HistoryActionKey,
} from '@procure/approval-server';
import { postMessages } from '@procure/message-server';
import { identitySchema } from '@procure/identity-server';
import { purchaseReturnLines, purchaseReturns } from './schema.ts';
import {
  lockOrder,
  lockOrderLines,
  refreshOrderStatusFromLedger,
  releaseReturnOnLine,
  returnOnLine,
  type LedgerLine,
  type LockedOrder,
} from './ledger.ts';
import { summarizeReturns } from './return-queries.ts';
import type { Disposition, ReturnActor } from './types.ts';

// Returns of received goods (issue #14; spec §4 "Return goods: create, update, confirm, delete"; return
// codes of DOMAIN.md §2). 4 draft → 5 approving (the one approval engine, document type `return`) →
// 6 approved → 1 to confirm by the supplier (the buyer's "confirm": the goods go back) → 2 returned (the
// supplier confirms it took them back) → 3 completed (the buyer closes it); 7 rejected (an approver
// rejected it or the supplier disputed it: editable and submittable again, or deleted).
// The ledger (DOMAIN.md §4: returned = Σ lines in 5, 6, 1, 2, 3) is written at submit and released on
// 7 — always under the order's and its lines' row locks, taken in the order order → lines → return.

const R = CODES.return;
export const RETURN_DOC_TYPE = 'return' as const;
/** Draft and rejected returns hold no ledger quantity: they may be edited, submitted or deleted. */
const EDITABLE: number[] = [R.draft.code, R.rejected.code];
export const returnDetailPath = (id: string) => `/procurement/returnDetail/${id}`;
export const supplierReturnPath = (id: string) => `/return/detail/${id}`;

type ReturnRow = typeof purchaseReturns.$inferSelect;
type PlannedLine = {
  orderLineId: string;
  lineNo: number;
  productCode: string;
  name: string;
  unit: string;
  unitPrice: string;
  quantity: string;
  amount: string;
  reason: string;
  disposition: Disposition;
};

const normal = (value: string) => money.normalize(value.endsWith('.') ? `${value}0` : value);
const trimQty = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/** What may still be returned on a line: received − returned (never below 0). */
export function returnableQty(line: Pick<LedgerLine, 'receivedQty' | 'returnedQty'>): string {
  const left = money.sub(line.receivedQty, line.returnedQty);
  return money.sign(left) < 0 ? '0' : left;
}

/**
 * The input lines against the order's locked ledger lines: unknown line → field error, quantity above
 * received − returned → field error with {max}. All errors at once (400), nothing written.
 */
function planLines(lines: LedgerLine[], input: ReturnInput['lines']): PlannedLine[] {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const fields: { path: string; code: string; params?: Record<string, string> }[] = [];
  const planned: PlannedLine[] = [];
  input.forEach((item, index) => {
    const line = byId.get(item.orderLineId);
    if (!line) {
      fields.push({ path: `lines.${index}.orderLineId`, code: ERROR_CODES.returnLineUnknown });
      return;
    }
    const quantity = normal(item.quantity);
    const max = returnableQty(line);
    if (money.compare(quantity, max) > 0) {
      fields.push({
        path: `lines.${index}.quantity`,
        code: ERROR_CODES.returnExceedsReturnable,
        params: { max: trimQty(max) },
      });
      return;
    }
    planned.push({
      orderLineId: line.id,
      lineNo: line.lineNo,
      productCode: line.productCode,
      name: line.name,
      unit: line.unit,
      unitPrice: line.unitPrice,
      quantity,
      amount: lineAmount(line.unitPrice, quantity),
      reason: item.reason.trim(),
      disposition: item.disposition,
    });
  });
  if (fields.length > 0) throw new AppError(400, ERROR_CODES.validationFailed, undefined, { fields });
  return planned;
}

const totals = (planned: readonly { quantity: string; amount: string }[]) => ({
  totalQty: planned.reduce((sum, line) => money.add(sum, line.quantity), '0'),
  totalAmount: money.round(
    planned.reduce((sum, line) => money.add(sum, line.amount), '0'),
    2,
  ),
});

/** Nothing received on the order yet (or it is cancelled / refused): no return at all (409). */
function assertReturnable(order: LockedOrder, lines: LedgerLine[]): void {
  const O = CODES.order;
  const dead: number[] = [O.cancelled.code, O.returned.code, O.awaitingConfirm.code];
  const received = lines.some((line) => money.sign(line.receivedQty) > 0);
  if (dead.includes(order.status) || !received) {
    throw new AppError(409, ERROR_CODES.returnOrderNotReturnable);
  }
}

/**
 * A return under its row lock; `vendorId` narrows to the supplier's own returns. Absent → 404.
 * `lock: false` only reads it (to find its order: every path locks order → lines → return).
 */
async function lockReturn(tx: Db, tenantId: string, id: string, vendorId: string | null, lock = true) {
  const query = tx
    .select()
    .from(purchaseReturns)
    .where(
      and(
        eq(purchaseReturns.tenantId, tenantId),
        eq(purchaseReturns.id, id),
        vendorId ? eq(purchaseReturns.vendorId, vendorId) : undefined,
        // A supplier knows a return only once the buyer sent it.
        vendorId ? isNotNull(purchaseReturns.sentAt) : undefined,
      ),
    );
  const rows = lock ? await query.for('update') : await query;
  const row = rows[0];
  if (!row) throw new AppError(404, ERROR_CODES.returnNotFound);
  return row;
}

function assertStatus(row: ReturnRow, allowed: readonly number[]): void {
  if (!allowed.includes(row.status)) throw new AppError(409, ERROR_CODES.returnWrongStatus);
}

async function nextReturnCode(tx: Db, order: LockedOrder): Promise<string> {
  await lockKey(tx, `purchase_returns:code:${order.tenantId}:${order.id}`);
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from purchase_returns where tenant_id = ${order.tenantId} and order_id = ${order.id}`,
  );
  // Deleted drafts free their number: count + 1 may exist already, so step past taken codes.
  let n = (rows[0]?.n ?? 0) + 1;
  for (;;) {
    const code = `${order.code}-R${n}`;
    const taken = await queryRows<{ id: string }>(
      tx,
      sql`select id from purchase_returns where tenant_id = ${order.tenantId} and code = ${code}`,
    );
    if (taken.length === 0) return code;
    n += 1;
  }
}

async function writeLines(
  tx: Db,
  row: { id: string; tenantId: string; vendorId: string },
  planned: PlannedLine[],
) {
  await tx.delete(purchaseReturnLines).where(eq(purchaseReturnLines.returnId, row.id));
  await tx.insert(purchaseReturnLines).values(
    planned.map((line) => ({
      id: newId(),
      tenantId: row.tenantId,
      returnId: row.id,
      vendorId: row.vendorId,
      ...line,
    })),
  );
}

async function history(
  tx: Db,
  row: { tenantId: string; id: string },
  actorId: string,
  action: HistoryActionKey,
  comment: string | null = null,
) {
  await recordHistory(tx, {
    tenantId: row.tenantId,
    docType: RETURN_DOC_TYPE,
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

type ReturnEvent = 'sent' | 'confirmed' | 'disputed' | 'approved' | 'rejected';

/** Tells the other side: the return's author when the supplier or an approver acted, the supplier's users when the buyer sent it. */
async function notify(tx: Db, row: ReturnRow, event: ReturnEvent, comment = ''): Promise<void> {
  const toSupplier = event === 'sent';
  await postMessages(tx, {
    tenantId: row.tenantId,
    recipientIds: toSupplier ? await supplierUsers(tx, row.vendorId) : [row.createdBy],
    kind: 'orderCreated',
    titleCode: `return.event.${event}`,
    bodyCode: SUCCESS_MESSAGES.returnEventBody,
    params: { code: row.code, orderCode: row.orderCode, comment },
    link: toSupplier ? supplierReturnPath(row.id) : returnDetailPath(row.id),
  });
}

/** Create (no `id`) or update a draft / rejected return (back to draft). Buyers only. */
/** Upload type 14 ("order status file", spec §3) holds a return's attachments, as a receipt's. */
export const RETURN_FILE_TYPE = 14;

/**
 * The attachments of a saved return: the ones it already had, plus files of type 14 the actor uploaded.
 * Anything else → 400 field error `return.fileUnknown` on `fileIds.<i>`, nothing written.
 */
async function checkFiles(
  tx: Db,
  actor: ReturnActor,
  input: readonly string[],
  kept: readonly string[],
): Promise<string[]> {
  const ids = [...new Set(input)];
  const fresh = ids.filter((id) => !kept.includes(id));
  const mine = await fileIdsOfType(tx, actor.tenantId, RETURN_FILE_TYPE, fresh, actor.userId);
  const missing = fresh.filter((id) => !mine.has(id));
  if (missing.length > 0) {
    throw new AppError(400, ERROR_CODES.validationFailed, undefined, {
      fields: missing.map((id) => ({
        path: `fileIds.${input.indexOf(id)}`,
        code: ERROR_CODES.returnFileUnknown,
      })),
    });
  }
  return ids;
}

export async function saveReturn(
  tx: Db,
  actor: ReturnActor,
  input: ReturnInput,
): Promise<{ id: string; code: string; status: number }> {
  let existing: ReturnRow | null = null;
  if (input.id) {
    existing = await lockReturn(tx, actor.tenantId, input.id, null, false);
    if (existing.orderId !== input.orderId) throw new AppError(404, ERROR_CODES.returnNotFound);
  }
  const order = await lockOrder(tx, actor.tenantId, input.orderId, null);
  const lines = await lockOrderLines(tx, actor.tenantId, order.id);
  if (existing) existing = await lockReturn(tx, actor.tenantId, existing.id, null);
  if (existing) assertStatus(existing, EDITABLE);
  assertReturnable(order, lines);
  const planned = planLines(lines, input.lines);
  const fileIds = await checkFiles(tx, actor, input.fileIds ?? [], existing?.fileIds ?? []);
  // An edited return starts over: the supplier sees it again only when it is sent again.
  const values = {
    status: R.draft.code,
    remark: input.remark?.trim() ?? '',
    fileIds,
    ...totals(planned),
    sentAt: null,
    updatedAt: new Date(),
  };
  if (existing) {
    await tx.update(purchaseReturns).set(values).where(eq(purchaseReturns.id, existing.id));
    await writeLines(tx, existing, planned);
    await history(tx, existing, actor.userId, 'change');
    return { id: existing.id, code: existing.code, status: values.status };
  }
  const row = {
    id: newId(),
    tenantId: actor.tenantId,
    code: await nextReturnCode(tx, order),
    orderId: order.id,
    orderCode: order.code,
    vendorId: order.vendorId,
    currency: order.currency,
    createdBy: actor.userId,
    ...values,
  };
  await tx.insert(purchaseReturns).values(row);
  await writeLines(tx, row, planned);
  await history(tx, row, actor.userId, 'create');
  return { id: row.id, code: row.code, status: row.status };
}

/** Delete a draft or rejected return (it holds no ledger quantity): the row and its lines go. */
export async function deleteReturn(tx: Db, actor: ReturnActor, id: string): Promise<{ status: number }> {
  const row = await lockReturn(tx, actor.tenantId, id, null);
  assertStatus(row, EDITABLE);
  await tx.delete(purchaseReturns).where(eq(purchaseReturns.id, row.id));
  return { status: row.status };
}

type StoredLine = { orderLineId: string; quantity: string; disposition: Disposition; reason: string };

async function storedLines(tx: Db, row: ReturnRow): Promise<StoredLine[]> {
  const rows = await tx
    .select({
      orderLineId: purchaseReturnLines.orderLineId,
      quantity: purchaseReturnLines.quantity,
      disposition: purchaseReturnLines.disposition,
      reason: purchaseReturnLines.reason,
    })
    .from(purchaseReturnLines)
    .where(and(eq(purchaseReturnLines.tenantId, row.tenantId), eq(purchaseReturnLines.returnId, row.id)))
    .orderBy(purchaseReturnLines.lineNo);
  return rows.map((line) => ({ ...line, disposition: line.disposition as Disposition }));
}

/** order → lines → return, all under row locks (the one lock order of every ledger-moving path). */
async function lockAll(tx: Db, tenantId: string, id: string, vendorId: string | null) {
  const peek = await lockReturn(tx, tenantId, id, vendorId, false);
  const order = await lockOrder(tx, tenantId, peek.orderId, vendorId);
  const lines = await lockOrderLines(tx, tenantId, order.id);
  const row = await lockReturn(tx, tenantId, id, vendorId);
  return { order, lines, row };
}

/**
 * Submit (4/7 → 5): the quantities are checked again under the lines' locks (400 with {max} per line)
 * and booked on the ledger (returnOnLine), then the approval engine starts; no flow → approved (6) at once.
 */
export async function submitReturn(tx: Db, actor: ReturnActor, id: string): Promise<{ status: number }> {
  const { order, lines, row } = await lockAll(tx, actor.tenantId, id, null);
  assertStatus(row, EDITABLE);
  const stored = await storedLines(tx, row);
  planLines(lines, stored);
  for (const line of stored) {
    await returnOnLine(tx, actor.tenantId, line.orderLineId, line.quantity, line.disposition);
  }
  await refreshOrderStatusFromLedger(tx, actor.tenantId, order.id);
  await tx
    .update(purchaseReturns)
    .set({
      status: R.approving.code,
      submittedAt: new Date(),
      rejectComment: null,
      rejectedBy: null,
      updatedAt: new Date(),
    })
    .where(eq(purchaseReturns.id, row.id));
  await startApproval(tx, {
    tenantId: actor.tenantId,
    docType: RETURN_DOC_TYPE,
    documentId: row.id,
    applicantId: actor.userId,
    facts: {
      amount: row.totalAmount,
      categoryIds: [],
      costCentreId: null,
      legalEntityId: null,
      departmentId: null,
      overBudget: false,
    },
  });
  const after = await tx
    .select({ status: purchaseReturns.status })
    .from(purchaseReturns)
    .where(eq(purchaseReturns.id, row.id));
  return { status: after[0]?.status ?? R.approving.code };
}

/** Gives the ledger back what the return booked (a rejection or a dispute: status 7). */
async function release(tx: Db, order: LockedOrder, row: ReturnRow): Promise<void> {
  for (const line of await storedLines(tx, row)) {
    await releaseReturnOnLine(tx, row.tenantId, line.orderLineId, line.quantity, line.disposition);
  }
  await refreshOrderStatusFromLedger(tx, row.tenantId, order.id);
}

/**
 * Withdraw (repeal) a return under approval (5 → 4): the approval closes (its instance is locked first,
 * as on the approve path: instance → order → lines → return) and the booked quantities are released.
 */
export async function repealReturn(tx: Db, actor: ReturnActor, id: string): Promise<{ status: number }> {
  const peek = await lockReturn(tx, actor.tenantId, id, null, false);
  assertStatus(peek, [R.approving.code]);
  await withdrawApproval(tx, {
    tenantId: actor.tenantId,
    docType: RETURN_DOC_TYPE,
    documentId: peek.id,
    actorId: actor.userId,
  });
  const { order, row } = await lockAll(tx, actor.tenantId, id, null);
  assertStatus(row, [R.approving.code]);
  await release(tx, order, row);
  await tx
    .update(purchaseReturns)
    .set({ status: R.draft.code, updatedAt: new Date() })
    .where(eq(purchaseReturns.id, row.id));
  return { status: R.draft.code };
}

/** The buyer's "confirm" (6 → 1): the approved return goes to the supplier, who must confirm it. */
export async function sendReturn(tx: Db, actor: ReturnActor, id: string): Promise<{ status: number }> {
  const row = await lockReturn(tx, actor.tenantId, id, null);
  assertStatus(row, [R.approved.code]);
  await tx
    .update(purchaseReturns)
    .set({ status: R.toConfirm.code, sentAt: new Date(), vendorUnread: true, updatedAt: new Date() })
    .where(eq(purchaseReturns.id, row.id));
  await history(tx, row, actor.userId, 'send');
  await notify(tx, row, 'sent');
  return { status: R.toConfirm.code };
}

/** The supplier confirms it took the goods back (1 → 2). */
export async function supplierConfirmReturn(
  tx: Db,
  actor: ReturnActor,
  id: string,
): Promise<{ status: number }> {
  const row = await lockReturn(tx, actor.tenantId, id, actor.vendorId);
  assertStatus(row, [R.toConfirm.code]);
  await tx
    .update(purchaseReturns)
    .set({ status: R.returned.code, confirmedAt: new Date(), updatedAt: new Date() })
    .where(eq(purchaseReturns.id, row.id));
  await history(tx, row, actor.userId, 'confirm');
  await notify(tx, row, 'confirmed');
  return { status: R.returned.code };
}

/**
 * The supplier disputes a return (1 → 7) with a comment back to the buyer: the return's quantities go
 * back on the ledger (the goods stay with the buyer); the buyer may edit and submit it again, or delete it.
 */
export async function supplierDisputeReturn(
  tx: Db,
  actor: ReturnActor,
  id: string,
  comment: string,
): Promise<{ status: number }> {
  const { order, row } = await lockAll(tx, actor.tenantId, id, actor.vendorId);
  assertStatus(row, [R.toConfirm.code]);
  await release(tx, order, row);
  await tx
    .update(purchaseReturns)
    .set({
      status: R.rejected.code,
      rejectedBy: 'supplier',
      rejectComment: comment.trim(),
      updatedAt: new Date(),
    })
    .where(eq(purchaseReturns.id, row.id));
  await history(tx, row, actor.userId, 'refuse', comment.trim());
  await notify(tx, row, 'disputed', comment.trim());
  return { status: R.rejected.code };
}

/** The buyer completes a return the supplier took back (2 → 3). */
export async function completeReturn(tx: Db, actor: ReturnActor, id: string): Promise<{ status: number }> {
  const row = await lockReturn(tx, actor.tenantId, id, null);
  assertStatus(row, [R.returned.code]);
  await tx
    .update(purchaseReturns)
    .set({ status: R.completed.code, completedAt: new Date(), updatedAt: new Date() })
    .where(eq(purchaseReturns.id, row.id));
  await history(tx, row, actor.userId, 'complete');
  return { status: R.completed.code };
}

/** The last approval: 5 → 6 (the quantities stay booked). */
async function onApproved(tx: Db, ref: DocumentEventRef): Promise<void> {
  const row = await lockReturn(tx, ref.tenantId, ref.documentId, null);
  if (row.status !== R.approving.code) return;
  await tx
    .update(purchaseReturns)
    .set({ status: R.approved.code, approvedAt: new Date(), updatedAt: new Date() })
    .where(eq(purchaseReturns.id, row.id));
  if (ref.actorId !== row.createdBy) await notify(tx, row, 'approved');
}

/** An approver rejected: 5 → 7 and the booked quantities are released. */
async function onRejected(tx: Db, ref: DocumentEventRef): Promise<void> {
  const { order, row } = await lockAll(tx, ref.tenantId, ref.documentId, null);
  if (row.status !== R.approving.code) return;
  await release(tx, order, row);
  await tx
    .update(purchaseReturns)
    .set({ status: R.rejected.code, rejectedBy: 'approver', updatedAt: new Date() })
    .where(eq(purchaseReturns.id, row.id));
  await notify(tx, row, 'rejected');
}

let registered = false;

/** Registers the return with the approval engine (once; called when the routes load). */
export function registerReturnDocument(): void {
  if (registered) return;
  registerDocumentType({
    docType: RETURN_DOC_TYPE,
    detailPath: returnDetailPath,
    summarize: summarizeReturns,
    onApproved,
    onRejected,
  });
  registered = true;
}
