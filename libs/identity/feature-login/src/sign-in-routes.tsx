import type { Site } from '@procure/shared-codes';
import type { RouteObject } from 'react-router';

/** The new login's address per site (spec §2: `/buyerlogin`, `/supplierlogin`); the console has none. */
const NEW_LOGIN_PATHS: Partial<Record<Site, string>> = { buyer: '/buyerlogin', supplier: '/supplierlogin' };

/**
 * A site's sign-in pages as lazy public routes (outside the route guard): `/login`; for the buyer and
 * supplier portals also the new login (POST /new/login and /new/loginMobile) and `/reset` (password
 * reset by SMS code). `redirectTo`: where a successful login goes.
 */
export function signInRoutes(site: Site, redirectTo: string): RouteObject[] {
  const routes: RouteObject[] = [
    {
      path: '/login',
      lazy: async () => {
        const { LoginPage } = await import('./login-page.tsx');
        return { Component: () => <LoginPage site={site} redirectTo={redirectTo} /> };
      },
    },
  ];
  const newLoginPath = NEW_LOGIN_PATHS[site];
  if (newLoginPath && site !== 'ops') {
    routes.push(
      {
        path: newLoginPath,
        lazy: async () => {
          const { LoginPage } = await import('./login-page.tsx');
          return { Component: () => <LoginPage site={site} variant="new" redirectTo={redirectTo} /> };
        },
      },
      {
        path: '/reset',
        lazy: async () => {
          const { ResetPasswordPage } = await import('./reset-password-page.tsx');
          return { Component: () => <ResetPasswordPage site={site} /> };
        },
      },
    );
  }
  return routes;
}
