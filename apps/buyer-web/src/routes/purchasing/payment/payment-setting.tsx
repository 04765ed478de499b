export { PaymentSettingPage as Component } from '@procure/payment-feature-payment';
