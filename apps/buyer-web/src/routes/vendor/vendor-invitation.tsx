export { InvitationListPage as Component } from '@procure/vendor-feature-onboarding';
