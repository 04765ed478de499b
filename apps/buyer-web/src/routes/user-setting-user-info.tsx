export { UserInfoPage as Component } from '@procure/settings-feature-user-setting';
