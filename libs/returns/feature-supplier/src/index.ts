export { SupplierReturnListPage } from './supplier-return-list-page.tsx';
export { SupplierReturnDetailPage } from './supplier-return-detail-page.tsx';
