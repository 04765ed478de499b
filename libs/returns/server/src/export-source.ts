import { codeLabel, registerExport, type ExportCell } from '@procure/server-export';
import { ERROR_CODES, PERMISSIONS } from '@procure/shared-codes';
import type { Locale } from '@procure/shared-i18n';
import { AppError } from '@procure/server-http';
import { listReturns } from './return-queries.ts';
import { returnListQuerySchema, type ReturnListQuery, type ReturnSummary } from './wire.ts';

const columns: Record<string, (row: ReturnSummary, locale: Locale) => ExportCell> = {
  code: (r) => r.code,
  orderCode: (r) => r.orderCode,
  vendorName: (r) => r.vendorName,
  status: (r, locale) => codeLabel('return', r.status, locale),
  totalQty: (r) => r.totalQty,
  totalAmount: (r) => r.totalAmount,
  createdByName: (r) => r.createdByName,
  createdAt: (r) => new Date(r.createdAt),
};

/**
 * The buyer's and the supplier's return lists export through the one export mechanism (the list's own
 * page function). A supplier's export never leaves its company, and sees only sent returns, like its list.
 */
export function registerReturnExports(): void {
  registerExport<ReturnListQuery, ReturnSummary>({
    key: 'returns.returns',
    nameCode: ERROR_CODES.exportListReturns,
    permission: PERMISSIONS.procurementOrder,
    filters: returnListQuerySchema,
    page: (tx, ctx, { filters, cursor, pageSize, locale }) =>
      listReturns(tx, ctx.tenantId!, { ...filters, cursor: cursor ?? undefined, pageSize }, locale),
    columns,
  });
  registerExport<ReturnListQuery, ReturnSummary>({
    key: 'returns.vendorReturns',
    nameCode: ERROR_CODES.exportListReturns,
    permission: PERMISSIONS.vendorOrder,
    sites: ['supplier'],
    filters: returnListQuerySchema,
    page: (tx, ctx, { filters, cursor, pageSize, locale }) => {
      if (!ctx.vendorId) throw new AppError(403, ERROR_CODES.authForbidden);
      const query = { ...filters, cursor: cursor ?? undefined, pageSize };
      return listReturns(tx, ctx.tenantId!, query, locale, ctx.vendorId);
    },
    columns,
  });
}
