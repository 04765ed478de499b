import { startWebApp } from '@procure/shell-feature-shell';
import { queryClient } from './query-client.ts';
import { createRouter } from './router.tsx';

const LOGIN_PATHS = new Set(['/login', '/supplierlogin']);

void startWebApp({
  appKey: 'supplier',
  createRouter,
  queryClient,
  // The sign-in page is the first page of most visits: fetch it beside the language catalogs.
  warmUp: (pathname) => (LOGIN_PATHS.has(pathname) ? import('./routes/login.tsx') : undefined),
});
