import { PERMISSIONS as P } from '@procure/shared-codes';
import { page } from '@procure/shell-feature-shell';
import type { RouteMeta } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

// Every request page highlights "my purchase requests" in the menu (spec route meta activeMenu).
const applyMeta = {
  permissionCheck: P.procurementApply,
  activeMenu: ['procurementMyApply'],
} satisfies RouteMeta;
// Approvers open a request from their task list: the server decides who may see it (404 otherwise).
const anyReader = { activeMenu: ['procurementMyApply'] } satisfies RouteMeta;

/** Buyer pages of the procurement domain (issue #6), mounted inside the shell: one `page()` each. */
export const procurementRoutes: RouteObject[] = [
  page('/procurement/myApply', () => import('./procurement/my-apply.tsx'), applyMeta),
  // :kind is catalogue | channel1 | channel2 | direct | nonCatalogue; ?cartItemIds= starts from the cart.
  page('/procurement/create/:kind', () => import('./procurement/apply-form.tsx'), applyMeta),
  page('/procurement/edit/:id', () => import('./procurement/apply-form.tsx'), applyMeta),
  page('/procurement/applyDetail/:id', () => import('./procurement/apply-detail.tsx'), anyReader),
  page('/procurement/preview/:id', () => import('./procurement/apply-preview.tsx'), applyMeta),
  page('/procurement/success/:id', () => import('./procurement/apply-success.tsx'), applyMeta),
  // Order templates (issue #13 §4): the caller's own, start a request from one.
  page('/procurement/orderTemplate', () => import('./procurement/order-templates.tsx'), {
    permissionCheck: P.procurementApply,
    activeMenu: ['procurementOrderTemplate'],
  }),
  // Copy-to lists (issue #12 §5): requests copied to the caller at submit.
  page('/copyto/purchase', () => import('./procurement/copied-requests.tsx'), {
    permissionCheck: P.copyTo,
    activeMenu: ['copyToPurchase'],
  }),
];

/** Pages of the procurement domain outside the shell: the printable sheet has no menus. */
export const procurementBareRoutes: RouteObject[] = [
  page('/procurement/print/:id', () => import('./procurement/apply-print.tsx'), anyReader),
];
