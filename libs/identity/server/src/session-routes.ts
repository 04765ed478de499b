import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, HEADERS, SUCCESS_MESSAGES, type Site } from '@procure/shared-codes';
import { withAppRole } from '@procure/server-db';
import { AppError, envelopeSchema, errorResponses, ok, requestLocale, translate } from '@procure/server-http';
import {
  burnPasswordCheck,
  consumeCaptcha,
  createSession,
  revokeToken,
  verifyPassword,
} from '@procure/server-auth';
import { listSiteTenants } from './supplier-scope.ts';
import { findUserByUsername, type TenantOfUser } from './user-queries.ts';
import { loginBodySchema, loginResultSchema } from './wire.ts';
import { DEFAULT_IP_LIMIT, guardPasswordLogin, recordPasswordOutcome } from './login-limits.ts';

export function tenantRef(t: TenantOfUser, locale: string) {
  return { tenantId: t.tenantId, enterpriseShortName: locale === 'en-US' ? t.shortNameEn : t.shortNameZh };
}

const LOGIN_ROUTES: readonly { url: string; site: Site; summary: string }[] = [
  { url: '/tenant/buyer/login', site: 'buyer', summary: 'Buyer login with password and image code' },
  { url: '/tenant/supplier/login', site: 'supplier', summary: 'Supplier login with password and image code' },
  { url: '/ops/login', site: 'ops', summary: 'Operations staff login with password and image code' },
];

/** Login (one route per site), logout. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  for (const { url, site, summary } of LOGIN_ROUTES) {
    app.post(
      url,
      {
        config: { access: { public: true } },
        schema: {
          summary,
          tags: ['identity'],
          body: loginBodySchema,
          response: { 200: envelopeSchema(loginResultSchema), ...errorResponses(400, 403, 503) },
        },
      },
      async (request) => {
        const { username, password, verifyKey, verifyCode } = request.body;
        // The code is consumed by any attempt, right or wrong, before the password is even looked at.
        if (!(await withAppRole(db, (tx) => consumeCaptcha(tx, verifyKey, verifyCode)))) {
          throw new AppError(400, ERROR_CODES.authInvalidVerifyCode);
        }
        // Per address and per account limits (login-limits.ts), for unknown names exactly as for known.
        await guardPasswordLogin(db, request, { username, site }, DEFAULT_IP_LIMIT);
        const user = await withAppRole(db, (tx) => findUserByUsername(tx, username));
        // Unknown user, other site, disabled or wrong password: one answer, one hash verification each.
        const usable = user && user.site === site && !user.disabled;
        const valid = usable
          ? await verifyPassword(user.passwordHash, password)
          : await burnPasswordCheck(password);
        await recordPasswordOutcome(db, request, { username, site }, valid);
        if (!valid || !user) throw new AppError(400, ERROR_CODES.authInvalidCredentials);

        const locale = requestLocale(request);
        // Before the session transaction: the listing opens its own (PGlite has one connection).
        const tenants =
          site === 'ops' ? [] : await listSiteTenants(db, { userId: user.id, site, vendorId: user.vendorId });
        const first = tenants[0];
        const result =
          site !== 'ops' && !first
            ? undefined
            : await withAppRole(
                db,
                async (tx) => {
                  const loginTenantId = first?.tenantId ?? null;
                  const { token } = await createSession(tx, {
                    userId: user.id,
                    loginTenantId,
                    site,
                    vendorId: user.vendorId,
                  });
                  return { token, loginTenantId, tenantList: tenants.map((t) => tenantRef(t, locale)) };
                },
                user.id,
              );
        // A buyer or supplier account that belongs to no tenant has nowhere to log into.
        if (!result) throw new AppError(403, ERROR_CODES.authForbidden);
        return ok(result);
      },
    );
  }

  app.post(
    '/logout',
    {
      // Public and idempotent: logging out with an expired or unknown token still succeeds.
      config: { access: { public: true } },
      schema: {
        summary: 'Revokes the session of the `token` header',
        tags: ['identity'],
        response: { 200: envelopeSchema(z.null()), ...errorResponses(503) },
      },
    },
    async (request) => {
      const header = request.headers[HEADERS.token];
      const token = Array.isArray(header) ? header[0] : header;
      if (token) {
        await withAppRole(db, (tx) => revokeToken(tx, token));
      }
      return ok(null, translate(request, SUCCESS_MESSAGES.loggedOut));
    },
  );
};
