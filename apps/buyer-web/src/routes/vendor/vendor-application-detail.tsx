export { ApplicationDetailPage as Component } from '@procure/vendor-feature-onboarding';
