import { startWebApp } from '@procure/shell-feature-shell';
import { queryClient } from './query-client.ts';
import { createRouter } from './router.tsx';

const LOGIN_PATHS = new Set(['/login']);

void startWebApp({
  appKey: 'ops',
  createRouter,
  queryClient,
  // The root layout (the UI provider) and the sign-in page, the first page of most visits, load
  // beside the language catalogs.
  warmUp: (pathname) =>
    Promise.all([
      import('./routes/root.tsx'),
      LOGIN_PATHS.has(pathname) ? import('./routes/login.tsx') : undefined,
    ]),
});
