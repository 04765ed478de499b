import { PERMISSIONS } from '@procure/shared-codes';
import type { RouteMeta } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

/**
 * Buyer pages of the message domain (issue #6), mounted inside the shell. Each page is a lazy route
 * module (export `Component`, optionally `loader`) with `handle: { permissionCheck, activeMenu } satisfies RouteMeta`.
 */
export const messageRoutes: RouteObject[] = [
  {
    // id 'messageIndex': a named route that hides the side menu (spec §2, SIDE_MENU_HIDDEN_ROUTES).
    id: 'messageIndex',
    path: '/messageCenter/index',
    lazy: () => import('./message/center.tsx'),
    handle: {
      permissionCheck: PERMISSIONS.messageCenter,
      activeMenu: ['messageCenter', 'messageIndex'],
      cache: true,
    } satisfies RouteMeta,
  },
  {
    path: '/messageCenter/detail/:id',
    lazy: () => import('./message/detail.tsx'),
    handle: {
      permissionCheck: PERMISSIONS.messageCenter,
      activeMenu: ['messageCenter', 'messageIndex'],
    } satisfies RouteMeta,
  },
];

/** Pages of the message domain outside the shell (none unless a phone layout needs it). */
export const messageBareRoutes: RouteObject[] = [];
