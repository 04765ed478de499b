export { SupplierInvoiceDetailPage as Component } from '@procure/invoice-feature-supplier';
