export { ClassSettingsPage as Component } from '@procure/vendor-feature-classification';
