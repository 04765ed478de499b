export { OrderPrintPage as Component } from '@procure/order-feature-list';
