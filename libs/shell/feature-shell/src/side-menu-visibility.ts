import { isRouteMeta } from './route-meta.ts';

/** Spec §2: these named routes hide the side menu. A route gets its name through its `id`. */
export const SIDE_MENU_HIDDEN_ROUTES = ['homepage', 'exportList', 'messageIndex', 'mycart'] as const;
export type SideMenuHiddenRoute = (typeof SIDE_MENU_HIDDEN_ROUTES)[number];

const hiddenIds: ReadonlySet<string> = new Set(SIDE_MENU_HIDDEN_ROUTES);

/** True when the deepest matched route is one of the named routes, or its meta asks to hide the menu. */
export function isSideMenuHidden(matches: readonly { id: string; handle?: unknown }[]): boolean {
  const leaf = matches.at(-1);
  if (!leaf) return false;
  return hiddenIds.has(leaf.id) || (isRouteMeta(leaf.handle) && leaf.handle.hideSideMenu === true);
}
