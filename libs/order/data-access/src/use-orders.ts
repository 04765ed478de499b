import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { HIDE_ERROR_HEADERS, apiV1, unwrap, unwrapEnvelope } from '@procure/shared-api-client';
import { orderKeys } from './order-keys.ts';
import type { OrderDetail, OrderListQuery, OrderPage } from './order-api-types.ts';

export async function fetchOrderPage(query: OrderListQuery, signal?: AbortSignal): Promise<OrderPage> {
  return unwrap(await apiV1().GET('/order/list', { params: { query }, signal }));
}

/** The page shows its own "not found" state, so the global red message is hidden for the detail. */
export async function fetchOrder(id: string, signal?: AbortSignal): Promise<OrderDetail> {
  return unwrap(
    await apiV1().GET('/order/detail/{id}', {
      params: { path: { id } },
      signal,
      headers: HIDE_ERROR_HEADERS,
    }),
  );
}

export function orderPageQueryOptions(query: OrderListQuery) {
  return queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => fetchOrderPage(query, signal),
    // Keeps the current rows on screen while the next keyset page loads.
    placeholderData: keepPreviousData,
  });
}

export function useOrderPage(query: OrderListQuery) {
  return useQuery(orderPageQueryOptions(query));
}

export function useOrder(id: string | undefined) {
  return useQuery({
    queryKey: orderKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchOrder(id as string, signal),
    enabled: Boolean(id),
    retry: false,
  });
}

/** The legal entities the tenant's orders were placed by (the order list's filter options). */
export function useOrderLegalEntities() {
  return useQuery({
    queryKey: [...orderKeys.all(), 'legalEntities'] as const,
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/order/legalEntities', { signal })),
  });
}

/** "Save as template" on an order: the procurement domain keeps order templates (issue #13 §4). */
export function useSaveOrderAsTemplate() {
  return useMutation({
    mutationFn: async (body: { orderId: string; name: string }) =>
      unwrapEnvelope(await apiV1().POST('/orderTemplate/saveFromOrder', { body })),
  });
}
