export { OrderChangePage as Component } from '@procure/order-feature-list';
