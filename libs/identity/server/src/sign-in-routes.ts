import type { RouteContribution } from '@procure/server-http';
import { DEFAULT_IP_LIMIT } from './login-limits.ts';
import { newLoginRoutes } from './new-login-routes.ts';
import { outboxRoutes } from './outbox-routes.ts';
import { resetRoutes } from './reset-routes.ts';
import { smsLoginRoutes } from './sms-login-routes.ts';

export type SignInRouteOptions = {
  /** Non-production only: every image code is this value. */
  fixedCode: string | undefined;
  /** Sign-in requests per client address per 15 minutes. */
  ipLimit: number;
};

/** SMS login, the new login, password reset and the simulated outbox, on the base gateway `/api/v1`. */
export function signInRoutes(options: Partial<SignInRouteOptions> = {}): RouteContribution {
  const resolved: SignInRouteOptions = {
    fixedCode: options.fixedCode,
    ipLimit: options.ipLimit ?? DEFAULT_IP_LIMIT,
  };
  return {
    gateway: 'api-v1',
    name: 'sign-in',
    routes: async (app) => {
      await app.register(smsLoginRoutes, resolved);
      await app.register(newLoginRoutes, resolved);
      await app.register(resetRoutes, resolved);
      await app.register(outboxRoutes);
    },
  };
}
