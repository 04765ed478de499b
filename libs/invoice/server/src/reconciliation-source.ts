import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CODES } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { OPEN_REQUEST_STATUSES } from './request-basis.ts';
import { invoiceLines, invoiceRequestLines, invoiceRequests, invoices } from './schema.ts';

// What invoice reconciliation (statement domain, /assetsManagement/reconciliation) reads of invoices and
// invoice requests: per order line, the booked invoices (under review or invoiced: the ones the ledger's
// invoiced quantity counts) and the quantity requested but not invoiced yet (requests sent or acknowledged).

const BOOKED: readonly number[] = [CODES.invoice.underReview.code, CODES.invoice.invoiced.code];

export type LineInvoiceRef = { id: string; number: string; status: number };

/** Booked invoices per order line (a supplier's own when `vendorId` is given), by invoice number. */
export async function bookedInvoicesOfLines(
  tx: Db,
  tenantId: string,
  lineIds: readonly string[],
  vendorId: string | null,
): Promise<Map<string, LineInvoiceRef[]>> {
  const out = new Map<string, LineInvoiceRef[]>();
  if (lineIds.length === 0) return out;
  const rows = await tx
    .select({
      lineId: invoiceLines.orderLineId,
      id: invoices.id,
      number: invoices.invoiceNumber,
      status: invoices.status,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        eq(invoiceLines.tenantId, tenantId),
        eq(invoices.tenantId, tenantId),
        inArray(invoiceLines.orderLineId, [...new Set(lineIds)]),
        inArray(invoices.status, [...BOOKED]),
        vendorId ? eq(invoices.vendorId, vendorId) : undefined,
      ),
    )
    .orderBy(asc(invoices.invoiceNumber));
  for (const { lineId, ...ref } of rows) out.set(lineId, [...(out.get(lineId) ?? []), ref]);
  return out;
}

/** Σ quantities of a supplier's open requests (sent or acknowledged) per order line: few rows by nature. */
export async function openRequestedOfVendor(
  tx: Db,
  tenantId: string,
  vendorId: string,
): Promise<Map<string, string>> {
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
        eq(invoiceRequests.vendorId, vendorId),
        inArray(invoiceRequests.status, [...OPEN_REQUEST_STATUSES]),
      ),
    )
    .groupBy(invoiceRequestLines.orderLineId);
  return new Map(rows.map((row) => [row.lineId, row.qty]));
}
