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

// One-off vendor assessments (issue #17 §5): `/performance/assessment/…`.

export type AssessmentPage = DataOf<ApiV1Paths['/performance/assessment/list']['get']['responses'][200]>;
export type AssessmentSummary = AssessmentPage['items'][number];
export type AssessmentListQuery = NonNullable<
  ApiV1Paths['/performance/assessment/list']['get']['parameters']['query']
>;
export type AssessmentDetail = DataOf<
  ApiV1Paths['/performance/assessment/selectById/{id}']['get']['responses'][200]
>;
export type AssessmentOptions = DataOf<
  ApiV1Paths['/performance/assessment/options']['get']['responses'][200]
>;
export type VendorAssessmentSummary = DataOf<
  ApiV1Paths['/performance/assessment/summary']['get']['responses'][200]
>[number];
export type AssessmentComputed = DataOf<
  ApiV1Paths['/performance/assessment/computed']['get']['responses'][200]
>;
export type AssessmentBody = BodyOf<ApiV1Paths['/performance/assessment/save']['post']>;

const keys = {
  root: () => [...evaluationKeys.all(), 'assessments'] as const,
};

export function useAssessmentPage(query: AssessmentListQuery) {
  return useQuery({
    queryKey: [...keys.root(), 'list', query] as const,
    queryFn: async ({ signal }): Promise<AssessmentPage> =>
      unwrap(await apiV1().GET('/performance/assessment/list', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useAssessmentSummary(keyword: string) {
  const query = keyword ? { keyword } : {};
  return useQuery({
    queryKey: [...keys.root(), 'summary', query] as const,
    queryFn: async ({ signal }): Promise<VendorAssessmentSummary[]> =>
      unwrap(await apiV1().GET('/performance/assessment/summary', { params: { query }, signal })),
  });
}

export function useAssessmentOptions() {
  return useQuery({
    queryKey: [...keys.root(), 'options'] as const,
    queryFn: async ({ signal }): Promise<AssessmentOptions> =>
      unwrap(await apiV1().GET('/performance/assessment/options', { signal })),
  });
}

/**
 * A template's computed criteria for one supplier and period, from the ledger (the form prefills them;
 * the server computes them again on save). Off until all four are chosen.
 */
export function useAssessmentComputed(query: {
  vendorId: string;
  mouldId: string;
  periodFrom: string;
  periodTo: string;
}) {
  const ready = Boolean(
    query.vendorId &&
    query.mouldId &&
    query.periodFrom &&
    query.periodTo &&
    query.periodFrom <= query.periodTo,
  );
  return useQuery({
    queryKey: [...keys.root(), 'computed', query] as const,
    queryFn: async ({ signal }): Promise<AssessmentComputed> =>
      unwrap(
        await apiV1().GET('/performance/assessment/computed', {
          params: { query },
          signal,
          headers: HIDE_ERROR_HEADERS,
        }),
      ),
    enabled: ready,
    retry: false,
  });
}

/** One assessment; the page shows its own "not found". */
export function useAssessment(id: string | undefined) {
  return useQuery({
    queryKey: [...keys.root(), 'one', id ?? ''] as const,
    queryFn: async ({ signal }): Promise<AssessmentDetail> =>
      unwrap(
        await apiV1().GET('/performance/assessment/selectById/{id}', {
          params: { path: { id: id as string } },
          signal,
          headers: HIDE_ERROR_HEADERS,
        }),
      ),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useSaveAssessment() {
  return useEvaluationMutation(async (body: AssessmentBody) =>
    unwrapEnvelope(await apiV1().POST('/performance/assessment/save', { body })),
  );
}

export function useDeleteAssessment() {
  return useEvaluationMutation(async (id: string) =>
    unwrapEnvelope(await apiV1().POST('/performance/assessment/delete', { body: { id } })),
  );
}

/** 2 submit, 3 void. */
export function useSetAssessmentState() {
  return useEvaluationMutation(async (body: { id: string; state: 2 | 3 }) =>
    unwrapEnvelope(await apiV1().POST('/performance/assessment/updateState', { body })),
  );
}
