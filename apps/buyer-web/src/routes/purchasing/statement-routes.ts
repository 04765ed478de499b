import { PERMISSIONS as P } from '@procure/shared-codes';
import { page } from '@procure/shell-feature-shell';
import type { RouteMeta } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

// Statements of account (issue #15; spec §2 /account: statement create, list, detail, pay apply, merge pay
// apply, item). Every page highlights the statement menu item.
const meta = { permissionCheck: P.payment, activeMenu: ['accountStatementList'] } satisfies RouteMeta;

/** Buyer pages of the statement domain, mounted inside the shell: one `page()` each. */
export const statementRoutes: RouteObject[] = [
  page('/account/list', () => import('./statement/statement-list.tsx'), meta),
  page('/account/create', () => import('./statement/statement-create.tsx'), meta),
  page('/account/detail/:id', () => import('./statement/statement-detail.tsx'), meta),
  page('/account/item/:id', () => import('./statement/statement-detail.tsx'), meta),
  page('/account/payApply/:id', () => import('./statement/statement-pay-apply.tsx'), meta),
  page('/account/mergePayApply', () => import('./statement/statement-pay-apply.tsx'), meta),
  page('/account/payAgain/:id', () => import('./statement/statement-pay-again.tsx'), meta),
  // Invoice reconciliation (spec §2 /assetsManagement): the finance menu, like the invoice requests.
  page('/assetsManagement/reconciliation', () => import('./statement/reconciliation.tsx'), {
    permissionCheck: P.financeInvoice,
    activeMenu: ['invoiceReconciliation'],
  }),
  // Statement data rules (spec §2 /setting "statement data", §6): the employee settings' permission.
  page('/setting/statementData', () => import('./statement/statement-data-rules.tsx'), {
    permissionCheck: P.settingStaffManage,
    activeMenu: ['settingStatementData'],
  }),
];
