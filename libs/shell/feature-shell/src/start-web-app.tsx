import { activateWebLocale, initialWebLocale } from '@procure/shared-i18n';
import { UiProvider } from '@procure/shared-ui';
import type { AppKey } from '@procure/shared-codes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setupApiClient } from './setup-api-client.ts';

/** One cache per app; failed queries are retried once, except client errors (4xx), which cannot heal. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => count < 1 && !(typeof error === 'object' && error !== null && 'status' in error && Number(error.status) < 500),
      },
    },
  });
}

export type StartWebAppOptions = { appKey: AppKey; router: DataRouter; queryClient: QueryClient; rootId?: string };

/** Wires the api-client, activates the first language (no untranslated flash), then renders. */
export async function startWebApp({ appKey, router, queryClient, rootId = 'root' }: StartWebAppOptions): Promise<void> {
  setupApiClient({ appKey, queryClient, navigate: (path) => router.navigate(path) });
  await activateWebLocale(initialWebLocale());
  const container = document.getElementById(rootId);
  if (!container) throw new Error(`#${rootId} is missing from index.html`);
  createRoot(container).render(
    <StrictMode>
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </UiProvider>
    </StrictMode>,
  );
}
