import { PERMISSIONS as P } from '@procure/shared-codes';
import { page } from '@procure/shell-feature-shell';
import type { RouteMeta } from '@procure/shell-feature-shell';
import type { RouteObject } from 'react-router';

// Performance statistics, one-off vendor assessments and the grade guard (issue #17 §5–§7).
const meta = (code: string) =>
  ({ permissionCheck: P.supplierPerformance, activeMenu: [code] }) satisfies RouteMeta;
const statistics = meta('vendorPerformanceStatistics');
const assessments = meta('vendorAssessment');

export const evaluationStatsRoutes: RouteObject[] = [
  page('/vendor/performance/statistics', () => import('../evaluation/statistics.tsx'), statistics),
  page('/vendor/performance/assessment', () => import('../evaluation/assessment-list.tsx'), assessments),
  page(
    '/vendor/performance/assessment/summary',
    () => import('../evaluation/assessment-summary.tsx'),
    assessments,
  ),
  page(
    '/vendor/performance/assessment/create',
    () => import('../evaluation/assessment-form.tsx'),
    assessments,
  ),
  page(
    '/vendor/performance/assessment/edit/:id',
    () => import('../evaluation/assessment-form.tsx'),
    assessments,
  ),
  page(
    '/vendor/performance/assessment/detail/:id',
    () => import('../evaluation/assessment-detail.tsx'),
    assessments,
  ),
  page(
    '/vendor/performance/gradeGuard',
    () => import('../evaluation/grade-guard.tsx'),
    meta('vendorGradeGuard'),
  ),
];
