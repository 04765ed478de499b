import { DEFAULT_BUYER_ROLES, PERMISSIONS, type Permission, type Site } from '@procure/shared-codes';
import { DEMO_IDS, menuId } from './demo-ids.ts';

const T = DEMO_IDS.tenants;
const U = DEMO_IDS.users;
const R = DEMO_IDS.roles;

export const tenants = [
  {
    id: T.huaxia,
    code: 'huaxia',
    nameZh: '华夏智造集团',
    nameEn: 'Huaxia Smart Manufacturing Group',
    shortNameZh: '华夏智造',
    shortNameEn: 'Huaxia Smart Manufacturing',
    socialCreditCode: '91110108MA01HX0002',
  },
  {
    id: T.dongfang,
    code: 'dongfang',
    nameZh: '东方零售',
    nameEn: 'Dongfang Retail',
    shortNameZh: '东方零售',
    shortNameEn: 'Dongfang Retail',
    socialCreditCode: '91440300MA5DF00006',
  },
];

export const vendors = [
  {
    id: DEMO_IDS.vendors.shanghaiPrecision,
    nameZh: '上海精工零部件有限公司',
    nameEn: 'Shanghai Precision Parts Co., Ltd.',
    socialCreditCode: '91310115MA1K4XY7DD',
  },
  {
    id: DEMO_IDS.vendors.suzhouSteel,
    nameZh: '苏州恒钢材料有限公司',
    nameEn: 'Suzhou Hengsteel Materials Co., Ltd.',
    socialCreditCode: '91320505MA1P8QW3C9',
  },
];

// The demo supplier serves both tenants; the second supplier only Huaxia (so that supplier scoping
// inside one tenant is observable).
const TV = DEMO_IDS.tenantVendors;
export const tenantVendors = [
  { id: TV.shanghaiHuaxia, tenantId: T.huaxia, vendorId: DEMO_IDS.vendors.shanghaiPrecision },
  { id: TV.shanghaiDongfang, tenantId: T.dongfang, vendorId: DEMO_IDS.vendors.shanghaiPrecision },
  { id: TV.suzhouHuaxia, tenantId: T.huaxia, vendorId: DEMO_IDS.vendors.suzhouSteel },
];

type DemoUser = {
  id: string;
  username: string;
  empName: string;
  mobile: string;
  email: string;
  site: Site;
  vendorId?: string;
  /** tenant id → role ids, in the order the tenants are listed to the user. */
  memberships: { tenantId: string; roleIds: string[] }[];
};

export const users: DemoUser[] = [
  {
    id: U.admin,
    username: 'admin',
    empName: '系统管理员',
    mobile: '13800000001',
    email: 'admin@huaxia.example',
    site: 'buyer',
    memberships: [{ tenantId: T.huaxia, roleIds: [R.huaxiaAdmin] }],
  },
  {
    id: U.purchaser,
    username: 'purchaser',
    empName: '李采购',
    mobile: '13800000002',
    email: 'purchaser@huaxia.example',
    site: 'buyer',
    memberships: [
      { tenantId: T.huaxia, roleIds: [R.huaxiaPurchaser] },
      { tenantId: T.dongfang, roleIds: [R.dongfangPurchaser] },
    ],
  },
  {
    id: U.approver,
    username: 'approver',
    empName: '王审批',
    mobile: '13800000003',
    email: 'approver@huaxia.example',
    site: 'buyer',
    memberships: [{ tenantId: T.huaxia, roleIds: [R.huaxiaApprover] }],
  },
  {
    id: U.finance,
    username: 'finance',
    empName: '赵财务',
    mobile: '13800000004',
    email: 'finance@huaxia.example',
    site: 'buyer',
    memberships: [{ tenantId: T.huaxia, roleIds: [R.huaxiaFinance] }],
  },
  {
    id: U.supplier,
    username: 'supplier',
    empName: '陈供应',
    mobile: '13900000005',
    email: 'sales@shprecision.example',
    site: 'supplier',
    vendorId: DEMO_IDS.vendors.shanghaiPrecision,
    memberships: [
      { tenantId: T.huaxia, roleIds: [R.huaxiaSupplier] },
      { tenantId: T.dongfang, roleIds: [R.dongfangSupplier] },
    ],
  },
  {
    id: U.supplier2,
    username: 'supplier2',
    empName: '周恒钢',
    mobile: '13900000007',
    email: 'sales@hengsteel.example',
    site: 'supplier',
    vendorId: DEMO_IDS.vendors.suzhouSteel,
    memberships: [{ tenantId: T.huaxia, roleIds: [R.huaxiaSupplier] }],
  },
  {
    // Lacks the address book permission: its menu has no address entry and the URL is refused.
    id: U.viewer,
    username: 'viewer',
    empName: '孙只读',
    mobile: '13800000008',
    email: 'viewer@huaxia.example',
    site: 'buyer',
    memberships: [{ tenantId: T.huaxia, roleIds: [R.huaxiaViewer] }],
  },
  {
    id: U.ops,
    username: 'ops',
    empName: '平台运营',
    mobile: '13700000006',
    email: 'ops@procure.example',
    site: 'ops',
    memberships: [],
  },
];

