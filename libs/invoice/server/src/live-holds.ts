import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { evaluateLine } from './evaluate.ts';
import { invoiceLedgerLines } from './ledger.ts';
import type { HoldReason } from './match.ts';
import { invoiceLines } from './schema.ts';
import { tolerancesOf } from './settings.ts';

// The held flag and reasons of invoices as the ledger says NOW. The stored `invoices.held` is only
// re-evaluated on submit, link, check and examine, so a receipt, return or cancel made afterwards
// leaves it stale; lists derive it here exactly like the detail's match panel (findInvoiceDetail),
// so the list marker and the panel never disagree.

export type LiveHold = { held: boolean; reasons: HoldReason[] };

/** Live held / reasons per invoice id (booked = status 2 or 3, as in the detail). */
export async function liveHolds(
  tx: Db,
  tenantId: string,
  headers: readonly { id: string; status: number }[],
): Promise<Map<string, LiveHold>> {
  const out = new Map<string, LiveHold>();
  if (headers.length === 0) return out;
  const lines = await tx
    .select({
      invoiceId: invoiceLines.invoiceId,
      orderLineId: invoiceLines.orderLineId,
      quantity: invoiceLines.quantity,
      unitPrice: invoiceLines.unitPrice,
      held: invoiceLines.held,
      holdReasons: invoiceLines.holdReasons,
    })
    .from(invoiceLines)
    .where(
      and(
        eq(invoiceLines.tenantId, tenantId),
        inArray(
          invoiceLines.invoiceId,
          headers.map((header) => header.id),
        ),
      ),
    )
    .orderBy(invoiceLines.lineNo);
  const ledger = new Map(
    (await invoiceLedgerLines(tx, tenantId, [...new Set(lines.map((line) => line.orderLineId))])).map(
      (line) => [line.id, line],
    ),
  );
  const tolerances = await tolerancesOf(tx, tenantId);
  for (const header of headers) {
    const booked = header.status === 2 || header.status === 3;
    const hold: LiveHold = { held: false, reasons: [] };
    for (const line of lines.filter((candidate) => candidate.invoiceId === header.id)) {
      const found = ledger.get(line.orderLineId);
      // An order line the ledger no longer shows: keep what was stored, as the detail does.
      const result = found
        ? evaluateLine(line, found, tolerances, booked)
        : { held: line.held, reasons: line.holdReasons as HoldReason[] };
      if (result.held) {
        hold.held = true;
        hold.reasons.push(...result.reasons);
      }
    }
    out.set(header.id, hold);
  }
  return out;
}
