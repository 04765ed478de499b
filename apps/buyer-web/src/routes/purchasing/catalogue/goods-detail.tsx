export { GoodsDetailPage as Component } from '@procure/catalogue-feature-shop';
