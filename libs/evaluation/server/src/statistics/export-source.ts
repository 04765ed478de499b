import { codeLabel, registerExport, type ExportCell } from '@procure/server-export';
import { ERROR_CODES, PERMISSIONS } from '@procure/shared-codes';
import type { Locale } from '@procure/shared-i18n';
import { listAssessments } from '../assessments/service.ts';
import {
  assessmentListQuerySchema,
  type AssessmentListQuery,
  type AssessmentSummary,
} from '../assessments/wire.ts';
import { listStatisticsRows } from './service.ts';
import { statisticsListQuerySchema, type StatisticsListQuery, type StatisticsRow } from './wire.ts';

// The statistics' supplier list and the vendor assessments export through the one export mechanism
// (the lists' own page functions, as the user who asked). Keys = the web column ids.

const statisticsColumns: Record<string, (row: StatisticsRow, locale: Locale) => ExportCell> = {
  vendorName: (r) => r.vendorName,
  planCode: (r) => r.planCode,
  planName: (r) => r.planName,
  period: (r) => `${r.periodFrom} – ${r.periodTo}`,
  score: (r) => r.score,
  grade: (r) => r.grade,
};

const assessmentColumns: Record<string, (row: AssessmentSummary, locale: Locale) => ExportCell> = {
  code: (r) => r.code,
  vendorName: (r) => r.vendorName,
  mouldName: (r) => r.mouldName,
  state: (r, locale) => codeLabel('vendorAssessment', r.state, locale),
  score: (r) => r.score,
  grade: (r) => r.grade ?? '',
  createdByName: (r) => r.createdByName,
  createdAt: (r) => new Date(r.createdAt),
};

export function registerEvaluationStatsExports(): void {
  registerExport<StatisticsListQuery, StatisticsRow>({
    key: 'evaluation.statistics',
    nameCode: ERROR_CODES.exportListEvaluationStatistics,
    permission: PERMISSIONS.supplierPerformance,
    filters: statisticsListQuerySchema,
    page: (tx, ctx, { filters, cursor, pageSize, locale }) =>
      listStatisticsRows(tx, ctx.tenantId!, { ...filters, cursor: cursor ?? undefined, pageSize }, locale),
    columns: statisticsColumns,
  });
  registerExport<AssessmentListQuery, AssessmentSummary>({
    key: 'evaluation.assessments',
    nameCode: ERROR_CODES.exportListEvaluationAssessments,
    permission: PERMISSIONS.supplierPerformance,
    filters: assessmentListQuerySchema,
    page: (tx, ctx, { filters, cursor, pageSize, locale }) =>
      listAssessments(tx, ctx.tenantId!, { ...filters, cursor: cursor ?? undefined, pageSize }, locale),
    columns: assessmentColumns,
  });
}
