import { PERMISSIONS, type Permission } from './permissions.ts';

/**
 * The permission keys a tenant administrator can put into a role (company settings → roles), grouped
 * by area, with labels in both languages. Keys of the operations console are not grantable to tenant roles.
 */
export type PermissionGroup = {
  area: string;
  nameZh: string;
  nameEn: string;
  permissions: readonly { key: Permission; nameZh: string; nameEn: string }[];
};

export const PERMISSION_CATALOGUE: readonly PermissionGroup[] = [
  {
    area: 'general',
    nameZh: '通用',
    nameEn: 'General',
    permissions: [
      { key: PERMISSIONS.homepage, nameZh: '首页', nameEn: 'Home' },
      { key: PERMISSIONS.copyTo, nameZh: '抄送我的', nameEn: 'Copied to me' },
    ],
  },
  {
    area: 'userSetting',
    nameZh: '个人设置',
    nameEn: 'Personal settings',
    permissions: [
      { key: PERMISSIONS.userSetting, nameZh: '个人设置', nameEn: 'Personal settings' },
      { key: PERMISSIONS.userSettingAddress, nameZh: '地址设置', nameEn: 'Address settings' },
      { key: PERMISSIONS.userSettingUserInfo, nameZh: '个人信息', nameEn: 'User info' },
      { key: PERMISSIONS.userSettingFinance, nameZh: '财务权限', nameEn: 'Financial authority' },
      { key: PERMISSIONS.userSettingMessage, nameZh: '消息设置', nameEn: 'Message settings' },
      { key: PERMISSIONS.userSettingProxy, nameZh: '工作代理', nameEn: 'Work proxy' },
    ],
  },
  {
    area: 'setting',
    nameZh: '企业管理',
    nameEn: 'Company settings',
    permissions: [
      { key: PERMISSIONS.setting, nameZh: '企业管理', nameEn: 'Company settings' },
      { key: PERMISSIONS.settingStaffManage, nameZh: '员工管理', nameEn: 'Staff management' },
      { key: PERMISSIONS.settingRoleManage, nameZh: '角色权限', nameEn: 'Roles and permissions' },
      { key: PERMISSIONS.settingEnterpriseInfo, nameZh: '企业信息', nameEn: 'Enterprise information' },
      { key: PERMISSIONS.settingMasterData, nameZh: '主数据', nameEn: 'Master data' },
      { key: PERMISSIONS.settingBudget, nameZh: '预算管理', nameEn: 'Budgets' },
      { key: PERMISSIONS.settingApprovalFlow, nameZh: '审批流设置', nameEn: 'Approval flows' },
      { key: PERMISSIONS.currency, nameZh: '币种与汇率', nameEn: 'Currencies and exchange rates' },
    ],
  },
  {
    area: 'procurement',
    nameZh: '采购',
    nameEn: 'Purchasing',
    permissions: [
      { key: PERMISSIONS.procurement, nameZh: '采购管理', nameEn: 'Purchasing' },
      { key: PERMISSIONS.procurementCatalogue, nameZh: '商城与购物车', nameEn: 'Catalogue and cart' },
      { key: PERMISSIONS.procurementApply, nameZh: '采购申请', nameEn: 'Purchase requests' },
      { key: PERMISSIONS.procurementApproval, nameZh: '审批', nameEn: 'Approvals' },
      { key: PERMISSIONS.procurementOrder, nameZh: '采购订单', nameEn: 'Purchase orders' },
      { key: PERMISSIONS.messageCenter, nameZh: '消息中心', nameEn: 'Message center' },
    ],
  },
  {
    area: 'payment',
    nameZh: '应付管理',
    nameEn: 'Payables',
    permissions: [{ key: PERMISSIONS.payment, nameZh: '付款申请', nameEn: 'Payment applications' }],
  },
  {
    area: 'supplier',
    nameZh: '供应商',
    nameEn: 'Suppliers',
    permissions: [
      { key: PERMISSIONS.supplier, nameZh: '供应商管理', nameEn: 'Supplier management' },
      { key: PERMISSIONS.supplierPerformance, nameZh: '供应商绩效', nameEn: 'Supplier performance' },
      { key: PERMISSIONS.supplierAppraise, nameZh: '绩效评分', nameEn: 'Performance scoring' },
    ],
  },
];

export const GRANTABLE_PERMISSIONS: readonly Permission[] = PERMISSION_CATALOGUE.flatMap((g) =>
  g.permissions.map((p) => p.key),
);

/** What a built-in administrator role always keeps, so that nobody locks the tenant out of its settings. */
export const LOCKOUT_GUARD_PERMISSIONS: readonly Permission[] = [
  PERMISSIONS.setting,
  PERMISSIONS.settingRoleManage,
  PERMISSIONS.settingStaffManage,
];
