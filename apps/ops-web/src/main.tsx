import { startWebApp } from '@procure/shell-feature-shell';
import { queryClient } from './query-client.ts';
import { createRouter } from './router.tsx';

void startWebApp({ appKey: 'ops', createRouter, queryClient });
