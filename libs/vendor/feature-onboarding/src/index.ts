export { InvitationListPage } from './invitation-list-page.tsx';
export { ApplicationListPage } from './application-list-page.tsx';
export { ApplicationDetailPage } from './application-detail-page.tsx';
export { MyApplicationPage } from './my-application-page.tsx';
export { InviteLandingPage } from './invite-landing-page.tsx';
export { CopiedSupplierListPage, CopiedSupplierDetailPage } from './copied-supplier-pages.tsx';
export { MyCustomersPage } from './my-customers-page.tsx';
export { InvitationSettingsPage } from './invitation-settings-page.tsx';
