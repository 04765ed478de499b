import { useQuery } from '@tanstack/react-query';
import { HIDE_ERROR_HEADERS, apiV1, unwrap } from '@procure/shared-api-client';
import { messageKeys } from './message-keys.ts';

type CartNum = number | { num?: number; count?: number };

/**
 * GET /shopcart/num (built by the catalogue slice): items in the cart, for the top-bar badge. Untyped
 * on purpose: the badge must not break the build while the catalogue route is not generated yet, and a
 * failure (route absent) shows no badge rather than a red message.
 */
export function useCartCount(enabled = true) {
  return useQuery({
    queryKey: messageKeys.cartCount(),
    queryFn: async ({ signal }) => {
      const get = apiV1().GET as unknown as (
        path: string,
        init: { signal?: AbortSignal; headers: Record<string, string> },
      ) => Promise<Parameters<typeof unwrap>[0]>;
      const data = unwrap(await get('/shopcart/num', { signal, headers: HIDE_ERROR_HEADERS })) as CartNum;
      return typeof data === 'number' ? data : (data.num ?? data.count ?? 0);
    },
    retry: false,
    refetchInterval: 60_000,
    enabled,
  });
}
