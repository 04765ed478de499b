export { SupplierRequestListPage as Component } from '@procure/invoice-feature-supplier';
