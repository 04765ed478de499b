export { OrderListPage as Component } from '@procure/order-feature-list';
