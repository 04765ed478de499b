import { codeLabel, registerExport, type ExportCell } from '@procure/server-export';
import type { Locale } from '@procure/shared-i18n';
import { ERROR_CODES, PERMISSIONS } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import { listReceipts, listToReceive } from './queries.ts';
import {
  receiptListQuerySchema,
  toReceiveQuerySchema,
  type ReceiptListQuery,
  type ReceiptSummary,
  type ToReceiveItem,
  type ToReceiveQuery,
} from './wire.ts';

/** The to-receive list and the const list export through the one export mechanism (their own page functions). */
export function registerReceivingExports(): void {
  registerExport<ToReceiveQuery, ToReceiveItem>({
    key: 'receiving.toReceive',
    nameCode: ERROR_CODES.exportListToReceive,
    permission: PERMISSIONS.procurementOrder,
    filters: toReceiveQuerySchema,
    page: (tx, ctx, { filters, cursor, pageSize, locale }) =>
      listToReceive(tx, ctx.tenantId!, { ...filters, cursor: cursor ?? undefined, pageSize }, locale),
    columns: {
      code: (r) => r.code,
      vendorName: (r) => r.vendorName,
      status: (r, locale) => codeLabel('order', r.status, locale),
      orderedQty: (r) => r.orderedQty,
      receivedQty: (r) => r.receivedQty,
      remainingQty: (r) => r.remainingQty,
      pendingDeliveries: (r) => r.pendingDeliveries.map((d) => d.code).join(', '),
      buyerName: (r) => r.buyerName,
      createdAt: (r) => new Date(r.createdAt),
    },
  });
  const receiptColumns: Record<string, (row: ReceiptSummary, locale: Locale) => ExportCell> = {
    code: (r) => r.code,
    orderCode: (r) => r.orderCode,
    deliveryCode: (r) => r.deliveryCode ?? '',
    vendorName: (r) => r.vendorName,
    status: (r, locale) => codeLabel('receipt', r.status, locale),
    acceptedQty: (r) => r.acceptedQty,
    rejectedQty: (r) => r.rejectedQty,
    acceptedAmount: (r) => r.acceptedAmount,
    receiverName: (r) => r.receiverName,
    receivedOn: (r) => r.receivedOn,
    warehouse: (r) => r.warehouse ?? '',
  };
  // The supplier's receipts of its own deliveries: never another company's, whatever the filters say.
  registerExport<ReceiptListQuery, ReceiptSummary>({
    key: 'receiving.vendorReceipts',
    nameCode: ERROR_CODES.exportListReceipts,
    permission: PERMISSIONS.vendorOrder,
    sites: ['supplier'],
    filters: receiptListQuerySchema,
    page: (tx, ctx, { filters, cursor, pageSize, locale }) => {
      if (!ctx.vendorId) throw new AppError(403, ERROR_CODES.authForbidden);
      const query = { ...filters, cursor: cursor ?? undefined, pageSize };
      return listReceipts(tx, ctx.tenantId!, query, locale, ctx.vendorId);
    },
    columns: receiptColumns,
  });
  registerExport<ReceiptListQuery, ReceiptSummary>({
    key: 'receiving.receipts',
    nameCode: ERROR_CODES.exportListReceipts,
    permission: PERMISSIONS.procurementOrder,
    filters: receiptListQuerySchema,
    page: (tx, ctx, { filters, cursor, pageSize, locale }) =>
      listReceipts(tx, ctx.tenantId!, { ...filters, cursor: cursor ?? undefined, pageSize }, locale),
    columns: receiptColumns,
  });
}
