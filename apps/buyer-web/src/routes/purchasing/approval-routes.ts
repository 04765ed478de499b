import { PERMISSIONS } from '@procure/shared-codes';
import type { RouteMeta } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

/**
 * Buyer pages of the approval domain (issue #6), mounted inside the shell. Each page is a lazy route
 * module (export `Component`, optionally `loader`) with `handle: { permissionCheck, activeMenu } satisfies RouteMeta`.
 */
export const approvalRoutes: RouteObject[] = [
  // The approval inbox (message/inbox slice).
  {
    path: '/procurement/pendingApproval',
    lazy: () => import('./approval/inbox-pending.tsx'),
    handle: {
      permissionCheck: PERMISSIONS.procurementApproval,
      activeMenu: ['procurement', 'procurementPendingApproval'],
      cache: true,
    } satisfies RouteMeta,
  },
  {
    path: '/procurement/approved',
    lazy: () => import('./approval/inbox-approved.tsx'),
    handle: {
      permissionCheck: PERMISSIONS.procurementApproval,
      activeMenu: ['procurement', 'procurementApproved'],
      cache: true,
    } satisfies RouteMeta,
  },
  // The approval flow settings (engine slice).
  {
    path: '/setting/approvalFlow',
    lazy: () => import('./approval/flow-settings.tsx'),
    handle: {
      permissionCheck: PERMISSIONS.settingApprovalFlow,
      activeMenu: ['setting', 'settingApprovalFlow'],
    } satisfies RouteMeta,
  },
];

/** Pages of the approval domain outside the shell (none unless a phone layout needs it). */
export const approvalBareRoutes: RouteObject[] = [
  // Mobile approval (spec §2 /mobile, /mobilenew): phone layout, session and permission checked by the page.
  ...['/mobile', '/mobilenew'].flatMap((base) => [
    { path: base, lazy: () => import('./approval/mobile-list.tsx') },
    { path: `${base}/detail/:docType/:id`, lazy: () => import('./approval/mobile-detail.tsx') },
  ]),
];
