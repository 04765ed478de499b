import { codeLabel, registerExport, type ExportCell } from '@procure/server-export';
import { ERROR_CODES, PERMISSIONS } from '@procure/shared-codes';
import type { Locale } from '@procure/shared-i18n';
import { buyerActor, supplierActor } from './actor.ts';
import { listPayments } from './payment-queries.ts';
import { paymentListQuerySchema, type PaymentListQuery, type PaymentSummary } from './wire.ts';

const columns: Record<string, (row: PaymentSummary, locale: Locale) => ExportCell> = {
  code: (r) => r.code,
  status: (r, locale) => codeLabel('paymentRequest', r.status, locale),
  type: (r, locale) => codeLabel('paymentType', r.type, locale),
  method: (r, locale) => codeLabel('paymentMethod', r.method, locale),
  vendorName: (r) => r.vendorName,
  orderCodes: (r) => r.orderCodes.join(', '),
  currency: (r) => r.currency,
  totalAmount: (r) => r.totalAmount,
  payee: (r) => r.payee,
  paymentNo: (r) => r.paymentNo ?? '',
  voucherNo: (r) => r.voucherNo ?? '',
  createdByName: (r) => r.createdByName,
  createdAt: (r) => new Date(r.createdAt),
  paidAt: (r) => (r.paidAt ? new Date(r.paidAt) : ''),
};

/**
 * The buyer's and the supplier's payment lists export through the one export mechanism (the list's own
 * page function, as the list's route calls it). A supplier's export never leaves its company and shows
 * only what its list shows (approving and later).
 */
export function registerPaymentExports(): void {
  registerExport<PaymentListQuery, PaymentSummary>({
    key: 'payment.payments',
    nameCode: ERROR_CODES.exportListPayments,
    permission: PERMISSIONS.payment,
    filters: paymentListQuerySchema,
    page: (tx, ctx, { filters, cursor, pageSize, locale }) =>
      listPayments(tx, buyerActor(ctx), { ...filters, cursor: cursor ?? undefined, pageSize }, locale),
    columns,
  });
  registerExport<PaymentListQuery, PaymentSummary>({
    key: 'payment.vendorPayments',
    nameCode: ERROR_CODES.exportListPayments,
    permission: PERMISSIONS.vendorOrder,
    sites: ['supplier'],
    filters: paymentListQuerySchema,
    page: (tx, ctx, { filters, cursor, pageSize, locale }) => {
      const query = {
        ...filters,
        scope: 'all' as const,
        vendorId: undefined,
        cursor: cursor ?? undefined,
        pageSize,
      };
      return listPayments(tx, supplierActor(ctx), query, locale);
    },
    columns,
  });
}
