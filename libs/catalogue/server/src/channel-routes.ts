import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, PERMISSIONS } from '@procure/shared-codes';
import { AppError, envelopeSchema, errorResponses, ok } from '@procure/server-http';
import { requireAuth } from '@procure/server-auth';
import { fromChannel } from './channel-goods.ts';
import {
  addressParamsSchema,
  addressQuerySchema,
  channelParamsSchema,
  regionSchema,
  verificationSchema,
  verifyInputSchema,
} from './wire.ts';

const config = { access: { permission: PERMISSIONS.procurementCatalogue } } as const;
const tags = ['channel'];

/** The two external e-commerce channels: product verification and their address books. */
export const channelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/channel/:channel/product/verify',
    {
      config,
      schema: {
        summary:
          'Price, stock and shelf state of channel SKUs now; 409 when any is unknown, off the shelf or out of stock',
        tags,
        params: channelParamsSchema,
        body: verifyInputSchema,
        response: {
          200: envelopeSchema(z.array(verificationSchema)),
          ...errorResponses(400, 401, 403, 409, 503),
        },
      },
    },
    async (request) => {
      requireAuth(request);
      const { channel } = request.params;
      const skuIds = [...new Set(request.body.skuIds)];
      const answer = await fromChannel(channel, (c) => c.verifyProducts(skuIds));
      const bySku = new Map(answer.map((v) => [v.skuId, v]));
      const gone = skuIds.filter((sku) => {
        const v = bySku.get(sku);
        return !v || !v.onShelf || v.stock < 1;
      });
      if (gone.length > 0)
        throw new AppError(409, ERROR_CODES.catalogueItemUnavailable, { names: gone.join(', ') });
      return ok(skuIds.map((sku) => bySku.get(sku) as z.infer<typeof verificationSchema>));
    },
  );

  app.get(
    '/channel/:channel/address/:level',
    {
      config,
      schema: {
        summary: "A channel's address book: provinces, or the cities / counties / towns of parentId",
        tags,
        params: addressParamsSchema,
        querystring: addressQuerySchema,
        response: { 200: envelopeSchema(z.array(regionSchema)), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      requireAuth(request);
      const { channel, level } = request.params;
      const parentId = request.query.parentId;
      return ok(await fromChannel(channel, (c) => c.addressBook(level, parentId)));
    },
  );
};
