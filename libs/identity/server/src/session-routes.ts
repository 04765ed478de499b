import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HEADERS, SUCCESS_MESSAGES, type Site } from '@procure/shared-codes';
import { withAppRole } from '@procure/server-db';
import { envelopeSchema, errorResponses, ok, translate } from '@procure/server-http';
import { revokeToken } from '@procure/server-auth';
import { passwordSignIn } from './password-sign-in.ts';
import { loginBodySchema, loginResultSchema } from './wire.ts';

const LOGIN_ROUTES: readonly { url: string; site: Site; summary: string }[] = [
  { url: '/tenant/buyer/login', site: 'buyer', summary: 'Buyer login with password and image code' },
  { url: '/tenant/supplier/login', site: 'supplier', summary: 'Supplier login with password and image code' },
  { url: '/ops/login', site: 'ops', summary: 'Operations staff login with password and image code' },
];

/** Password login (one route per site; the same steps as /new/login), logout. */
export const sessionRoutes: FastifyPluginAsyncZod<{ ipLimit: number }> = async (app, { ipLimit }) => {
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
      async (request) => ok(await passwordSignIn(db, request, { site, ...request.body }, ipLimit)),
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
