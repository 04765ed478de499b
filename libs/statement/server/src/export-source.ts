import { codeLabel, registerExport } from '@procure/server-export';
import { ERROR_CODES, PERMISSIONS } from '@procure/shared-codes';
import { listStatements } from './queries.ts';
import { statementListQuerySchema, type StatementListQuery, type StatementSummary } from './wire.ts';

/** The statement list exports through the one export mechanism (its own page function, as the caller). */
export function registerStatementExports(): void {
  registerExport<StatementListQuery, StatementSummary>({
    key: 'statement.statements',
    nameCode: ERROR_CODES.exportListStatements,
    permission: PERMISSIONS.payment,
    filters: statementListQuerySchema,
    page: (tx, ctx, { filters, cursor, pageSize, locale }) =>
      listStatements(
        tx,
        { tenantId: ctx.tenantId!, userId: ctx.userId, vendorId: null },
        { ...filters, cursor: cursor ?? undefined, pageSize },
        locale,
      ),
    columns: {
      code: (r) => r.code,
      vendorName: (r) => r.vendorName,
      period: (r) => `${r.periodFrom} ~ ${r.periodTo}`,
      status: (r, locale) => codeLabel('statement', r.status, locale),
      currency: (r) => r.currency,
      receivedAmount: (r) => r.receivedAmount,
      invoicedAmount: (r) => r.invoicedAmount,
      paidAmount: (r) => r.paidAmount,
      outstandingAmount: (r) => r.outstandingAmount,
      createdAt: (r) => new Date(r.createdAt),
    },
  });
}
