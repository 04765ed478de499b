export { PaymentSuccessPage as Component } from '@procure/payment-feature-payment';
