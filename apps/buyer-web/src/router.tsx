import { PERMISSIONS } from '@procure/shared-codes';
import { AppLoading, catchAllLoader } from '@procure/shell-feature-shell';
import type { RouteMeta } from '@procure/shell-feature-shell';
import { createBrowserRouter } from 'react-router';
import { masterdataBareRoutes, masterdataRoutes } from './routes/purchasing/masterdata-routes.ts';
import { budgetBareRoutes, budgetRoutes } from './routes/purchasing/budget-routes.ts';
import { catalogueBareRoutes, catalogueRoutes } from './routes/purchasing/catalogue-routes.ts';
import { approvalBareRoutes, approvalRoutes } from './routes/purchasing/approval-routes.ts';
import { procurementBareRoutes, procurementRoutes } from './routes/purchasing/procurement-routes.ts';
import { orderBareRoutes, orderRoutes } from './routes/purchasing/order-routes.ts';
import { messageBareRoutes, messageRoutes } from './routes/purchasing/message-routes.ts';

// Every page is a lazy route module: the entry chunk holds only the router, the api-client and i18n.
// A function, because the router runs its first loaders at once: the language must be active by then.
export const createRouter = () =>
  createBrowserRouter([
    {
      // Chakra UI, the toaster and the error boundary: lazy, warmed by main.tsx beside the first page.
      lazy: () => import('./routes/root.tsx'),
      HydrateFallback: AppLoading,
      children: [
        { path: '/login', lazy: () => import('./routes/login.tsx') },
        { path: '/buyerlogin', lazy: () => import('./routes/new-login.tsx') },
        { path: '/reset', lazy: () => import('./routes/reset.tsx') },
        { path: '/signin', lazy: () => import('./routes/signin.tsx') },
        { path: '/404', lazy: () => import('./routes/not-found.tsx') },
        { path: '/403', lazy: () => import('./routes/forbidden.tsx') },
        { path: '/mobile/loginTip', lazy: () => import('./routes/mobile-login-tip.tsx') },
        ...masterdataBareRoutes,
        ...budgetBareRoutes,
        ...catalogueBareRoutes,
        ...approvalBareRoutes,
        ...procurementBareRoutes,
        ...orderBareRoutes,
        ...messageBareRoutes,
        {
          lazy: () => import('./routes/shell.tsx'),
          children: [
            {
              id: 'homepage',
              index: true,
              lazy: () => import('./routes/home.tsx'),
              handle: { activeMenu: ['homepage'], hideSideMenu: true } satisfies RouteMeta,
            },
            {
              path: '/setting/staffManage',
              lazy: () => import('./routes/setting-staff-manage.tsx'),
              handle: {
                permissionCheck: PERMISSIONS.settingStaffManage,
                activeMenu: ['settingStaffManage'],
              } satisfies RouteMeta,
            },
            {
              path: '/setting/roleManage',
              lazy: () => import('./routes/setting-role-manage.tsx'),
              handle: {
                permissionCheck: PERMISSIONS.settingRoleManage,
                activeMenu: ['settingRoleManage'],
              } satisfies RouteMeta,
            },
            {
              path: '/setting/enterpriseInfo',
              lazy: () => import('./routes/setting-enterprise-info.tsx'),
              handle: {
                permissionCheck: PERMISSIONS.settingEnterpriseInfo,
                activeMenu: ['settingEnterpriseInfo'],
              } satisfies RouteMeta,
            },
            {
              path: '/userSetting/address',
              lazy: () => import('./routes/address.tsx'),
              handle: {
                permissionCheck: PERMISSIONS.userSettingAddress,
                activeMenu: ['userSettingAddress'],
                cache: true,
              } satisfies RouteMeta,
            },
            {
              path: '/userSetting/userInfo',
              lazy: () => import('./routes/user-setting-user-info.tsx'),
              handle: {
                permissionCheck: PERMISSIONS.userSettingUserInfo,
                activeMenu: ['userSettingUserInfo'],
              } satisfies RouteMeta,
            },
            {
              path: '/userSetting/financialAuthority',
              lazy: () => import('./routes/user-setting-financial-authority.tsx'),
              handle: {
                permissionCheck: PERMISSIONS.userSettingFinance,
                activeMenu: ['userSettingFinancialAuthority'],
              } satisfies RouteMeta,
            },
            {
              path: '/userSetting/messageSetting',
              lazy: () => import('./routes/user-setting-message-setting.tsx'),
              handle: {
                permissionCheck: PERMISSIONS.userSettingMessage,
                activeMenu: ['userSettingMessage'],
              } satisfies RouteMeta,
            },
            {
              path: '/userSetting/proxySetting',
              lazy: () => import('./routes/user-setting-proxy-setting.tsx'),
              handle: {
                permissionCheck: PERMISSIONS.userSettingProxy,
                activeMenu: ['userSettingProxy'],
              } satisfies RouteMeta,
            },
            ...masterdataRoutes,
            ...budgetRoutes,
            ...catalogueRoutes,
            ...approvalRoutes,
            ...procurementRoutes,
            ...orderRoutes,
            ...messageRoutes,
          ],
        },
        { path: '*', loader: catchAllLoader },
      ],
    },
  ]);
