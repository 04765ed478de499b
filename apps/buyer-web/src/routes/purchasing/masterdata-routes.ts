import type { RouteObject } from 'react-router';
import { PERMISSIONS } from '@procure/shared-codes';
import type { RouteMeta } from '@procure/shell-feature-shell';

/**
 * Buyer pages of the masterdata domain (issue #6), mounted inside the shell. Each page is a lazy route
 * module (export `Component`, optionally `loader`) with `handle: { permissionCheck, activeMenu } satisfies RouteMeta`.
 */
export const masterdataRoutes: RouteObject[] = [
  {
    path: '/setting/masterData',
    lazy: () => import('./masterdata/master-data.tsx'),
    handle: {
      permissionCheck: PERMISSIONS.settingMasterData,
      activeMenu: ['settingMasterData'],
    } satisfies RouteMeta,
  },
  {
    path: '/setting/procurementSetting',
    lazy: () => import('./masterdata/procurement-setting.tsx'),
    handle: {
      permissionCheck: PERMISSIONS.settingMasterData,
      activeMenu: ['settingProcurementSetting'],
    } satisfies RouteMeta,
  },
  {
    path: '/currency/list',
    lazy: () => import('./masterdata/currency-list.tsx'),
    handle: { permissionCheck: PERMISSIONS.currency, activeMenu: ['currencyList'] } satisfies RouteMeta,
  },
  {
    path: '/currency/history',
    lazy: () => import('./masterdata/currency-history.tsx'),
    handle: { permissionCheck: PERMISSIONS.currency, activeMenu: ['currencyHistory'] } satisfies RouteMeta,
  },
];

/** Pages of the masterdata domain outside the shell (none unless a phone layout needs it). */
export const masterdataBareRoutes: RouteObject[] = [];
