export { EnterpriseInfoPage as Component } from '@procure/company-feature-settings';
