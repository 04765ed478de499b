import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  HIDE_ERROR_HEADERS,
  apiV1,
  getSession,
  unwrap,
  unwrapEnvelope,
  type ApiV1Paths,
  type DataOf,
} from '@procure/shared-api-client';

export type BudgetPage = DataOf<ApiV1Paths['/budget/list']['get']['responses'][200]>;
export type Budget = BudgetPage['rows'][number];
export type BudgetDetail = DataOf<ApiV1Paths['/budget/{id}']['get']['responses'][200]>;
export type BudgetListQuery = NonNullable<ApiV1Paths['/budget/list']['get']['parameters']['query']>;
export type CreateBudgetBody = NonNullable<
  ApiV1Paths['/budget/create']['post']['requestBody']
>['content']['application/json'];

/** Keys rooted at the tenant, so a tenant switch never shows another tenant's budgets. */
export const budgetKeys = {
  all: () => ['tenant', getSession().tenantId, 'budgets'] as const,
  list: (query: BudgetListQuery) => [...budgetKeys.all(), 'list', query] as const,
  detail: (id: string) => [...budgetKeys.all(), 'detail', id] as const,
};

export function budgetListQueryOptions(query: BudgetListQuery) {
  return queryOptions({
    queryKey: budgetKeys.list(query),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/budget/list', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export const useBudgetList = (query: BudgetListQuery) => useQuery(budgetListQueryOptions(query));

export function useBudgetDetail(id: string | null) {
  return useQuery({
    queryKey: budgetKeys.detail(id ?? ''),
    queryFn: async ({ signal }) =>
      unwrap(await apiV1().GET('/budget/{id}', { params: { path: { id: id as string } }, signal })),
    enabled: id !== null,
  });
}

function useInvalidateBudgets() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: budgetKeys.all() });
}

/** POST /budget/create; resolves with the server's "saved" text. */
export function useCreateBudget() {
  const invalidate = useInvalidateBudgets();
  return useMutation({
    mutationFn: async (body: CreateBudgetBody) =>
      unwrapEnvelope(await apiV1().POST('/budget/create', { body, headers: HIDE_ERROR_HEADERS })).desc,
    onSuccess: invalidate,
  });
}

/** PUT /budget/{id}/amount (409 when below committed + spent). */
export function useUpdateBudgetAmount() {
  const invalidate = useInvalidateBudgets();
  return useMutation({
    mutationFn: async ({ id, amount }: { id: string; amount: string }) =>
      unwrapEnvelope(
        await apiV1().PUT('/budget/{id}/amount', {
          params: { path: { id } },
          body: { amount },
          headers: HIDE_ERROR_HEADERS,
        }),
      ).desc,
    onSuccess: invalidate,
  });
}

export function useSetBudgetDisabled() {
  const invalidate = useInvalidateBudgets();
  return useMutation({
    mutationFn: async ({ id, disabled }: { id: string; disabled: boolean }) =>
      unwrapEnvelope(
        await apiV1().PUT('/budget/{id}/status', { params: { path: { id } }, body: { disabled } }),
      ).desc,
    onSuccess: invalidate,
  });
}

/** GET /budget/import/template as a Blob (the token travels in a header, so no bare link). */
export async function downloadBudgetTemplate(): Promise<Blob> {
  const { data, error, response } = await apiV1().GET('/budget/import/template', { parseAs: 'blob' });
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

/** One import problem: the Excel row and the column key (from the field path `rows.<row>.<key>`). */
export type BudgetImportProblem = { row: number; key: string; message: string };

/**
 * POST /budget/import: `{ imported }`, or the row report of a 400 (nothing was imported). Other
 * failures reject with the ApiError.
 */
export function useImportBudgets() {
  const invalidate = useInvalidateBudgets();
  return useMutation({
    mutationFn: async (file: File): Promise<{ imported: number } | { problems: BudgetImportProblem[] }> => {
      const content = base64(await file.arrayBuffer());
      try {
        return unwrap(
          await apiV1().POST('/budget/import', {
            body: { fileName: file.name, content },
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
    onSuccess: (result) => ('imported' in result ? invalidate() : undefined),
  });
}
