export { InvoiceListPage } from './invoice-list-page.tsx';
export { InvoiceDetailPage } from './invoice-detail-page.tsx';
export { CheckSettingPage } from './check-setting-page.tsx';
export { RequestListPage } from './request-list-page.tsx';
export { RequestCreatePage } from './request-create-page.tsx';
export { RequestDetailPage, RequestPrintPage, RequestSuccessPage } from './request-pages.tsx';
export { RequestConfirmPage } from './request-confirm-page.tsx';
