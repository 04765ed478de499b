import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiV1, clearSession, unwrap } from '@procure/shared-api-client';

/** Revokes the session on the server; the local session is cleared whatever the answer. */
export async function logout(): Promise<void> {
  try {
    unwrap(await apiV1().POST('/logout'));
  } finally {
    clearSession();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    // Nothing of the previous user may survive in the cache.
    onSettled: () => queryClient.clear(),
  });
}
