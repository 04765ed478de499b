import { describe, expect, it } from 'vitest';
import { hasPermission } from './route-meta.ts';
import { menuToNav } from './menu-to-nav.ts';

describe('hasPermission', () => {
  it('lets a route without permissionCheck through and checks the others', () => {
    expect(hasPermission([], undefined)).toBe(true);
    expect(hasPermission(['userSetting:address'], 'userSetting:address')).toBe(true);
    expect(hasPermission(['userSetting'], 'userSetting:address')).toBe(false);
  });
});

describe('menuToNav', () => {
  const tree = [
    {
      menuCode: 'userSetting',
      menuName: '个人设置',
      menuEnName: 'Personal settings',
      url: null,
      path: '',
      icon: 'user',
      showNewTag: false,
      approveNum: 0,
      permissionKey: null,
      childMenus: [
        {
          menuCode: 'address',
          menuName: '地址设置',
          menuEnName: '',
          url: null,
          path: '/userSetting/address',
          icon: null,
          showNewTag: true,
          approveNum: 3,
          permissionKey: 'userSetting:address',
          childMenus: [],
        },
      ],
    },
  ];

  it('uses the name of the display language, falling back to Chinese when no English name exists', () => {
    const en = menuToNav(tree, 'en-US');
    expect(en[0]?.label).toBe('Personal settings');
    expect(en[0]?.children[0]).toMatchObject({
      label: '地址设置',
      path: '/userSetting/address',
      badge: 3,
      isNew: true,
    });
    expect(menuToNav(tree, 'zh-CN')[0]?.label).toBe('个人设置');
    expect(en[0]?.path).toBeUndefined();
  });
});

describe('isSideMenuHidden', () => {
  it('hides the side menu on the named routes homepage, exportList, messageIndex and mycart', async () => {
    const { isSideMenuHidden, SIDE_MENU_HIDDEN_ROUTES } = await import('./side-menu-visibility.ts');
    for (const id of SIDE_MENU_HIDDEN_ROUTES) {
      expect(isSideMenuHidden([{ id: 'shell' }, { id }])).toBe(true);
    }
    expect(isSideMenuHidden([{ id: 'shell' }, { id: 'address', handle: { cache: true } }])).toBe(false);
    // Only the page itself counts: a named parent does not hide the menu of its children.
    expect(isSideMenuHidden([{ id: 'mycart' }, { id: 'cartDetail' }])).toBe(false);
    expect(isSideMenuHidden([{ id: 'x', handle: { hideSideMenu: true } }])).toBe(true);
    expect(isSideMenuHidden([])).toBe(false);
  });
});
