export { RequestCreatePage as Component } from '@procure/invoice-feature-invoice';
