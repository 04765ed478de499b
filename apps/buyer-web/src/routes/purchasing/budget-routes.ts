import type { RouteObject } from 'react-router';
import { PERMISSIONS } from '@procure/shared-codes';
import type { RouteMeta } from '@procure/shell-feature-shell';

/**
 * Buyer pages of the budget domain (issue #6), mounted inside the shell. Each page is a lazy route
 * module (export `Component`, optionally `loader`) with `handle: { permissionCheck, activeMenu } satisfies RouteMeta`.
 */
export const budgetRoutes: RouteObject[] = [
  {
    path: '/setting/budget',
    lazy: () => import('./budget/budget-manage.tsx'),
    handle: { permissionCheck: PERMISSIONS.settingBudget, activeMenu: ['settingBudget'] } satisfies RouteMeta,
  },
];

/** Pages of the budget domain outside the shell (none unless a phone layout needs it). */
export const budgetBareRoutes: RouteObject[] = [];
