export { SupplierStatementDetailPage as Component } from '@procure/statement-feature-supplier';
