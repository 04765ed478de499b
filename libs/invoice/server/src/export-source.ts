import { codeLabel, registerExport } from '@procure/server-export';
import { ERROR_CODES, PERMISSIONS } from '@procure/shared-codes';
import { listInvoices } from './queries.ts';
import { invoiceListQuerySchema, type InvoiceListQuery, type InvoiceSummary } from './wire.ts';

/** The invoice management list exports through the one export mechanism (its own page function). */
export function registerInvoiceExports(): void {
  registerExport<InvoiceListQuery, InvoiceSummary>({
    key: 'invoice.invoices',
    nameCode: ERROR_CODES.exportListInvoices,
    permission: PERMISSIONS.financeInvoice,
    filters: invoiceListQuerySchema,
    page: (tx, ctx, { filters, cursor, pageSize, locale }) =>
      listInvoices(tx, ctx.tenantId!, { ...filters, cursor: cursor ?? undefined, pageSize }, locale),
    columns: {
      invoiceCode: (r) => r.invoiceCode,
      invoiceNumber: (r) => r.invoiceNumber,
      invoiceDate: (r) => r.invoiceDate,
      vendorName: (r) => r.vendorName,
      orderCodes: (r) => r.orderCodes.join(', '),
      status: (r, locale) => codeLabel('invoice', r.status, locale),
      amountExclTax: (r) => r.amountExclTax,
      taxAmount: (r) => r.taxAmount,
      totalAmount: (r) => r.totalAmount,
      holdReasons: (r) => r.holdReasons.join('; '),
      submittedAt: (r) => new Date(r.submittedAt),
    },
  });
}
