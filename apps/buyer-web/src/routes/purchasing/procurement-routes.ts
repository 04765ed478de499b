import { PERMISSIONS } from '@procure/shared-codes';
import type { RouteMeta } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

// Every request page highlights "my purchase requests" in the menu (spec route meta activeMenu).
const applyMeta = {
  permissionCheck: PERMISSIONS.procurementApply,
  activeMenu: ['procurementMyApply'],
} satisfies RouteMeta;

/**
 * Buyer pages of the procurement domain (issue #6), mounted inside the shell. Each page is a lazy route
 * module (export `Component`, optionally `loader`) with `handle: { permissionCheck, activeMenu } satisfies RouteMeta`.
 */
export const procurementRoutes: RouteObject[] = [
  { path: '/procurement/myApply', lazy: () => import('./procurement/my-apply.tsx'), handle: applyMeta },
  // :kind is catalogue | channel1 | channel2 | direct | nonCatalogue; ?cartItemIds= starts from the cart.
  {
    path: '/procurement/create/:kind',
    lazy: () => import('./procurement/apply-form.tsx'),
    handle: applyMeta,
  },
  { path: '/procurement/edit/:id', lazy: () => import('./procurement/apply-form.tsx'), handle: applyMeta },
  // Approvers open a request from their task list: the server decides who may see it (404 otherwise).
  {
    path: '/procurement/applyDetail/:id',
    lazy: () => import('./procurement/apply-detail.tsx'),
    handle: { activeMenu: ['procurementMyApply'] } satisfies RouteMeta,
  },
  {
    path: '/procurement/preview/:id',
    lazy: () => import('./procurement/apply-preview.tsx'),
    handle: applyMeta,
  },
  {
    path: '/procurement/success/:id',
    lazy: () => import('./procurement/apply-success.tsx'),
    handle: applyMeta,
  },
];

/** Pages of the procurement domain outside the shell: the printable sheet has no menus. */
export const procurementBareRoutes: RouteObject[] = [
  {
    path: '/procurement/print/:id',
    lazy: () => import('./procurement/apply-print.tsx'),
    handle: { activeMenu: ['procurementMyApply'] } satisfies RouteMeta,
  },
];
