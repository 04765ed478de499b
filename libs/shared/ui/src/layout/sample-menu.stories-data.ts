import type { NavMenuItem } from './nav-menu.ts';

type Labels = Record<string, string>;

/** A menu tree like the one `/menu/list` returns, for stories only. */
export function sampleMenu(l: Labels): NavMenuItem[] {
  return [
    { code: 'homepage', label: l['home'] ?? '', path: '/', icon: 'home', children: [] },
    {
      code: 'procurement',
      label: l['procurement'] ?? '',
      icon: 'procurement',
      children: [
        { code: 'myApply', label: l['myApply'] ?? '', path: '/procurement/myApply', children: [] },
        {
          code: 'pending',
          label: l['pending'] ?? '',
          path: '/procurement/pending',
          badge: 128,
          children: [],
        },
        { code: 'orders', label: l['orders'] ?? '', path: '/procurement/orders', isNew: true, children: [] },
      ],
    },
    {
      code: 'userSetting',
      label: l['userSetting'] ?? '',
      icon: 'userSetting',
      children: [
        {
          code: 'userSetting:address',
          label: l['address'] ?? '',
          path: '/userSetting/address',
          children: [],
        },
      ],
    },
  ];
}
