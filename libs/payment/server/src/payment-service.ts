import { and, eq, sql } from 'drizzle-orm';
import { CODES, ERROR_CODES, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { checkCopyTo, copyDocumentTo } from '@procure/message-server';
import { AppError } from '@procure/server-http';
import { lockKey, newId, queryRows, type Db } from '@procure/server-db';
import type { PaymentInput } from '@procure/shared-validation';
import {
  recordHistory,
  startApproval,
  withdrawApproval,
  type HistoryActionKey,
} from '@procure/approval-server';
import { identitySchema } from '@procure/identity-server';
import { assertVendorsPayable } from '@procure/vendor-server';
import type { TaxVerifier } from '@procure/invoice-server';
import { paymentApplicationLines, paymentApplications } from './schema.ts';
import { applyPaymentOnLine, payOnLine, releasePaymentOnLine } from './ledger.ts';
import {
  assertStatus,
  lockPayments,
  peekPayments,
  type PaymentRow,
  type StoredLine,
} from './payment-lock.ts';
import { checkMoneyFacts, kindOf, planPayment, type PlannedLine } from './payment-plan.ts';
import { tellPaymentTransition } from './payment-messages.ts';
import { assertInvoicesVerified, lockCoveringOrders } from './payment-verify.ts';
import type { PaymentActor } from './types.ts';
import {
  assertAdvanceLimit,
  assertSubmittable,
  assertTypeAndMethod,
  assertVoucher,
  paymentSettingOf,
} from './payment-settings.ts';

// Payment applications (issue #15; spec §4 payment transitions, §5 rules; DOMAIN.md §4 applied / paid).
// 1 draft → submit → 2 approving (the approval engine, document type paymentApply; no flow: 3 at once) →
// 3 approved → confirm pay → 4 paid; reject → 5 returned (editable, submittable, cancellable); withdraw
// 2 → 1; cancel 1/5/3 → 6; delete removes a draft. Applied amounts are booked on the order lines at submit
// and released on withdraw, reject and cancel; paid at confirm pay — always under the order locks.

const S = CODES.paymentRequest;
export const PAYMENT_DOC_TYPE = 'paymentApply' as const;
const EDITABLE: number[] = [S.draft.code, S.returned.code];
export const paymentDetailPath = (id: string) => `/payment/detail/${id}`;
export const supplierPaymentPath = (id: string) => `/payment/detail/${id}`;

const today = () => new Date().toISOString().slice(0, 10);

async function history(
  tx: Db,
  row: { tenantId: string; id: string },
  actorId: string,
  action: HistoryActionKey,
  comment: string | null = null,
) {
  await recordHistory(tx, {
    tenantId: row.tenantId,
    docType: PAYMENT_DOC_TYPE,
    documentId: row.id,
    actorId,
    action,
    comment,
  });
}

async function assertVendor(tx: Db, vendorId: string): Promise<void> {
  const rows = await tx
    .select({ id: identitySchema.vendors.id })
    .from(identitySchema.vendors)
    .where(eq(identitySchema.vendors.id, vendorId));
  if (rows.length === 0) {
    throw new AppError(400, ERROR_CODES.validationFailed, undefined, {
      fields: [{ path: 'vendorId', code: ERROR_CODES.paymentVendorUnknown }],
    });
  }
}

async function nextCode(tx: Db, tenantId: string): Promise<string> {
  const day = today().replaceAll('-', '');
  await lockKey(tx, `payment_applications:code:${tenantId}:${day}`);
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`select coalesce(max(substring(code from 12)::int), 0)::int as n from payment_applications
        where tenant_id = ${tenantId} and code like ${`PAY${day}%`}`,
  );
  return `PAY${day}${String((rows[0]?.n ?? 0) + 1).padStart(4, '0')}`;
}

async function writeLines(
  tx: Db,
  row: { id: string; tenantId: string; vendorId: string },
  planned: readonly PlannedLine[],
) {
  await tx.delete(paymentApplicationLines).where(eq(paymentApplicationLines.paymentId, row.id));
  await tx.insert(paymentApplicationLines).values(
    planned.map((line) => ({
      id: newId(),
      tenantId: row.tenantId,
      paymentId: row.id,
      vendorId: row.vendorId,
      ...line,
    })),
  );
}

export type SavedPayment = { id: string; code: string; status: number };

