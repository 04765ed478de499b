import type { MessageDescriptor } from '@lingui/core';
import { useMatches } from 'react-router';

/** Route `handle` of every shell route (spec §2: permissionCheck, activeMenu, cache). */
export type RouteMeta = {
  /** The permission key the user needs; without it: toast "no permission", then /login. */
  permissionCheck?: string;
  /** Menu codes that highlight their side-menu entry on this route. */
  activeMenu?: readonly string[];
  /** Keep the page mounted (state, typed filters) when leaving it: the shell's KeepAliveOutlet. */
  cache?: boolean;
  /** Named routes such as the home page hide the side menu. */
  hideSideMenu?: boolean;
  title?: MessageDescriptor;
};

export function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null;
}

/** The merged meta of the matched routes, the deepest route winning. */
export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  return matches.reduce<RouteMeta>(
    (meta, match) => (isRouteMeta(match.handle) ? { ...meta, ...match.handle } : meta),
    {},
  );
}

/** True when the user may open a route that asks for `permission`. */
export function hasPermission(permissions: readonly string[], permission: string | undefined): boolean {
  return permission === undefined || permissions.includes(permission);
}
