/**
 * Permission keys: route `permissionCheck` on the web and route access on the server read the same
 * keys. A menu item carries the key that opens it.
 */
export const PERMISSIONS = {
  // Payables (issue #15): payment applications (payable accountant, finance).
  payment: 'payment',
  homepage: 'homepage',
  /**
   * Copy-to lists (issue #12 §5, spec §2 `/copyto`): what others copied to the caller at submit, read-only,
   * whatever the document's own domain permission. Every default buyer role holds it.
   */
  copyTo: 'copyto',
  userSetting: 'userSetting',
  userSettingAddress: 'userSetting:address',
  userSettingUserInfo: 'userSetting:userInfo',
  userSettingFinance: 'userSetting:financialAuthority',
  userSettingMessage: 'userSetting:messageSetting',
  userSettingProxy: 'userSetting:proxySetting',
  registrationApproval: 'ops:registrationApproval',
  opsOutbox: 'ops:outbox',
  opsJobs: 'ops:jobs',
  opsSendGuard: 'ops:sendGuard',
  /** The operations console's platform lists of suppliers and buyers, freeze and unfreeze (issue #16 §7). */
  opsPlatformCompanies: 'ops:platformCompanies',
  setting: 'setting',
  settingStaffManage: 'setting:staffManage',
  settingRoleManage: 'setting:roleManage',
  settingEnterpriseInfo: 'setting:enterpriseInfo',
  /** Company notices (issue #12 §4): write, publish, withdraw. */
  settingNotice: 'setting:notice',
  // Purchasing (issue #6)
  settingMasterData: 'setting:masterData',
  settingBudget: 'setting:budget',
  settingApprovalFlow: 'setting:approvalFlow',
  currency: 'currency',
  procurement: 'procurement',
  procurementCatalogue: 'procurement:catalogue',
  procurementApply: 'procurement:apply',
  procurementApproval: 'procurement:approval',
  procurementOrder: 'procurement:order',
  messageCenter: 'messageCenter',
  // Supplier lifecycle (issue #16): the buyer's supplier files, certificate types and rules
  supplier: 'supplier',
  // Supplier performance (issue #17): templates, plans and results; scoring the appraisals assigned to one.
  supplierPerformance: 'supplier:performance',
  supplierAppraise: 'supplier:appraise',
  // Supplier portal (issue #13): the supplier's order work; never held by a buyer role.
  vendorOrder: 'vendor:order',
  // Invoices (issue #15): the finance menu, invoice management and the match tolerances (/financialSet).
  finance: 'finance',
  financeInvoice: 'finance:invoice',
  financeCheckSetting: 'finance:checkSetting',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/** The sites a session belongs to; `workSite` 1 is the supplier side (spec §6). */
export const SITES = ['buyer', 'supplier', 'ops'] as const;
export type Site = (typeof SITES)[number];
export const WORK_SITE = { supplier: 1, other: 0 } as const;

/** Menu layouts a user can choose (`PUT /menu/version`); `v3` is the flat list of `GET /menu/v3/list`. */
export const MENU_VERSIONS = ['v2', 'v3'] as const;
export type MenuVersion = (typeof MENU_VERSIONS)[number];
export const DEFAULT_MENU_VERSION: MenuVersion = 'v2';

/** Supplier site versions (`PUT /employee/vdSiteVersion`, `loginVdSiteVersion`): classic or new workbench. */
export const VD_SITE_VERSIONS = ['v1', 'v2'] as const;
export type VdSiteVersion = (typeof VD_SITE_VERSIONS)[number];
export const DEFAULT_VD_SITE_VERSION: VdSiteVersion = 'v1';

/** Permission keys of the operations platform (never held by a tenant role). */
const isPlatformKey = (key: string) => key.startsWith('ops:');

/** Every permission a buyer tenant's roles can hold: the new tenant's admin gets them all. */
export const buyerPermissions = (): Permission[] =>
  Object.values(PERMISSIONS).filter((key) => !isPlatformKey(key) && !key.startsWith('vendor:'));

const PERSONAL: readonly Permission[] = [
  PERMISSIONS.homepage,
  PERMISSIONS.copyTo,
  PERMISSIONS.userSetting,
  PERMISSIONS.userSettingAddress,
  PERMISSIONS.userSettingUserInfo,
  PERMISSIONS.userSettingFinance,
  PERMISSIONS.userSettingMessage,
  PERMISSIONS.userSettingProxy,
];

/** Buying: catalogue, cart, own purchase requests, orders. */
const PURCHASING: readonly Permission[] = [
  PERMISSIONS.procurement,
  PERMISSIONS.procurementCatalogue,
  PERMISSIONS.procurementApply,
  PERMISSIONS.procurementOrder,
  PERMISSIONS.messageCenter,
  PERMISSIONS.supplierAppraise,
];

/** Approving: the approval inbox (desktop and mobile) and the messages it sends. */
const APPROVING: readonly Permission[] = [
  PERMISSIONS.procurement,
  PERMISSIONS.procurementApproval,
  PERMISSIONS.messageCenter,
  PERMISSIONS.supplierAppraise,
];

/** Payables: invoices and their match tolerances (issue #15). */
const INVOICING: readonly Permission[] = [
  PERMISSIONS.finance,
  PERMISSIONS.financeInvoice,
  PERMISSIONS.financeCheckSetting,
];

export type DefaultRole = {
  code: string;
  nameZh: string;
  nameEn: string;
  permissions: readonly Permission[];
};

/**
 * The roles every buyer tenant starts with: the demo seed and registration approval both create
 * them from this one list (role codes of spec §6: procurementMan, payableAccountant).
 */
export const DEFAULT_BUYER_ROLES: readonly DefaultRole[] = [
  { code: 'admin', nameZh: '系统管理员', nameEn: 'Administrator', permissions: buyerPermissions() },
  {
    code: 'procurementMan',
    nameZh: '采购员',
    nameEn: 'Purchaser',
    permissions: [...PERSONAL, ...PURCHASING],
  },
  { code: 'approver', nameZh: '审批人', nameEn: 'Approver', permissions: [...PERSONAL, ...APPROVING] },
  {
    code: 'payableAccountant',
    nameZh: '应付会计',
    nameEn: 'Payable accountant',
    permissions: [...PERSONAL, ...INVOICING, PERMISSIONS.payment],
  },
];
