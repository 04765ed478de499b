export { InviteLandingPage as Component } from '@procure/vendor-feature-onboarding';
