import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiV1, unwrap, type ApiV1Paths, type DataOf } from '@procure/shared-api-client';
import { vendorKeys } from './vendor-keys.ts';

// Buyer `/vendor`: the supplier files list, keyset pages with search, status and class filters. Keys sit
// under vendorKeys.list(), so whatever refreshes the supplier list (a status or class change) refreshes it.

export type SupplierPageQuery = NonNullable<ApiV1Paths['/vendor/page']['get']['parameters']['query']>;
export type SupplierPage = DataOf<ApiV1Paths['/vendor/page']['get']['responses'][200]>;

export const supplierPageQueryOptions = (query: SupplierPageQuery) =>
  queryOptions({
    queryKey: [...vendorKeys.list(), 'page', query] as const,
    queryFn: async ({ signal }): Promise<SupplierPage> =>
      unwrap(await apiV1().GET('/vendor/page', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

export function useSupplierPage(query: SupplierPageQuery) {
  return useQuery(supplierPageQueryOptions(query));
}
