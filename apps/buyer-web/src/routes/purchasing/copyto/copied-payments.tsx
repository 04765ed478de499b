export { CopiedPaymentsPage as Component } from '@procure/payment-feature-payment';
