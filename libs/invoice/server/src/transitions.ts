import { and, eq } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import type { Db } from '@procure/server-db';
import { historyOf, startApproval, withdrawApproval } from '@procure/approval-server';
import { receiptRefs } from '@procure/receiving-server';
import { releaseInvoiceOnLine } from './ledger.ts';
import { reopenAnsweredRequest } from './request-service.ts';
import { storeEvaluation } from './evaluate.ts';
import { assertStatus, history, INVOICE_DOC_TYPE, lockAll, lockInvoice, type InvoiceRow } from './locking.ts';
import { invoiceLines, invoices } from './schema.ts';
import { assertVoidable } from './write-off-source.ts';
import { tolerancesOf } from './settings.ts';
import type { VerifyResult } from './adapters/index.ts';
import type { InvoiceActor } from './types.ts';

// The buyer's transitions of an invoice (issue #15; CODES.invoice):
//   2 under review ─check─▶ 2 (authenticity verified through the tax-verification adapter)
//   2 ─examine─▶ approval engine (invoiceExamination) ─approved─▶ 3 invoiced; ─rejected─▶ 4 returned
//   2 ─return (reason)─▶ 4;   2 / 3 / 4 ─void (reason)─▶ 5;   late linking of a line to a receipt.
// Examine needs a passed check and no held line; the match is evaluated again (and stored) on check,
// examine, link and approval. 4 and 5 release the ledger's invoiced quantity (from 2 or 3 only).

const I = CODES.invoice;
const BOOKED: readonly number[] = [I.underReview.code, I.invoiced.code];
type Status = { status: number; held: boolean; verifyResult: 'passed' | 'failed' | null };
const statusOf = (row: Pick<InvoiceRow, 'status' | 'held' | 'verifyResult'>): Status => ({
  status: row.status,
  held: row.held,
  verifyResult: row.verifyResult as Status['verifyResult'],
});

async function reevaluate(
  tx: Db,
  tenantId: string,
  locked: Awaited<ReturnType<typeof lockAll>>,
): Promise<boolean> {
  const booked = BOOKED.includes(locked.row.status);
  return storeEvaluation(
    tx,
    tenantId,
    locked.row.id,
    locked.lines,
    locked.ledger,
    await tolerancesOf(tx, tenantId),
    booked,
  );
}

async function release(tx: Db, locked: Awaited<ReturnType<typeof lockAll>>): Promise<void> {
  if (!BOOKED.includes(locked.row.status)) return;
  for (const line of locked.lines)
    await releaseInvoiceOnLine(tx, locked.row.tenantId, line.orderLineId, line.quantity);
  await reopenAnsweredRequest(tx, locked.row.tenantId, locked.row.id);
}

async function setFields(tx: Db, row: InvoiceRow, values: Partial<typeof invoices.$inferInsert>) {
  await tx
    .update(invoices)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(invoices.tenantId, row.tenantId), eq(invoices.id, row.id)));
}

/** The fields the tax verification needs (a read; the adapter is called outside any transaction). */
export async function verificationRequest(tx: Db, actor: InvoiceActor, id: string) {
  const row = await lockInvoice(tx, actor.tenantId, id, null, false);
  assertStatus(row, [I.underReview.code]);
  return {
    invoiceCode: row.invoiceCode,
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.invoiceDate,
    amountExclTax: row.amountExclTax,
    totalAmount: row.totalAmount,
    checkCode: row.checkCode,
    sellerTaxNo: row.sellerTaxNo,
    buyerTaxNo: row.buyerTaxNo,
  };
}

/** Records a check's result (2 stays 2) and evaluates the match again. */
export async function recordCheck(
  tx: Db,
  actor: InvoiceActor,
  id: string,
  result: VerifyResult,
): Promise<Status> {
  const locked = await lockAll(tx, actor.tenantId, id, null);
  assertStatus(locked.row, [I.underReview.code]);
  if (locked.row.examining) throw new AppError(409, ERROR_CODES.invoiceExamining);
  const held = await reevaluate(tx, actor.tenantId, locked);
  const verifyResult = result.authentic ? 'passed' : 'failed';
  await setFields(tx, locked.row, { verifyResult, verifyMessage: result.reason, verifiedAt: new Date() });
  await history(
    tx,
    locked.row,
    actor.userId,
    result.authentic ? 'invoicePass' : 'invoiceFail',
    result.reason,
  );
  return { status: locked.row.status, held, verifyResult };
}

/** Examine: 2 → the approval engine (no flow: invoiced at once). Refused while held or not checked. */
export async function examineInvoice(tx: Db, actor: InvoiceActor, id: string): Promise<Status> {
  const locked = await lockAll(tx, actor.tenantId, id, null);
  assertStatus(locked.row, [I.underReview.code]);
  if (locked.row.examining) throw new AppError(409, ERROR_CODES.invoiceExamining);
  if (await reevaluate(tx, actor.tenantId, locked)) throw new AppError(409, ERROR_CODES.invoiceHeld);
  if (locked.row.verifyResult !== 'passed') throw new AppError(409, ERROR_CODES.invoiceNotVerified);
  await setFields(tx, locked.row, { examining: true });
  await startApproval(tx, {
    tenantId: actor.tenantId,
    docType: INVOICE_DOC_TYPE,
    documentId: locked.row.id,
    applicantId: actor.userId,
    facts: {
      amount: locked.row.totalAmount,
      categoryIds: [],
      costCentreId: null,
      legalEntityId: null,
      departmentId: null,
      overBudget: false,
    },
  });
  return statusOf(await lockInvoice(tx, actor.tenantId, id, null));
}

