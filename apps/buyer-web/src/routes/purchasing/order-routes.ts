import { PERMISSIONS as P } from '@procure/shared-codes';
import { page } from '@procure/shell-feature-shell';
import type { RouteMeta } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

// The order pages highlight "purchase orders" in the menu (spec route meta activeMenu).
const orderMeta = {
  permissionCheck: P.procurementOrder,
  activeMenu: ['procurementOrderList'],
} satisfies RouteMeta;

/** Buyer pages of the order domain (issue #6), mounted inside the shell: one `page()` each. */
export const orderRoutes: RouteObject[] = [
  page('/procurement/orderList', () => import('./order/order-list.tsx'), orderMeta),
  page('/procurement/orderDetail/:id', () => import('./order/order-detail.tsx'), orderMeta),
  // Issue #13: order changes, versions and the supplier's delivery notes.
  page('/procurement/orderModifyDetail/:id', () => import('./order/order-change.tsx'), orderMeta),
  page('/procurement/orderVersionDetail/:id', () => import('./order/order-versions.tsx'), orderMeta),
  page('/procurement/deliveryDetails/:id', () => import('./order/delivery-details.tsx'), orderMeta),
  // Spec §2 "print, preview, snapshot" of the order (the request owns /procurement/print|preview/:id).
  page('/procurement/orderPreview/:id', () => import('./order/order-preview.tsx'), orderMeta),
  page('/procurement/orderSnapshot/:id', () => import('./order/order-snapshot.tsx'), orderMeta),
  // Issue #15 (spec §2 /personnel): change the VAT rate of order lines not invoiced yet.
  page('/personnel/changeTaxRate', () => import('./order/change-tax-rate.tsx'), {
    permissionCheck: P.procurementOrder,
    activeMenu: ['personnelChangeTaxRate'],
  }),
  page('/setting/orderSetting', () => import('./order/order-setting.tsx'), {
    permissionCheck: P.settingMasterData,
    activeMenu: ['settingOrderSetting'],
  }),
];

/** Pages of the order domain outside the shell: the printable sheet has no menus. */
export const orderBareRoutes: RouteObject[] = [
  page('/procurement/orderPrint/:id', () => import('./order/order-print.tsx'), orderMeta),
];
