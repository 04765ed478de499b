export { ShellLayout } from './shell-layout.tsx';
export type { ShellLayoutProps, TopNavCounts } from './shell-layout.tsx';
export { RequireAuth, requireAuthLoader } from './require-auth.tsx';
export { HomePage } from './home-page.tsx';
export { NotFoundPage } from './not-found-page.tsx';
export { ForbiddenPage } from './forbidden-page.tsx';
export { StatusPage } from './status-page.tsx';
export { RouteErrorBoundary, isChunkLoadError } from './route-error-boundary.tsx';
export { externalTarget } from './external-redirect.ts';
export { hasPermission, useRouteMeta } from './route-meta.ts';
export type { RouteMeta } from './route-meta.ts';
export { menuToNav } from './menu-to-nav.ts';
export { AUTH_FAILURE_REDIRECT_MS, setupApiClient } from './setup-api-client.ts';
export type { SetupApiClientOptions } from './setup-api-client.ts';
export { useLogoutAndLeave } from './use-logout-and-leave.ts';
export { createAppQueryClient, startWebApp } from './start-web-app.tsx';
export type { StartWebAppOptions } from './start-web-app.tsx';
export { shellLoader } from './shell-loader.ts';
export { listLoader } from './list-loader.ts';
export { catchAllLoader } from './catch-all-loader.ts';
export { AppLoading } from './app-loading.tsx';
export { RootErrorBoundary, RootLayout } from './root-layout.tsx';
export { KeepAliveOutlet, KEEP_ALIVE_MAX } from './keep-alive-outlet.tsx';
export { SIDE_MENU_HIDDEN_ROUTES, isSideMenuHidden } from './side-menu-visibility.ts';
export { MobileLoginTipPage } from './mobile-login-tip-page.tsx';
export {
  MOBILE_FILE_DOWNLOAD_PATH,
  MOBILE_LOGIN_TIP_PATH,
  isMobileMessenger,
  isTimeoutRedirectExempt,
  loginPath,
} from './login-target.ts';
export { monitoringPackageStore } from './monitoring-package.ts';
export { TOP_NAV_MENU_CODES, topNavTargets } from './top-nav-targets.ts';
export { defineSiteRouter, page, siteRoutes } from './site-router.tsx';
export type { LazyPage, SiteRouterOptions } from './site-router.tsx';
