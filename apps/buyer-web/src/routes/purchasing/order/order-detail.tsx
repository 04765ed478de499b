export { OrderDetailPage as Component } from '@procure/order-feature-list';
