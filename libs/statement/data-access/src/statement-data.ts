import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
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

// Statements of account (issue #15, /account): the buyer's `/account/statement/…` and the supplier's
// `/vendor/account/statement/…`. Every POST carries a fresh Idempotency-Key per user action; pay applies
// refresh statements AND payments.

export type StatementPage = DataOf<ApiV1Paths['/account/statement/list']['get']['responses'][200]>;
export type StatementSummary = StatementPage['items'][number];
export type StatementListQuery = NonNullable<
  ApiV1Paths['/account/statement/list']['get']['parameters']['query']
>;
export type StatementDetail = DataOf<ApiV1Paths['/account/statement/detail/{id}']['get']['responses'][200]>;
export type StatementCreateBody = BodyOf<ApiV1Paths['/account/statement/create']['post']>;
export type StatementPayApplyBody = BodyOf<ApiV1Paths['/account/statement/payAgain']['post']>;
export type StatementMergePayApplyBody = BodyOf<ApiV1Paths['/account/statement/mergePayApply']['post']>;
export type StatementSide = 'buyer' | 'supplier';

export const statementKeys = {
  all: (tenantId: string | null = getSession().tenantId) => ['tenant', tenantId, 'statements'] as const,
  list: (side: StatementSide, query: StatementListQuery) =>
    [...statementKeys.all(), side, 'list', query] as const,
  detail: (side: StatementSide, id: string) => [...statementKeys.all(), side, 'detail', id] as const,
};

export function statementPageQueryOptions(side: StatementSide, query: StatementListQuery) {
  return queryOptions({
    queryKey: statementKeys.list(side, query),
    queryFn: async ({ signal }): Promise<StatementPage> =>
      side === 'supplier'
        ? unwrap(await apiV1().GET('/vendor/account/statement/list', { params: { query }, signal }))
        : unwrap(await apiV1().GET('/account/statement/list', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useStatementPage(side: StatementSide, query: StatementListQuery) {
  return useQuery(statementPageQueryOptions(side, query));
}

function detailQuery(side: StatementSide, id: string | undefined) {
  return {
    queryKey: statementKeys.detail(side, id ?? ''),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<StatementDetail> => {
      const options = { params: { path: { id: id as string } }, signal, headers: HIDE_ERROR_HEADERS };
      return side === 'supplier'
        ? unwrap(await apiV1().GET('/vendor/account/statement/detail/{id}', options))
        : unwrap(await apiV1().GET('/account/statement/detail/{id}', options));
    },
    enabled: Boolean(id),
    retry: false,
  };
}

export function useStatementDetail(side: StatementSide, id: string | undefined) {
  return useQuery(detailQuery(side, id));
}

/** Several statements of the buyer (merge pay apply). */
export function useStatementDetails(ids: readonly string[]) {
  return useQueries({ queries: ids.map((id) => detailQuery('buyer', id)) });
}

/** Suppliers a statement may be made for. */
export function useStatementVendors() {
  return useQuery({
    queryKey: [...statementKeys.all(), 'vendors'] as const,
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/account/statement/vendors', { signal })).items,
  });
}

/** A new key per user action: repeats of the same request (retries) share it. */
const idempotencyHeaders = () => ({ 'Idempotency-Key': crypto.randomUUID() });

function useStatementMutation<I, O>(
  run: (input: I, headers: Record<string, string>) => Promise<{ data: O; desc: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => run(input, idempotencyHeaders()),
    onSuccess: async () => {
      const tenant = getSession().tenantId;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: statementKeys.all() }),
        queryClient.invalidateQueries({ queryKey: ['tenant', tenant, 'payments'] }),
      ]);
    },
  });
}

export function useCreateStatement() {
  return useStatementMutation(async (body: StatementCreateBody, headers) =>
    unwrapEnvelope(await apiV1().POST('/account/statement/create', { body, headers })),
  );
}

export type StatementAction = 'send' | 'reopen' | 'close' | 'delete' | 'confirm';

/** One action on one statement (`confirm` is the supplier's). */
export function useStatementAction() {
  return useStatementMutation<{ action: StatementAction; id: string }, { status: number }>(
    async ({ action, id }, headers) => {
      const options = { body: { id }, headers };
      switch (action) {
        case 'send':
          return unwrapEnvelope(await apiV1().POST('/account/statement/send', options));
        case 'reopen':
          return unwrapEnvelope(await apiV1().POST('/account/statement/reopen', options));
        case 'close':
          return unwrapEnvelope(await apiV1().POST('/account/statement/close', options));
        case 'confirm':
          return unwrapEnvelope(await apiV1().POST('/vendor/account/statement/confirm', options));
        default:
          return unwrapEnvelope(await apiV1().POST('/account/statement/delete', options));
      }
    },
  );
}

/** The supplier disputes a sent statement with its reason. */
export function useDisputeStatement() {
  return useStatementMutation(async (body: { id: string; reason: string }, headers) =>
    unwrapEnvelope(await apiV1().POST('/vendor/account/statement/dispute', { body, headers })),
  );
}

/** A message to the other side. */
export function usePostStatementMessage(side: StatementSide) {
  return useStatementMutation(async (body: { id: string; body: string }, headers) =>
    side === 'supplier'
      ? unwrapEnvelope(await apiV1().POST('/vendor/account/statement/message', { body, headers }))
      : unwrapEnvelope(await apiV1().POST('/account/statement/message', { body, headers })),
  );
}

/** Pay apply (one id) or merge pay apply (several): one payment application, the statements close. */
export function usePayApplyStatements() {
  return useStatementMutation(async (body: StatementMergePayApplyBody, headers) => {
    if (body.ids.length === 1) {
      const { ids, ...payee } = body;
      return unwrapEnvelope(
        await apiV1().POST('/account/statement/payApply', { body: { ...payee, id: ids[0]! }, headers }),
      );
    }
    return unwrapEnvelope(await apiV1().POST('/account/statement/mergePayApply', { body, headers }));
  });
}

/** Pay again: a new payment application for a statement whose application was rejected, cancelled or deleted. */
export function usePayAgainStatement() {
  return useStatementMutation(async (body: StatementPayApplyBody, headers) =>
    unwrapEnvelope(await apiV1().POST('/account/statement/payAgain', { body, headers })),
  );
}
