import type { QueryClient } from '@tanstack/react-query';
import { addressesQueryOptions } from '@procure/address-data-access';

/**
 * Route loader of `/userSetting/address`: starts the list request while the page chunk loads. It
 * never throws (prefetchQuery swallows errors), so a failed load shows the page's own error state.
 */
export function addressBookLoader(queryClient: QueryClient) {
  return async (): Promise<null> => {
    await queryClient.prefetchQuery(addressesQueryOptions());
    return null;
  };
}
