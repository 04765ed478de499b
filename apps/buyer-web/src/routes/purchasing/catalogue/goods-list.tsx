export { GoodsListPage as Component } from '@procure/catalogue-feature-shop';
