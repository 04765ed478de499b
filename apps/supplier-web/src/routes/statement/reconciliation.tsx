export { SupplierReconciliationPage as Component } from '@procure/statement-feature-supplier';
