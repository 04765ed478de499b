import { and, asc, eq, inArray } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import type { Db } from '@procure/server-db';
import { invoiceLines, invoices } from './schema.ts';
import { recordCheck } from './transitions.ts';
import type { TaxVerifier, VerifyResult } from './adapters/index.ts';
import type { InvoiceActor } from './types.ts';

// "Submit with invoice verification" of a payment application (issue #15): the invoices of the payment's
// supplier that cover its order lines (a line on one of them; status under review or invoiced) must all
// have passed the tax verification. Those not verified yet are verified here, in the caller's transaction,
// through the tax-verification adapter, and stored as /invoice/check stores them (recordCheck). Lock
// order: the caller locks every order of `coveringOrderIds` (with its own) BEFORE its payment; recordCheck
// then takes order lines → invoice, as every invoice path does.

const I = CODES.invoice;
const COVERING: number[] = [I.underReview.code, I.invoiced.code];

export type CoverageQuery = { tenantId: string; vendorId: string; orderLineIds: readonly string[] };
export type InvoiceCheckDone = { invoiceId: string; result: VerifyResult };
export type PaymentInvoiceVerification = {
  /** Every covering invoice, by invoice number, with its result after this run. */
  invoices: { id: string; invoiceNumber: string; verifyResult: 'passed' | 'failed' }[];
  /** The checks this run made (to store again if the caller's transaction rolls back). */
  checks: InvoiceCheckDone[];
  /** The first failed invoice's number, or null. */
  failedNumber: string | null;
};

async function covering(tx: Db, q: CoverageQuery) {
  if (q.orderLineIds.length === 0) return [];
  return tx
    .selectDistinct({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      orderId: invoiceLines.orderId,
      status: invoices.status,
      verifyResult: invoices.verifyResult,
    })
    .from(invoices)
    .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
    .where(
      and(
        eq(invoices.tenantId, q.tenantId),
        eq(invoices.vendorId, q.vendorId),
        inArray(invoices.status, COVERING),
        inArray(invoiceLines.orderLineId, [...new Set(q.orderLineIds)]),
      ),
    )
    .orderBy(asc(invoices.invoiceNumber), asc(invoices.id));
}

/** The orders of the invoices covering these order lines (no lock), for the caller's lock order. */
export async function coveringInvoiceOrderIds(tx: Db, q: CoverageQuery): Promise<string[]> {
  const ids = new Set<string>();
  const rows = await covering(tx, q);
  if (rows.length === 0) return [];
  const all = await tx
    .selectDistinct({ orderId: invoiceLines.orderId })
    .from(invoiceLines)
    .where(
      and(
        eq(invoiceLines.tenantId, q.tenantId),
        inArray(invoiceLines.invoiceId, [...new Set(rows.map((row) => row.id))]),
      ),
    );
  for (const row of all) ids.add(row.orderId);
  return [...ids].sort();
}

/**
 * Verifies every covering invoice not verified yet (adapter down → 503 `invoice.verifyUnavailable`; the
 * caller's transaction then rolls back) and answers the outcome; no invoice at all → `invoices: []`.
 */
export async function verifyInvoicesForPayment(
  tx: Db,
  actor: InvoiceActor,
  q: CoverageQuery,
  verifier: TaxVerifier,
): Promise<PaymentInvoiceVerification> {
  const rows = await covering(tx, q);
  const byId = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!byId.has(row.id)) byId.set(row.id, row);
  const checks: InvoiceCheckDone[] = [];
  const out: PaymentInvoiceVerification['invoices'] = [];
  for (const row of byId.values()) {
    let verifyResult = row.verifyResult as 'passed' | 'failed' | null;
    if (verifyResult === null) {
      // Examination needs a passed check, so only an invoice under review should be unverified; one
      // invoiced without a result (older data) is verified but, like /invoice/check, not stored.
      const [fields] = await tx.select().from(invoices).where(eq(invoices.id, row.id));
      let result: VerifyResult;
      try {
        result = await verifier.verify({
          invoiceCode: fields!.invoiceCode,
          invoiceNumber: fields!.invoiceNumber,
          invoiceDate: fields!.invoiceDate,
          amountExclTax: fields!.amountExclTax,
          totalAmount: fields!.totalAmount,
          checkCode: fields!.checkCode,
          sellerTaxNo: fields!.sellerTaxNo,
          buyerTaxNo: fields!.buyerTaxNo,
        });
      } catch (error) {
        throw new AppError(503, ERROR_CODES.invoiceVerifyUnavailable, undefined, { cause: error });
      }
      if (row.status === I.underReview.code) {
        verifyResult = (await recordCheck(tx, actor, row.id, result)).verifyResult ?? 'failed';
        checks.push({ invoiceId: row.id, result });
      } else verifyResult = result.authentic ? 'passed' : 'failed';
    }
    out.push({ id: row.id, invoiceNumber: row.invoiceNumber, verifyResult });
  }
  const failed = out.find((invoice) => invoice.verifyResult !== 'passed');
  return { invoices: out, checks, failedNumber: failed?.invoiceNumber ?? null };
}

/**
 * Stores again, in a new transaction, the checks of a refused submit (its transaction rolled back): the
 * tax bureau's answer is a fact worth keeping. An invoice that moved meanwhile (checked, examined,
 * returned, voided) is left as it is.
 */
export async function storeInvoiceChecks(
  tx: Db,
  actor: InvoiceActor,
  checks: readonly InvoiceCheckDone[],
): Promise<void> {
  for (const check of checks) {
    const [row] = await tx
      .select({ status: invoices.status, examining: invoices.examining, verifyResult: invoices.verifyResult })
      .from(invoices)
      .where(and(eq(invoices.tenantId, actor.tenantId), eq(invoices.id, check.invoiceId)));
    if (!row || row.status !== I.underReview.code || row.examining || row.verifyResult !== null) continue;
    await recordCheck(tx, actor, check.invoiceId, check.result);
  }
}
