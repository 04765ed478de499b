export { OrderVersionsPage as Component } from '@procure/order-feature-list';
