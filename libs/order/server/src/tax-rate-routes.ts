import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { orderTaxRateChangeSchema } from '@procure/shared-validation';
import { envelopeSchema, errorResponses, idSchema, ok, translate } from '@procure/server-http';
import { ownerOf, requireAuth, withContext } from '@procure/server-auth';
import { buyerActor } from './actor.ts';
import { changeTaxRate, listTaxRateChanges } from './order-tax-rate.ts';

// Change tax rate (issue #15, spec §2 `/personnel`): the buyer's order permission, like order changes.

const config = { access: { permission: PERMISSIONS.procurementOrder } } as const;
const tags = ['order'];

const changeSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderCode: z.string(),
  lineName: z.string(),
  fromRate: z.string().describe('Percent, e.g. "13"'),
  toRate: z.string(),
  reason: z.string(),
  changedByName: z.string(),
  changedAt: z.string(),
});

export const taxRateRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/order/taxRate/change',
    {
      config,
      schema: {
        summary:
          'Give lines of a live order a new VAT rate with a reason (lines already invoiced are refused: 409)',
        tags,
        body: orderTaxRateChangeSchema,
        response: {
          200: envelopeSchema(z.object({ changed: z.number().int() })),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const result = await withContext(db, ctx, (tx) => changeTaxRate(tx, buyerActor(ctx), request.body));
      return ok(result, translate(request, SUCCESS_MESSAGES.orderTaxRateChanged));
    },
  );

  app.get(
    '/order/taxRate/changes',
    {
      config,
      schema: {
        summary: 'Tax-rate changes, newest first (at most 200): of one order, or of the tenant',
        tags,
        querystring: z.object({ orderId: idSchema.optional() }),
        response: {
          200: envelopeSchema(z.object({ items: z.array(changeSchema) })),
          ...errorResponses(400, 401, 403, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const items = await withContext(db, ctx, (tx) =>
        listTaxRateChanges(tx, ownerOf(ctx).tenantId, request.query.orderId),
      );
      return ok({ items });
    },
  );
};