const personal = [PERMISSIONS.homepage, PERMISSIONS.userSetting, PERMISSIONS.userSettingAddress];
// Supplier users: personal pages and the supplier portal's order work (issue #13).
const supplierPermissions = [...personal, PERMISSIONS.vendorOrder];

/** A buyer role's permissions come from the default roles every tenant starts with (one source). */
function defaultPermissions(code: string): readonly Permission[] {
  const role = DEFAULT_BUYER_ROLES.find((r) => r.code === code);
  if (!role) throw new Error(`no default buyer role ${code}`);
  return role.permissions;
}

export const roles = [
  {
    id: R.huaxiaAdmin,
    tenantId: T.huaxia,
    code: 'admin',
    nameZh: '系统管理员',
    nameEn: 'Administrator',
    site: 'buyer',
    permissions: defaultPermissions('admin'),
  },
  {
    id: R.huaxiaPurchaser,
    tenantId: T.huaxia,
    code: 'procurementMan',
    nameZh: '采购员',
    nameEn: 'Purchaser',
    site: 'buyer',
    permissions: defaultPermissions('procurementMan'),
  },
  {
    id: R.huaxiaApprover,
    tenantId: T.huaxia,
    code: 'approver',
    nameZh: '审批人',
    nameEn: 'Approver',
    site: 'buyer',
    permissions: defaultPermissions('approver'),
  },
  {
    id: R.huaxiaFinance,
    tenantId: T.huaxia,
    code: 'payableAccountant',
    nameZh: '应付会计',
    nameEn: 'Payable accountant',
    site: 'buyer',
    permissions: defaultPermissions('payableAccountant'),
  },
  {
    id: R.huaxiaSupplier,
    tenantId: T.huaxia,
    code: 'vendorUser',
    nameZh: '供应商用户',
    nameEn: 'Supplier user',
    site: 'supplier',
    permissions: supplierPermissions,
  },
  {
    id: R.huaxiaViewer,
    tenantId: T.huaxia,
    code: 'viewer',
    nameZh: '只读用户',
    nameEn: 'Viewer',
    site: 'buyer',
    permissions: [PERMISSIONS.homepage, PERMISSIONS.userSetting, PERMISSIONS.copyTo],
  },
  {
    id: R.dongfangSupplier,
    tenantId: T.dongfang,
    code: 'vendorUser',
    nameZh: '供应商用户',
    nameEn: 'Supplier user',
    site: 'supplier',
    permissions: supplierPermissions,
  },
  {
    id: R.dongfangPurchaser,
    tenantId: T.dongfang,
    code: 'procurementMan',
    nameZh: '采购员',
    nameEn: 'Purchaser',
    site: 'buyer',
    permissions: defaultPermissions('procurementMan'),
  },
];

