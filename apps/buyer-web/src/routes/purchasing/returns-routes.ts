import { PERMISSIONS as P } from '@procure/shared-codes';
import { page } from '@procure/shell-feature-shell';
import type { RouteMeta } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

// The return pages highlight "returns" in the menu (spec §2 /SaleReturn and the /procurement return pages).
const meta = { permissionCheck: P.procurementOrder, activeMenu: ['saleReturnList'] } satisfies RouteMeta;

/** Buyer pages of the returns domain (issue #14), mounted inside the shell: one `page()` each. */
export const returnsRoutes: RouteObject[] = [
  page('/SaleReturn/list', () => import('./returns/return-list.tsx'), meta),
  page('/SaleReturn/create', () => import('./returns/return-form.tsx'), meta),
  page('/SaleReturn/edit/:id', () => import('./returns/return-form.tsx'), meta),
  page('/SaleReturn/detail/:id', () => import('./returns/return-detail.tsx'), meta),
  page('/SaleReturn/print/:id', () => import('./returns/return-print.tsx'), meta),
  // The /procurement names of the same pages: return application (list), detail, apply (from an order).
  page('/procurement/returnApplication', () => import('./returns/return-list.tsx'), meta),
  page('/procurement/returnDetail/:id', () => import('./returns/return-detail.tsx'), meta),
  page('/procurement/returnApply/:orderId', () => import('./returns/return-form.tsx'), meta),
];
