import { PERMISSIONS as P } from '@procure/shared-codes';
import { page } from '@procure/shell-feature-shell';
import type { RouteMeta } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

// Spec §2 /invoice (management, detail) and /financialSet (check setting), issue #15.
const meta = { permissionCheck: P.financeInvoice, activeMenu: ['invoiceManagement'] } satisfies RouteMeta;

/** Buyer pages of the invoice domain, mounted inside the shell: one `page()` each. */
export const invoiceRoutes: RouteObject[] = [
  page('/invoice/management', () => import('./invoice/invoice-list.tsx'), meta),
  page('/invoice/detail/:id', () => import('./invoice/invoice-detail.tsx'), meta),
  page('/financialSet/checkSetting', () => import('./invoice/check-setting.tsx'), {
    permissionCheck: P.financeCheckSetting,
    activeMenu: ['financeCheckSetting'],
  }),
];
