export { OrderListPage } from './order-list-page.tsx';
export { OrderDetailPage } from './order-detail-page.tsx';
export { toOrderListQuery } from './to-order-list-query.ts';
