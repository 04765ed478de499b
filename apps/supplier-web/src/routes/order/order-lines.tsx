export { SupplierOrderLinesPage as Component } from '@procure/order-feature-supplier';