const L = DEMO_IDS.legalEntities;
export const legalEntities = [
  {
    id: L.huaxiaShanghai,
    tenantId: T.huaxia,
    code: 'HX-SH',
    nameZh: '华夏智造（上海）有限公司',
    nameEn: 'Huaxia Smart Manufacturing (Shanghai) Co., Ltd.',
    taxNo: '91310104MA1FL5XQ2D',
  },
  {
    id: L.huaxiaSuzhou,
    tenantId: T.huaxia,
    code: 'HX-SZ',
    nameZh: '华夏智造（苏州）有限公司',
    nameEn: 'Huaxia Smart Manufacturing (Suzhou) Co., Ltd.',
    taxNo: '91320505MA1MXX7Q3D',
  },
  {
    id: L.dongfangBeijing,
    tenantId: T.dongfang,
    code: 'DF-BJ',
    nameZh: '东方零售（北京）有限公司',
    nameEn: 'Dongfang Retail (Beijing) Co., Ltd.',
    taxNo: '91110105MA01ABCD26',
  },
];

const D = DEMO_IDS.departments;
export const departments = [
  {
    id: D.huaxiaProcurement,
    tenantId: T.huaxia,
    legalEntityId: L.huaxiaShanghai,
    code: 'PUR',
    nameZh: '采购部',
    nameEn: 'Procurement',
  },
  {
    id: D.huaxiaFinance,
    tenantId: T.huaxia,
    legalEntityId: L.huaxiaShanghai,
    code: 'FIN',
    nameZh: '财务部',
    nameEn: 'Finance',
  },
  {
    id: D.huaxiaProduction,
    tenantId: T.huaxia,
    legalEntityId: L.huaxiaSuzhou,
    code: 'PRD',
    nameZh: '生产部',
    nameEn: 'Production',
  },
  {
    id: D.dongfangProcurement,
    tenantId: T.dongfang,
    legalEntityId: L.dongfangBeijing,
    code: 'PUR',
    nameZh: '采购部',
    nameEn: 'Procurement',
  },
];

const C = DEMO_IDS.costCentres;
export const costCentres = [
  {
    id: C.huaxiaProcurement,
    tenantId: T.huaxia,
    departmentId: D.huaxiaProcurement,
    code: 'CC-1001',
    nameZh: '采购部成本中心',
    nameEn: 'Procurement cost centre',
  },
  {
    id: C.huaxiaFinance,
    tenantId: T.huaxia,
    departmentId: D.huaxiaFinance,
    code: 'CC-1002',
    nameZh: '财务部成本中心',
    nameEn: 'Finance cost centre',
  },
  {
    id: C.huaxiaProduction,
    tenantId: T.huaxia,
    departmentId: D.huaxiaProduction,
    code: 'CC-2001',
    nameZh: '生产部成本中心',
    nameEn: 'Production cost centre',
  },
  {
    id: C.dongfangProcurement,
    tenantId: T.dongfang,
    departmentId: D.dongfangProcurement,
    code: 'CC-1001',
    nameZh: '采购部成本中心',
    nameEn: 'Procurement cost centre',
  },
];

// Only pages that exist get menu entries.
function personalMenus(site: 'buyer' | 'supplier', base: number) {
  return [
    {
      id: menuId(base + 1),
      site,
      code: 'homepage',
      parentCode: null,
      nameZh: '首页',
      nameEn: 'Home',
      path: '/',
      icon: 'home',
      sort: 10,
      permissionKey: PERMISSIONS.homepage,
    },
    {
      id: menuId(base + 2),
      site,
      code: 'userSetting',
      parentCode: null,
      nameZh: '个人设置',
      nameEn: 'Personal settings',
      path: '/userSetting',
      icon: 'user-cog',
      sort: 90,
      permissionKey: PERMISSIONS.userSetting,
    },
    {
      id: menuId(base + 3),
      site,
      code: 'userSettingAddress',
      parentCode: 'userSetting',
      nameZh: '地址设置',
      nameEn: 'Address settings',
      path: '/userSetting/address',
      icon: 'map-pin',
      sort: 10,
      permissionKey: PERMISSIONS.userSettingAddress,
    },
  ];
}

