export { SupplierStatementDetailPage, SupplierStatementListPage } from './supplier-statement-pages.tsx';
export { SupplierReconciliationPage } from './supplier-reconciliation-page.tsx';
