export { PaymentDetailPage as Component } from '@procure/payment-feature-payment';
