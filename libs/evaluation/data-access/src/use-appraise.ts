import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  HIDE_ERROR_HEADERS,
  apiV1,
  unwrap,
  unwrapEnvelope,
  type ApiV1Paths,
} from '@procure/shared-api-client';
import { evaluationKeys } from './evaluation-keys.ts';
import { useEvaluationMutation, type BodyOf, type DataOf } from './evaluation-shared.ts';

// My assessments, results, grade changes, grade levels and reminders (issue #17 §3–§4), and the
// supplier's own published results with its appeal. Mutations refresh the whole evaluation tree.

export type MyAssessQuery = NonNullable<
  ApiV1Paths['/performance/appraise/myAssess']['get']['parameters']['query']
>;
export type MyAssessPage = DataOf<ApiV1Paths['/performance/appraise/myAssess']['get']['responses'][200]>;
export type AppraisalSummary = MyAssessPage['items'][number];
export type AppraisalDetail = DataOf<
  ApiV1Paths['/performance/appraise/detail/{id}']['get']['responses'][200]
>;
export type AppraisalBody = BodyOf<ApiV1Paths['/performance/appraise/save']['post']>;
export type PlanSpeed = DataOf<
  ApiV1Paths['/performance/plan/getAppraiseSpeed/{id}']['get']['responses'][200]
>;
export type PlanResult = DataOf<ApiV1Paths['/performance/result/list/{id}']['get']['responses'][200]>[number];
export type GradeLevels = DataOf<
  ApiV1Paths['/performance/level/vendorSettingLevel']['get']['responses'][200]
>;
export type GradeLevelsBody = BodyOf<ApiV1Paths['/performance/level/vendorSettingLevel']['post']>;
export type AdjustGradeBody = BodyOf<ApiV1Paths['/performance/result/saveAdjustGrade']['post']>;
export type SupplierResult = DataOf<
  ApiV1Paths['/vendor/performance/result/list']['get']['responses'][200]
>[number];
export type SupplierStatistics = DataOf<
  ApiV1Paths['/vendor/performance/statistics']['get']['responses'][200]
>;
export type SupplierStatisticsQuery = NonNullable<
  ApiV1Paths['/vendor/performance/statistics']['get']['parameters']['query']
>;

const keys = {
  mine: (query: object) => [...evaluationKeys.all(), 'myAssess', query] as const,
  appraisal: (id: string) => [...evaluationKeys.all(), 'appraisal', id] as const,
  speed: (id: string) => [...evaluationKeys.all(), 'speed', id] as const,
  results: (id: string) => [...evaluationKeys.all(), 'results', id] as const,
  levels: () => [...evaluationKeys.all(), 'levels'] as const,
  adjustment: (id: string) => [...evaluationKeys.all(), 'adjustment', id] as const,
  supplierResults: () => [...evaluationKeys.all(), 'supplierResults'] as const,
  supplierResult: (id: string) => [...evaluationKeys.all(), 'supplierResult', id] as const,
};

export function useMyAssessments(query: MyAssessQuery) {
  return useQuery({
    queryKey: keys.mine(query),
    queryFn: async ({ signal }): Promise<MyAssessPage> =>
      unwrap(await apiV1().GET('/performance/appraise/myAssess', { params: { query }, signal })),
  });
}

export function useAppraisal(id: string | undefined) {
  return useQuery({
    queryKey: keys.appraisal(id ?? ''),
    queryFn: async ({ signal }): Promise<AppraisalDetail> =>
      unwrap(
        await apiV1().GET('/performance/appraise/detail/{id}', {
          params: { path: { id: id as string } },
          signal,
          headers: HIDE_ERROR_HEADERS,
        }),
      ),
    enabled: Boolean(id),
    retry: false,
  });
}

export function usePlanSpeed(id: string | undefined, enabled = true) {
  return useQuery({
    queryKey: keys.speed(id ?? ''),
    queryFn: async ({ signal }): Promise<PlanSpeed> =>
      unwrap(
        await apiV1().GET('/performance/plan/getAppraiseSpeed/{id}', {
          params: { path: { id: id as string } },
          signal,
        }),
      ),
    enabled: Boolean(id) && enabled,
  });
}

