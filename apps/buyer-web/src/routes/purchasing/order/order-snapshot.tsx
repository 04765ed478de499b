export { OrderSnapshotPage as Component } from '@procure/order-feature-list';
