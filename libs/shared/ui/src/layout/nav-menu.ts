/** A side-menu entry, already in the display language (the shell maps the server's menu tree to it). */
export type NavMenuItem = {
  code: string;
  label: string;
  /** In-app path; absent for pure groups. */
  path?: string;
  icon?: string;
  /** Approval count; shown as 99+ above 99 (spec §9). */
  badge?: number;
  isNew?: boolean;
  children: NavMenuItem[];
};

/**
 * Active when the route names the entry (`activeMenu`); a route that names entries decides alone (a
 * `/vendor/performance/…` page is not "Suppliers" at `/vendor`). Otherwise the path is the entry's or below it.
 */
export function isMenuItemActive(
  item: NavMenuItem,
  currentPath: string,
  activeCodes: readonly string[],
): boolean {
  if (activeCodes.includes(item.code)) return true;
  if (activeCodes.length > 0 || !item.path) return false;
  if (item.path === '/') return currentPath === '/';
  return currentPath === item.path || currentPath.startsWith(`${item.path}/`);
}

export function containsActive(
  item: NavMenuItem,
  currentPath: string,
  activeCodes: readonly string[],
): boolean {
  return (
    isMenuItemActive(item, currentPath, activeCodes) ||
    item.children.some((c) => containsActive(c, currentPath, activeCodes))
  );
}

export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * Every page entry (a leaf with a path), depth first: the home page's quick links. A page under two groups
 * (the payment settings: company settings and Finance) is listed once, where it comes first.
 */
export function flattenMenu(items: readonly NavMenuItem[]): NavMenuItem[] {
  const leaves = (nodes: readonly NavMenuItem[]): NavMenuItem[] =>
    nodes.flatMap((item) => (item.children.length > 0 ? leaves(item.children) : item.path ? [item] : []));
  const all = leaves(items);
  return all.filter((item, index) => all.findIndex((other) => other.path === item.path) === index);
}
