import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HIDE_ERROR_HEADERS,
  apiV1,
  unwrap,
  unwrapEnvelope,
  type ApiV1Paths,
} from '@procure/shared-api-client';
import { evaluationKeys } from './evaluation-keys.ts';

// Evaluation templates (issue #17): `/performance/mould/…`.

type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : never;
type DataOf<R> = JsonOf<R> extends { data: infer D } ? D : never;
type BodyOf<R> = R extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

export type MouldSummary = DataOf<ApiV1Paths['/performance/mould/page']['get']['responses'][200]>[number];
export type MouldListQuery = NonNullable<ApiV1Paths['/performance/mould/page']['get']['parameters']['query']>;
export type MouldDetail = DataOf<ApiV1Paths['/performance/mould/selectById/{id}']['get']['responses'][200]>;
export type MouldBody = BodyOf<ApiV1Paths['/performance/mould/saveBase']['post']>;

export function mouldListQueryOptions(query: MouldListQuery) {
  return queryOptions({
    queryKey: evaluationKeys.moulds(query),
    queryFn: async ({ signal }): Promise<MouldSummary[]> =>
      unwrap(await apiV1().GET('/performance/mould/page', { params: { query }, signal })),
  });
}

export function useMoulds(query: MouldListQuery = {}) {
  return useQuery(mouldListQueryOptions(query));
}

/** One template; the page shows its own "not found". */
export function useMould(id: string | undefined) {
  return useQuery({
    queryKey: evaluationKeys.mould(id ?? ''),
    queryFn: async ({ signal }): Promise<MouldDetail> =>
      unwrap(
        await apiV1().GET('/performance/mould/selectById/{id}', {
          params: { path: { id: id as string } },
          signal,
          headers: HIDE_ERROR_HEADERS,
        }),
      ),
    enabled: Boolean(id),
    retry: false,
  });
}

function useEvaluationMutation<I, O>(run: (input: I) => Promise<{ data: O; desc: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: evaluationKeys.all() });
    },
  });
}

/** Create (no id) or replace a template. */
export function useSaveMould() {
  return useEvaluationMutation(async (body: MouldBody) =>
    unwrapEnvelope(await apiV1().POST('/performance/mould/saveBase', { body })),
  );
}

/** Enable (1) or disable (0) a template. */
export function useSetMouldState() {
  return useEvaluationMutation(async (body: { id: string; state: 0 | 1 }) =>
    unwrapEnvelope(await apiV1().POST('/performance/mould/updateState', { body })),
  );
}
