import type { MenuRow } from './menu-queries.ts';

export type MenuNode = {
  menuCode: string;
  menuName: string;
  menuEnName: string;
  url: string | null;
  path: string;
  icon: string | null;
  showNewTag: boolean;
  approveNum: number;
  permissionKey: string | null;
  childMenus: MenuNode[];
};

function toNode(row: MenuRow): MenuNode {
  return {
    menuCode: row.code,
    menuName: row.nameZh,
    menuEnName: row.nameEn,
    url: row.url,
    path: row.path,
    icon: row.icon,
    showNewTag: row.showNewTag,
    approveNum: 0,
    permissionKey: row.permissionKey,
    childMenus: [],
  };
}

/**
 * The authorised tree: an item shows when the user holds its permission (or it has none), and a
 * parent only while it is permitted itself and keeps at least one visible child (if it had any).
 */
export function buildMenuTree(rows: readonly MenuRow[], permissions: ReadonlySet<string>): MenuNode[] {
  const allowed = (row: MenuRow) => row.permissionKey === null || permissions.has(row.permissionKey);
  const build = (parentCode: string | null, seen: ReadonlySet<string>): MenuNode[] =>
    rows
      .filter((row) => row.parentCode === parentCode && allowed(row) && !seen.has(row.code))
      .flatMap((row) => {
        const hasChildren = rows.some((r) => r.parentCode === row.code);
        const childMenus = build(row.code, new Set([...seen, row.code]));
        return hasChildren && childMenus.length === 0 ? [] : [{ ...toNode(row), childMenus }];
      });
  return build(null, new Set());
}
