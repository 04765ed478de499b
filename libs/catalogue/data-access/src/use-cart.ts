import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiV1, unwrap, unwrapEnvelope } from '@procure/shared-api-client';
import { catalogueKeys } from './catalogue-keys.ts';
import type { GoodsSource } from './use-shop.ts';

/** GET /shopcart/list: grouped by vendor, prices re-checked by the server on every read. */
export const useCart = () =>
  useQuery({
    queryKey: catalogueKeys.cart(),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/shopcart/list', { signal })),
  });

export type CartList = NonNullable<ReturnType<typeof useCart>['data']>;
export type CartGroup = CartList['groups'][number];
export type CartLine = CartGroup['items'][number];

const refreshCart = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogueKeys.cart() }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.cartCount() }),
  ]);

export type AddToCartInput = { skuId: string; productId: string; count: number; vendorType: GoodsSource };

/** POST /shopcart/add; resolves with the server's "added" text. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddToCartInput) =>
      unwrapEnvelope(await apiV1().POST('/shopcart/add', { body })).desc,
    onSuccess: () => refreshCart(queryClient),
  });
}

/** POST /shopcart/quickAdd by product code. */
export function useQuickAdd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { productCode: string; count: number }) =>
      unwrapEnvelope(await apiV1().POST('/shopcart/quickAdd', { body })).desc,
    onSuccess: () => refreshCart(queryClient),
  });
}

export function useModifyCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { id: string; count: number }) =>
      unwrapEnvelope(await apiV1().POST('/shopcart/modifyQuantity', { body })).desc,
    onSuccess: () => refreshCart(queryClient),
  });
}

/** Deletes lines: one id through /shopcart/delete/:id, several through /shopcart/batchDelete. */
export function useDeleteCartItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      const [only] = ids;
      if (ids.length === 1 && only)
        return unwrapEnvelope(
          await apiV1().DELETE('/shopcart/delete/{id}', { params: { path: { id: only } } }),
        ).desc;
      return unwrapEnvelope(await apiV1().POST('/shopcart/batchDelete', { body: { ids } })).desc;
    },
    onSuccess: () => refreshCart(queryClient),
  });
}
