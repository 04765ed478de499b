import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiV1, unwrap, unwrapEnvelope, type ApiV1Paths } from '@procure/shared-api-client';
import { evaluationKeys } from './evaluation-keys.ts';
import { useEvaluationMutation, type DataOf } from './evaluation-shared.ts';

// Performance statistics and the grade guard (issue #17 §6–§7): `/performance/statistics/…`,
// `/performance/setting/gradeGuard`. Keys under the evaluation tree (any evaluation change refreshes them).

export type StatisticsOverview = DataOf<
  ApiV1Paths['/performance/statistics/overview']['get']['responses'][200]
>;
export type StatisticsFilter = NonNullable<
  ApiV1Paths['/performance/statistics/overview']['get']['parameters']['query']
>;
export type StatisticsPage = DataOf<
  ApiV1Paths['/performance/statistics/vendorList']['get']['responses'][200]
>;
export type StatisticsRow = StatisticsPage['items'][number];
export type StatisticsListQuery = NonNullable<
  ApiV1Paths['/performance/statistics/vendorList']['get']['parameters']['query']
>;
export type LowGradeMode = 'off' | 'warn' | 'block';

export function useStatisticsOverview(query: StatisticsFilter) {
  return useQuery({
    queryKey: [...evaluationKeys.all(), 'statistics', 'overview', query] as const,
    queryFn: async ({ signal }): Promise<StatisticsOverview> =>
      unwrap(await apiV1().GET('/performance/statistics/overview', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useStatisticsPage(query: StatisticsListQuery) {
  return useQuery({
    queryKey: [...evaluationKeys.all(), 'statistics', 'list', query] as const,
    queryFn: async ({ signal }): Promise<StatisticsPage> =>
      unwrap(await apiV1().GET('/performance/statistics/vendorList', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useGradeGuard() {
  return useQuery({
    queryKey: [...evaluationKeys.all(), 'gradeGuard'] as const,
    queryFn: async ({ signal }): Promise<{ lowGradeMode: LowGradeMode }> =>
      unwrap(await apiV1().GET('/performance/setting/gradeGuard', { signal })),
  });
}

export function useSaveGradeGuard() {
  return useEvaluationMutation(async (body: { lowGradeMode: LowGradeMode }) =>
    unwrapEnvelope(await apiV1().POST('/performance/setting/gradeGuard', { body })),
  );
}

/** The supplier classes the statistics filter offers (purchase categories served by a supplier). */
export async function loadSupplierClasses(): Promise<{ value: string; label: string }[]> {
  const overview = unwrap(
    await apiV1().GET('/performance/statistics/overview', {
      params: { query: { periodFrom: '9999-12-31' } },
    }),
  );
  return overview.classes.map((c) => ({ value: c.id, label: c.name }));
}
