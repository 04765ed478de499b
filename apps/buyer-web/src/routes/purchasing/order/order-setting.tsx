export { OrderSettingPage as Component } from '@procure/order-feature-list';
