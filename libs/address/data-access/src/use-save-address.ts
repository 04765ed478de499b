import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiV1, unwrapEnvelope } from '@procure/shared-api-client';
import { addressKeys } from './address-keys.ts';
import type { Address, SaveAddressBody } from './address-api-types.ts';

export type SaveAddressResult = { address: Address; desc: string };

/** POST /person/addresses/addOrModify: adds (no id) or modifies an address; `desc` is the server's "saved" text. */
export async function saveAddress(body: SaveAddressBody): Promise<SaveAddressResult> {
  const { data, desc } = unwrapEnvelope(await apiV1().POST('/person/addresses/addOrModify', { body }));
  return { address: data, desc };
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    // Awaited, so the caller's pending state lasts until the list shows the change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.lists() }),
  });
}
