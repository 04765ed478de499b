import { codeLabel, registerExport } from '@procure/server-export';
import { ERROR_CODES, PERMISSIONS } from '@procure/shared-codes';
import { listStatements } from './queries.ts';
import { reconciliationPage } from './reconciliation.ts';
import {
  reconciliationQuerySchema,
  vendorReconciliationQuerySchema,
  type ReconciliationLine,
} from './reconciliation-wire.ts';
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

const refs = (items: readonly { number?: string; code?: string }[]) =>
  items.map((item) => item.number ?? item.code).join(', ');

/** The reconciliation columns (keys = the web table's column ids), shared by both portals. */
const reconciliationColumns = {
  orderCode: (r: ReconciliationLine) => `${r.orderCode} #${r.lineNo}`,
  orderDate: (r: ReconciliationLine) => r.orderDate,
  item: (r: ReconciliationLine) => `${r.productCode} ${r.name}`,
  currency: (r: ReconciliationLine) => r.currency,
  unitPrice: (r: ReconciliationLine) => r.unitPrice,
  receivedQty: (r: ReconciliationLine) => r.receivedQty,
  receivedAmount: (r: ReconciliationLine) => r.receivedAmount,
  invoicedAmount: (r: ReconciliationLine) => r.invoicedAmount,
  requestedAmount: (r: ReconciliationLine) => r.requestedAmount,
  paidAmount: (r: ReconciliationLine) => r.paidAmount,
  uninvoicedAmount: (r: ReconciliationLine) => r.uninvoicedAmount,
  unpaidAmount: (r: ReconciliationLine) => r.unpaidAmount,
  invoices: (r: ReconciliationLine) => refs(r.invoices),
  payments: (r: ReconciliationLine) => refs(r.payments),
};

/** Invoice reconciliation exports on both portals, walking the list's own keyset pages as the caller. */
export function registerReconciliationExports(): void {
  registerExport({
    key: 'statement.reconciliation',
    nameCode: ERROR_CODES.exportListReconciliation,
    permission: PERMISSIONS.financeInvoice,
    filters: reconciliationQuerySchema,
    page: (tx, ctx, { filters, cursor, pageSize }) =>
      reconciliationPage(tx, {
        ...filters,
        tenantId: ctx.tenantId!,
        supplierView: false,
        cursor: cursor ?? undefined,
        pageSize,
      }),
    columns: reconciliationColumns,
  });
  registerExport({
    key: 'statement.vendorReconciliation',
    nameCode: ERROR_CODES.exportListReconciliation,
    permission: PERMISSIONS.vendorOrder,
    sites: ['supplier'],
    filters: vendorReconciliationQuerySchema,
    page: (tx, ctx, { filters, cursor, pageSize }) =>
      reconciliationPage(tx, {
        ...filters,
        tenantId: ctx.tenantId!,
        vendorId: ctx.vendorId!,
        supplierView: true,
        cursor: cursor ?? undefined,
        pageSize,
      }),
    columns: reconciliationColumns,
  });
}
