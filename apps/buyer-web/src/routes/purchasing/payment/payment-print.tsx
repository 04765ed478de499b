export { PaymentPrintPage as Component } from '@procure/payment-feature-payment';
