import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { claimChunkReload, clearChunkReload, isChunkLoadError } from './chunk-reload.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { StatusPage } from './status-page.tsx';

/** Spec §8: a page chunk that fails to load reloads the route (once, so a real outage does not loop). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useLingui();
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    if (!chunkError) return;
    if (claimChunkReload(sessionStorage, window.location.pathname)) window.location.reload();
  }, [chunkError]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (!chunkError) console.error(error);
  return (
    <StatusPage
      code={isRouteErrorResponse(error) ? String(error.status) : '500'}
      title={t`Something went wrong`}
      description={t`The page could not be shown. Reload it, and tell your administrator if it happens again.`}
      action={
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          {t`Reload the page`}
        </Button>
      }
    />
  );
}

/** Call after a successful navigation so that a later chunk failure may reload again. */
export function clearChunkReloadFlag(): void {
  clearChunkReload(sessionStorage);
}

export { isChunkLoadError };
