export { SupplierReturnListPage as Component } from '@procure/returns-feature-supplier';
