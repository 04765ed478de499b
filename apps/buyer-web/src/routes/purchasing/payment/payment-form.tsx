export { PaymentFormPage as Component } from '@procure/payment-feature-payment';
