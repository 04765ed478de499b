export { GoodsManagePage as Component } from '@procure/catalogue-feature-shop';
