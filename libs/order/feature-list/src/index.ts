export { OrderListPage } from './order-list-page.tsx';
export { OrderDetailPage } from './order-detail-page.tsx';
export { orderListFilters, toOrderListQuery } from './to-order-list-query.ts';
export { OrderChangePage } from './order-change-page.tsx';
export { OrderVersionsPage } from './order-versions-page.tsx';
export { DeliveryDetailsPage } from './delivery-details-page.tsx';
export { OrderPreviewPage, OrderPrintPage, OrderSnapshotPage } from './order-print-pages.tsx';
export { OrderSettingPage } from './order-setting-page.tsx';
export { TaxRatePage } from './tax-rate-page.tsx';
