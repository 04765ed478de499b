export { MyApplicationPage as Component } from '@procure/vendor-feature-onboarding';
