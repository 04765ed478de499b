import { activateWebLocale, initialWebLocale } from '@procure/shared-i18n';
import type { AppKey } from '@procure/shared-codes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { pathFromMobileHash } from './login-target.ts';
import { setupApiClient } from './setup-api-client.ts';

/** One cache per app; failed queries are retried once, except client errors (4xx), which cannot heal. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          count < 1 &&
          !(typeof error === 'object' && error !== null && 'status' in error && Number(error.status) < 500),
      },
    },
  });
}

export type StartWebAppOptions = {
  appKey: AppKey;
  /** Called once the language is active: a data router runs its first loaders as soon as it exists. */
  createRouter: () => DataRouter;
  queryClient: QueryClient;
  rootId?: string;
  /**
   * Starts loading the first page's route module while the language catalogs load, so that the
   * first render waits for one round trip instead of two (Lighthouse on /login). Warm the root
   * layout module here too (`defineSiteRouter` gives one that does both).
   */
  warmUp?: (pathname: string) => Promise<unknown> | undefined;
};

/**
 * Wires the api-client, activates the first language (no untranslated flash), then routes and renders.
 * The UI provider (Chakra, toaster, monitoring modal) is the lazily loaded root route (RootLayout).
 */
export async function startWebApp({
  appKey,
  createRouter,
  queryClient,
  rootId = 'root',
  warmUp,
}: StartWebAppOptions): Promise<void> {
  const routerRef: { current?: DataRouter } = {};
  // Links sent to phones address the mobile pages as hash routes; the router knows their path form.
  const mobilePath = pathFromMobileHash(window.location.hash);
  if (mobilePath) window.history.replaceState(null, '', mobilePath);
  setupApiClient({ appKey, queryClient, navigate: (path) => routerRef.current?.navigate(path) });
  const warming = warmUp?.(window.location.pathname);
  await Promise.all([activateWebLocale(initialWebLocale()), warming?.catch(() => undefined)]);
  const router = createRouter();
  routerRef.current = router;
  const container = document.getElementById(rootId);
  if (!container) throw new Error(`#${rootId} is missing from index.html`);
  removeBootSkeletonOnFailedStart(router);
  const root = createRoot(container);
  // A transition: React renders the first page in slices of a few milliseconds instead of one long
  // task (Lighthouse's Total Blocking Time); the static login skeleton of index.html shows meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}

/**
 * The login skeleton of index.html covers the page until RootLayout mounts and removes it. When the
 * first navigation fails (e.g. the root layout's chunk cannot load), react-router's own error page
 * shows instead of RootLayout: take the skeleton away so that page can be seen.
 */
function removeBootSkeletonOnFailedStart(router: DataRouter): void {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    if (state.errors) document.getElementById('boot-skeleton')?.remove();
  });
}
