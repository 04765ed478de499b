import { and, eq, inArray, sql } from 'drizzle-orm';
import { CODES } from '@procure/shared-codes';
import { money } from '@procure/shared-validation';
import type { Db } from '@procure/server-db';
import { payableBasis } from '@procure/order-server';
import type { InvoiceLedgerLine } from './ledger.ts';
import { invoiceRequestLines, invoiceRequests } from './schema.ts';

// The requestable basis of an order line (docs/conventions.md "Invoice requests"):
//   requestable = max(0, payableBasis.qty − invoiced − open requested)
// payableBasis.qty = received − returned (the order ledger's function, the same basis payments use);
// invoiced = Σ lines of invoices in review or invoiced (the ledger's invoiced_qty); open requested =
// Σ lines of this tenant's requests still sent (1) or acknowledged (2). An invoiced (3) request counts
// through the ledger's invoiced quantity; a cancelled (4) one no longer counts.

export const OPEN_REQUEST_STATUSES: readonly number[] = [
  CODES.invoiceRequest.submitted.code,
  CODES.invoiceRequest.acknowledged.code,
];

const max0 = (value: string) => (money.sign(value) < 0 ? '0' : value);
export const trim = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/** Σ quantities of open requests per order line (the caller holds the order locks when it writes). */
export async function openRequested(
  tx: Db,
  tenantId: string,
  lineIds: readonly string[],
): Promise<Map<string, string>> {
  if (lineIds.length === 0) return new Map();
  const rows = await tx
    .select({
      lineId: invoiceRequestLines.orderLineId,
      qty: sql<string>`sum(${invoiceRequestLines.quantity})::text`,
    })
    .from(invoiceRequestLines)
    .innerJoin(invoiceRequests, eq(invoiceRequests.id, invoiceRequestLines.requestId))
    .where(
      and(
        eq(invoiceRequestLines.tenantId, tenantId),
        inArray(invoiceRequestLines.orderLineId, [...new Set(lineIds)]),
        inArray(invoiceRequests.status, [...OPEN_REQUEST_STATUSES]),
      ),
    )
    .groupBy(invoiceRequestLines.orderLineId);
  return new Map(rows.map((row) => [row.lineId, row.qty]));
}

export type RequestBasis = {
  basisQty: string;
  invoicedQty: string;
  requestedQty: string;
  requestableQty: string;
};

/** One line's basis, invoiced, open requested and what is left to request (never below 0). */
export function requestBasis(line: InvoiceLedgerLine, requested: string | undefined): RequestBasis {
  const basis = payableBasis(line).qty;
  const open = requested ?? '0';
  return {
    basisQty: trim(basis),
    invoicedQty: trim(money.normalize(line.invoicedQty)),
    requestedQty: trim(money.normalize(open)),
    requestableQty: trim(max0(money.sub(money.sub(basis, line.invoicedQty), open))),
  };
}
