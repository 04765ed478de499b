import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressTypeCode } from '@procure/shared-codes';
import { apiV1, unwrap } from '@procure/shared-api-client';
import { addressKeys } from './address-keys.ts';

export type SetDefaultAddressInput = { id: string; type: AddressTypeCode };

/** GET /person/addresses/setDefult/{id}/{type} (the spec's spelling): makes the address the default of its type. */
export async function setDefaultAddress({ id, type }: SetDefaultAddressInput): Promise<void> {
  unwrap(await apiV1().GET('/person/addresses/setDefult/{id}/{type}', { params: { path: { id, type: `${type}` as const } } }));
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.lists() }),
  });
}
