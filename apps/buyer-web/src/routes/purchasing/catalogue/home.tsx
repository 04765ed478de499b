export { GoodsHomePage as Component } from '@procure/catalogue-feature-shop';
