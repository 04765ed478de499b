export { StaffManagePage as Component } from '@procure/company-feature-settings';
