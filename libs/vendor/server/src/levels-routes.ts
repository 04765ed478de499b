import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { envelopeSchema, errorResponses, ok, requestLocale, translate } from '@procure/server-http';
import { ownerOf, requireAuth, withContext } from '@procure/server-auth';
import { changeLevels, listLevels, pageBusiness, saveLevel } from './levels.ts';
import {
  businessPageSchema,
  businessQuerySchema,
  levelChangeInputSchema,
  levelInputSchema,
  levelSchema,
} from './levels-wire.ts';

// Classification levels and the business list (issue #16 §4; spec §7 classification settings "business list
// and update", "level save"). Buyer routes, permission `supplier`; a foreign supplier or level answers 404.

const buyer = { access: { permission: PERMISSIONS.supplier } } as const;
const tags = ['vendor'];

export const levelRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/vendor/class/level/list',
    {
      config: buyer,
      schema: {
        summary: "The tenant's supplier levels (A/B/C/D…), best first, with how many suppliers hold each",
        tags,
        response: { 200: envelopeSchema(z.array(levelSchema)), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withContext(db, ctx, (tx) => listLevels(tx, ownerOf(ctx).tenantId)));
    },
  );

  app.post(
    '/vendor/class/level/save',
    {
      config: buyer,
      schema: {
        summary:
          'Adds or changes a supplier level (code of 1–4 upper-case letters or digits, unique per tenant)',
        tags,
        body: levelInputSchema,
        response: {
          200: envelopeSchema(z.object({ id: z.string() })),
          ...errorResponses(400, 401, 403, 404, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const id = await withContext(db, ctx, (tx) => saveLevel(tx, ownerOf(ctx).tenantId, request.body));
      return ok({ id }, translate(request, SUCCESS_MESSAGES.vendorLevelSaved));
    },
  );

  app.get(
    '/vendor/class/business/list',
    {
      config: buyer,
      schema: {
        summary:
          'The business list: classified suppliers with their class and level, by class code then name (class, level, keyword filters; keyset pages)',
        tags,
        querystring: businessQuerySchema,
        response: { 200: envelopeSchema(businessPageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const locale = requestLocale(request);
      return ok(
        await withContext(db, ctx, (tx) => pageBusiness(tx, ownerOf(ctx).tenantId, request.query, locale)),
      );
    },
  );

  app.post(
    '/vendor/class/business/update',
    {
      config: buyer,
      schema: {
        summary: 'Gives suppliers a level, or removes it (levelId null), with a reason: all or nothing',
        tags,
        body: levelChangeInputSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      await withContext(db, ctx, (tx) => changeLevels(tx, ownerOf(ctx).tenantId, ctx.userId, request.body));
      return ok(null, translate(request, SUCCESS_MESSAGES.vendorLevelChanged));
    },
  );
};
