import { and, asc, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import type { Db } from '@procure/server-db';
import { recordHistory, type HistoryActionKey } from '@procure/approval-server';
import { invoiceLedgerLines, lockInvoiceOrders, type InvoiceLedgerLine } from './ledger.ts';
import { invoiceLines, invoices } from './schema.ts';
import type { StoredLine } from './evaluate.ts';

// The one lock order of every path that moves an invoice or its ledger: orders (by id) → order lines
// → invoice. A path first reads the invoice without a lock to learn its orders.

export const INVOICE_DOC_TYPE = 'invoiceExamination' as const;
export type InvoiceRow = typeof invoices.$inferSelect;

/** An invoice (FOR UPDATE when `lock`); `vendorId` narrows to the supplier's own. Absent → 404. */
export async function lockInvoice(
  tx: Db,
  tenantId: string,
  id: string,
  vendorId: string | null,
  lock = true,
) {
  const query = tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.tenantId, tenantId),
        eq(invoices.id, id),
        vendorId ? eq(invoices.vendorId, vendorId) : undefined,
      ),
    );
  const rows = lock ? await query.for('update') : await query;
  const row = rows[0];
  if (!row) throw new AppError(404, ERROR_CODES.invoiceNotFound);
  return row;
}

export type InvoiceLineRow = StoredLine & { orderId: string; lineNo: number };

export async function linesOf(tx: Db, tenantId: string, invoiceId: string): Promise<InvoiceLineRow[]> {
  return tx
    .select({
      id: invoiceLines.id,
      orderId: invoiceLines.orderId,
      orderLineId: invoiceLines.orderLineId,
      lineNo: invoiceLines.lineNo,
      quantity: invoiceLines.quantity,
      unitPrice: invoiceLines.unitPrice,
    })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.tenantId, tenantId), eq(invoiceLines.invoiceId, invoiceId)))
    .orderBy(asc(invoiceLines.lineNo));
}

/** orders → lines → invoice, all under row locks. */
export async function lockAll(tx: Db, tenantId: string, id: string, vendorId: string | null) {
  const peek = await lockInvoice(tx, tenantId, id, vendorId, false);
  const lines = await linesOf(tx, tenantId, peek.id);
  await lockInvoiceOrders(tx, tenantId, [...new Set(lines.map((line) => line.orderId))], null);
  const ledgerRows = await invoiceLedgerLines(
    tx,
    tenantId,
    lines.map((line) => line.orderLineId),
    { lock: true },
  );
  const ledger = new Map<string, InvoiceLedgerLine>(ledgerRows.map((line) => [line.id, line]));
  const row = await lockInvoice(tx, tenantId, id, vendorId);
  return { row, lines, ledger };
}

export function assertStatus(row: InvoiceRow, allowed: readonly number[]): void {
  if (!allowed.includes(row.status)) throw new AppError(409, ERROR_CODES.invoiceWrongStatus);
}

export async function history(
  tx: Db,
  row: { tenantId: string; id: string },
  actorId: string,
  action: HistoryActionKey,
  comment: string | null = null,
) {
  await recordHistory(tx, {
    tenantId: row.tenantId,
    docType: INVOICE_DOC_TYPE,
    documentId: row.id,
    actorId,
    action,
    comment,
  });
}
