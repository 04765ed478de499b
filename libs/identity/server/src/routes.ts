import type { RouteContribution } from '@procure/server-http';
import { captchaRoutes, type CaptchaRouteOptions } from './captcha-routes.ts';
import { DEFAULT_IP_LIMIT } from './login-limits.ts';
import { employeeRoutes } from './employee-routes.ts';
import { menuRoutes } from './menu-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { supplierScopeRoutes } from './supplier-scope-routes.ts';
import { tenantSwitchRoutes } from './tenant-switch-routes.ts';
import { platformRoutes } from './platform/routes.ts';

/** The identity domain's routes, on the base gateway `/api/v1`. */
export function identityRoutes(options: CaptchaRouteOptions & { ipLimit?: number }): RouteContribution {
  return {
    gateway: 'api-v1',
    name: 'identity',
    routes: async (app) => {
      await app.register(captchaRoutes, options);
      await app.register(sessionRoutes, { ipLimit: options.ipLimit ?? DEFAULT_IP_LIMIT });
      await app.register(employeeRoutes);
      await app.register(menuRoutes);
      await app.register(tenantSwitchRoutes);
      await app.register(supplierScopeRoutes);
      await app.register(platformRoutes);
    },
  };
}
