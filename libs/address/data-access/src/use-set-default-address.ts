import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressTypeCode } from '@procure/shared-codes';
import { apiV1, unwrapEnvelope } from '@procure/shared-api-client';
import { addressKeys } from './address-keys.ts';
import type { Address } from './address-api-types.ts';

export type SetDefaultAddressInput = { id: string; type: AddressTypeCode };
export type SetDefaultAddressResult = { address: Address; desc: string };

/** GET /person/addresses/setDefult/{id}/{type} (the spec's spelling): makes the address the default of its type. */
export async function setDefaultAddress({
  id,
  type,
}: SetDefaultAddressInput): Promise<SetDefaultAddressResult> {
  const { data, desc } = unwrapEnvelope(
    await apiV1().GET('/person/addresses/setDefult/{id}/{type}', {
      params: { path: { id, type: `${type}` as const } },
    }),
  );
  return { address: data, desc };
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.lists() }),
  });
}
