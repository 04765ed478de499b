import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: the double-click guard window. */
export const GUARD_WINDOW_MS = 1500;

/**
 * Wraps an action that calls the server so that repeat clicks do nothing while its promise is pending
 * and for `ms` after it started (spec §9, default 1500 ms). `pending` drives a button's loading state.
 */
export function useGuardedAction<A extends unknown[]>(
  action: (...args: A) => unknown,
  ms: number = GUARD_WINDOW_MS,
): { run: (...args: A) => Promise<void>; pending: boolean } {
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const lastStart = useRef(Number.NEGATIVE_INFINITY);
  const latest = useRef(action);
  const mounted = useRef(true);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (...args: A) => {
      const now = Date.now();
      if (busy.current || now - lastStart.current < ms) return;
      busy.current = true;
      lastStart.current = now;
      setPending(true);
      try {
        await latest.current(...args);
      } finally {
        busy.current = false;
        if (mounted.current) setPending(false);
      }
    },
    [ms],
  );
  return { run, pending };
}
