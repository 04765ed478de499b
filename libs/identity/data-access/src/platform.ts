import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiV1, unwrap, unwrapEnvelope, type ApiV1Paths, type DataOf } from '@procure/shared-api-client';

// Operations console, spec §2 `/admin` (issue #16 §7): the platform's supplier companies and buyer
// tenants, freeze and unfreeze. Operators have no tenant: the keys are rooted at 'ops'.

export type PlatformKind = 'supplier' | 'buyer';
export type PlatformListQuery = NonNullable<
  ApiV1Paths['/ops/platform/suppliers']['get']['parameters']['query']
>;
export type PlatformSupplierPage = DataOf<ApiV1Paths['/ops/platform/suppliers']['get']['responses'][200]>;
export type PlatformBuyerPage = DataOf<ApiV1Paths['/ops/platform/buyers']['get']['responses'][200]>;
export type PlatformSupplier = PlatformSupplierPage['items'][number];
export type PlatformBuyer = PlatformBuyerPage['items'][number];
export type FreezeHistoryEntry = DataOf<
  ApiV1Paths['/ops/platform/suppliers/{id}/history']['get']['responses'][200]
>[number];

export const platformKeys = {
  all: ['ops', 'platform'] as const,
  list: (kind: PlatformKind, query: PlatformListQuery) => [...platformKeys.all, kind, 'list', query] as const,
  history: (kind: PlatformKind, id: string) => [...platformKeys.all, kind, 'history', id] as const,
};

export const platformSupplierPageQueryOptions = (query: PlatformListQuery) =>
  queryOptions({
    queryKey: platformKeys.list('supplier', query),
    queryFn: async ({ signal }): Promise<PlatformSupplierPage> =>
      unwrap(await apiV1().GET('/ops/platform/suppliers', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

export const platformBuyerPageQueryOptions = (query: PlatformListQuery) =>
  queryOptions({
    queryKey: platformKeys.list('buyer', query),
    queryFn: async ({ signal }): Promise<PlatformBuyerPage> =>
      unwrap(await apiV1().GET('/ops/platform/buyers', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

export function usePlatformSupplierPage(query: PlatformListQuery) {
  return useQuery(platformSupplierPageQueryOptions(query));
}

export function usePlatformBuyerPage(query: PlatformListQuery) {
  return useQuery(platformBuyerPageQueryOptions(query));
}

/** A company's freezes and unfreezes, newest first (loaded when `id` is set). */
export function useFreezeHistory(kind: PlatformKind, id: string | null) {
  return useQuery({
    queryKey: platformKeys.history(kind, id ?? ''),
    enabled: id !== null,
    queryFn: async ({ signal }): Promise<FreezeHistoryEntry[]> =>
      kind === 'supplier'
        ? unwrap(
            await apiV1().GET('/ops/platform/suppliers/{id}/history', {
              params: { path: { id: id ?? '' } },
              signal,
            }),
          )
        : unwrap(
            await apiV1().GET('/ops/platform/buyers/{id}/history', {
              params: { path: { id: id ?? '' } },
              signal,
            }),
          ),
  });
}

type FreezeInput = { kind: PlatformKind; id: string; reason: string; freeze: boolean };

/** Freezes or unfreezes a company with a reason; answers the server's translated message. */
export function useSetCompanyFrozen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id, reason, freeze }: FreezeInput) => {
      const body = { id, reason };
      if (kind === 'supplier') {
        return unwrapEnvelope(
          freeze
            ? await apiV1().POST('/ops/platform/suppliers/freeze', { body })
            : await apiV1().POST('/ops/platform/suppliers/unfreeze', { body }),
        ).desc;
      }
      return unwrapEnvelope(
        freeze
          ? await apiV1().POST('/ops/platform/buyers/freeze', { body })
          : await apiV1().POST('/ops/platform/buyers/unfreeze', { body }),
      ).desc;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: platformKeys.all }),
  });
}
