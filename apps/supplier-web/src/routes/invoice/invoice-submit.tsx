export { SupplierInvoiceSubmitPage as Component } from '@procure/invoice-feature-supplier';
