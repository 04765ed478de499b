export { SupplierFilePage as Component } from '@procure/vendor-feature-profile';
