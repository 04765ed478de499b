export { SupplierOrderDetailPage as Component } from '@procure/order-feature-supplier';
