import { PERMISSIONS as P } from '@procure/shared-codes';
import { page } from '@procure/shell-feature-shell';
import type { RouteMeta } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

// Receiving (issue #14, spec §2 /Receive): receiving is order work (permission procurement:order).
const toReceive = { permissionCheck: P.procurementOrder, activeMenu: ['receiveList'] } satisfies RouteMeta;
const records = { permissionCheck: P.procurementOrder, activeMenu: ['receiveConstList'] } satisfies RouteMeta;

/** Buyer pages of the receiving domain, mounted inside the shell: one `page()` each. */
export const receivingRoutes: RouteObject[] = [
  page('/Receive/receiveList', () => import('./receive/to-receive.tsx'), toReceive),
  page('/Receive/take/:orderId', () => import('./receive/take.tsx'), toReceive),
  page('/Receive/commitSuccess/:id', () => import('./receive/commit-success.tsx'), toReceive),
  page('/Receive/constList', () => import('./receive/const-list.tsx'), records),
  page('/Receive/details/:id', () => import('./receive/details.tsx'), records),
  page('/Receive/preview/:id', () => import('./receive/preview.tsx'), records),
  page('/setting/receiving', () => import('./receive/setting.tsx'), {
    permissionCheck: P.settingApprovalFlow,
    activeMenu: ['setting', 'settingReceiving'],
  }),
  page('/Receive/contract/:id', () => import('./receive/contract.tsx'), records),
];
