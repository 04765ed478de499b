import { PERMISSIONS as P } from '@procure/shared-codes';
import { page } from '@procure/shell-feature-shell';
import type { RouteMeta } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

const inbox = (menu: string) =>
  ({
    permissionCheck: P.procurementApproval,
    activeMenu: ['procurement', menu],
    cache: true,
  }) satisfies RouteMeta;

/** Buyer pages of the approval domain (issue #6), mounted inside the shell: one `page()` each. */
export const approvalRoutes: RouteObject[] = [
  // The approval inbox (message/inbox slice).
  page(
    '/procurement/pendingApproval',
    () => import('./approval/inbox-pending.tsx'),
    inbox('procurementPendingApproval'),
  ),
  page('/procurement/approved', () => import('./approval/inbox-approved.tsx'), inbox('procurementApproved')),
  // The approval flow settings (engine slice).
  page('/setting/approvalFlow', () => import('./approval/flow-settings.tsx'), {
    permissionCheck: P.settingApprovalFlow,
    activeMenu: ['setting', 'settingApprovalFlow'],
  }),
];

/** Pages of the approval domain outside the shell (none unless a phone layout needs it). */
export const approvalBareRoutes: RouteObject[] = [
  // Mobile approval (spec §2 /mobile, /mobilenew): phone layout, session and permission checked by the page.
  ...['/mobile', '/mobilenew'].flatMap((base) => [
    page(base, () => import('./approval/mobile-list.tsx')),
    page(`${base}/detail/:docType/:id`, () => import('./approval/mobile-detail.tsx')),
  ]),
];
