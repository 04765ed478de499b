export { SupplierReturnDetailPage as Component } from '@procure/returns-feature-supplier';
