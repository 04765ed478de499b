import { PERMISSIONS } from '@procure/shared-codes';
import { DEMO_IDS, demoId, menuId } from './demo-ids.ts';

// Demo rows of personal settings (libs/settings): the buyer menu entries and financial authority.
const T = DEMO_IDS.tenants;
const U = DEMO_IDS.users;

/** Buyer-site pages under "Personal settings" besides the address book (menu id range 330–339). */
export const userSettingMenus = [
  ['userSettingUserInfo', '个人信息', 'User info', 'userInfo', 'user', 5, PERMISSIONS.userSettingUserInfo],
  [
    'userSettingFinancialAuthority',
    '财务权限',
    'Financial authority',
    'financialAuthority',
    'payment',
    20,
    PERMISSIONS.userSettingFinance,
  ],
  [
    'userSettingMessage',
    '消息设置',
    'Message settings',
    'messageSetting',
    'message',
    30,
    PERMISSIONS.userSettingMessage,
  ],
  ['userSettingProxy', '工作代理', 'Work proxy', 'proxySetting', 'staff', 40, PERMISSIONS.userSettingProxy],
].map(([code, nameZh, nameEn, path, icon, sort, permissionKey], i) => ({
  id: menuId(330 + i),
  site: 'buyer' as const,
  code: String(code),
  parentCode: 'userSetting',
  nameZh: String(nameZh),
  nameEn: String(nameEn),
  path: `/userSetting/${String(path)}`,
  icon: String(icon),
  sort: Number(sort),
  permissionKey: String(permissionKey),
}));

/** `/finance/getData`: the finance user covers both Huaxia entities, the purchaser one cost centre. */
export const financeAuthorities = [
  {
    id: demoId(8301),
    tenantId: T.huaxia,
    userId: U.finance,
    legalEntityId: DEMO_IDS.legalEntities.huaxiaShanghai,
    costCentreId: null,
  },
  {
    id: demoId(8302),
    tenantId: T.huaxia,
    userId: U.finance,
    legalEntityId: DEMO_IDS.legalEntities.huaxiaSuzhou,
    costCentreId: null,
  },
  {
    id: demoId(8303),
    tenantId: T.huaxia,
    userId: U.purchaser,
    legalEntityId: DEMO_IDS.legalEntities.huaxiaShanghai,
    costCentreId: DEMO_IDS.costCentres.huaxiaProcurement,
  },
];
