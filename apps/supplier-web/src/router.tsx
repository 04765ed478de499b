import { signInRoutes } from '@procure/identity-feature-login';
import { PERMISSIONS } from '@procure/shared-codes';
import { defineSiteRouter, page } from '@procure/shell-feature-shell';
import { queryClient } from './query-client.ts';

const P = PERMISSIONS;

// Root, /403, /404, the mobile login tip, the shell, its home page and the catch-all come from the
// shell feature. Every page is a lazy route module: the entry chunk holds only the router, the
// api-client and i18n. A page of the site is one `page(path, module, meta)` line.
export const { createRouter, warmUp } = defineSiteRouter({
  site: 'supplier',
  queryClient,
  publicPages: [
    ...signInRoutes('supplier', '/'),
    // Supplier onboarding (issue #16): the buyer's one-time invitation link.
    { path: '/invite/:token', lazy: () => import('./routes/invite.tsx') },
  ],
  home: () => import('./routes/home.tsx'),
  pages: [
    page('/vdApplication', () => import('./routes/vd-application.tsx'), {
      permissionCheck: P.homepage,
      activeMenu: ['vdApplication'],
    }),
    page('/vdCustomer', () => import('./routes/vd-customer.tsx'), {
      permissionCheck: P.homepage,
      activeMenu: ['vdCustomer'],
    }),
    page('/vdProfile', () => import('./routes/vd-profile.tsx'), {
      permissionCheck: P.homepage,
      activeMenu: ['vdProfile'],
    }),
    page('/vdQualification', () => import('./routes/vd-qualification.tsx'), {
      permissionCheck: P.homepage,
      activeMenu: ['vdQualification'],
    }),
    page('/userSetting/address', () => import('./routes/address.tsx'), {
      permissionCheck: P.userSettingAddress,
      activeMenu: ['userSettingAddress'],
      cache: true,
    }),
    // The supplier's own exports (issue #12): every signed-in supplier user, like the buyer's.
    page('/downloadCenter/exportList', () => import('./routes/download-center.tsx'), {
      activeMenu: ['downloadCenter'],
    }),
    // Orders (issue #13): the supplier's order work in the current tenant.
    ...(
      [
        ['/order/list', () => import('./routes/order/order-list.tsx')],
        ['/order/detail/:id', () => import('./routes/order/order-detail.tsx')],
        ['/order/delivery/:id', () => import('./routes/order/order-delivery.tsx')],
        ['/order/versions/:id', () => import('./routes/order/order-versions.tsx')],
      ] as const
    ).map(([path, module]) =>
      page(path, module, { permissionCheck: P.vendorOrder, activeMenu: ['vendorOrderList'] }),
    ),
    page('/order/lineList', () => import('./routes/order/order-lines.tsx'), {
      permissionCheck: P.vendorOrder,
      activeMenu: ['vendorOrderLineList'],
    }),
    // Returns (issue #14): returns the buyer sent to the supplier's company.
    ...(
      [
        ['/return/list', () => import('./routes/return/return-list.tsx')],
        ['/return/detail/:id', () => import('./routes/return/return-detail.tsx')],
      ] as const
    ).map(([path, module]) =>
      page(path, module, { permissionCheck: P.vendorOrder, activeMenu: ['vendorReturnList'] }),
    ),
    // Performance results (issue #17): the company's published results from this customer, one appeal.
    ...(
      [
        ['/performance/result', () => import('./routes/performance/result-list.tsx')],
        ['/performance/result/detail/:id', () => import('./routes/performance/result-detail.tsx')],
      ] as const
    ).map(([path, module]) =>
      page(path, module, { permissionCheck: P.vendorOrder, activeMenu: ['vendorPerformanceResult'] }),
    ),
    page('/performance/statistics', () => import('./routes/performance/statistics.tsx'), {
      permissionCheck: P.vendorOrder,
      activeMenu: ['vendorPerformanceTrend'],
    }),
    // Invoices (issue #15): the company's VAT invoices to this buyer.
    ...(
      [
        ['/invoice/list', () => import('./routes/invoice/invoice-list.tsx')],
        ['/invoice/submit', () => import('./routes/invoice/invoice-submit.tsx')],
        ['/invoice/detail/:id', () => import('./routes/invoice/invoice-detail.tsx')],
      ] as const
    ).map(([path, module]) =>
      page(path, module, { permissionCheck: P.vendorOrder, activeMenu: ['vendorInvoiceList'] }),
    ),
    // Invoice requests (issue #15): what the buyer asks the company to invoice.
    ...(
      [
        ['/invoiceRequest/list', () => import('./routes/invoice/request-list.tsx')],
        ['/invoiceRequest/detail/:id', () => import('./routes/invoice/request-detail.tsx')],
      ] as const
    ).map(([path, module]) =>
      page(path, module, { permissionCheck: P.vendorOrder, activeMenu: ['vendorInvoiceRequestList'] }),
    ),
    // Payments (issue #15): payment applications to the supplier's company, up to paid.
    ...(
      [
        ['/payment/list', () => import('./routes/payment/payment-list.tsx')],
        ['/payment/detail/:id', () => import('./routes/payment/payment-detail.tsx')],
      ] as const
    ).map(([path, module]) =>
      page(path, module, { permissionCheck: P.vendorOrder, activeMenu: ['vendorPaymentList'] }),
    ),
    // Statements of account (issue #15): the buyer's statements to this company, to confirm or dispute.
    ...(
      [
        ['/statement/list', () => import('./routes/statement/statement-list.tsx')],
        ['/statement/detail/:id', () => import('./routes/statement/statement-detail.tsx')],
      ] as const
    ).map(([path, module]) =>
      page(path, module, { permissionCheck: P.vendorOrder, activeMenu: ['vendorStatementList'] }),
    ),
    // Invoice reconciliation (issue #15): the company's order lines with this buyer, received to paid.
    page('/reconciliation', () => import('./routes/statement/reconciliation.tsx'), {
      permissionCheck: P.vendorOrder,
      activeMenu: ['vendorReconciliation'],
    }),
    // Receiving (issue #14): receipts of the supplier's deliveries.
    page('/receive/list', () => import('./routes/receive/receipt-list.tsx'), {
      permissionCheck: P.vendorOrder,
      activeMenu: ['vendorReceiptList'],
    }),
    page('/receive/detail/:id', () => import('./routes/receive/receipt-detail.tsx'), {
      permissionCheck: P.vendorOrder,
      activeMenu: ['vendorReceiptList'],
    }),
  ],
});
