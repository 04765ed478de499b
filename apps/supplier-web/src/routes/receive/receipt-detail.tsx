export { SupplierReceiptDetailPage as Component } from '@procure/receiving-feature-supplier';
