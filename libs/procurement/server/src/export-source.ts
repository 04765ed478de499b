import { codeLabel, registerExport } from '@procure/server-export';
import { ERROR_CODES, PERMISSIONS } from '@procure/shared-codes';
import { translateCode } from '@procure/shared-i18n';
import { countOwnRequests, listOwnRequests } from './list-query.ts';
import { listQuerySchema, type ListItem } from './wire.ts';

/** "My purchase requests" exports through the one export mechanism (same page function as the list). */
export function registerPurchaseRequestExport(): void {
  registerExport<ReturnType<typeof listQuerySchema.parse>, ListItem>({
    key: 'procurement.requests',
    nameCode: ERROR_CODES.exportListProcurementRequests,
    permission: PERMISSIONS.procurementApply,
    filters: listQuerySchema,
    page: (tx, ctx, { filters, cursor, pageSize, locale }) =>
      listOwnRequests(
        tx,
        { tenantId: ctx.tenantId!, userId: ctx.userId },
        { ...filters, cursor: cursor ?? undefined, pageSize },
        locale === 'en-US',
      ),
    count: (tx, ctx, filters) =>
      countOwnRequests(tx, { tenantId: ctx.tenantId!, userId: ctx.userId }, filters),
    columns: {
      code: (r) => r.code,
      title: (r) => r.title,
      kind: (r, locale) => translateCode(locale, `export.purchaseKind.${r.kind}`),
      status: (r, locale) => codeLabel('application', r.status, locale),
      totalAmount: (r) => r.totalAmount,
      budgetCheck: (r, locale) => codeLabel('budgetCheck', r.budgetCheck, locale),
      costCenter: (r) => r.costCenterName,
      needByDate: (r) => r.needByDate,
      createdAt: (r) => new Date(r.createdAt),
    },
  });
}
