import { PERMISSIONS as P } from '@procure/shared-codes';
import { page } from '@procure/shell-feature-shell';
import type { RouteMeta } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

// Spec §2 /monitorin (issue #16 §6): monitoring list, settings, risk, social, details and records.
const meta = (menu: string) => ({ permissionCheck: P.supplier, activeMenu: [menu] }) satisfies RouteMeta;

/** Buyer pages of enterprise risk, mounted inside the shell: one `page()` each. */
export const riskRoutes: RouteObject[] = [
  page('/monitorin/list', () => import('../risk/monitoring-list.tsx'), meta('monitorinList')),
  page('/monitorin/risk/:vendorId', () => import('../risk/monitoring-risk.tsx'), meta('monitorinList')),
  page('/monitorin/social/:vendorId', () => import('../risk/monitoring-social.tsx'), meta('monitorinList')),
  page('/monitorin/details/:id', () => import('../risk/monitoring-details.tsx'), meta('monitorinRecords')),
  page('/monitorin/records', () => import('../risk/monitoring-records.tsx'), meta('monitorinRecords')),
  page(
    '/monitorin/invokeRecord',
    () => import('../risk/monitoring-invoke-record.tsx'),
    meta('monitorinInvoke'),
  ),
  page('/monitorin/settings', () => import('../risk/monitoring-settings.tsx'), meta('monitorinSettings')),
];