/** Company settings (spec §2 /setting): admin only, through the permission keys of its role. */
const companyMenus = [
  {
    n: 400,
    code: 'setting',
    parent: null,
    zh: '企业管理',
    en: 'Company settings',
    path: '/setting',
    icon: 'enterprise',
    sort: 80,
    key: PERMISSIONS.setting,
  },
  {
    n: 401,
    code: 'settingStaffManage',
    parent: 'setting',
    zh: '员工管理',
    en: 'Staff management',
    path: '/setting/staffManage',
    icon: 'staff',
    sort: 10,
    key: PERMISSIONS.settingStaffManage,
  },
  {
    n: 402,
    code: 'settingRoleManage',
    parent: 'setting',
    zh: '角色权限',
    en: 'Roles and permissions',
    path: '/setting/roleManage',
    icon: 'setting',
    sort: 20,
    key: PERMISSIONS.settingRoleManage,
  },
  {
    n: 403,
    code: 'settingEnterpriseInfo',
    parent: 'setting',
    zh: '企业信息',
    en: 'Enterprise information',
    path: '/setting/enterpriseInfo',
    icon: 'tenant',
    sort: 30,
    key: PERMISSIONS.settingEnterpriseInfo,
  },
].map((m) => ({
  id: menuId(m.n),
  site: 'buyer' as const,
  code: m.code,
  parentCode: m.parent,
  nameZh: m.zh,
  nameEn: m.en,
  path: m.path,
  icon: m.icon,
  sort: m.sort,
  permissionKey: m.key,
}));

export const menuItems = [
  ...personalMenus('buyer', 0),
  ...companyMenus,
  ...personalMenus('supplier', 10),
  {
    id: menuId(21),
    site: 'ops' as const,
    code: 'registrationApproval',
    parentCode: null,
    nameZh: '注册审批',
    nameEn: 'Registration approval',
    path: '/registration-approval',
    icon: 'clipboard-check',
    sort: 10,
    permissionKey: PERMISSIONS.registrationApproval,
  },
  {
    id: menuId(22),
    site: 'ops' as const,
    code: 'outbox',
    parentCode: null,
    nameZh: '模拟消息发件箱',
    nameEn: 'Simulated outbox',
    path: '/outbox',
    icon: 'message',
    sort: 90,
    permissionKey: PERMISSIONS.opsOutbox,
  },
  {
    id: menuId(23),
    site: 'ops' as const,
    code: 'jobs',
    parentCode: null,
    nameZh: '后台任务',
    nameEn: 'Background jobs',
    path: '/jobs',
    icon: 'list-checks',
    sort: 95,
    permissionKey: PERMISSIONS.opsJobs,
  },
  {
    // Issue #18: what the send guard let through and refused, and blocking a pumping client.
    id: menuId(25),
    site: 'ops' as const,
    code: 'sendGuard',
    parentCode: null,
    nameZh: '发送防护',
    nameEn: 'Send guard',
    path: '/sendGuard',
    icon: 'shield',
    sort: 92,
    permissionKey: PERMISSIONS.opsSendGuard,
  },
  {
    // Every signed-in buyer's own exports (issue #12): no permission of its own.
    id: menuId(24),
    site: 'buyer' as const,
    code: 'downloadCenter',
    parentCode: null,
    nameZh: '下载中心',
    nameEn: 'Download center',
    path: '/downloadCenter/exportList',
    icon: 'download',
    sort: 95,
    permissionKey: null,
  },
  {
    // The supplier portal's download center (issue #12): its users' own exports.
    id: menuId(26),
    site: 'supplier' as const,
    code: 'downloadCenter',
    parentCode: null,
    nameZh: '下载中心',
    nameEn: 'Download center',
    path: '/downloadCenter/exportList',
    icon: 'download',
    sort: 95,
    permissionKey: null,
  },
];

const A = DEMO_IDS.addresses;
export const purchaserAddresses = [
  {
    id: A.purchaserOffice,
    tenantId: T.huaxia,
    userId: U.purchaser,
    name: '李采购',
    phone: '13800000002',
    email: 'purchaser@huaxia.example',
    regionCode: '310104',
    street: '漕河泾街道',
    address: '宜山路 888 号 华夏智造大厦 12 楼',
    addressType: 1,
    isDefault: true,
  },
  {
    id: A.purchaserWarehouse,
    tenantId: T.huaxia,
    userId: U.purchaser,
    name: '张仓管',
    phone: '13900000012',
    email: 'warehouse@huaxia.example',
    regionCode: '320505',
    street: null,
    address: '苏州高新区 珠江路 100 号 2 号仓库',
    addressType: 1,
    isDefault: false,
  },
];
