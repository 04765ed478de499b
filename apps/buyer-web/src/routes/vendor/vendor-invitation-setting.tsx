export { InvitationSettingsPage as Component } from '@procure/vendor-feature-onboarding';
