export { SupplierReceiptListPage as Component } from '@procure/receiving-feature-supplier';
