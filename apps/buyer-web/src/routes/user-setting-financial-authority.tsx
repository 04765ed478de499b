export { FinancialAuthorityPage as Component } from '@procure/settings-feature-user-setting';
