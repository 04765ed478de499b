import type { MenuItem } from '@procure/identity-data-access';
import { describe, expect, it } from 'vitest';
import { topNavTargets } from './top-nav-targets.ts';

const item = (menuCode: string, path: string, childMenus: MenuItem[] = []): MenuItem => ({
  menuCode,
  menuName: menuCode,
  menuEnName: menuCode,
  url: null,
  path,
  icon: null,
  showNewTag: false,
  approveNum: 0,
  permissionKey: null,
  childMenus,
});

describe('topNavTargets', () => {
  it('shows only the targets the menu tree holds, a group opening its first page', () => {
    const menu = [
      item('homepage', '/'),
      item('userSetting', '/userSetting', [item('userSettingAddress', '/userSetting/address')]),
      item('procurement', '', [item('mycart', '/mall/cart')]),
    ];
    expect(topNavTargets(menu)).toEqual({ personalSettings: '/userSetting/address', cart: '/mall/cart' });
  });

  it('shows nothing for an empty menu (e.g. the menu call failed)', () => {
    expect(topNavTargets([])).toEqual({});
  });
});
