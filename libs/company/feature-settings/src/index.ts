export { StaffManagePage } from './staff-manage-page.tsx';
export { RoleManagePage } from './role-manage-page.tsx';
export { EnterpriseInfoPage } from './enterprise-info-page.tsx';
