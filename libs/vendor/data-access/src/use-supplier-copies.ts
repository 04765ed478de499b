import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HIDE_ERROR_HEADERS, apiV1, unwrap, type ApiV1Paths, type DataOf } from '@procure/shared-api-client';
import { vendorKeys } from './vendor-keys.ts';

// Copy-to (issue #12 §5, `/copyto/supplier`): supplier applications and changes copied to the caller.

export type SupplierCopyQuery = NonNullable<ApiV1Paths['/copyto/supplierList']['get']['parameters']['query']>;
export type SupplierCopyPage = DataOf<ApiV1Paths['/copyto/supplierList']['get']['responses'][200]>;
export type SupplierCopy = SupplierCopyPage['items'][number];
export type SupplierCopyDetail = DataOf<ApiV1Paths['/copyto/supplierDetail/{id}']['get']['responses'][200]>;

/** One keyset page of the supplier documents copied (cc) to the caller. */
export function useSupplierCopies(query: SupplierCopyQuery) {
  return useQuery({
    queryKey: [...vendorKeys.all(), 'copied', 'list', query] as const,
    queryFn: async ({ signal }): Promise<SupplierCopyPage> =>
      unwrap(await apiV1().GET('/copyto/supplierList', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** A supplier application or change copied to the caller (404 for any other id, like an absent one). */
export function useSupplierCopy(id: string) {
  return useQuery({
    queryKey: [...vendorKeys.all(), 'copied', 'detail', id] as const,
    queryFn: async ({ signal }): Promise<SupplierCopyDetail> =>
      unwrap(
        await apiV1().GET('/copyto/supplierDetail/{id}', {
          params: { path: { id } },
          signal,
          headers: HIDE_ERROR_HEADERS,
        }),
      ),
    enabled: Boolean(id),
    retry: false,
  });
}
