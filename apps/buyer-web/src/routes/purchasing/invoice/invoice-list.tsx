export { InvoiceListPage as Component } from '@procure/invoice-feature-invoice';