/** Create (no `id`) or update a draft / returned application (back to draft). */
export async function savePayment(tx: Db, actor: PaymentActor, input: PaymentInput): Promise<SavedPayment> {
  let existing: PaymentRow | null = null;
  if (input.id) {
    const [locked] = await lockPayments(tx, actor.tenantId, [input.id]);
    if (!locked) throw new AppError(404, ERROR_CODES.paymentNotFound);
    existing = locked.row;
    assertStatus(existing, EDITABLE);
    if (existing.type !== input.type) throw new AppError(409, ERROR_CODES.paymentWrongStatus);
  }
  await assertVendor(tx, input.vendorId);
  // Issue #16: nothing is paid to a frozen, eliminated or certificate-blocked supplier (422, translated).
  await assertVendorsPayable(tx, actor.tenantId, [input.vendorId]);
  // The company's payment settings (docs/conventions.md "Payment settings"): allowed type and method.
  const setting = await paymentSettingOf(tx, actor.tenantId, true);
  assertTypeAndMethod(input, setting);
  const { lines, total } = await planPayment(tx, actor.tenantId, input);
  await assertAdvanceLimit(tx, actor.tenantId, setting, { id: input.id ?? null, ...input }, 400);
  const { rate, fileIds } = await checkMoneyFacts(tx, actor.tenantId, input, today());
  const values = {
    status: S.draft.code,
    method: input.method,
    vendorId: input.vendorId,
    currency: input.currency,
    exchangeRate: rate,
    rateDate: today(),
    totalAmount: total,
    payee: input.payee.trim(),
    bankName: input.bankName?.trim() ?? '',
    bankAccount: input.bankAccount.trim(),
    remark: input.remark?.trim() ?? '',
    fileIds,
    updatedAt: new Date(),
  };
  if (existing) {
    await tx.update(paymentApplications).set(values).where(eq(paymentApplications.id, existing.id));
    await writeLines(tx, { ...existing, vendorId: input.vendorId }, lines);
    await history(tx, existing, actor.userId, 'change');
    return { id: existing.id, code: existing.code, status: S.draft.code };
  }
  const row = {
    id: newId(),
    tenantId: actor.tenantId,
    code: await nextCode(tx, actor.tenantId),
    type: input.type,
    createdBy: actor.userId,
    ...values,
  };
  await tx.insert(paymentApplications).values(row);
  await writeLines(tx, row, lines);
  await history(tx, row, actor.userId, 'create');
  return { id: row.id, code: row.code, status: row.status };
}

/** Delete a draft (it holds nothing on the ledger). */
export async function deletePayment(tx: Db, actor: PaymentActor, id: string): Promise<{ status: number }> {
  const [locked] = await lockPayments(tx, actor.tenantId, [id]);
  assertStatus(locked!.row, [S.draft.code]);
  await tx.delete(paymentApplications).where(eq(paymentApplications.id, id));
  return { status: locked!.row.status };
}

