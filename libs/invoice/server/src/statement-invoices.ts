import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { CODES } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { invoices } from './schema.ts';

// What a statement of account reads of invoices (issue #15, docs/conventions.md "Statements of account"):
// the supplier's invoices under review (2) or invoiced (3) in one currency, dated within a period.

export type StatementInvoice = {
  id: string;
  invoiceCode: string;
  invoiceNumber: string;
  invoiceDate: string;
  status: number;
  orderCodes: string[];
  amountExclTax: string;
  taxAmount: string;
  totalAmount: string;
};

export type StatementInvoiceQuery = {
  vendorId: string;
  currency: string;
  from: string;
  to: string;
  /** Invoices another statement holds. */
  excludeIds: readonly string[];
};

const COUNTED = [CODES.invoice.underReview.code, CODES.invoice.invoiced.code];

/** Invoices a new statement takes, by date then number (at most 500). */
export async function statementInvoices(
  tx: Db,
  tenantId: string,
  query: StatementInvoiceQuery,
): Promise<StatementInvoice[]> {
  return tx
    .select({
      id: invoices.id,
      invoiceCode: invoices.invoiceCode,
      invoiceNumber: invoices.invoiceNumber,
      invoiceDate: invoices.invoiceDate,
      status: invoices.status,
      orderCodes: sql<
        string[]
      >`(select coalesce(array_agg(distinct l.order_code order by l.order_code), '{}') from invoice_lines l where l.invoice_id = ${invoices.id})`,
      amountExclTax: invoices.amountExclTax,
      taxAmount: invoices.taxAmount,
      totalAmount: invoices.totalAmount,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.tenantId, tenantId),
        eq(invoices.vendorId, query.vendorId),
        eq(invoices.currency, query.currency),
        inArray(invoices.status, COUNTED),
        sql`${invoices.invoiceDate} between ${query.from}::date and ${query.to}::date`,
        query.excludeIds.length > 0 ? notInArray(invoices.id, [...query.excludeIds]) : undefined,
      ),
    )
    .orderBy(asc(invoices.invoiceDate), asc(invoices.invoiceNumber))
    .limit(500);
}
