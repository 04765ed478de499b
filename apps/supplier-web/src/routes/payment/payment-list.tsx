export { SupplierPaymentListPage as Component } from '@procure/payment-feature-supplier';
