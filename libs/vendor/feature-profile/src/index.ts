export { MyProfilePage } from './my-profile-page.tsx';
export { SupplierFilePage } from './supplier-file-page.tsx';
export { ChangeDetailPage } from './change-detail-page.tsx';
