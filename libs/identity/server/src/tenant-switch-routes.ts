import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, SUCCESS_MESSAGES, VD_SITE_VERSIONS } from '@procure/shared-codes';
import {
  AppError,
  envelopeSchema,
  errorResponses,
  idSchema,
  ok,
  requestLocale,
  translate,
} from '@procure/server-http';
import { requireAuth, withContext } from '@procure/server-auth';
import { savePreference } from './menu-preferences.ts';
import { tenantRef } from './supplier-scope.ts';
import { switchTenant, type SwitchSite } from './tenant-switch.ts';
import { tenantRefSchema } from './wire.ts';

const authenticated = { access: { authenticated: true } } as const;

const switchResultSchema = z.object({ loginTenantId: z.string(), tenantList: z.array(tenantRefSchema) });

const SWITCH_ROUTES: readonly { url: string; site: SwitchSite; summary: string }[] = [
  { url: '/switchTenant', site: 'buyer', summary: 'Moves the buyer session to another tenant of the user' },
  {
    url: '/switchVdTenant',
    site: 'supplier',
    summary: 'Moves the supplier session to another buyer tenant its company serves',
  },
];

/** Tenant switching (spec §7 "Navigation") and the supplier site version (spec §6). */
export const tenantSwitchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  for (const { url, site, summary } of SWITCH_ROUTES) {
    app.get(
      url,
      {
        config: authenticated,
        schema: {
          summary,
          description:
            'Keeps the token; the session now runs in the new tenant. Refused with 403 when the user does not belong to it. Recorded either way.',
          tags: ['identity'],
          querystring: z.object({ tenantId: idSchema }),
          response: { 200: envelopeSchema(switchResultSchema), ...errorResponses(400, 401, 403, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const result = await switchTenant(db, ctx, site, request.query.tenantId);
        const locale = requestLocale(request);
        return ok(
          {
            loginTenantId: result.loginTenantId,
            tenantList: result.tenantList.map((t) => tenantRef(t, locale)),
          },
          translate(request, SUCCESS_MESSAGES.tenantSwitched),
        );
      },
    );
  }

  app.put(
    '/employee/vdSiteVersion',
    {
      config: authenticated,
      schema: {
        summary: "Switches the supplier user's site version (loginVdSiteVersion)",
        tags: ['identity'],
        body: z.object({ vdSiteVersion: z.enum(VD_SITE_VERSIONS, 'validation.oneOf') }),
        response: {
          200: envelopeSchema(z.object({ vdSiteVersion: z.enum(VD_SITE_VERSIONS) })),
          ...errorResponses(400, 401, 403, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      if (ctx.site !== 'supplier') throw new AppError(403, ERROR_CODES.tenantWrongSite);
      const { vdSiteVersion } = request.body;
      await withContext(db, ctx, (tx) => savePreference(tx, ctx.userId, { vdSiteVersion }));
      return ok({ vdSiteVersion }, translate(request, SUCCESS_MESSAGES.vdSiteVersionSaved));
    },
  );
};
