import { and, eq } from 'drizzle-orm';
import { money } from '@procure/shared-validation';
import type { Db } from '@procure/server-db';
import { matchLine, type MatchResult } from './match.ts';
import { invoiceLines, invoices } from './schema.ts';
import type { InvoiceLedgerLine } from './ledger.ts';
import type { Tolerances } from './types.ts';

// Evaluates an invoice's lines against the order-line ledger and stores the result (held flags and
// reasons) on the invoice; pages show the same evaluation live. Booked invoices (2, 3) are part of the
// ledger's invoiced quantity: their own quantity is taken out to get "previously invoiced".

export type StoredLine = {
  id: string;
  orderLineId: string;
  quantity: string;
  unitPrice: string;
};

export function evaluateLine(
  line: Pick<StoredLine, 'quantity' | 'unitPrice'>,
  ledger: InvoiceLedgerLine,
  tolerances: Tolerances,
  booked: boolean,
): MatchResult {
  const previous = booked ? money.sub(ledger.invoicedQty, line.quantity) : ledger.invoicedQty;
  return matchLine({
    orderedQty: ledger.orderedQty,
    receivedQty: ledger.receivedQty,
    returnedQty: ledger.returnedQty,
    previouslyInvoicedQty: money.sign(previous) < 0 ? '0' : previous,
    orderUnitPrice: ledger.unitPrice,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    priceTolerance: tolerances.priceTolerance,
    qtyTolerance: tolerances.qtyTolerance,
  });
}

/** Re-evaluates every line and stores held / reasons on lines and header; returns whether any is held. */
export async function storeEvaluation(
  tx: Db,
  tenantId: string,
  invoiceId: string,
  lines: readonly StoredLine[],
  ledger: ReadonlyMap<string, InvoiceLedgerLine>,
  tolerances: Tolerances,
  booked: boolean,
): Promise<boolean> {
  let anyHeld = false;
  for (const line of lines) {
    const ledgerLine = ledger.get(line.orderLineId);
    if (!ledgerLine) throw new Error(`storeEvaluation: order line ${line.orderLineId} not locked`);
    const result = evaluateLine(line, ledgerLine, tolerances, booked);
    anyHeld ||= result.held;
    await tx
      .update(invoiceLines)
      .set({ held: result.held, holdReasons: result.reasons })
      .where(and(eq(invoiceLines.tenantId, tenantId), eq(invoiceLines.id, line.id)));
  }
  await tx
    .update(invoices)
    .set({ held: anyHeld, updatedAt: new Date() })
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, invoiceId)));
  return anyHeld;
}
