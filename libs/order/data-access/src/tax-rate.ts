import { useQuery } from '@tanstack/react-query';
import { apiV1, unwrap, unwrapEnvelope, type ApiV1Paths } from '@procure/shared-api-client';
import { orderKeys } from './order-keys.ts';
import type { BodyOf, DataOf } from '@procure/shared-api-client';
import { useOrderMutation } from './order-lifecycle.ts';

// Change tax rate (issue #15, `/personnel`): the buyer's calls. A change refreshes every order query
// (the detail's lines show the new rate).

export type TaxRateChange = DataOf<
  ApiV1Paths['/order/taxRate/changes']['get']['responses'][200]
>['items'][number];
export type TaxRateChangeBody = BodyOf<ApiV1Paths['/order/taxRate/change']['post']>;

/** The tax-rate changes of one order, or the tenant's latest (at most 200). */
export function useTaxRateChanges(orderId: string | null) {
  return useQuery({
    queryKey: [...orderKeys.all(), 'taxRateChanges', orderId ?? 'all'] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await apiV1().GET('/order/taxRate/changes', {
          params: { query: orderId ? { orderId } : {} },
          signal,
        }),
      ).items,
  });
}

export function useChangeTaxRate() {
  return useOrderMutation(async (body: TaxRateChangeBody) =>
    unwrapEnvelope(await apiV1().POST('/order/taxRate/change', { body })),
  );
}
