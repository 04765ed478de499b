import { PERMISSIONS as P } from '@procure/shared-codes';
import { page } from '@procure/shell-feature-shell';
import type { RouteMeta } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

// Payment applications (issue #15; spec §2 /payment and /paymodule). Every page highlights its menu item.
const meta = (menu: string) => ({ permissionCheck: P.payment, activeMenu: [menu] }) satisfies RouteMeta;

/** Buyer pages of the payment domain, mounted inside the shell: one `page()` each. */
export const paymentRoutes: RouteObject[] = [
  page('/payment/index', () => import('./payment/payment-list-all.tsx'), meta('paymentIndex')),
  page('/payment/myList', () => import('./payment/payment-list-mine.tsx'), meta('paymentMyList')),
  page('/payment/pending', () => import('./payment/payment-list-pending.tsx'), meta('paymentPending')),
  page('/payment/approved', () => import('./payment/payment-list-approved.tsx'), meta('paymentApproved')),
  page('/payment/newPayment', () => import('./payment/payment-form.tsx'), meta('paymentMyList')),
  page('/payment/mergePayment', () => import('./payment/payment-form.tsx'), meta('paymentMyList')),
  page('/payment/edit/:id', () => import('./payment/payment-form.tsx'), meta('paymentMyList')),
  page('/payment/detail/:id', () => import('./payment/payment-detail.tsx'), meta('paymentIndex')),
  page('/payment/preview/:id', () => import('./payment/payment-print.tsx'), meta('paymentIndex')),
  page('/payment/print/:id', () => import('./payment/payment-print.tsx'), meta('paymentIndex')),
  page('/payment/success/:id', () => import('./payment/payment-success.tsx'), meta('paymentMyList')),
  page('/payment/invoiceWriteOff', () => import('./payment/invoice-write-off.tsx'), meta('paymentWriteOff')),
  // The company's payment settings (the finance settings permission, like /financialSet/checkSetting): an
  // entry under the company settings and one under Finance (the payable accountant sees only that one).
  page('/setting/payment', () => import('./payment/payment-setting.tsx'), {
    permissionCheck: P.financeCheckSetting,
    activeMenu: ['setting', 'settingPayment', 'finance', 'financePaymentSetting'],
  }),
  // The /paymodule names of the same pages.
  page('/paymodule/index', () => import('./payment/payment-list-all.tsx'), meta('paymentIndex')),
  page('/paymodule/newPayment', () => import('./payment/payment-form.tsx'), meta('paymentMyList')),
  page('/paymodule/detail/:id', () => import('./payment/payment-detail.tsx'), meta('paymentIndex')),
  page(
    '/paymodule/invoiceWriteOff',
    () => import('./payment/invoice-write-off.tsx'),
    meta('paymentWriteOff'),
  ),
];
