export { InvoiceDetailPage as Component } from '@procure/invoice-feature-invoice';
