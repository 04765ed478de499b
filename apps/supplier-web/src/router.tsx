import { PERMISSIONS } from '@procure/shared-codes';
import { AppLoading, RouteErrorBoundary, catchAllLoader } from '@procure/shell-feature-shell';
import type { RouteMeta } from '@procure/shell-feature-shell';
import { createBrowserRouter } from 'react-router';

// Every page is a lazy route module: the entry chunk holds only the providers and the router.
// A function, because the router runs its first loaders at once: the language must be active by then.
export const createRouter = () =>
  createBrowserRouter([
    {
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: AppLoading,
      children: [
        { path: '/login', lazy: () => import('./routes/login.tsx') },
        { path: '/supplierlogin', lazy: () => import('./routes/new-login.tsx') },
        { path: '/reset', lazy: () => import('./routes/reset.tsx') },
        { path: '/404', lazy: () => import('./routes/not-found.tsx') },
        { path: '/403', lazy: () => import('./routes/forbidden.tsx') },
        { path: '/mobile/loginTip', lazy: () => import('./routes/mobile-login-tip.tsx') },
        {
          lazy: () => import('./routes/shell.tsx'),
          children: [
            {
              id: 'homepage',
              index: true,
              lazy: () => import('./routes/home.tsx'),
              handle: { activeMenu: ['homepage'], hideSideMenu: true } satisfies RouteMeta,
            },
            {
              path: '/userSetting/address',
              lazy: () => import('./routes/address.tsx'),
              handle: {
                permissionCheck: PERMISSIONS.userSettingAddress,
                activeMenu: ['userSettingAddress'],
                cache: true,
              } satisfies RouteMeta,
            },
          ],
        },
        { path: '*', loader: catchAllLoader },
      ],
    },
  ]);
