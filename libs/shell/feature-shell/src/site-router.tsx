import type { Site } from '@procure/shared-codes';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, redirect } from 'react-router';
import type { DataRouter, LazyRouteFunction, RouteObject } from 'react-router';
import { AppLoading } from './app-loading.tsx';
import { catchAllLoader } from './catch-all-loader.ts';
import { MOBILE_LOGIN_TIP_PATH } from './login-target.ts';
import type { RouteMeta } from './route-meta.ts';
import type { ShellLayoutProps } from './shell-layout.tsx';

/** What a lazy route module gives the router: `Component`, and optionally `loader`, `handle`, … */
export type LazyPage = LazyRouteFunction<RouteObject>;

/**
 * One page of a site: a lazy route module (exporting `Component`, optionally `loader`) and its meta.
 * Adding a page to a site is one line of its router:
 * `page('/procurement/orderList', () => import('./routes/order-list.tsx'), { permissionCheck, activeMenu })`.
 */
export function page(path: string, lazy: LazyPage, meta?: RouteMeta): RouteObject {
  return meta ? { path, lazy, handle: meta } : { path, lazy };
}

export type SiteRouterOptions = {
  site: Site;
  /** The app's query cache: the shell's loader fetches the current user and the menu into it. */
  queryClient: QueryClient;
  /** Public pages outside the shell besides /403, /404 and the mobile login tip (sign-in, reset, …). */
  publicPages: readonly RouteObject[];
  /** The site's own pages inside the shell (guarded, with the menu): see {@link page}. */
  pages: readonly RouteObject[];
  /**
   * The index page inside the shell: a lazy route module, or a path to redirect to.
   * Default: the shell's home page (welcome and quick links).
   */
  home?: LazyPage | { redirect: string };
  /**
   * Loads the hook behind the top bar's cart and message badges (the shell may not import those
   * domains); loaded with the shell's layout, so it stays out of the entry chunk.
   */
  loadTopNavCounts?: () => Promise<NonNullable<ShellLayoutProps['useTopNavCounts']>>;
};

const homeMeta = { activeMenu: ['homepage'], hideSideMenu: true } satisfies RouteMeta;

/** The root route's module: the UI provider (Chakra, toaster) and the error boundary. */
const loadRoot: LazyPage = async () => {
  const { RootErrorBoundary, RootLayout } = await import('./root-layout.tsx');
  return { Component: RootLayout, ErrorBoundary: RootErrorBoundary };
};

/**
 * The route tree every site shares: the lazy root (UI provider), the site's public pages, /403,
 * /404, the mobile login tip, the guarded shell holding the home page and the site's own pages, and
 * the catch-all (unknown paths → /404, an http(s) address in the path → that address).
 */
export function siteRoutes({
  site,
  queryClient,
  publicPages,
  pages,
  home,
  loadTopNavCounts,
}: SiteRouterOptions): RouteObject[] {
  const homeRoute: RouteObject =
    home && typeof home === 'object'
      ? { index: true, loader: () => redirect(home.redirect) }
      : {
          id: 'homepage',
          index: true,
          lazy: home ?? (async () => ({ Component: (await import('./home-page.tsx')).HomePage })),
          handle: homeMeta,
        };
  return [
    {
      // Chakra UI, the toaster and the error boundary: lazy, warmed beside the first page.
      lazy: loadRoot,
      HydrateFallback: AppLoading,
      children: [
        ...publicPages,
        {
          path: '/404',
          lazy: async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage }),
        },
        {
          path: '/403',
          lazy: async () => ({ Component: (await import('./forbidden-page.tsx')).ForbiddenPage }),
        },
        {
          path: MOBILE_LOGIN_TIP_PATH,
          lazy: async () => {
            const { MobileLoginTipPage } = await import('./mobile-login-tip-page.tsx');
            return { Component: () => <MobileLoginTipPage site={site} /> };
          },
        },
        {
          lazy: async () => {
            const [{ ShellLayout }, { shellLoader }, useTopNavCounts] = await Promise.all([
              import('./shell-layout.tsx'),
              import('./shell-loader.ts'),
              loadTopNavCounts?.(),
            ]);
            return {
              loader: shellLoader(queryClient),
              Component: () => <ShellLayout site={site} useTopNavCounts={useTopNavCounts} />,
            };
          },
          children: [homeRoute, ...pages],
        },
        { path: '*', loader: catchAllLoader },
      ],
    },
  ];
}

/**
 * A site's router and its warm-up (for `startWebApp`): the root layout and, when the first address is
 * one of the public pages (the sign-in page on most visits), that page's module start loading beside
 * the language catalogs. `createRouter` is a function because the router runs its first loaders at
 * once: the language must be active by then.
 */
export function defineSiteRouter(options: SiteRouterOptions): {
  createRouter: () => DataRouter;
  warmUp: (pathname: string) => Promise<unknown>;
} {
  return {
    createRouter: () => createBrowserRouter(siteRoutes(options)),
    warmUp: (pathname) => {
      const first = matchRoutes([...options.publicPages], pathname)?.at(-1)?.route.lazy;
      return Promise.all([loadRoot(), typeof first === 'function' ? first() : undefined]);
    },
  };
}
