export { CopiedSupplierDetailPage as Component } from '@procure/vendor-feature-onboarding';
