import { useEffect, useState } from 'react';
import { Toaster } from './toaster.tsx';
import { toaster } from './toast-store.ts';

/**
 * The Toaster, mounted when the first toast arrives. Zag's toast group starts by copying the store's
 * toasts into its state under `flushSync`, which makes React render every pending update of the page
 * at once: mounted with the first page, it turned that page's sliced (transition) render into one long
 * task of hundreds of milliseconds (Lighthouse's Total Blocking Time, issue #13). A toast created before
 * the mount waits in the store and shows as soon as the Toaster starts.
 */
export function DeferredToaster() {
  const [mounted, setMounted] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (mounted) return undefined;
    if (toaster.getVisibleToasts().length > 0) {
      setMounted(true);
      return undefined;
    }
    return toaster.subscribe(() => setMounted(true));
  }, [mounted]);
  return mounted ? <Toaster /> : null;
}
