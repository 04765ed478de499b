export { RegistrationApprovalPage } from './registration-approval-page.tsx';
