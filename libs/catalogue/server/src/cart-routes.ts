import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { envelopeSchema, errorResponses, ok, requestLocale, translate } from '@procure/server-http';
import { ownerOf, requireAuth, withContext } from '@procure/server-auth';
import {
  addToCart,
  cartCount,
  cartView,
  modifyQuantity,
  quickAdd,
  removeLine,
  removeLines,
} from './cart-service.ts';
import {
  cartAddSchema,
  cartBatchDeleteSchema,
  cartIdParamsSchema,
  cartListSchema,
  cartModifySchema,
  quickAddSchema,
} from './wire.ts';

const config = { access: { permission: PERMISSIONS.procurementCatalogue } } as const;
const tags = ['cart'];
const added = z.object({ id: z.string(), quantity: z.number().int() });

/** The caller's own cart (rows of another user answer like absent ones). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/shopcart/add',
    {
      config,
      schema: {
        summary: 'Adds goods (catalogue goods id + SKU, or a channel SKU); the same SKU adds to its line',
        tags,
        body: cartAddSchema,
        response: { 200: envelopeSchema(added), ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const row = await withContext(db, ctx, (tx) => addToCart(tx, ownerOf(ctx), request.body));
      return ok(
        { id: row.id, quantity: row.quantity },
        translate(request, SUCCESS_MESSAGES.catalogueCartAdded),
      );
    },
  );

  app.post(
    '/shopcart/quickAdd',
    {
      config,
      schema: {
        summary: 'Adds catalogue goods by their product code',
        tags,
        body: quickAddSchema,
        response: { 200: envelopeSchema(added), ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { productCode, count } = request.body;
      const row = await withContext(db, ctx, (tx) => quickAdd(tx, ownerOf(ctx), productCode, count));
      return ok(
        { id: row.id, quantity: row.quantity },
        translate(request, SUCCESS_MESSAGES.catalogueCartAdded),
      );
    },
  );

  app.get(
    '/shopcart/list',
    {
      config,
      schema: {
        summary: 'The cart grouped by vendor, every price and shelf state re-checked now',
        tags,
        response: { 200: envelopeSchema(cartListSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const english = requestLocale(request) === 'en-US';
      return ok(await withContext(db, ctx, (tx) => cartView(tx, ownerOf(ctx), english)));
    },
  );

  app.post(
    '/shopcart/modifyQuantity',
    {
      config,
      schema: {
        summary: 'Sets the quantity of a line (positive integer, at most 99999)',
        tags,
        body: cartModifySchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { id, count } = request.body;
      await withContext(db, ctx, (tx) => modifyQuantity(tx, ownerOf(ctx), id, count));
      return ok(null, translate(request, SUCCESS_MESSAGES.catalogueCartUpdated));
    },
  );

  app.delete(
    '/shopcart/delete/:id',
    {
      config,
      schema: {
        summary: 'Removes one line',
        tags,
        params: cartIdParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      await withContext(db, ctx, (tx) => removeLine(tx, ownerOf(ctx), request.params.id));
      return ok(null, translate(request, SUCCESS_MESSAGES.catalogueCartDeleted));
    },
  );

  app.post(
    '/shopcart/batchDelete',
    {
      config,
      schema: {
        summary:
          "Removes the caller's lines, all or none (an id not in the caller's cart: 404, nothing removed)",
        tags,
        body: cartBatchDeleteSchema,
        response: {
          200: envelopeSchema(z.object({ deleted: z.number().int() })),
          ...errorResponses(400, 401, 403, 404, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const deleted = await withContext(db, ctx, (tx) => removeLines(tx, ownerOf(ctx), request.body.ids));
      return ok({ deleted }, translate(request, SUCCESS_MESSAGES.catalogueCartDeleted));
    },
  );

  app.get(
    '/shopcart/num',
    {
      config,
      schema: {
        summary: 'Number of lines in the cart (the badge shows 99+ above 99, the cap is the UI’s)',
        tags,
        response: {
          200: envelopeSchema(z.object({ num: z.number().int() })),
          ...errorResponses(401, 403, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok({ num: await withContext(db, ctx, (tx) => cartCount(tx, ownerOf(ctx))) });
    },
  );
};
