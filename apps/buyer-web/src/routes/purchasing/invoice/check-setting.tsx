export { CheckSettingPage as Component } from '@procure/invoice-feature-invoice';
