export { InvoiceListPage } from './invoice-list-page.tsx';
export { InvoiceDetailPage } from './invoice-detail-page.tsx';
export { CheckSettingPage } from './check-setting-page.tsx';
