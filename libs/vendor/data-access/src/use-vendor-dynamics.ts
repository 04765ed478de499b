import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiV1, unwrap, type ApiV1Paths, type DataOf } from '@procure/shared-api-client';
import { vendorKeys } from './vendor-keys.ts';

// Buyer supplier files (issue #16 §3): the "lately" list on `/vendor` and a supplier's order statistics on its
// file. The lately list sits under vendorKeys.list(), so whatever refreshes the suppliers refreshes it.

export type DynamicEvent = DataOf<ApiV1Paths['/vendor/dynamic/lately']['get']['responses'][200]>[number];
export type OrderStatistics = DataOf<ApiV1Paths['/vendor/orderStatistics/{id}']['post']['responses'][200]>;
export type StatisticsPeriod = { from: string; to: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The newest events across the tenant's suppliers (default 20). */
export function useVendorLately(limit = 20) {
  return useQuery({
    queryKey: [...vendorKeys.list(), 'lately', limit],
    queryFn: async ({ signal }): Promise<DynamicEvent[]> =>
      unwrap(await apiV1().GET('/vendor/dynamic/lately', { params: { query: { limit } }, signal })),
  });
}

/** One supplier's orders of a period: count and amounts by status, totals per currency. */
export function useVendorOrderStatistics(vendorId: string, period: StatisticsPeriod) {
  return useQuery({
    queryKey: [...vendorKeys.file(vendorId), 'orderStatistics', period.from, period.to],
    queryFn: async ({ signal }): Promise<OrderStatistics> =>
      unwrap(
        await apiV1().POST('/vendor/orderStatistics/{id}', {
          params: { path: { id: vendorId } },
          body: period,
          signal,
        }),
      ),
    enabled: Boolean(vendorId) && DAY.test(period.from) && DAY.test(period.to) && period.from <= period.to,
    placeholderData: keepPreviousData,
  });
}
