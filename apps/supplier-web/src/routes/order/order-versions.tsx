export { SupplierOrderVersionsPage as Component } from '@procure/order-feature-supplier';
