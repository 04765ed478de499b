import { ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import type { Db } from '@procure/server-db';
import {
  coveringInvoiceOrderIds,
  verifyInvoicesForPayment,
  type InvoiceCheckDone,
  type TaxVerifier,
} from '@procure/invoice-server';
import { lockOrder } from './ledger.ts';
import { linesOf, peekPayments, type PaymentRow, type StoredLine } from './payment-lock.ts';
import type { PaymentActor } from './types.ts';

// Submit with invoice verification (issue #15; docs/conventions.md "Submit with invoice verification"):
// before anything is booked, every invoice of the supplier covering the payment's order lines (under
// review or invoiced) must have passed the tax verification; unverified ones are verified now through the
// invoice domain (adapter; the simulator by default). A failed one or none at all → 409, nothing booked;
// the checks made are stored again after the rollback (the route, storeInvoiceChecks). Adapter down → 503.

/** 409 of a refused submit, carrying the checks it made (stored by the route after the rollback). */
export class InvoiceVerificationRefused extends AppError {
  readonly checks: readonly InvoiceCheckDone[];
  constructor(errorCode: string, values: Record<string, string> | undefined, checks: InvoiceCheckDone[]) {
    super(409, errorCode, values);
    this.checks = checks;
  }
}

/** Locks (by id) the payment's orders with those of the invoices covering its lines, before the payment. */
export async function lockCoveringOrders(tx: Db, tenantId: string, paymentId: string): Promise<void> {
  const [peek] = await peekPayments(tx, tenantId, [paymentId]);
  if (!peek) return; // lockPayments answers 404
  const lines = await linesOf(tx, tenantId, [paymentId]);
  const own = lines.flatMap((line) => (line.orderId ? [line.orderId] : []));
  const orderLineIds = lines.flatMap((line) => (line.orderLineId ? [line.orderLineId] : []));
  const theirs = await coveringInvoiceOrderIds(tx, { tenantId, vendorId: peek.vendorId, orderLineIds });
  for (const orderId of [...new Set([...own, ...theirs])].sort())
    await lockOrder(tx, tenantId, orderId, null);
}

export async function assertInvoicesVerified(
  tx: Db,
  actor: PaymentActor,
  row: PaymentRow,
  lines: readonly StoredLine[],
  verifier: TaxVerifier,
): Promise<void> {
  const orderLineIds = lines.flatMap((line) => (line.orderLineId ? [line.orderLineId] : []));
  const outcome = await verifyInvoicesForPayment(
    tx,
    { tenantId: actor.tenantId, userId: actor.userId, vendorId: null },
    { tenantId: actor.tenantId, vendorId: row.vendorId, orderLineIds },
    verifier,
  );
  if (outcome.invoices.length === 0) {
    throw new InvoiceVerificationRefused(ERROR_CODES.paymentNoInvoice, undefined, outcome.checks);
  }
  if (outcome.failedNumber !== null) {
    throw new InvoiceVerificationRefused(
      ERROR_CODES.paymentInvoiceFailed,
      { number: outcome.failedNumber },
      outcome.checks,
    );
  }
}
