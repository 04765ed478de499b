export { RequestListPage as Component } from '@procure/invoice-feature-invoice';
