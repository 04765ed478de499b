import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { money } from '@procure/shared-validation';
import { payableBasis } from './order-ledger.ts';
import { trimQty } from './quantity.ts';
import { purchaseOrderLines } from './schema.ts';

// Cancelling a receipt (issue #14) gives its quantities back on the order-line ledger: the reverse of
// receiveOnLine, under the order lock the caller holds. Kept beside order-ledger.ts (not in it) so the
// invoice and payment ledgers grow in their own files.

const L = purchaseOrderLines;
const amountOf = (qty: unknown) => sql`round((${qty}) * ${L.unitPrice}, 2)`;

/**
 * received −= accepted; against a delivery note, delivered += rejected (the receipt had given the rejected
 * goods back to the supplier). Refused (false, nothing written) when the line no longer allows it: what
 * was returned must stay ≤ received, and delivered + rejected must stay ≤ ordered + replaced (the
 * supplier may have delivered the rejected goods again meanwhile). The caller answers the refusal.
 */
export async function unreceiveOnLine(
  tx: Db,
  tenantId: string,
  lineId: string,
  input: { accepted: string; rejected: string; againstDelivery: boolean },
): Promise<boolean> {
  const accepted = sql`${input.accepted}::numeric`;
  const rejected = sql`${input.againstDelivery ? input.rejected : '0'}::numeric`;
  const updated = await tx
    .update(L)
    .set({
      receivedQty: sql`${L.receivedQty} - ${accepted}`,
      receivedAmount: amountOf(sql`${L.receivedQty} - ${accepted}`),
      deliveredQty: sql`${L.deliveredQty} + ${rejected}`,
      deliveredAmount: amountOf(sql`${L.deliveredQty} + ${rejected}`),
    })
    .where(
      and(
        eq(L.tenantId, tenantId),
        eq(L.id, lineId),
        sql`${accepted} >= 0 and ${rejected} >= 0 and ${L.receivedQty} - ${accepted} >= ${L.returnedQty}
          and ${L.receivedQty} - ${accepted} - ${L.returnedQty} >= ${L.invoicedQty}
          and ${L.deliveredQty} + ${rejected} <= ${L.orderedQty} + ${L.replacedQty}`,
      ),
    )
    .returning({ id: L.id });
  return updated.length === 1;
}

/**
 * What taking `accepted` off a line's received quantity would leave as its payable basis (received −
 * returned, payableBasis), when that is below what is already invoiced on the line: invoices read the
 * ledger, so a receipt whose goods are invoiced cannot be cancelled from under them. null when it fits.
 * Read under the order lock the caller holds (invoices take the same lock).
 */
export async function invoicedBeyondBasis(
  tx: Db,
  tenantId: string,
  lineId: string,
  accepted: string,
): Promise<{ lineNo: number; invoiced: string; basis: string } | null> {
  const [line] = await tx
    .select({
      lineNo: L.lineNo,
      receivedQty: sql<string>`(${L.receivedQty} - ${accepted}::numeric)::text`,
      returnedQty: sql<string>`${L.returnedQty}::text`,
      invoicedQty: sql<string>`${L.invoicedQty}::text`,
      unitPrice: sql<string>`${L.unitPrice}::text`,
    })
    .from(L)
    .where(and(eq(L.tenantId, tenantId), eq(L.id, lineId)));
  if (!line) return null;
  const basis = payableBasis(line).qty;
  if (money.compare(line.invoicedQty, basis) <= 0) return null;
  return { lineNo: line.lineNo, invoiced: trimQty(line.invoicedQty), basis };
}
