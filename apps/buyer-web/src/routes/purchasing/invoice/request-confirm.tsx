export { RequestConfirmPage as Component } from '@procure/invoice-feature-invoice';
