import { PERMISSIONS } from '@procure/shared-codes';
import type { RouteMeta } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

// The order pages highlight "purchase orders" in the menu (spec route meta activeMenu).
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
  // Issue #13: order changes, versions and the supplier's delivery notes.
  {
    path: '/procurement/orderModifyDetail/:id',
    lazy: () => import('./order/order-change.tsx'),
    handle: orderMeta,
  },
  {
    path: '/procurement/orderVersionDetail/:id',
    lazy: () => import('./order/order-versions.tsx'),
    handle: orderMeta,
  },
  {
    path: '/procurement/deliveryDetails/:id',
    lazy: () => import('./order/delivery-details.tsx'),
    handle: orderMeta,
  },
];

/** Pages of the order domain outside the shell (none unless a phone layout needs it). */
export const orderBareRoutes: RouteObject[] = [];
