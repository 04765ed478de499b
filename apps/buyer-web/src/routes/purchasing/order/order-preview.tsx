export { OrderPreviewPage as Component } from '@procure/order-feature-list';
