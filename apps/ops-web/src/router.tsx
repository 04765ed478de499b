import { PERMISSIONS } from '@procure/shared-codes';
import { AppLoading, catchAllLoader } from '@procure/shell-feature-shell';
import type { RouteMeta } from '@procure/shell-feature-shell';
import { createBrowserRouter, redirect } from 'react-router';

// Every page is a lazy route module: the entry chunk holds only the router, the api-client and i18n.
// A function, because the router runs its first loaders at once: the language must be active by then.
export const createRouter = () =>
  createBrowserRouter([
    {
      // Chakra UI, the toaster and the error boundary: lazy, warmed by main.tsx beside the first page.
      lazy: () => import('./routes/root.tsx'),
      HydrateFallback: AppLoading,
      children: [
        { path: '/login', lazy: () => import('./routes/login.tsx') },
        { path: '/404', lazy: () => import('./routes/not-found.tsx') },
        { path: '/403', lazy: () => import('./routes/forbidden.tsx') },
        { path: '/mobile/loginTip', lazy: () => import('./routes/mobile-login-tip.tsx') },
        {
          lazy: () => import('./routes/shell.tsx'),
          children: [
            { index: true, loader: () => redirect('/registration-approval') },
            {
              path: '/registration-approval',
              lazy: () => import('./routes/registration-approval.tsx'),
              handle: {
                permissionCheck: PERMISSIONS.registrationApproval,
                activeMenu: ['registrationApproval'],
              } satisfies RouteMeta,
            },
            {
              path: '/outbox',
              lazy: () => import('./routes/outbox.tsx'),
              handle: { permissionCheck: PERMISSIONS.opsOutbox, activeMenu: ['outbox'] } satisfies RouteMeta,
            },
            {
              path: '/jobs',
              lazy: () => import('./routes/jobs.tsx'),
              handle: { permissionCheck: PERMISSIONS.opsJobs, activeMenu: ['jobs'] } satisfies RouteMeta,
            },
          ],
        },
        { path: '*', loader: catchAllLoader },
      ],
    },
  ]);
