export { catalogueKeys, type GoodsListFilters } from './catalogue-keys.ts';
export * from './use-shop.ts';
export * from './use-cart.ts';
export * from './use-manage.ts';
