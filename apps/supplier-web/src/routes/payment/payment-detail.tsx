export { SupplierPaymentDetailPage as Component } from '@procure/payment-feature-supplier';
