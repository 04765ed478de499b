import { PERMISSIONS } from '@procure/shared-codes';
import type { RouteMeta } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

const shop = (activeMenu: string[]) =>
  ({
    permissionCheck: PERMISSIONS.procurementCatalogue,
    activeMenu: ['procurement', ...activeMenu],
  }) satisfies RouteMeta;

/**
 * Buyer pages of the catalogue domain (issue #6), mounted inside the shell. Each page is a lazy route
 * module (export `Component`, optionally `loader`) with `handle: { permissionCheck, activeMenu } satisfies RouteMeta`.
 */
export const catalogueRoutes: RouteObject[] = [
  {
    path: '/procurement/index',
    lazy: () => import('./catalogue/home.tsx'),
    handle: shop(['procurementIndex']),
  },
  {
    path: '/procurement/catalogue',
    lazy: () => import('./catalogue/directory.tsx'),
    handle: shop(['procurementIndex']),
  },
  {
    path: '/procurement/goodsList',
    lazy: () => import('./catalogue/goods-list.tsx'),
    handle: shop(['procurementGoodsList']),
  },
  {
    path: '/procurement/goodsDetail/:id',
    lazy: () => import('./catalogue/goods-detail.tsx'),
    handle: shop(['procurementGoodsList']),
  },
  {
    // id 'mycart': a named route that hides the side menu (spec §2).
    id: 'mycart',
    path: '/procurement/cart',
    lazy: () => import('./catalogue/cart.tsx'),
    handle: { ...shop(['procurementCart']), hideSideMenu: true } satisfies RouteMeta,
  },
  {
    path: '/setting/goods',
    lazy: () => import('./catalogue/goods-manage.tsx'),
    handle: {
      permissionCheck: PERMISSIONS.settingMasterData,
      activeMenu: ['setting', 'settingGoods'],
    } satisfies RouteMeta,
  },
  {
    path: '/setting/materials',
    lazy: () => import('./catalogue/materials-manage.tsx'),
    handle: {
      permissionCheck: PERMISSIONS.settingMasterData,
      activeMenu: ['setting', 'settingMaterials'],
    } satisfies RouteMeta,
  },
];

/** Pages of the catalogue domain outside the shell (none unless a phone layout needs it). */
export const catalogueBareRoutes: RouteObject[] = [];
