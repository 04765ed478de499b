export { ReturnListPage } from './return-list-page.tsx';
export { ReturnDetailPage } from './return-detail-page.tsx';
export { ReturnFormPage } from './return-form-page.tsx';
export { ReturnPrintPage } from './return-print-page.tsx';
