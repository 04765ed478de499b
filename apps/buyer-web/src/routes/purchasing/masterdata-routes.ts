import { PERMISSIONS as P } from '@procure/shared-codes';
import { page } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

/** Buyer pages of the masterdata domain (issue #6), mounted inside the shell: one `page()` each. */
export const masterdataRoutes: RouteObject[] = [
  page('/setting/masterData', () => import('./masterdata/master-data.tsx'), {
    permissionCheck: P.settingMasterData,
    activeMenu: ['settingMasterData'],
  }),
  page('/setting/procurementSetting', () => import('./masterdata/procurement-setting.tsx'), {
    permissionCheck: P.settingMasterData,
    activeMenu: ['settingProcurementSetting'],
  }),
  page('/currency/list', () => import('./masterdata/currency-list.tsx'), {
    permissionCheck: P.currency,
    activeMenu: ['currencyList'],
  }),
  page('/currency/history', () => import('./masterdata/currency-history.tsx'), {
    permissionCheck: P.currency,
    activeMenu: ['currencyHistory'],
  }),
];

/** Pages of the masterdata domain outside the shell (none unless a phone layout needs it). */
export const masterdataBareRoutes: RouteObject[] = [];
