import { PERMISSIONS as P } from '@procure/shared-codes';
import { page } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

/** Buyer pages of the budget domain (issue #6), mounted inside the shell: one `page()` each. */
export const budgetRoutes: RouteObject[] = [
  page('/setting/budget', () => import('./budget/budget-manage.tsx'), {
    permissionCheck: P.settingBudget,
    activeMenu: ['settingBudget'],
  }),
];

/** Pages of the budget domain outside the shell (none unless a phone layout needs it). */
export const budgetBareRoutes: RouteObject[] = [];
