export { VendorListPage as Component } from '@procure/vendor-feature-qualification';
