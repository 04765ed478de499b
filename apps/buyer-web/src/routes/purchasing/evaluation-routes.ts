import { PERMISSIONS as P } from '@procure/shared-codes';
import { page } from '@procure/shell-feature-shell';
import type { RouteMeta } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

// Supplier performance pages (issue #17; spec §2 /vendor evaluate, assess, templates).
const templates = {
  permissionCheck: P.supplierPerformance,
  activeMenu: ['vendorPerformanceTemplate'],
} satisfies RouteMeta;
const plans = {
  permissionCheck: P.supplierPerformance,
  activeMenu: ['vendorPerformancePlan'],
} satisfies RouteMeta;

const myAssess = {
  permissionCheck: P.supplierAppraise,
  activeMenu: ['vendorPerformanceMyAssess'],
} satisfies RouteMeta;
const levels = {
  permissionCheck: P.supplierPerformance,
  activeMenu: ['vendorPerformanceLevel'],
} satisfies RouteMeta;

/** Buyer pages of the evaluation domain, mounted inside the shell. */
export const evaluationRoutes: RouteObject[] = [
  page('/vendor/performance/template', () => import('../evaluation/mould-list.tsx'), templates),
  page('/vendor/performance/template/create', () => import('../evaluation/mould-edit.tsx'), templates),
  page('/vendor/performance/template/edit/:id', () => import('../evaluation/mould-edit.tsx'), templates),
  page('/vendor/performance/plan', () => import('../evaluation/plan-list.tsx'), plans),
  page('/vendor/performance/plan/create', () => import('../evaluation/plan-form.tsx'), plans),
  page('/vendor/performance/plan/edit/:id', () => import('../evaluation/plan-form.tsx'), plans),
  page('/vendor/performance/plan/detail/:id', () => import('../evaluation/plan-detail.tsx'), plans),
  page('/vendor/performance/adjustment/:id', () => import('../evaluation/adjustment.tsx'), plans),
  page('/vendor/performance/myAssess', () => import('../evaluation/my-assess-list.tsx'), myAssess),
  page(
    '/vendor/performance/myAssess/detail/:id',
    () => import('../evaluation/my-assess-detail.tsx'),
    myAssess,
  ),
  page('/vendor/performance/level', () => import('../evaluation/grade-levels.tsx'), levels),
];
