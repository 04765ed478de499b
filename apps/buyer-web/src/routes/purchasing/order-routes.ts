import { PERMISSIONS } from '@procure/shared-codes';
import type { RouteMeta } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

// Both order pages highlight "purchase orders" in the menu (spec route meta activeMenu).
const orderMeta = {
  permissionCheck: PERMISSIONS.procurementOrder,
  activeMenu: ['procurementOrderList'],
} satisfies RouteMeta;

/**
 * Buyer pages of the order domain (issue #6), mounted inside the shell. Each page is a lazy route
 * module (export `Component`, optionally `loader`) with `handle: { permissionCheck, activeMenu } satisfies RouteMeta`.
 */
export const orderRoutes: RouteObject[] = [
  { path: '/procurement/orderList', lazy: () => import('./order/order-list.tsx'), handle: orderMeta },
  { path: '/procurement/orderDetail/:id', lazy: () => import('./order/order-detail.tsx'), handle: orderMeta },
];

/** Pages of the order domain outside the shell (none unless a phone layout needs it). */
export const orderBareRoutes: RouteObject[] = [];