/** Copy any application into a new draft (same lines and amounts; the rules are checked at submit). */
export async function copyPayment(tx: Db, actor: PaymentActor, id: string): Promise<SavedPayment> {
  const [{ row, lines } = { row: null, lines: [] }] = await lockPayments(tx, actor.tenantId, [id]);
  if (!row) throw new AppError(404, ERROR_CODES.paymentNotFound);
  await assertVendorsPayable(tx, actor.tenantId, [row.vendorId]);
  const copy = {
    ...row,
    id: newId(),
    code: await nextCode(tx, actor.tenantId),
    status: S.draft.code,
    paymentNo: null,
    voucherNo: null,
    paidAt: null,
    paidBy: null,
    rejectComment: null,
    submittedAt: null,
    approvedAt: null,
    createdBy: actor.userId,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
  await tx.insert(paymentApplications).values(copy);
  await writeLines(
    tx,
    copy,
    lines.map(({ lineNo, orderId, orderCode, orderLineId, description, amount }) => ({
      lineNo,
      orderId,
      orderCode,
      orderLineId,
      description,
      amount,
    })),
  );
  await history(tx, copy, actor.userId, 'copy', row.code);
  return { id: copy.id, code: copy.code, status: copy.status };
}

/** Books the lines on the ledger (applied), under the orders' locks; over the room → 400 field errors. */
async function book(tx: Db, row: PaymentRow, lines: StoredLine[]): Promise<void> {
  const kind = kindOf(row.type);
  if (!kind) return;
  // The same rules as at save, now under the locks (another payment may have been booked since).
  await planPayment(tx, row.tenantId, {
    type: row.type as PaymentInput['type'],
    vendorId: row.vendorId,
    currency: row.currency,
    lines: lines.map((line) => ({
      orderLineId: line.orderLineId ?? undefined,
      description: undefined,
      amount: line.amount,
    })),
  });
  for (const line of lines) await applyPaymentOnLine(tx, row.tenantId, line.orderLineId!, line.amount, kind);
}

async function release(tx: Db, row: PaymentRow, lines: StoredLine[]): Promise<void> {
  if (!kindOf(row.type)) return;
  for (const line of lines) await releasePaymentOnLine(tx, row.tenantId, line.orderLineId!, line.amount);
}

async function setStatus(tx: Db, id: string, status: number, extra: Partial<PaymentRow> = {}) {
  await tx
    .update(paymentApplications)
    .set({ status, updatedAt: new Date(), ...extra })
    .where(eq(paymentApplications.id, id));
}

async function statusOf(tx: Db, id: string): Promise<number> {
  const rows = await tx
    .select({ status: paymentApplications.status })
    .from(paymentApplications)
    .where(eq(paymentApplications.id, id));
  return rows[0]?.status ?? S.draft.code;
}

/**
 * Submit (1/5 → 2): re-checked and booked under the locks, then the approval engine (no flow: 3). With a
 * `verifier` (submit with invoice verification): every invoice covering the order lines must pass the tax
 * verification first (payment-verify.ts).
 */
export async function submitPayment(
  tx: Db,
  actor: PaymentActor,
  id: string,
  copyToIds?: readonly string[],
  verifier: TaxVerifier | null = null,
): Promise<{ status: number }> {
  // The covering invoices' orders join the lock order (orders by id → payment) before the payment.
  if (verifier) await lockCoveringOrders(tx, actor.tenantId, id);
  const [{ row, lines }] = (await lockPayments(tx, actor.tenantId, [id])) as [
    { row: PaymentRow; lines: StoredLine[] },
  ];
  assertStatus(row, EDITABLE);
  // Copy-to (issue #12 §5): the people named at submit, checked before any write.
  const copyTo = await checkCopyTo(tx, actor, copyToIds);
  // The supplier may have been frozen or its certificate may have expired since the draft was saved.
  await assertVendorsPayable(tx, actor.tenantId, [row.vendorId]);
  // The settings may have changed since the draft was saved: type, method, verification, advance limit.
  const setting = await paymentSettingOf(tx, actor.tenantId, true);
  assertSubmittable(row, setting, verifier !== null);
  await assertAdvanceLimit(tx, actor.tenantId, setting, { ...row, lines }, 422);
  if (verifier) await assertInvoicesVerified(tx, actor, row, lines, verifier);
  await book(tx, row, lines);
  await setStatus(tx, row.id, S.approving.code, { submittedAt: new Date(), rejectComment: null });
  await startApproval(tx, {
    tenantId: actor.tenantId,
    docType: PAYMENT_DOC_TYPE,
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
  await copyPaymentTo(tx, actor, row, copyTo);
  return { status: await statusOf(tx, row.id) };
}

/** Records the copies and messages each new person (link: the read-only copy-to detail). */
async function copyPaymentTo(tx: Db, actor: PaymentActor, row: PaymentRow, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  const [vendor] = await tx
    .select({ name: identitySchema.vendors.nameZh })
    .from(identitySchema.vendors)
    .where(eq(identitySchema.vendors.id, row.vendorId));
  await copyDocumentTo(tx, {
    tenantId: actor.tenantId,
    copiedBy: actor.userId,
    docType: PAYMENT_DOC_TYPE,
    documentId: row.id,
    userIds,
    titleCode: SUCCESS_MESSAGES.paymentCopiedToTitle,
    bodyCode: SUCCESS_MESSAGES.paymentCopiedToBody,
    params: { code: row.code, vendor: vendor?.name ?? '', currency: row.currency, amount: row.totalAmount },
    link: `/copyto/payable/${row.id}`,
  });
}

/** Withdraw (2 → 1): the approval closes (instance first), the booked amounts are released. */
export async function withdrawPayment(tx: Db, actor: PaymentActor, id: string): Promise<{ status: number }> {
  // The engine's lock order: instance → orders → payment (as on its approve and reject paths).
  const [peek] = await peekPayments(tx, actor.tenantId, [id]);
  if (!peek) throw new AppError(404, ERROR_CODES.paymentNotFound);
  assertStatus(peek, [S.approving.code]);
  await withdrawApproval(tx, {
    tenantId: actor.tenantId,
    docType: PAYMENT_DOC_TYPE,
    documentId: id,
    actorId: actor.userId,
  });
  const [{ row, lines }] = (await lockPayments(tx, actor.tenantId, [id])) as [
    { row: PaymentRow; lines: StoredLine[] },
  ];
  assertStatus(row, [S.approving.code]);
  await release(tx, row, lines);
  await setStatus(tx, id, S.draft.code);
  return { status: S.draft.code };
}

/** Cancel (1, 5 or 3 → 6): an approved application gives its amounts back. */
export async function cancelPayment(tx: Db, actor: PaymentActor, id: string): Promise<{ status: number }> {
  const [{ row, lines }] = (await lockPayments(tx, actor.tenantId, [id])) as [
    { row: PaymentRow; lines: StoredLine[] },
  ];
  assertStatus(row, [S.draft.code, S.returned.code, S.approved.code]);
  if (row.status === S.approved.code) await release(tx, row, lines);
  await setStatus(tx, row.id, S.cancelled.code);
  await history(tx, row, actor.userId, 'cancel');
  await tellPaymentTransition(tx, row, 'cancelled', row.status === S.approved.code);
  return { status: S.cancelled.code };
}

/**
 * Confirm pay (3 → 4) of one or several applications with the bank's payment no and the voucher no:
 * paid += each line on the ledger (≤ applied). All or nothing; a second confirm → 409 wrongStatus.
 */
export async function confirmPay(
  tx: Db,
  actor: PaymentActor,
  ids: readonly string[],
  refs: { paymentNo: string; voucherNo?: string | undefined },
): Promise<{ count: number; status: number }> {
  const locked = await lockPayments(tx, actor.tenantId, ids);
  for (const { row } of locked) assertStatus(row, [S.approved.code]);
  // The company's payment settings: a voucher number unless "voucher number required" is off (422).
  await assertVoucher(tx, actor.tenantId, refs.voucherNo);
  const voucherNo = refs.voucherNo ?? '';
  for (const { row, lines } of locked) {
    if (kindOf(row.type))
      for (const line of lines) await payOnLine(tx, row.tenantId, line.orderLineId!, line.amount);
    await setStatus(tx, row.id, S.paid.code, {
      paymentNo: refs.paymentNo,
      voucherNo,
      paidAt: new Date(),
      paidBy: actor.userId,
    });
    await history(
      tx,
      row,
      actor.userId,
      'pay',
      voucherNo ? `${refs.paymentNo} / ${voucherNo}` : refs.paymentNo,
    );
    await tellPaymentTransition(tx, row, 'paid', true);
  }
  return { count: locked.length, status: S.paid.code };
}

/** The engine's last approval: 2 → 3 (the amounts stay booked). */
export async function onPaymentApproved(
  tx: Db,
  ref: { tenantId: string; documentId: string },
): Promise<void> {
  const rows = await tx
    .select()
    .from(paymentApplications)
    .where(and(eq(paymentApplications.tenantId, ref.tenantId), eq(paymentApplications.id, ref.documentId)))
    .for('update');
  const row = rows[0];
  if (row?.status !== S.approving.code) return;
  await setStatus(tx, ref.documentId, S.approved.code, { approvedAt: new Date() });
  await tellPaymentTransition(tx, row, 'approved', true);
}

/** An approver rejected: 2 → 5 and the booked amounts are released. */
export async function onPaymentRejected(
  tx: Db,
  ref: { tenantId: string; documentId: string },
): Promise<void> {
  const [{ row, lines }] = (await lockPayments(tx, ref.tenantId, [ref.documentId])) as [
    { row: PaymentRow; lines: StoredLine[] },
  ];
  if (row.status !== S.approving.code) return;
  await release(tx, row, lines);
  await setStatus(tx, row.id, S.returned.code);
  await tellPaymentTransition(tx, row, 'rejected', true);
}
