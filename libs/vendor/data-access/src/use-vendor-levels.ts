import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HIDE_ERROR_HEADERS,
  apiV1,
  unwrap,
  unwrapEnvelope,
  type ApiV1Paths,
  type DataOf,
} from '@procure/shared-api-client';
import { vendorKeys } from './vendor-keys.ts';

// Classification levels (`/setting/vendorClassification`) and the business list (`/vendor/business`), issue #16
// §4. The business list sits under vendorKeys.list(): a class or level change refreshes it with the suppliers.

export type VendorLevel = DataOf<ApiV1Paths['/vendor/class/level/list']['get']['responses'][200]>[number];
export type VendorLevelInput = NonNullable<
  ApiV1Paths['/vendor/class/level/save']['post']['requestBody']
>['content']['application/json'];
export type BusinessQuery = NonNullable<
  ApiV1Paths['/vendor/class/business/list']['get']['parameters']['query']
>;
export type BusinessPage = DataOf<ApiV1Paths['/vendor/class/business/list']['get']['responses'][200]>;
export type BusinessRow = BusinessPage['items'][number];
export type LevelChangeInput = NonNullable<
  ApiV1Paths['/vendor/class/business/update']['post']['requestBody']
>['content']['application/json'];

const levelsKey = () => [...vendorKeys.classes(), 'levels'] as const;

export function useVendorLevels() {
  return useQuery({
    queryKey: levelsKey(),
    queryFn: async ({ signal }): Promise<VendorLevel[]> =>
      unwrap(await apiV1().GET('/vendor/class/level/list', { signal })),
  });
}

export function useSaveVendorLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: VendorLevelInput) =>
      unwrapEnvelope(await apiV1().POST('/vendor/class/level/save', { body })).desc,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.classes() }),
  });
}

export const businessPageQueryOptions = (query: BusinessQuery) =>
  queryOptions({
    queryKey: [...vendorKeys.list(), 'business', query] as const,
    queryFn: async ({ signal }): Promise<BusinessPage> =>
      unwrap(await apiV1().GET('/vendor/class/business/list', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

export function useBusinessPage(query: BusinessQuery) {
  return useQuery(businessPageQueryOptions(query));
}

export function useChangeVendorLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LevelChangeInput) =>
      unwrapEnvelope(
        await apiV1().POST('/vendor/class/business/update', { body, headers: HIDE_ERROR_HEADERS }),
      ).desc,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: vendorKeys.list() });
      await queryClient.invalidateQueries({ queryKey: vendorKeys.classes() });
    },
  });
}
