import { ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import type { Db } from '@procure/server-db';
import { actOnApproval, registerDocumentType } from '@procure/approval-server';
import {
  onPaymentApproved,
  onPaymentRejected,
  PAYMENT_DOC_TYPE,
  paymentDetailPath,
} from './payment-service.ts';
import { peekPayments } from './payment-lock.ts';
import { summarizePayments } from './payment-queries.ts';
import type { PaymentActor } from './types.ts';

// Approve, reject and batch approve through the one approval engine (document type paymentApply): the
// actor's pending task on each payment; the engine locks its instance first, then our callbacks lock the
// orders and the payment. The inbox and /mobile show payments through the registration below.

/** Approve or reject one payment: no pending task of the actor → 409 approval.notPending. */
export async function actOnPayment(
  tx: Db,
  actor: PaymentActor,
  id: string,
  action: 'approve' | 'reject',
  comment: string | null = null,
): Promise<{ status: 'approving' | 'approved' | 'rejected' }> {
  const [row] = await peekPayments(tx, actor.tenantId, [id]);
  if (!row) throw new AppError(404, ERROR_CODES.paymentNotFound);
  return actOnApproval(tx, {
    tenantId: actor.tenantId,
    docType: PAYMENT_DOC_TYPE,
    documentId: id,
    actorId: actor.userId,
    action,
    comment,
  });
}

/** Batch approve: all or nothing, in id order. */
export async function batchApprovePayments(
  tx: Db,
  actor: PaymentActor,
  ids: readonly string[],
  comment: string | null = null,
): Promise<{ count: number }> {
  const unique = [...new Set(ids)].sort();
  for (const id of unique) await actOnPayment(tx, actor, id, 'approve', comment);
  return { count: unique.length };
}

let registered = false;

/** Registers the payment application with the approval engine (once; called when the routes load). */
export function registerPaymentDocument(): void {
  if (registered) return;
  registerDocumentType({
    docType: PAYMENT_DOC_TYPE,
    detailPath: paymentDetailPath,
    summarize: summarizePayments,
    onApproved: onPaymentApproved,
    onRejected: onPaymentRejected,
  });
  registered = true;
}
