import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiV1, unwrap, unwrapEnvelope } from '@procure/shared-api-client';
import { catalogueKeys, type GoodsListFilters } from './catalogue-keys.ts';

/** GET /product/index: common categories, newest and popular goods. */
export const goodsHomeQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.home(),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/product/index', { signal })),
  });
export const useGoodsHome = () => useQuery(goodsHomeQueryOptions());

/** GET /product/initParams: filter options of the goods list. */
export const useGoodsInitParams = () =>
  useQuery({
    queryKey: catalogueKeys.initParams(),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/product/initParams', { signal })),
    staleTime: 5 * 60_000,
  });

/** GET /product/list: one server-side page; the previous page stays on screen while the next loads. */
export const goodsListQueryOptions = (filters: GoodsListFilters) =>
  queryOptions({
    queryKey: catalogueKeys.list(filters),
    queryFn: async ({ signal }) =>
      unwrap(await apiV1().GET('/product/list', { signal, params: { query: filters } })),
    placeholderData: keepPreviousData,
  });
export const useGoodsList = (filters: GoodsListFilters) => useQuery(goodsListQueryOptions(filters));

export type GoodsSource = NonNullable<GoodsListFilters['source']>;

/** GET /product/detail/:id (?source for channel goods). */
export const goodsDetailQueryOptions = (id: string, source: GoodsSource = 'catalogue') =>
  queryOptions({
    queryKey: catalogueKeys.detail(id, source),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiV1().GET('/product/detail/{id}', { signal, params: { path: { id }, query: { source } } }),
      ),
  });
export const useGoodsDetail = (id: string, source: GoodsSource = 'catalogue') =>
  useQuery(goodsDetailQueryOptions(id, source));

export const useCommonCategories = () =>
  useQuery({
    queryKey: catalogueKeys.commonCategories(),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/product/commonCategories', { signal })),
  });

/** PUT /product/commonCategories: 1 to 6 categories. */
export function useSaveCommonCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (categoryIds: string[]) =>
      unwrapEnvelope(await apiV1().PUT('/product/commonCategories', { body: { categoryIds } })).desc,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.commonCategories() }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.home() }),
      ]),
  });
}
