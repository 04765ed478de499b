import { startWebApp } from '@procure/shell-feature-shell';
import { queryClient } from './query-client.ts';
import { createRouter, warmUp } from './router.tsx';

// warmUp: the root layout (the UI provider) and the first public page (the sign-in page on most
// visits) load beside the language catalogs.
void startWebApp({ appKey: 'ops', createRouter, queryClient, warmUp });
