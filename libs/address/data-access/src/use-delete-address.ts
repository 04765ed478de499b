import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiV1, unwrapEnvelope } from '@procure/shared-api-client';
import { addressKeys } from './address-keys.ts';

export type DeleteAddressResult = { desc: string };

/** DELETE /person/addresses/{id}; the server refuses a default address (422 `address.defaultNotDeletable`). */
export async function deleteAddress(id: string): Promise<DeleteAddressResult> {
  const { desc } = unwrapEnvelope(
    await apiV1().DELETE('/person/addresses/{id}', { params: { path: { id } } }),
  );
  return { desc };
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.lists() }),
  });
}
