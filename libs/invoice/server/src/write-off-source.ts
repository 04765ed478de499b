import { and, asc, eq, inArray } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import type { Db } from '@procure/server-db';
import { invoices } from './schema.ts';

// What the payment domain's invoice write-off reads of invoices (issue #15, docs/conventions.md "Invoice
// write-off"): a supplier's invoiced invoices (status 3), one of them under a row lock, and the check
// that keeps an invoice with an active write-off from being voided.

export type WriteOffInvoice = {
  id: string;
  vendorId: string;
  invoiceCode: string;
  invoiceNumber: string;
  invoiceDate: string;
  status: number;
  currency: string;
  totalAmount: string;
};

const columns = {
  id: invoices.id,
  vendorId: invoices.vendorId,
  invoiceCode: invoices.invoiceCode,
  invoiceNumber: invoices.invoiceNumber,
  invoiceDate: invoices.invoiceDate,
  status: invoices.status,
  currency: invoices.currency,
  totalAmount: invoices.totalAmount,
};

/** A supplier's invoiced invoices, oldest first (at most 500): what an advance can be written off against. */
export async function bookedInvoicesOfVendor(tx: Db, tenantId: string, vendorId: string) {
  return tx
    .select(columns)
    .from(invoices)
    .where(
      and(
        eq(invoices.tenantId, tenantId),
        eq(invoices.vendorId, vendorId),
        eq(invoices.status, CODES.invoice.invoiced.code),
      ),
    )
    .orderBy(asc(invoices.invoiceDate), asc(invoices.invoiceNumber))
    .limit(500);
}

/** Invoices by id, any status (absent ids are left out). */
export async function writeOffInvoiceBriefs(
  tx: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, WriteOffInvoice>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select(columns)
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), inArray(invoices.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** One invoice FOR UPDATE (the same row lock every invoice transition takes). Absent → 404. */
export async function lockInvoiceForWriteOff(tx: Db, tenantId: string, id: string): Promise<WriteOffInvoice> {
  const [row] = await tx
    .select(columns)
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, id)))
    .for('update');
  if (!row) throw new AppError(404, ERROR_CODES.invoiceNotFound);
  return row;
}

/** True when something outside the invoice domain still uses the invoice's amount (a write-off). */
export type InvoiceVoidCheck = (tx: Db, tenantId: string, invoiceId: string) => Promise<boolean>;
const voidChecks: InvoiceVoidCheck[] = [];

/** Registered at start-up (apps/api/src/app.ts): the payment domain's active write-offs. */
export function registerInvoiceVoidCheck(check: InvoiceVoidCheck): void {
  if (!voidChecks.includes(check)) voidChecks.push(check);
}

/** Runs under the invoice's row lock: a write-off saved before it is seen, one after it sees status 5. */
export async function assertVoidable(tx: Db, tenantId: string, invoiceId: string): Promise<void> {
  for (const check of voidChecks) {
    if (await check(tx, tenantId, invoiceId)) throw new AppError(409, ERROR_CODES.writeOffBlocksVoid);
  }
}
