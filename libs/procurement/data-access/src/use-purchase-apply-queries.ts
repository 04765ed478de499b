import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiV1, unwrap } from '@procure/shared-api-client';
import { fetchBudgetCheck, fetchPurchaseApply, fetchPurchaseApplyPage } from './procurement-client.ts';
import { procurementKeys } from './procurement-keys.ts';
import type { PurchaseApplyListQuery } from './purchase-apply-types.ts';

export function purchaseApplyListOptions(query: PurchaseApplyListQuery) {
  return queryOptions({
    queryKey: procurementKeys.list(query),
    queryFn: ({ signal }) => fetchPurchaseApplyPage(query, signal),
    // The previous page stays on screen while the next one loads (no flash of an empty table).
    placeholderData: keepPreviousData,
  });
}

/** One keyset page of the caller's own requests; the page keeps the cursor trail for "previous". */
export function usePurchaseApplyList(query: PurchaseApplyListQuery) {
  return useQuery(purchaseApplyListOptions(query));
}

export function purchaseApplyOptions(id: string) {
  return queryOptions({
    queryKey: procurementKeys.detail(id),
    queryFn: ({ signal }) => fetchPurchaseApply(id, signal),
  });
}

export function usePurchaseApply(id: string | undefined) {
  return useQuery({ ...purchaseApplyOptions(id ?? ''), enabled: Boolean(id) });
}

/** The budget preview of a saved request (GET budgetCheck/:id); fetched on demand before submit. */
export function useBudgetCheck(id: string | undefined, enabled = true) {
  return useQuery({
    queryKey: procurementKeys.budgetCheck(id ?? ''),
    queryFn: ({ signal }) => fetchBudgetCheck(id ?? '', signal),
    enabled: Boolean(id) && enabled,
    staleTime: 0,
  });
}

/** One keyset page of the requests copied (cc) to the caller (`/copyto/purchase`, read-only). */
export function useCopiedRequestList(query: PurchaseApplyListQuery) {
  return useQuery({
    queryKey: [...procurementKeys.all(), 'copied', query] as const,
    queryFn: async ({ signal }) =>
      unwrap(await apiV1().GET('/copyto/purchaseList', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}
