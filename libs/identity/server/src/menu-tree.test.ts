import { describe, expect, it } from 'vitest';
import { buildMenuTree } from './menu-tree.ts';
import type { MenuRow } from './menu-queries.ts';

let n = 0;
function row(code: string, parentCode: string | null, permissionKey: string | null): MenuRow {
  n += 1;
  return {
    id: `id-${n}`,
    site: 'buyer',
    code,
    parentCode,
    nameZh: `${code}-zh`,
    nameEn: `${code}-en`,
    path: `/${code}`,
    url: null,
    icon: null,
    sort: n,
    permissionKey,
    showNewTag: false,
  };
}

const rows = [
  row('home', null, 'homepage'),
  row('settings', null, 'userSetting'),
  row('address', 'settings', 'userSetting:address'),
  row('proxy', 'settings', 'userSetting:proxy'),
  row('help', null, null),
];
const codes = (tree: ReturnType<typeof buildMenuTree>): unknown =>
  tree.map((m) => (m.childMenus.length ? [m.menuCode, codes(m.childMenus)] : m.menuCode));

describe('buildMenuTree', () => {
  it('keeps permitted items and items without a permission, in order', () => {
    const tree = buildMenuTree(rows, new Set(['homepage', 'userSetting', 'userSetting:address']));
    expect(codes(tree)).toEqual(['home', ['settings', ['address']], 'help']);
    expect(tree[0]).toMatchObject({
      menuName: 'home-zh',
      menuEnName: 'home-en',
      approveNum: 0,
      showNewTag: false,
    });
  });

  it('drops a parent left without visible children, and children of a forbidden parent', () => {
    expect(codes(buildMenuTree(rows, new Set(['homepage', 'userSetting'])))).toEqual(['home', 'help']);
    expect(codes(buildMenuTree(rows, new Set(['userSetting:address'])))).toEqual(['help']);
  });

  it('survives a cycle in the data', () => {
    const cyclic = [row('a', 'b', null), row('b', 'a', null), row('root', null, null)];
    expect(codes(buildMenuTree(cyclic, new Set()))).toEqual(['root']);
  });
});
