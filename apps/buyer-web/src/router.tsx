import { signInRoutes } from '@procure/identity-feature-login';
import { PERMISSIONS } from '@procure/shared-codes';
import { defineSiteRouter, page } from '@procure/shell-feature-shell';
import { queryClient } from './query-client.ts';
import { masterdataBareRoutes, masterdataRoutes } from './routes/purchasing/masterdata-routes.ts';
import { budgetBareRoutes, budgetRoutes } from './routes/purchasing/budget-routes.ts';
import { catalogueBareRoutes, catalogueRoutes } from './routes/purchasing/catalogue-routes.ts';
import { approvalBareRoutes, approvalRoutes } from './routes/purchasing/approval-routes.ts';
import { procurementBareRoutes, procurementRoutes } from './routes/purchasing/procurement-routes.ts';
import { orderBareRoutes, orderRoutes } from './routes/purchasing/order-routes.ts';
import { returnsRoutes } from './routes/purchasing/returns-routes.ts';
import { invoiceRoutes } from './routes/purchasing/invoice-routes.ts';
import { paymentRoutes } from './routes/purchasing/payment-routes.ts';
import { copyToRoutes } from './routes/purchasing/copyto-routes.ts';
import { statementRoutes } from './routes/purchasing/statement-routes.ts';
import { messageBareRoutes, messageRoutes } from './routes/purchasing/message-routes.ts';
import { exportRoutes } from './routes/purchasing/export-routes.ts';
import { receivingRoutes } from './routes/purchasing/receiving-routes.ts';
import { evaluationRoutes } from './routes/purchasing/evaluation-routes.ts';
import { evaluationStatsRoutes } from './routes/purchasing/evaluation-stats-routes.ts';
import { riskRoutes } from './routes/purchasing/risk-routes.ts';

const P = PERMISSIONS;

// Root, /403, /404, the mobile login tip, the shell and the catch-all come from the shell feature.
// Every page is a lazy route module: the entry chunk holds only the router, the api-client and i18n.
export const { createRouter, warmUp } = defineSiteRouter({
  site: 'buyer',
  queryClient,
  publicPages: [
    ...signInRoutes('buyer', '/'),
    page('/signin', () => import('./routes/signin.tsx')),
    ...masterdataBareRoutes,
    ...budgetBareRoutes,
    ...catalogueBareRoutes,
    ...approvalBareRoutes,
    ...procurementBareRoutes,
    ...orderBareRoutes,
    ...messageBareRoutes,
  ],
  home: () => import('./routes/home.tsx'),
  loadTopNavCounts: async () => (await import('@procure/message-data-access')).useTopNavCounts,
  pages: [
    page('/setting/staffManage', () => import('./routes/company/staff-manage.tsx'), {
      permissionCheck: P.settingStaffManage,
      activeMenu: ['settingStaffManage'],
    }),
    page('/setting/roleManage', () => import('./routes/company/role-manage.tsx'), {
      permissionCheck: P.settingRoleManage,
      activeMenu: ['settingRoleManage'],
    }),
    page('/setting/enterpriseInfo', () => import('./routes/company/enterprise-info.tsx'), {
      permissionCheck: P.settingEnterpriseInfo,
      activeMenu: ['settingEnterpriseInfo'],
    }),
    page('/userSetting/address', () => import('./routes/address.tsx'), {
      permissionCheck: P.userSettingAddress,
      activeMenu: ['userSettingAddress'],
      cache: true,
    }),
    page('/userSetting/userInfo', () => import('./routes/user-setting-user-info.tsx'), {
      permissionCheck: P.userSettingUserInfo,
      activeMenu: ['userSettingUserInfo'],
    }),
    page('/userSetting/financialAuthority', () => import('./routes/user-setting-financial-authority.tsx'), {
      permissionCheck: P.userSettingFinance,
      activeMenu: ['userSettingFinancialAuthority'],
    }),
    page('/userSetting/messageSetting', () => import('./routes/user-setting-message-setting.tsx'), {
      permissionCheck: P.userSettingMessage,
      activeMenu: ['userSettingMessage'],
    }),
    page('/userSetting/proxySetting', () => import('./routes/user-setting-proxy-setting.tsx'), {
      permissionCheck: P.userSettingProxy,
      activeMenu: ['userSettingProxy'],
    }),
    page('/vendor', () => import('./routes/vendor/vendor-list.tsx'), {
      permissionCheck: P.supplier,
      activeMenu: ['vendor'],
    }),
    page('/vendor/detail/:id', () => import('./routes/vendor/vendor-detail.tsx'), {
      permissionCheck: P.supplier,
      activeMenu: ['vendor'],
    }),
    page('/vendor/qualifications', () => import('./routes/vendor/vendor-qualifications.tsx'), {
      permissionCheck: P.supplier,
      activeMenu: ['vendorQualifications'],
    }),
    page('/vendor/business', () => import('./routes/vendor/vendor-business.tsx'), {
      permissionCheck: P.supplier,
      activeMenu: ['vendorBusiness'],
    }),
    page('/vendor/change/detail/:id', () => import('./routes/vendor/vendor-change-detail.tsx'), {
      permissionCheck: P.supplier,
      activeMenu: ['vendor'],
    }),
    page('/vendor/invitation', () => import('./routes/vendor/vendor-invitation.tsx'), {
      permissionCheck: P.supplier,
      activeMenu: ['vendorInvitation'],
    }),
    page('/vendor/invitation/setting', () => import('./routes/vendor/vendor-invitation-setting.tsx'), {
      permissionCheck: P.supplier,
      activeMenu: ['vendorInvitation'],
    }),
    page('/vendor/application', () => import('./routes/vendor/vendor-application-list.tsx'), {
      permissionCheck: P.supplier,
      activeMenu: ['vendorApplication'],
    }),
    page('/vendor/application/detail/:id', () => import('./routes/vendor/vendor-application-detail.tsx'), {
      permissionCheck: P.supplier,
      activeMenu: ['vendorApplication'],
    }),
    page('/setting/vendorClassification', () => import('./routes/vendor/vendor-classification.tsx'), {
      permissionCheck: P.supplier,
      activeMenu: ['settingVendorClassification'],
    }),
    ...masterdataRoutes,
    ...budgetRoutes,
    ...catalogueRoutes,
    ...approvalRoutes,
    ...procurementRoutes,
    ...orderRoutes,
    ...returnsRoutes,
    ...invoiceRoutes,
    ...paymentRoutes,
    ...copyToRoutes,
    ...statementRoutes,
    ...messageRoutes,
    ...exportRoutes,
    ...receivingRoutes,
    ...evaluationRoutes,
    ...evaluationStatsRoutes,
    ...riskRoutes,
  ],
});
