import { currentUserQueryOptions, menuQueryOptions } from '@procure/identity-data-access';
import type { QueryClient } from '@tanstack/react-query';
import { requireAuthLoader } from './require-auth.tsx';

/**
 * Loader of the guarded shell route: no session → /login; otherwise the current user is fetched
 * before the layout renders (no spinner flash) and the menu starts loading beside it.
 */
export function shellLoader(queryClient: QueryClient) {
  return async (): Promise<null> => {
    requireAuthLoader();
    void queryClient.prefetchQuery(menuQueryOptions());
    await queryClient.prefetchQuery(currentUserQueryOptions());
    return null;
  };
}
