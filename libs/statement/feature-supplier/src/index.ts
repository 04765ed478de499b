export { SupplierStatementDetailPage, SupplierStatementListPage } from './supplier-statement-pages.tsx';
