import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  HIDE_ERROR_HEADERS,
  apiV1,
  unwrap,
  unwrapEnvelope,
  type ApiV1Paths,
} from '@procure/shared-api-client';
import { evaluationKeys } from './evaluation-keys.ts';
import { useEvaluationMutation, type BodyOf, type DataOf } from './evaluation-shared.ts';

// Evaluation templates (issue #17): `/performance/mould/…`.

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

/** GET the criteria sheet template as a Blob (the token travels in a header, so no bare link). */
export async function downloadMouldCriteriaTemplate(): Promise<Blob> {
  const { data, error, response } = await apiV1().GET('/performance/mould/importDetail/template', {
    parseAs: 'blob',
  });
  if (error || !data) throw ApiError.fromBody(response.status, error);
  return data as Blob;
}

function base64(bytes: ArrayBuffer): string {
  let binary = '';
  const view = new Uint8Array(bytes);
  for (let i = 0; i < view.length; i += 0x8000)
    binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** One problem of a rejected sheet: Excel row (0: the whole sheet) and column key (from `rows.<row>.<key>`). */
export type MouldImportProblem = { row: number; key: string; message: string };

/**
 * Uploads a criteria sheet that replaces the template's criteria: `{ imported }`, or the problems of a 400
 * (nothing was imported then). Other failures reject with the ApiError.
 */
export function useImportMouldCriteria() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      file,
    }: {
      id: string;
      file: File;
    }): Promise<{ imported: number } | { problems: MouldImportProblem[] }> => {
      const content = base64(await file.arrayBuffer());
      try {
        return unwrap(
          await apiV1().POST('/performance/mould/importDetail', {
            body: { id, fileName: file.name, content },
            headers: HIDE_ERROR_HEADERS,
          }),
        );
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 400 || error.fields.length === 0) throw error;
        return {
          problems: error.fields.map((f) => {
            const [, row, key] = /^rows\.(\d+)(?:\.(\w+))?$/.exec(f.path) ?? [];
            return { row: Number(row ?? 0), key: key ?? '', message: f.message };
          }),
        };
      }
    },
    onSuccess: async (result) => {
      if ('imported' in result) await queryClient.invalidateQueries({ queryKey: evaluationKeys.all() });
    },
  });
}
