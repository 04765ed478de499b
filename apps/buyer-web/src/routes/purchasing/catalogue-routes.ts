import { PERMISSIONS as P } from '@procure/shared-codes';
import { page } from '@procure/shell-feature-shell';
import type { RouteMeta } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

const shop = (...activeMenu: string[]) =>
  ({
    permissionCheck: P.procurementCatalogue,
    activeMenu: ['procurement', ...activeMenu],
  }) satisfies RouteMeta;
const setting = (menu: string) =>
  ({ permissionCheck: P.settingMasterData, activeMenu: ['setting', menu] }) satisfies RouteMeta;

/** Buyer pages of the catalogue domain (issue #6), mounted inside the shell: one `page()` each. */
export const catalogueRoutes: RouteObject[] = [
  page('/procurement/index', () => import('./catalogue/home.tsx'), shop('procurementIndex')),
  page('/procurement/catalogue', () => import('./catalogue/directory.tsx'), shop('procurementIndex')),
  page('/procurement/goodsList', () => import('./catalogue/goods-list.tsx'), shop('procurementGoodsList')),
  page(
    '/procurement/goodsDetail/:id',
    () => import('./catalogue/goods-detail.tsx'),
    shop('procurementGoodsList'),
  ),
  // id 'mycart': a named route that hides the side menu (spec §2).
  {
    ...page('/procurement/cart', () => import('./catalogue/cart.tsx'), {
      ...shop('procurementCart'),
      hideSideMenu: true,
    }),
    id: 'mycart',
  },
  page('/setting/goods', () => import('./catalogue/goods-manage.tsx'), setting('settingGoods')),
  page('/setting/materials', () => import('./catalogue/materials-manage.tsx'), setting('settingMaterials')),
];

/** Pages of the catalogue domain outside the shell (none unless a phone layout needs it). */
export const catalogueBareRoutes: RouteObject[] = [];
