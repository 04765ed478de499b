export { RequestPrintPage as Component } from '@procure/invoice-feature-invoice';
