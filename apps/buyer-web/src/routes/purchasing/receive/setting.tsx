export { ReceivingSettingPage as Component } from '@procure/receiving-feature-receive';
