export { DeliveryDetailsPage as Component } from '@procure/order-feature-list';
