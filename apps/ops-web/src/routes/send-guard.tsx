export { SendGuardPage as Component } from '@procure/identity-feature-send-guard';
