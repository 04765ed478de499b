import type { MenuItem } from '@procure/identity-data-access';
import type { Locale } from '@procure/shared-i18n';
import type { NavMenuItem } from '@procure/shared-ui';

/** The server's menu tree in the display language, for the side menu. */
export function menuToNav(items: readonly MenuItem[], locale: Locale): NavMenuItem[] {
  return items.map((item) => ({
    code: item.menuCode,
    label: locale === 'en-US' ? item.menuEnName || item.menuName : item.menuName,
    path: item.path || undefined,
    icon: item.icon ?? undefined,
    badge: item.approveNum > 0 ? item.approveNum : undefined,
    isNew: item.showNewTag,
    children: menuToNav(item.childMenus, locale),
  }));
}
