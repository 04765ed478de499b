import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiV1, unwrap } from '@procure/shared-api-client';
import { settingsKeys } from './settings-keys.ts';

/** GET /finance/getData: read-only financial authority of the current user. */
export function financeDataQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.finance(),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/finance/getData', { signal })),
  });
}

export function useFinanceData() {
  return useQuery(financeDataQueryOptions());
}
