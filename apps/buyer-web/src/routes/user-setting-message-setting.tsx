export { MessageSettingPage as Component } from '@procure/settings-feature-user-setting';
