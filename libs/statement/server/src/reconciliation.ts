import { eq } from 'drizzle-orm';
import { identitySchema } from '@procure/identity-server';
import type { Db } from '@procure/server-db';
import { money } from '@procure/shared-validation';
import {
  bookedInvoicesOfLines,
  openRequestedOfVendor,
  paymentsOfLines,
  reconciliationLedgerLines,
  reconciliationLedgerTotals,
  reconciliationLinePrices,
  type ReconciliationQuery,
} from './sources.ts';
import type { ReconciliationLine, ReconciliationPage, ReconciliationTotals } from './reconciliation-wire.ts';

// Invoice reconciliation (issue #15, /assetsManagement/reconciliation; docs/conventions.md "Invoice
// reconciliation"): one supplier's order lines with received − returned, invoiced, requested but not
// invoiced, paid and the two differences, read ONLY through the order, invoice and payment contracts. The
// buyer names the supplier; the supplier portal reads its own company's lines with the current buyer
// (vendorId from the session, on top of the supplier-scoped RLS of every table read).

const trim = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);
const amount = (value: string) => money.round(value, 2);

export type ReconciliationRequest = {
  tenantId: string;
  vendorId: string;
  /** The supplier portal: only its own invoices are listed (RLS scopes the rest). */
  supplierView: boolean;
  currency?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  diff: ReconciliationQuery['diff'];
  keyword?: string | undefined;
  cursor?: string | undefined;
  pageSize: number;
};

async function timeZoneOf(tx: Db, tenantId: string): Promise<string> {
  const { tenants } = identitySchema;
  const rows = await tx.select({ timeZone: tenants.timeZone }).from(tenants).where(eq(tenants.id, tenantId));
  return rows[0]?.timeZone ?? 'Asia/Shanghai';
}

/** One page of lines (with their invoices and payments) and the totals of the whole filter. */
export async function reconciliationPage(
  tx: Db,
  request: ReconciliationRequest,
): Promise<ReconciliationPage> {
  const { tenantId, vendorId } = request;
  const query: ReconciliationQuery = {
    vendorId,
    currency: request.currency,
    from: request.from,
    to: request.to,
    timeZone: await timeZoneOf(tx, tenantId),
    diff: request.diff,
    keyword: request.keyword,
  };
  const page = await reconciliationLedgerLines(tx, tenantId, query, {
    cursor: request.cursor,
    pageSize: request.pageSize,
  });
  const lineIds = page.items.map((line) => line.id);
  // One connection: one statement after the other.
  const requested = await openRequestedOfVendor(tx, tenantId, vendorId);
  const invoices = await bookedInvoicesOfLines(tx, tenantId, lineIds, request.supplierView ? vendorId : null);
  const payments = await paymentsOfLines(tx, tenantId, lineIds);
  const items: ReconciliationLine[] = page.items.map((line) => {
    const requestedQty = requested.get(line.id) ?? '0';
    return {
      ...line,
      unitPrice: trim(line.unitPrice),
      orderedQty: trim(line.orderedQty),
      receivedQty: trim(line.receivedQty),
      invoicedQty: trim(line.invoicedQty),
      orderedAmount: amount(line.orderedAmount),
      receivedAmount: amount(line.receivedAmount),
      invoicedAmount: amount(line.invoicedAmount),
      paidAmount: amount(line.paidAmount),
      requestedQty: trim(money.normalize(requestedQty)),
      requestedAmount: money.round(money.mul(requestedQty, line.unitPrice), 2),
      uninvoicedAmount: money.round(money.sub(line.receivedAmount, line.invoicedAmount), 2),
      unpaidAmount: money.round(money.sub(line.invoicedAmount, line.paidAmount), 2),
      invoices: invoices.get(line.id) ?? [],
      payments: (payments.get(line.id) ?? []).map((payment) => ({
        ...payment,
        amount: amount(payment.amount),
      })),
    };
  });
  return { items, nextCursor: page.nextCursor, totals: await totalsOf(tx, tenantId, query, requested) };
}

async function totalsOf(
  tx: Db,
  tenantId: string,
  query: ReconciliationQuery,
  requested: Map<string, string>,
): Promise<ReconciliationTotals[]> {
  // Open requests are few by nature (sent or acknowledged, not yet invoiced): value those inside the filter.
  const priced = await reconciliationLinePrices(tx, tenantId, query, [...requested.keys()]);
  const requestedBy = new Map<string, string>();
  for (const line of priced) {
    const value = money.round(money.mul(requested.get(line.id) ?? '0', line.unitPrice), 2);
    requestedBy.set(line.currency, money.add(requestedBy.get(line.currency) ?? '0', value));
  }
  const ledger = await reconciliationLedgerTotals(tx, tenantId, query);
  return ledger.map((row) => ({
    currency: row.currency,
    lines: row.lines,
    orderedAmount: amount(row.orderedAmount),
    receivedAmount: amount(row.receivedAmount),
    invoicedAmount: amount(row.invoicedAmount),
    requestedAmount: amount(requestedBy.get(row.currency) ?? '0'),
    paidAmount: amount(row.paidAmount),
    uninvoicedAmount: money.round(money.sub(row.receivedAmount, row.invoicedAmount), 2),
    unpaidAmount: money.round(money.sub(row.invoicedAmount, row.paidAmount), 2),
  }));
}
