export { GoodsHomePage } from './goods-home-page.tsx';
export { CatalogueDirectoryPage } from './catalogue-directory-page.tsx';
export { GoodsListPage } from './goods-list-page.tsx';
export { GoodsDetailPage } from './goods-detail-page.tsx';
export { CartPage } from './cart-page.tsx';
export { GoodsManagePage } from './goods-manage-page.tsx';
export { MaterialsManagePage } from './materials-manage-page.tsx';
