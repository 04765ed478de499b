export { UserInfoPage } from './user-info-page.tsx';
export { FinancialAuthorityPage } from './financial-authority-page.tsx';
export { MessageSettingPage } from './message-setting-page.tsx';
export { ProxySettingPage } from './proxy-setting-page.tsx';
