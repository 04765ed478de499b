import { PERMISSIONS as P } from '@procure/shared-codes';
import { page } from '@procure/shell-feature-shell';
import type { RouteMeta } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

// Spec §2 /invoice (management, detail), /assetsManagement (invoice requests) and /financialSet (check
// setting), issue #15.
const meta = { permissionCheck: P.financeInvoice, activeMenu: ['invoiceManagement'] } satisfies RouteMeta;
const requests = {
  permissionCheck: P.financeInvoice,
  activeMenu: ['invoiceRequestList'],
} satisfies RouteMeta;

/** Buyer pages of the invoice domain, mounted inside the shell: one `page()` each. */
export const invoiceRoutes: RouteObject[] = [
  page('/invoice/management', () => import('./invoice/invoice-list.tsx'), meta),
  page('/invoice/detail/:id', () => import('./invoice/invoice-detail.tsx'), meta),
  page('/assetsManagement/requestList', () => import('./invoice/request-list.tsx'), requests),
  page('/assetsManagement/invoiceRequest', () => import('./invoice/request-create.tsx'), requests),
  page('/assetsManagement/confirm', () => import('./invoice/request-confirm.tsx'), requests),
  page('/assetsManagement/detail/:id', () => import('./invoice/request-detail.tsx'), requests),
  page('/assetsManagement/print/:id', () => import('./invoice/request-print.tsx'), requests),
  page('/assetsManagement/success/:id', () => import('./invoice/request-success.tsx'), requests),
  // The invoice addresses of the user's own address book (the list the request form offers).
  page('/assetsManagement/receivingAddress', () => import('./invoice/receiving-address.tsx'), {
    permissionCheck: P.userSettingAddress,
    activeMenu: ['invoiceReceivingAddress'],
  }),
  // The buyer company's invoice titles with the default one (masterdata's entity and page, for finance).
  page('/assetsManagement/invoiceTitle', () => import('./invoice/invoice-title.tsx'), {
    permissionCheck: P.financeInvoice,
    activeMenu: ['invoiceTitle'],
  }),
  page('/financialSet/checkSetting', () => import('./invoice/check-setting.tsx'), {
    permissionCheck: P.financeCheckSetting,
    activeMenu: ['financeCheckSetting'],
  }),
];
