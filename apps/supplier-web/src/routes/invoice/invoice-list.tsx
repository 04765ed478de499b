export { SupplierInvoiceListPage as Component } from '@procure/invoice-feature-supplier';
