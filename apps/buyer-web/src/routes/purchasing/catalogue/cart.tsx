export { CartPage as Component } from '@procure/catalogue-feature-shop';
