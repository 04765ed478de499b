export { SupplierDeliveryPage as Component } from '@procure/order-feature-supplier';
