export { SupplierStatementListPage as Component } from '@procure/statement-feature-supplier';
