import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '@procure/shared-codes';
import { envelopeSchema, errorResponses, ok, requestLocale } from '@procure/server-http';
import { ownerOf, requireAuth, withContext } from '@procure/server-auth';
import { latelyEvents, orderStatistics } from './dynamics.ts';
import {
  dynamicEventSchema,
  latelyQuerySchema,
  orderStatisticsInputSchema,
  orderStatisticsSchema,
  vendorIdParamsSchema,
} from './dynamics-wire.ts';

// The supplier files' "lately" list and a supplier's order statistics (issue #16 §3; spec §7 vendor
// "dynamic lately", "order statistics /{id} POST"). Buyer routes, permission `supplier`.

const buyer = { access: { permission: PERMISSIONS.supplier } } as const;
const tags = ['vendor'];

export const dynamicsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/vendor/dynamic/lately',
    {
      config: buyer,
      schema: {
        summary:
          "The newest events across the tenant's suppliers: status moves, applications, changes, certificates, classes, orders",
        tags,
        querystring: latelyQuerySchema,
        response: { 200: envelopeSchema(z.array(dynamicEventSchema)), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const locale = requestLocale(request);
      return ok(
        await withContext(db, ctx, (tx) =>
          latelyEvents(tx, ownerOf(ctx).tenantId, request.query.limit, locale),
        ),
      );
    },
  );

  app.post(
    '/vendor/orderStatistics/:id',
    {
      config: buyer,
      schema: {
        summary:
          "One supplier's orders created in a period: count and amounts (ordered, received, returned, invoiced, paid) by status",
        tags,
        params: vendorIdParamsSchema,
        body: orderStatisticsInputSchema,
        response: { 200: envelopeSchema(orderStatisticsSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(
        await withContext(db, ctx, (tx) =>
          orderStatistics(tx, ownerOf(ctx).tenantId, request.params.id, request.body),
        ),
      );
    },
  );
};
