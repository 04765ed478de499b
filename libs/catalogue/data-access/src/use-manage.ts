import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiV1, unwrap, unwrapEnvelope } from '@procure/shared-api-client';
import type { ApiV1Paths } from '@procure/shared-api-client';
import { catalogueKeys } from './catalogue-keys.ts';

type Body<P extends keyof ApiV1Paths> = ApiV1Paths[P] extends {
  post: { requestBody?: { content: { 'application/json': infer B } } };
}
  ? B
  : never;
export type MaterialInput = Body<'/catalogue/materials/save'>;
export type GoodsInput = Body<'/catalogue/goods/save'>;
export type PriceInput = Body<'/catalogue/materials/prices/add'>;
export type ManageFilters = { keyword?: string; page: number; pageSize: number; onShelf?: 'true' | 'false' };

export const useMaterials = (filters: ManageFilters) =>
  useQuery({
    queryKey: catalogueKeys.materials(filters),
    queryFn: async ({ signal }) =>
      unwrap(await apiV1().GET('/catalogue/materials/list', { signal, params: { query: filters } })),
    placeholderData: keepPreviousData,
  });
export type Material = NonNullable<ReturnType<typeof useMaterials>['data']>['items'][number];

export const useManagedGoods = (filters: ManageFilters) =>
  useQuery({
    queryKey: catalogueKeys.managedGoods(filters),
    queryFn: async ({ signal }) =>
      unwrap(await apiV1().GET('/catalogue/goods/list', { signal, params: { query: filters } })),
    placeholderData: keepPreviousData,
  });
export type ManagedGoods = NonNullable<ReturnType<typeof useManagedGoods>['data']>['items'][number];

export const useMaterialPrices = (materialId: string | null) =>
  useQuery({
    queryKey: catalogueKeys.prices(materialId ?? ''),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiV1().GET('/catalogue/materials/{id}/prices', {
          signal,
          params: { path: { id: materialId ?? '' } },
        }),
      ),
    enabled: !!materialId,
  });

/** Every management write refreshes the whole catalogue cache (lists, home, cart prices). */
function useCatalogueWrite<I>(write: (input: I) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all() }),
  });
}

export const useSaveMaterial = () =>
  useCatalogueWrite(
    async (body: MaterialInput) =>
      unwrapEnvelope(await apiV1().POST('/catalogue/materials/save', { body })).desc,
  );
export const useAddPrice = () =>
  useCatalogueWrite(
    async (body: PriceInput) =>
      unwrapEnvelope(await apiV1().POST('/catalogue/materials/prices/add', { body })).desc,
  );
export const useSaveGoods = () =>
  useCatalogueWrite(
    async (body: GoodsInput) => unwrapEnvelope(await apiV1().POST('/catalogue/goods/save', { body })).desc,
  );
export const useShelveGoods = () =>
  useCatalogueWrite(
    async (body: { ids: string[]; onShelf: boolean }) =>
      unwrapEnvelope(await apiV1().POST('/catalogue/goods/shelve', { body })).desc,
  );
