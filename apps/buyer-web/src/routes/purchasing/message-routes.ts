import { PERMISSIONS as P } from '@procure/shared-codes';
import { page } from '@procure/shell-feature-shell';
import type { RouteMeta } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

const center = {
  permissionCheck: P.messageCenter,
  activeMenu: ['messageCenter', 'messageIndex'],
} satisfies RouteMeta;

const notices = {
  permissionCheck: P.settingNotice,
  activeMenu: ['setting', 'settingNotice'],
} satisfies RouteMeta;

/** Buyer pages of the message domain (issue #6), mounted inside the shell: one `page()` each. */
export const messageRoutes: RouteObject[] = [
  // id 'messageIndex': a named route that hides the side menu (spec §2, SIDE_MENU_HIDDEN_ROUTES).
  {
    ...page('/messageCenter/index', () => import('./message/center.tsx'), { ...center, cache: true }),
    id: 'messageIndex',
  },
  page('/messageCenter/detail/:id', () => import('./message/detail.tsx'), center),
  page('/messageCenter/noticeDetail/:id', () => import('./message/notice-detail.tsx'), center),
  // Company notices (issue #12 §4): written and published by those with setting:notice.
  page('/messageCenter/create', () => import('./message/notice-form.tsx'), notices),
  page('/setting/noticeSetting', () => import('./message/notice-list.tsx'), notices),
  page('/setting/noticeSetting/create', () => import('./message/notice-form.tsx'), notices),
  page('/setting/noticeSetting/detail/:id', () => import('./message/notice-admin.tsx'), notices),
];

/** Pages of the message domain outside the shell (none unless a phone layout needs it). */
export const messageBareRoutes: RouteObject[] = [];
