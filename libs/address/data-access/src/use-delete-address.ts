import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiV1, unwrap } from '@procure/shared-api-client';
import { addressKeys } from './address-keys.ts';

/** DELETE /person/addresses/{id}; the server refuses a default address (422 `address.defaultNotDeletable`). */
export async function deleteAddress(id: string): Promise<void> {
  unwrap(await apiV1().DELETE('/person/addresses/{id}', { params: { path: { id } } }));
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.lists() }),
  });
}
