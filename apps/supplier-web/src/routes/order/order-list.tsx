export { SupplierOrderListPage as Component } from '@procure/order-feature-supplier';
