import type { RouteContribution } from '@procure/server-http';
import { captchaRoutes, type CaptchaRouteOptions } from './captcha-routes.ts';
import { employeeRoutes } from './employee-routes.ts';
import { sessionRoutes } from './session-routes.ts';

/** The identity domain's routes, on the base gateway `/api/v1`. */
export function identityRoutes(options: CaptchaRouteOptions): RouteContribution {
  return {
    gateway: 'api-v1',
    name: 'identity',
    routes: async (app) => {
      await app.register(captchaRoutes, options);
      await app.register(sessionRoutes);
      await app.register(employeeRoutes);
    },
  };
}
