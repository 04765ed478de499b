import { signInRoutes } from '@procure/identity-feature-login';
import { PERMISSIONS } from '@procure/shared-codes';
import { defineSiteRouter, page } from '@procure/shell-feature-shell';
import { queryClient } from './query-client.ts';

const P = PERMISSIONS;
const HOME = '/registration-approval';

// Root, /403, /404, the mobile login tip, the shell and the catch-all come from the shell feature.
// Every page is a lazy route module: the entry chunk holds only the router, the api-client and i18n.
export const { createRouter, warmUp } = defineSiteRouter({
  site: 'ops',
  queryClient,
  publicPages: signInRoutes('ops', HOME),
  home: { redirect: HOME },
  pages: [
    page(HOME, () => import('./routes/registration-approval.tsx'), {
      permissionCheck: P.registrationApproval,
      activeMenu: ['registrationApproval'],
    }),
    page('/admin/supplier', () => import('./routes/admin-supplier.tsx'), {
      permissionCheck: P.opsPlatformCompanies,
      activeMenu: ['adminSupplier'],
    }),
    page('/admin/buyer', () => import('./routes/admin-buyer.tsx'), {
      permissionCheck: P.opsPlatformCompanies,
      activeMenu: ['adminBuyer'],
    }),
    page('/outbox', () => import('./routes/outbox.tsx'), {
      permissionCheck: P.opsOutbox,
      activeMenu: ['outbox'],
    }),
    page('/sendGuard', () => import('./routes/send-guard.tsx'), {
      permissionCheck: P.opsSendGuard,
      activeMenu: ['sendGuard'],
    }),
    page('/jobs', () => import('./routes/jobs.tsx'), {
      permissionCheck: P.opsJobs,
      activeMenu: ['jobs'],
    }),
  ],
});
