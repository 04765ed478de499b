import { startWebApp } from '@procure/shell-feature-shell';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';

void startWebApp({ appKey: 'supplier', router, queryClient });
