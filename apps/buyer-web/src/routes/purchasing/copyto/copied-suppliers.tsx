export { CopiedSupplierListPage as Component } from '@procure/vendor-feature-onboarding';
