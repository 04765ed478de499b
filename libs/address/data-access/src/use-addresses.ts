import { queryOptions, useQuery } from '@tanstack/react-query';
import { HIDE_ERROR_HEADERS, apiV1, unwrap } from '@procure/shared-api-client';
import { addressKeys } from './address-keys.ts';
import type { Address } from './address-api-types.ts';

/**
 * GET /person/addresses/list: the current user's address book. No red message on failure (spec §8:
 * the address book calls hide it): the page shows its own error state, and retries would repeat it.
 */
export async function fetchAddresses(signal?: AbortSignal): Promise<Address[]> {
  return unwrap(await apiV1().GET('/person/addresses/list', { signal, headers: HIDE_ERROR_HEADERS }));
}

export function addressesQueryOptions() {
  return queryOptions({ queryKey: addressKeys.list(), queryFn: ({ signal }) => fetchAddresses(signal) });
}

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
