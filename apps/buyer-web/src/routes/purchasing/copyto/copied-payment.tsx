export { CopiedPaymentDetailPage as Component } from '@procure/payment-feature-payment';
