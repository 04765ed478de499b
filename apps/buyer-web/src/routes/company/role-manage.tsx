export { RoleManagePage as Component } from '@procure/company-feature-settings';
