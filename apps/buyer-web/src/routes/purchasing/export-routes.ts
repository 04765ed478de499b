import type { RouteMeta } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

/** The download center (issue #12): every signed-in buyer's own exports. */
export const exportRoutes: RouteObject[] = [
  {
    path: '/downloadCenter/exportList',
    lazy: () => import('./export/download-center.tsx'),
    handle: { activeMenu: ['downloadCenter'] } satisfies RouteMeta,
  },
];
