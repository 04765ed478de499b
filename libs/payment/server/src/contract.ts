import { and, eq, inArray } from 'drizzle-orm';
import { CODES } from '@procure/shared-codes';
import { historyOf } from '@procure/approval-server';
import type { Db } from '@procure/server-db';
import type { PaymentInput } from '@procure/shared-validation';
import { paymentApplications } from './schema.ts';
import { PAYMENT_DOC_TYPE, savePayment, type SavedPayment } from './payment-service.ts';
import type { PaymentActor } from './types.ts';

// The payment domain's contract with other domains' server code (issue #15). Statements of account create
// their payment applications here: the same save as /payables/save, so every rule of spec §5 applies (one
// supplier, payable orders, each line ≤ its room: PO amount and received − returned minus what is applied,
// total > 0, FX attachment, rate of the day). Runs in the caller's transaction.

export type { PaymentActor } from './types.ts';
export type { SavedPayment } from './payment-service.ts';

/** A new draft payment application (no `id` in the input); 400 field errors like /payables/save. */
export async function createPaymentApplication(
  tx: Db,
  actor: PaymentActor,
  input: Omit<PaymentInput, 'id'>,
): Promise<SavedPayment> {
  return savePayment(tx, actor, { ...input, id: undefined });
}

export type PaymentBrief = {
  id: string;
  code: string;
  status: number;
  totalAmount: string;
  method: number;
  payee: string;
  bankName: string;
  bankAccount: string;
  remark: string;
};

/** Code, status, total and payee of payment applications by id (absent ids are left out). */
export async function paymentBriefs(
  tx: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, PaymentBrief>> {
  if (ids.length === 0) return new Map();
  const P = paymentApplications;
  const rows = await tx
    .select({
      id: P.id,
      code: P.code,
      status: P.status,
      totalAmount: P.totalAmount,
      method: P.method,
      payee: P.payee,
      bankName: P.bankName,
      bankAccount: P.bankAccount,
      remark: P.remark,
    })
    .from(P)
    .where(and(eq(P.tenantId, tenantId), inArray(P.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Why a payment application stopped: the last reject or cancel of its history (who, when, comment). */
export type PaymentEnding = {
  action: 'reject' | 'cancel';
  actorName: string;
  comment: string | null;
  at: string;
};

const H = CODES.historyAction;

/**
 * The last reject (approval engine) or cancel of a payment application's history; for a returned one
 * without such an entry, its stored reject comment. Null when there is neither.
 */
export async function paymentEnding(tx: Db, tenantId: string, id: string): Promise<PaymentEnding | null> {
  const entries = await historyOf(tx, tenantId, PAYMENT_DOC_TYPE, id);
  const entry = entries.findLast((e) => e.action === H.reject.code || e.action === H.cancel.code);
  if (entry) {
    return {
      action: entry.action === H.reject.code ? 'reject' : 'cancel',
      actorName: entry.actorName,
      comment: entry.comment,
      at: entry.at,
    };
  }
  const P = paymentApplications;
  const [row] = await tx
    .select({ status: P.status, comment: P.rejectComment, at: P.updatedAt })
    .from(P)
    .where(and(eq(P.tenantId, tenantId), eq(P.id, id)));
  if (row?.status !== CODES.paymentRequest.returned.code || !row.comment) return null;
  return { action: 'reject', actorName: '', comment: row.comment, at: row.at.toISOString() };
}

/**
 * Supplier lifecycle (issue #16): payment applications under approval or approved and unpaid keep a
 * supplier from being eliminated (registered with the vendor domain in apps/api/src/app.ts).
 */
export { openPaymentsOfVendor } from './payment-vendor-exit.ts';

/** Invoice write-off (issue #15): registered as the invoice domain's void check in apps/api/src/app.ts. */
export { invoiceHasActiveWriteOff } from './write-off.ts';

/** Invoice reconciliation (statement domain): the payment applications the ledger counts, per order line. */
export { paymentsOfLines, type LinePaymentRef } from './reconciliation-source.ts';
