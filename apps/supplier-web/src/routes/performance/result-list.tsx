export { SupplierResultListPage as Component } from '@procure/evaluation-feature-performance';
