export { ProxySettingPage as Component } from '@procure/settings-feature-user-setting';
