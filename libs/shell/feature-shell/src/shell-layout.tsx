import { Button, Center, Spinner } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  identityKeys,
  useChangeLanguage,
  useCurrentUser,
  useMenu,
  useSwitchTenant,
} from '@procure/identity-data-access';
import { isApiError } from '@procure/shared-api-client';
import type { Site } from '@procure/shared-codes';
import { AppShell, TOP_NAV_LINK_KEYS } from '@procure/shared-ui';
import type { TopNavLinks } from '@procure/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { ForbiddenPage } from './forbidden-page.tsx';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';
import { menuToNav } from './menu-to-nav.ts';
import { RequireAuth } from './require-auth.tsx';
import { clearChunkReloadFlag } from './route-error-boundary.tsx';
import { hasPermission, useRouteMeta } from './route-meta.ts';
import { isSideMenuHidden } from './side-menu-visibility.ts';
import { StatusPage } from './status-page.tsx';
import { topNavTargets } from './top-nav-targets.ts';
import type { TopNavTargetKey } from './top-nav-targets.ts';
import { useLogoutAndLeave } from './use-logout-and-leave.ts';
import { usePermissionRedirect } from './use-permission-redirect.ts';

/** Top-bar badge counts; a key left undefined shows no badge. */
export type TopNavCounts = Partial<Record<'cart' | 'messages', number | undefined>>;

export type ShellLayoutProps = {
  site: Site;
  /**
   * A hook the app supplies for the cart and message badges (the shell may not import those domains);
   * it is told which targets the menu has, so it asks only for counts that are shown.
   */
  useTopNavCounts?: (targets: Partial<Record<TopNavTargetKey, string>>) => TopNavCounts;
};

const useNoCounts = (): TopNavCounts => ({});

/** The guarded layout of every page after login: top navigation, side menu, route permission. */
export function ShellLayout({ site, useTopNavCounts }: ShellLayoutProps) {
  return (
    <RequireAuth>
      <ShellFrame site={site} useTopNavCounts={useTopNavCounts ?? useNoCounts} />
    </RequireAuth>
  );
}

function ShellFrame({ site, useTopNavCounts }: Required<ShellLayoutProps>) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const meta = useRouteMeta();
  const matches = useMatches();
  const user = useCurrentUser();
  const menu = useMenu();
  const changeLanguage = useChangeLanguage();
  const switchTenant = useSwitchTenant();
  const logout = useLogoutAndLeave();
  const locale = i18n.locale === 'en-US' ? 'en-US' : 'zh-CN';

  // Spec §8: a failing menu load is logged and ignored (the pages still work without the side menu).
  useEffect(() => {
    if (menu.error) console.warn('Menu load failed; continuing without the side menu', menu.error);
  }, [menu.error]);
  useEffect(() => clearChunkReloadFlag(), [pathname]);

  useRefetchUserOnLanguageChange(locale);

  const navItems = useMemo(() => menuToNav(menu.data ?? [], locale), [menu.data, locale]);
  const targets = useMemo(() => topNavTargets(menu.data ?? []), [menu.data]);
  const counts = useTopNavCounts(targets);
  const go = (path: string | undefined) => (path ? () => void navigate(path) : undefined);
  const denied = user.data !== undefined && !hasPermission(user.data.permissions, meta.permissionCheck);
  usePermissionRedirect(denied, pathname);

  if (user.isPending) {
    return (
      <Center minH="100dvh" bg="canvas">
        <Spinner size="lg" color="brand.solid" aria-label={t`Loading`} />
      </Center>
    );
  }
  if (user.isError && isApiError(user.error) && (user.error.status === 401 || user.error.status === 499)) {
    // The api-client has shown "Time out, please re-login" and sends the user to /login in 3 s.
    return (
      <StatusPage
        code={String(user.error.status)}
        title={t`Your session has ended`}
        description={t`Taking you to the sign-in page…`}
      />
    );
  }
  if (user.isError) {
    return (
      <StatusPage
        code="!"
        title={t`Your account could not be loaded`}
        description={t`Check your connection and try again.`}
        action={
          <Button colorPalette="brand" onClick={() => void user.refetch()}>
            {t`Try again`}
          </Button>
        }
      />
    );
  }

  return (
    <AppShell
      site={site}
      user={{
        name: user.data.employee.empName,
        tenantName: user.data.tenantList.find((x) => x.tenantId === user.data.loginTenantId)
          ?.enterpriseShortName,
        roleNames: user.data.roles.map((r) => r.roleName),
      }}
      tenants={
        user.data.tenantList.length > 0
          ? {
              tenants: user.data.tenantList.map((x) => ({ id: x.tenantId, name: x.enterpriseShortName })),
              currentId: user.data.loginTenantId,
              switching: switchTenant.isPending,
              // The cache was cleared for the new tenant; its home page is the safe landing.
              onSwitch: (tenantId: string) =>
                switchTenant.mutate(tenantId, { onSuccess: () => void navigate('/', { replace: true }) }),
            }
          : undefined
      }
      enterpriseLogoUrl={user.data.enterpriseInfoLogo}
      onOpenSettings={go(targets.personalSettings)}
      links={topNavLinks(targets, (path) => void navigate(path), counts)}
      locale={locale}
      onLocaleChange={(next) => void changeLanguage(next)}
      onLogout={logout}
      onOpenAddresses={site === 'ops' ? undefined : () => void navigate('/userSetting/address')}
      menu={navItems}
      currentPath={pathname}
      activeCodes={meta.activeMenu}
      onNavigate={(path) => void navigate(path)}
      hideSideMenu={isSideMenuHidden(matches)}
    >
      {denied ? (
        <ForbiddenPage fullPage={false} />
      ) : (
        // Kept pages belong to one tenant: a switch starts them afresh.
        <KeepAliveOutlet key={user.data.loginTenantId ?? 'none'} />
      )}
    </AppShell>
  );
}

/**
 * Tenant and role names come translated by the server (the `language` header): when the UI
 * language changes, the current user is fetched again so the header follows it.
 */
function useRefetchUserOnLanguageChange(locale: string): void {
  const queryClient = useQueryClient();
  const previous = useRef(locale);
  useEffect(() => {
    if (previous.current === locale) return;
    previous.current = locale;
    void queryClient.invalidateQueries({ queryKey: identityKeys.currentUser() });
  }, [locale, queryClient]);
}

// Counts (cart, messages) come from the app's useTopNavCounts; without one no badge is shown.
function topNavLinks(
  targets: Partial<Record<TopNavTargetKey, string>>,
  navigate: (path: string) => void,
  counts: TopNavCounts,
): TopNavLinks {
  const links: TopNavLinks = {};
  for (const key of TOP_NAV_LINK_KEYS) {
    const path = targets[key];
    const count = key === 'cart' || key === 'messages' ? counts[key] : undefined;
    if (path) links[key] = { onOpen: () => navigate(path), count };
  }
  return links;
}
