import { PERMISSIONS } from '@procure/shared-codes';
import { AppLoading, catchAllLoader } from '@procure/shell-feature-shell';
import type { RouteMeta } from '@procure/shell-feature-shell';
import { createBrowserRouter } from 'react-router';

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
