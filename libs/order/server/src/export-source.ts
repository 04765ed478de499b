import { codeLabel, registerExport } from '@procure/server-export';
import { ERROR_CODES, PERMISSIONS } from '@procure/shared-codes';
import { listOrders } from './order-queries.ts';
import { listVendorOrderLines } from './order-line-queries.ts';
import { orderLineListQuerySchema, type OrderLineListQuery, type OrderLineRow } from './wire.ts';
import { orderListQuerySchema, type OrderListQuery, type OrderSummary } from './wire.ts';
import { AppError } from '@procure/server-http';
import type { Locale } from '@procure/shared-i18n';

const columns = {
  code: (r: OrderSummary) => r.code,
  vendorName: (r: OrderSummary) => r.vendorName,
  status: (r: OrderSummary, locale: Locale) => codeLabel('order', r.status, locale),
  totalAmount: (r: OrderSummary) => r.totalAmount,
  lineCount: (r: OrderSummary) => r.lineCount,
  sourceCode: (r: OrderSummary) => r.sourceCode,
  buyerName: (r: OrderSummary) => r.buyerName,
  createdAt: (r: OrderSummary) => new Date(r.createdAt),
};

/**
 * The order lists export through the one export mechanism (same page function as the list): the
 * buyer's orders, and the supplier's own orders in the current tenant (scoped by its company).
 */
export function registerOrderExport(): void {
  registerExport<OrderListQuery, OrderSummary>({
    key: 'order.orders',
    nameCode: ERROR_CODES.exportListOrders,
    permission: PERMISSIONS.procurementOrder,
    filters: orderListQuerySchema,
    page: (tx, ctx, { filters, cursor, pageSize, locale }) =>
      listOrders(tx, ctx.tenantId!, { ...filters, cursor: cursor ?? undefined, pageSize }, locale),
    columns,
  });
  registerExport<OrderListQuery, OrderSummary>({
    key: 'order.vendorOrders',
    nameCode: ERROR_CODES.exportListOrders,
    permission: PERMISSIONS.vendorOrder,
    sites: ['supplier'],
    filters: orderListQuerySchema,
    page: (tx, ctx, { filters, cursor, pageSize, locale }) => {
      // A supplier's export never leaves its company, whatever the filters say.
      if (!ctx.vendorId) throw new AppError(403, ERROR_CODES.authForbidden);
      const query = { ...filters, vendorId: undefined, cursor: cursor ?? undefined, pageSize };
      return listOrders(tx, ctx.tenantId!, query, locale, ctx.vendorId);
    },
    columns,
  });
  registerExport<OrderLineListQuery, OrderLineRow>({
    key: 'order.vendorLines',
    nameCode: ERROR_CODES.orderExportLines,
    permission: PERMISSIONS.vendorOrder,
    sites: ['supplier'],
    filters: orderLineListQuerySchema,
    page: (tx, ctx, { filters, cursor, pageSize, locale }) => {
      if (!ctx.vendorId) throw new AppError(403, ERROR_CODES.authForbidden);
      const query = { ...filters, cursor: cursor ?? undefined, pageSize };
      return listVendorOrderLines(tx, ctx.tenantId!, ctx.vendorId, query, locale);
    },
    columns: {
      orderCode: (r) => r.orderCode,
      orderStatus: (r, locale) => codeLabel('order', r.orderStatus, locale),
      legalEntityName: (r) => r.legalEntityName,
      lineNo: (r) => r.lineNo,
      productCode: (r) => r.productCode,
      name: (r) => r.name,
      unit: (r) => r.unit,
      unitPrice: (r) => r.unitPrice,
      orderedQty: (r) => r.orderedQty,
      orderedAmount: (r) => r.orderedAmount,
      deliveredQty: (r) => r.deliveredQty,
      receivedQty: (r) => r.receivedQty,
      needByDate: (r) => r.needByDate,
      createdAt: (r) => new Date(r.createdAt),
    },
  });
}
