import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiV1, unwrap } from '@procure/shared-api-client';
import { addressKeys } from './address-keys.ts';
import type { Address } from './address-api-types.ts';

/** GET /person/addresses/list: the current user's address book. */
export async function fetchAddresses(signal?: AbortSignal): Promise<Address[]> {
  return unwrap(await apiV1().GET('/person/addresses/list', { signal }));
}

export function addressesQueryOptions() {
  return queryOptions({ queryKey: addressKeys.list(), queryFn: ({ signal }) => fetchAddresses(signal) });
}

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
