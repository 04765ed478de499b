import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, PERMISSIONS } from '@procure/shared-codes';
import {
  AppError,
  envelopeSchema,
  errorResponses,
  ok,
  requestLocale,
  type RouteContribution,
} from '@procure/server-http';
import { ownerOf, requireAuth, withContext } from '@procure/server-auth';
import { findOrderDetail, listOrders } from './order-queries.ts';
import { registerOrderExport } from './export-source.ts';
import { orderDetailSchema, orderIdParamsSchema, orderListQuerySchema, orderPageSchema } from './wire.ts';

const config = { access: { permission: PERMISSIONS.procurementOrder } } as const;
const tags = ['order'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  registerOrderExport();

  app.get(
    '/order/list',
    {
      config,
      schema: {
        summary: "The tenant's purchase orders, newest first (keyset pages: pass nextCursor back as cursor)",
        tags,
        querystring: orderListQuerySchema,
        response: { 200: envelopeSchema(orderPageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const locale = requestLocale(request);
      return ok(
        await withContext(db, ctx, (tx) => listOrders(tx, ownerOf(ctx).tenantId, request.query, locale)),
      );
    },
  );

  app.get(
    '/order/detail/:id',
    {
      config,
      schema: {
        summary: 'One purchase order: header, lines with their ledger (ordered … paid) and history',
        tags,
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(orderDetailSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const locale = requestLocale(request);
      const detail = await withContext(db, ctx, (tx) =>
        findOrderDetail(tx, ownerOf(ctx).tenantId, request.params.id, locale),
      );
      if (!detail) throw new AppError(404, ERROR_CODES.orderNotFound);
      return ok(detail);
    },
  );
};

export const orderRoutes: RouteContribution = { gateway: 'api-v1', name: 'order', routes };
