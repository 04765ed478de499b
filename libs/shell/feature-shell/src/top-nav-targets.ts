import type { MenuItem } from '@procure/identity-data-access';
import type { TopNavLinkKey } from '@procure/shared-ui';

/** The menu code behind each top-bar target (spec §2: shown only when the menu tree holds it). */
export const TOP_NAV_MENU_CODES = {
  enterpriseManagement: 'enterpriseManagement',
  assetManagement: 'assetManagement',
  personalSettings: 'userSetting',
  downloads: 'exportList',
  cart: 'mycart',
  messages: 'messageIndex',
} as const satisfies Record<TopNavLinkKey | 'personalSettings', string>;

export type TopNavTargetKey = keyof typeof TOP_NAV_MENU_CODES;

/** The page each present target opens: its own path, or its first page when it is a group. */
export function topNavTargets(menu: readonly MenuItem[]): Partial<Record<TopNavTargetKey, string>> {
  const byCode = new Map<string, MenuItem>();
  const index = (items: readonly MenuItem[]) =>
    items.forEach((item) => {
      byCode.set(item.menuCode, item);
      index(item.childMenus);
    });
  index(menu);
  const targets: Partial<Record<TopNavTargetKey, string>> = {};
  for (const [key, code] of Object.entries(TOP_NAV_MENU_CODES) as [TopNavTargetKey, string][]) {
    const item = byCode.get(code);
    const path = item ? firstPage(item) : undefined;
    if (path) targets[key] = path;
  }
  return targets;
}

function firstPage(item: MenuItem): string | undefined {
  for (const child of item.childMenus) {
    const path = firstPage(child);
    if (path) return path;
  }
  return item.path || undefined;
}
