export { SupplierRequestDetailPage as Component } from '@procure/invoice-feature-supplier';