/** Return to the supplier with a reason (2 → 4): the ledger is released; an examination is withdrawn. */
export async function returnInvoice(
  tx: Db,
  actor: InvoiceActor,
  id: string,
  reason: string,
): Promise<Status> {
  const peek = await lockInvoice(tx, actor.tenantId, id, null, false);
  assertStatus(peek, [I.underReview.code]);
  if (peek.examining) {
    await withdrawApproval(tx, {
      tenantId: actor.tenantId,
      docType: INVOICE_DOC_TYPE,
      documentId: id,
      actorId: actor.userId,
    });
  }
  const locked = await lockAll(tx, actor.tenantId, id, null);
  assertStatus(locked.row, [I.underReview.code]);
  await release(tx, locked);
  await setFields(tx, locked.row, { status: I.returned.code, examining: false, reason: reason.trim() });
  await history(tx, locked.row, actor.userId, 'return', reason.trim());
  return { ...statusOf(locked.row), status: I.returned.code };
}

/** Void with a reason (2 / 3 / 4 → 5): the ledger is released when it was booked; the number stays taken. */
export async function voidInvoice(tx: Db, actor: InvoiceActor, id: string, reason: string): Promise<Status> {
  const peek = await lockInvoice(tx, actor.tenantId, id, null, false);
  assertStatus(peek, [I.underReview.code, I.invoiced.code, I.returned.code]);
  if (peek.examining) {
    await withdrawApproval(tx, {
      tenantId: actor.tenantId,
      docType: INVOICE_DOC_TYPE,
      documentId: id,
      actorId: actor.userId,
    });
  }
  const locked = await lockAll(tx, actor.tenantId, id, null);
  assertStatus(locked.row, [I.underReview.code, I.invoiced.code, I.returned.code]);
  await assertVoidable(tx, actor.tenantId, id);
  await release(tx, locked);
  await setFields(tx, locked.row, { status: I.voided.code, examining: false, reason: reason.trim() });
  await history(tx, locked.row, actor.userId, 'void', reason.trim());
  return { ...statusOf(locked.row), status: I.voided.code };
}

/** Late linking: a line names the receipt of its order the goods came in on; the match is evaluated again. */
export async function linkReceipt(
  tx: Db,
  actor: InvoiceActor,
  input: { id: string; lineId: string; receiptId: string },
): Promise<Status> {
  const locked = await lockAll(tx, actor.tenantId, input.id, null);
  assertStatus(locked.row, [I.underReview.code, I.invoiced.code]);
  const line = locked.lines.find((candidate) => candidate.id === input.lineId);
  if (!line) throw new AppError(404, ERROR_CODES.invoiceNotFound);
  const receipt = (await receiptRefs(tx, actor.tenantId, [input.receiptId])).get(input.receiptId);
  if (!receipt || receipt.orderId !== line.orderId) {
    throw new AppError(400, ERROR_CODES.validationFailed, undefined, {
      fields: [{ path: 'receiptId', code: ERROR_CODES.invoiceReceiptUnknown }],
    });
  }
  await tx
    .update(invoiceLines)
    .set({ receiptId: receipt.id, receiptCode: receipt.code })
    .where(and(eq(invoiceLines.tenantId, actor.tenantId), eq(invoiceLines.id, line.id)));
  const held = await reevaluate(tx, actor.tenantId, locked);
  await history(tx, locked.row, actor.userId, 'change', receipt.code);
  return { ...statusOf(locked.row), held };
}

/** The last approver approved: 2 → 3, unless a line became held meanwhile (then it stays 2, examination over). */
export async function onExaminationApproved(
  tx: Db,
  ref: { tenantId: string; documentId: string; actorId: string },
) {
  const locked = await lockAll(tx, ref.tenantId, ref.documentId, null);
  if (locked.row.status !== I.underReview.code || !locked.row.examining) return;
  if (await reevaluate(tx, ref.tenantId, locked)) {
    await setFields(tx, locked.row, { examining: false });
    return;
  }
  await setFields(tx, locked.row, { status: I.invoiced.code, examining: false, invoicedAt: new Date() });
  await history(tx, locked.row, ref.actorId, 'invoice');
}

/** An approver rejected: 2 → 4 returned to the supplier with the approver's comment; the ledger is released. */
export async function onExaminationRejected(
  tx: Db,
  ref: { tenantId: string; documentId: string; actorId: string },
) {
  const locked = await lockAll(tx, ref.tenantId, ref.documentId, null);
  if (locked.row.status !== I.underReview.code) return;
  const entries = await historyOf(tx, ref.tenantId, INVOICE_DOC_TYPE, ref.documentId);
  const rejection = entries.filter((entry) => entry.action === CODES.historyAction.reject.code).at(-1);
  await release(tx, locked);
  await setFields(tx, locked.row, {
    status: I.returned.code,
    examining: false,
    reason: rejection?.comment ?? null,
  });
}
