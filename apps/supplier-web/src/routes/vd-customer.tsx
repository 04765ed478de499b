export { MyCustomersPage as Component } from '@procure/vendor-feature-onboarding';
