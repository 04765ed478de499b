import { Activity, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useMatches, useOutlet } from 'react-router';
import { KeepAliveCache } from './keep-alive-cache.ts';
import { isRouteMeta } from './route-meta.ts';

/** How many pages with route meta `cache` keep their state at most. */
export const KEEP_ALIVE_MAX = 8;

/**
 * The shell's outlet. A route with meta `cache` stays mounted (hidden by React's `<Activity>`) when
 * the user leaves it, so typed filters, scroll and open sections are still there on return.
 * Hidden pages run no effects (no polling, no subscriptions) but keep their state.
 */
export function KeepAliveOutlet({ max = KEEP_ALIVE_MAX }: { max?: number }) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const matches = useMatches();
  const cacheRef = useRef<KeepAliveCache<ReactNode> | null>(null);
  cacheRef.current ??= new KeepAliveCache<ReactNode>(max);
  const cache = cacheRef.current;
  const cached = matches.some((m) => isRouteMeta(m.handle) && m.handle.cache === true);
  // Rendering the same element again is idempotent, so writing during render is safe under StrictMode.
  if (cached && outlet) cache.put(pathname, outlet);
  return (
    <>
      {cache.entries().map(([key, element]) => (
        <Activity key={key} mode={cached && key === pathname ? 'visible' : 'hidden'}>
          {element}
        </Activity>
      ))}
      {cached ? null : outlet}
    </>
  );
}
