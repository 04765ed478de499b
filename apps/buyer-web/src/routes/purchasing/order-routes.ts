import { PERMISSIONS as P } from '@procure/shared-codes';
import { page } from '@procure/shell-feature-shell';
import type { RouteMeta } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

// Both order pages highlight "purchase orders" in the menu (spec route meta activeMenu).
const orderMeta = {
  permissionCheck: P.procurementOrder,
  activeMenu: ['procurementOrderList'],
} satisfies RouteMeta;

/** Buyer pages of the order domain (issue #6), mounted inside the shell: one `page()` each. */
export const orderRoutes: RouteObject[] = [
  page('/procurement/orderList', () => import('./order/order-list.tsx'), orderMeta),
  page('/procurement/orderDetail/:id', () => import('./order/order-detail.tsx'), orderMeta),
];

/** Pages of the order domain outside the shell (none unless a phone layout needs it). */
export const orderBareRoutes: RouteObject[] = [];
