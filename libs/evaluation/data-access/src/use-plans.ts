import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  HIDE_ERROR_HEADERS,
  apiV1,
  unwrap,
  unwrapEnvelope,
  type ApiV1Paths,
} from '@procure/shared-api-client';
import { evaluationKeys } from './evaluation-keys.ts';
import { useEvaluationMutation, type BodyOf, type DataOf } from './evaluation-shared.ts';

// Performance plans (issue #17): `/performance/plan/…`. Mutations refresh the whole evaluation tree
// (a plan's approval opens appraisals) and the approval inbox.

export type PlanOptions = DataOf<ApiV1Paths['/performance/plan/options']['get']['responses'][200]>;
export type PlanSummary = DataOf<ApiV1Paths['/performance/plan/selectList']['get']['responses'][200]>[number];
export type PlanListQuery = NonNullable<
  ApiV1Paths['/performance/plan/selectList']['get']['parameters']['query']
>;
export type PlanDetail = DataOf<ApiV1Paths['/performance/plan/selectById/{id}']['get']['responses'][200]>;
export type PlanBody = BodyOf<ApiV1Paths['/performance/plan/savePlan']['post']>;

export function usePlanOptions() {
  return useQuery({
    queryKey: evaluationKeys.planOptions(),
    queryFn: async ({ signal }): Promise<PlanOptions> =>
      unwrap(await apiV1().GET('/performance/plan/options', { signal })),
  });
}

export function planListQueryOptions(query: PlanListQuery) {
  return queryOptions({
    queryKey: evaluationKeys.plans(query),
    queryFn: async ({ signal }): Promise<PlanSummary[]> =>
      unwrap(await apiV1().GET('/performance/plan/selectList', { params: { query }, signal })),
  });
}

export function usePlans(query: PlanListQuery = {}) {
  return useQuery(planListQueryOptions(query));
}

export function usePlan(id: string | undefined) {
  return useQuery({
    queryKey: evaluationKeys.plan(id ?? ''),
    queryFn: async ({ signal }): Promise<PlanDetail> =>
      unwrap(
        await apiV1().GET('/performance/plan/selectById/{id}', {
          params: { path: { id: id as string } },
          signal,
          headers: HIDE_ERROR_HEADERS,
        }),
      ),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useSavePlan() {
  return useEvaluationMutation(async (body: PlanBody) =>
    unwrapEnvelope(await apiV1().POST('/performance/plan/savePlan', { body })),
  );
}

export type PlanAction = 'submit' | 'cancel';

export function usePlanAction() {
  return useEvaluationMutation(async ({ action, id }: { action: PlanAction; id: string }) =>
    action === 'submit'
      ? unwrapEnvelope(await apiV1().POST('/performance/plan/submit', { body: { id } }))
      : unwrapEnvelope(await apiV1().POST('/performance/plan/cancel', { body: { id } })),
  );
}
