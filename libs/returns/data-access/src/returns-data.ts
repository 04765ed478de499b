import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HIDE_ERROR_HEADERS,
  apiV1,
  getSession,
  unwrap,
  unwrapEnvelope,
  type ApiV1Paths,
  type BodyOf,
  type DataOf,
} from '@procure/shared-api-client';

// Returns (issue #14): the buyer's `/return/…` and the supplier's `/vendor/return/…` calls. Every
// mutation refreshes the returns AND the orders (a return moves the order lines' ledger).

export type ReturnPage = DataOf<ApiV1Paths['/return/list']['get']['responses'][200]>;
export type ReturnSummary = ReturnPage['items'][number];
export type ReturnListQuery = NonNullable<ApiV1Paths['/return/list']['get']['parameters']['query']>;
export type ReturnDetail = DataOf<ApiV1Paths['/return/detail/{id}']['get']['responses'][200]>;
export type ReturnBody = BodyOf<ApiV1Paths['/return/create']['post']>;
/** Which portal's calls: the buyer's `/return/…` or the supplier's `/vendor/return/…`. */
export type ReturnSide = 'buyer' | 'supplier';

/** Query keys rooted at the tenant, so that a tenant switch never shows another tenant's rows. */
export const returnKeys = {
  all: (tenantId: string | null = getSession().tenantId) => ['tenant', tenantId, 'returns'] as const,
  list: (side: ReturnSide, query: ReturnListQuery) => [...returnKeys.all(), side, 'list', query] as const,
  detail: (side: ReturnSide, id: string) => [...returnKeys.all(), side, 'detail', id] as const,
};

export function returnPageQueryOptions(side: ReturnSide, query: ReturnListQuery) {
  return queryOptions({
    queryKey: returnKeys.list(side, query),
    queryFn: async ({ signal }): Promise<ReturnPage> =>
      side === 'supplier'
        ? unwrap(await apiV1().GET('/vendor/return/list', { params: { query }, signal }))
        : unwrap(await apiV1().GET('/return/list', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useReturnPage(side: ReturnSide, query: ReturnListQuery) {
  return useQuery(returnPageQueryOptions(side, query));
}

/** The detail of either portal (same shape); the page shows its own "not found". */
export function useReturnDetail(side: ReturnSide, id: string | undefined) {
  return useQuery({
    queryKey: returnKeys.detail(side, id ?? ''),
    queryFn: async ({ signal }): Promise<ReturnDetail> => {
      const options = { params: { path: { id: id as string } }, signal, headers: HIDE_ERROR_HEADERS };
      return side === 'supplier'
        ? unwrap(await apiV1().GET('/vendor/return/detail/{id}', options))
        : unwrap(await apiV1().GET('/return/detail/{id}', options));
    },
    enabled: Boolean(id),
    retry: false,
  });
}

function useReturnMutation<I, O>(run: (input: I) => Promise<{ data: O; desc: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      const tenant = getSession().tenantId;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: returnKeys.all() }),
        queryClient.invalidateQueries({ queryKey: ['tenant', tenant, 'orders'] }),
      ]);
    },
  });
}

/** Create (no id) or update a draft / rejected return. */
export function useSaveReturn() {
  return useReturnMutation(async (input: ReturnBody) =>
    input.id
      ? unwrapEnvelope(await apiV1().POST('/return/update', { body: input }))
      : unwrapEnvelope(await apiV1().POST('/return/create', { body: input })),
  );
}

export type ReturnAction = 'submit' | 'confirm' | 'complete' | 'delete' | 'repeal';

/** The buyer's actions on one return. */
export function useReturnAction() {
  return useReturnMutation(async ({ action, id }: { action: ReturnAction; id: string }) => {
    const body = { body: { id } };
    switch (action) {
      case 'submit':
        return unwrapEnvelope(await apiV1().POST('/return/submit', body));
      case 'confirm':
        return unwrapEnvelope(await apiV1().POST('/return/confirm', body));
      case 'complete':
        return unwrapEnvelope(await apiV1().POST('/return/complete', body));
      case 'repeal':
        return unwrapEnvelope(await apiV1().POST('/return/repeal', body));
      default:
        return unwrapEnvelope(await apiV1().POST('/return/delete', body));
    }
  });
}

/** The supplier confirms it took the goods back. */
export function useSupplierConfirmReturn() {
  return useReturnMutation(async (id: string) =>
    unwrapEnvelope(await apiV1().POST('/vendor/return/confirm', { body: { id } })),
  );
}

/** The supplier disputes a return with a comment to the buyer. */
export function useSupplierDisputeReturn() {
  return useReturnMutation(async (input: { id: string; comment: string }) =>
    unwrapEnvelope(await apiV1().POST('/vendor/return/dispute', { body: input })),
  );
}
