export { ApplicationListPage as Component } from '@procure/vendor-feature-onboarding';
