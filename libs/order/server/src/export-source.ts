import { codeLabel, registerExport } from '@procure/server-export';
import { ERROR_CODES, PERMISSIONS } from '@procure/shared-codes';
import { listOrders } from './order-queries.ts';
import { orderListQuerySchema, type OrderListQuery, type OrderSummary } from './wire.ts';

/** The order list exports through the one export mechanism (same page function as the list). */
export function registerOrderExport(): void {
  registerExport<OrderListQuery, OrderSummary>({
    key: 'order.orders',
    nameCode: ERROR_CODES.exportListOrders,
    permission: PERMISSIONS.procurementOrder,
    filters: orderListQuerySchema,
    page: (tx, ctx, { filters, cursor, pageSize, locale }) =>
      listOrders(tx, ctx.tenantId!, { ...filters, cursor: cursor ?? undefined, pageSize }, locale),
    columns: {
      code: (r) => r.code,
      vendorName: (r) => r.vendorName,
      status: (r, locale) => codeLabel('order', r.status, locale),
      totalAmount: (r) => r.totalAmount,
      lineCount: (r) => r.lineCount,
      sourceCode: (r) => r.sourceCode,
      buyerName: (r) => r.buyerName,
      createdAt: (r) => new Date(r.createdAt),
    },
  });
}
