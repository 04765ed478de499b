export { RequestDetailPage as Component } from '@procure/invoice-feature-invoice';