export function usePlanResults(id: string | undefined, enabled = true) {
  return useQuery({
    queryKey: keys.results(id ?? ''),
    queryFn: async ({ signal }): Promise<PlanResult[]> =>
      unwrap(
        await apiV1().GET('/performance/result/list/{id}', {
          params: { path: { id: id as string } },
          signal,
        }),
      ),
    enabled: Boolean(id) && enabled,
  });
}

export function useGradeLevels() {
  return useQuery({
    queryKey: keys.levels(),
    queryFn: async ({ signal }): Promise<GradeLevels> =>
      unwrap(await apiV1().GET('/performance/level/vendorSettingLevel', { signal })),
  });
}

export function useAdjustmentPlan(id: string | undefined) {
  return useQuery({
    queryKey: keys.adjustment(id ?? ''),
    queryFn: async ({ signal }): Promise<{ planId: string }> =>
      unwrap(
        await apiV1().GET('/performance/result/adjustment/{id}', {
          params: { path: { id: id as string } },
          signal,
          headers: HIDE_ERROR_HEADERS,
        }),
      ),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useSupplierResults() {
  return useQuery({
    queryKey: keys.supplierResults(),
    queryFn: async ({ signal }): Promise<SupplierResult[]> =>
      unwrap(await apiV1().GET('/vendor/performance/result/list', { signal })),
  });
}

/** The supplier's own published results over time in the current tenant (the buyer it serves). */
export function useSupplierStatistics(query: SupplierStatisticsQuery) {
  return useQuery({
    queryKey: [...evaluationKeys.all(), 'supplierStatistics', query] as const,
    queryFn: async ({ signal }): Promise<SupplierStatistics> =>
      unwrap(await apiV1().GET('/vendor/performance/statistics', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useSupplierResult(id: string | undefined) {
  return useQuery({
    queryKey: keys.supplierResult(id ?? ''),
    queryFn: async ({ signal }): Promise<SupplierResult> =>
      unwrap(
        await apiV1().GET('/vendor/performance/result/detail/{id}', {
          params: { path: { id: id as string } },
          signal,
          headers: HIDE_ERROR_HEADERS,
        }),
      ),
    enabled: Boolean(id),
    retry: false,
  });
}

/** Save (commit = false) or submit the caller's scores. */
export function useSaveAppraisal() {
  return useEvaluationMutation(async ({ commit, body }: { commit: boolean; body: AppraisalBody }) =>
    commit
      ? unwrapEnvelope(await apiV1().POST('/performance/appraise/commit', { body }))
      : unwrapEnvelope(await apiV1().POST('/performance/appraise/save', { body })),
  );
}

export type TransferBody = BodyOf<ApiV1Paths['/performance/appraise/transfer']['post']>;

/** Hands an evaluator's open assessments of a plan in evaluation to another employee. */
export function useTransferAppraisals() {
  return useEvaluationMutation(async (body: TransferBody) =>
    unwrapEnvelope(await apiV1().POST('/performance/appraise/transfer', { body })),
  );
}

export function useRemindEvaluators() {
  return useEvaluationMutation(async (id: string) =>
    unwrapEnvelope(await apiV1().POST('/performance/plan/evaluationReminder', { body: { id } })),
  );
}

export function useSubmitResults() {
  return useEvaluationMutation(async (id: string) =>
    unwrapEnvelope(await apiV1().POST('/performance/result/submit', { body: { id } })),
  );
}

export function useAdjustGrade() {
  return useEvaluationMutation(async (body: AdjustGradeBody) =>
    unwrapEnvelope(await apiV1().POST('/performance/result/saveAdjustGrade', { body })),
  );
}

export function useAnswerAppeal() {
  return useEvaluationMutation(async (body: { resultId: string; answer: string }) =>
    unwrapEnvelope(await apiV1().POST('/performance/result/answerAppeal', { body })),
  );
}

export function useSaveGradeLevels() {
  return useEvaluationMutation(async (body: GradeLevelsBody) =>
    unwrapEnvelope(await apiV1().POST('/performance/level/vendorSettingLevel', { body })),
  );
}

export function useAppeal() {
  return useEvaluationMutation(async (body: { id: string; comment: string }) =>
    unwrapEnvelope(await apiV1().POST('/vendor/performance/result/appeal', { body })),
  );
}
