import { PERMISSIONS as P } from '@procure/shared-codes';
import { page } from '@procure/shell-feature-shell';
import type { RouteMeta } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

const center = {
  permissionCheck: P.messageCenter,
  activeMenu: ['messageCenter', 'messageIndex'],
} satisfies RouteMeta;

/** Buyer pages of the message domain (issue #6), mounted inside the shell: one `page()` each. */
export const messageRoutes: RouteObject[] = [
  // id 'messageIndex': a named route that hides the side menu (spec §2, SIDE_MENU_HIDDEN_ROUTES).
  {
    ...page('/messageCenter/index', () => import('./message/center.tsx'), { ...center, cache: true }),
    id: 'messageIndex',
  },
  page('/messageCenter/detail/:id', () => import('./message/detail.tsx'), center),
];

/** Pages of the message domain outside the shell (none unless a phone layout needs it). */
export const messageBareRoutes: RouteObject[] = [];
