export { RequestSuccessPage as Component } from '@procure/invoice-feature-invoice';
