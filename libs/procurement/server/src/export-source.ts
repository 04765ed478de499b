import { codeLabel, registerExport } from '@procure/server-export';
import { ERROR_CODES, PERMISSIONS } from '@procure/shared-codes';
import { translateCode } from '@procure/shared-i18n';
import { countOwnRequests, listOwnRequests } from './list-query.ts';
import { listQuerySchema, type ListItem } from './wire.ts';

/** "My purchase requests" (and the copy-to list) export through the one export mechanism. */
export function registerPurchaseRequestExport(): void {
  registerCopiedRequestExport();
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

const columns = {
  code: (r: ListItem) => r.code,
  title: (r: ListItem) => r.title,
  status: (r: ListItem, locale: Parameters<typeof codeLabel>[2]) =>
    codeLabel('application', r.status, locale),
  totalAmount: (r: ListItem) => r.totalAmount,
  applicantName: (r: ListItem) => r.applicantName,
  createdAt: (r: ListItem) => new Date(r.createdAt),
};

/** The copy-to list (`/copyto/purchase`): the same page function in the 'copied' scope. */
function registerCopiedRequestExport(): void {
  registerExport<ReturnType<typeof listQuerySchema.parse>, ListItem>({
    key: 'procurement.copies',
    nameCode: ERROR_CODES.exportListProcurementCopies,
    permission: PERMISSIONS.copyTo,
    filters: listQuerySchema,
    page: (tx, ctx, { filters, cursor, pageSize, locale }) =>
      listOwnRequests(
        tx,
        { tenantId: ctx.tenantId!, userId: ctx.userId },
        { ...filters, cursor: cursor ?? undefined, pageSize },
        locale === 'en-US',
        'copied',
      ),
    count: (tx, ctx, filters) =>
      countOwnRequests(tx, { tenantId: ctx.tenantId!, userId: ctx.userId }, filters, 'copied'),
    columns,
  });
}
