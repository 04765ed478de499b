export { SupplierResultDetailPage as Component } from '@procure/evaluation-feature-performance';
