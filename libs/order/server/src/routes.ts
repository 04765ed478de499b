import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CODES, ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import {
  orderAttachSchema,
  orderAttachmentIdBody,
  orderReasonBody,
  orderSettingSchema,
} from '@procure/shared-validation';
import {
  AppError,
  envelopeSchema,
  errorResponses,
  ok,
  requestLocale,
  translate,
  type RouteContribution,
} from '@procure/server-http';
import { ownerOf, requireAuth, withContext } from '@procure/server-auth';
import { listOrders } from './order-queries.ts';
import { orderLegalEntities } from './order-line-queries.ts';
import { deliveriesOf, findFullDetail, orderVersions } from './order-deliveries.ts';
import { cancelOrder, deliverTimesLimit, saveDeliverTimesLimit } from './order-actions.ts';
import { buyerActor } from './actor.ts';
import { taxRateRoutes } from './tax-rate-routes.ts';
import { attachFiles, removeAttachment } from './order-files.ts';
import { changeRoutes } from './change-routes.ts';
import { vendorRoutes } from './vendor-routes.ts';
import { registerOrderChange } from './order-changes.ts';
import {
  orderDeliverySchema,
  orderFullDetailSchema,
  orderIdParamsSchema,
  legalEntityOptionsSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderSettingViewSchema,
  attachResultSchema,
  orderVersionsSchema,
  statusResultSchema,
} from './wire.ts';
import { registerOrderExport } from './export-source.ts';

const config = { access: { permission: PERMISSIONS.procurementOrder } } as const;
const tags = ['order'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  registerOrderChange();
  registerOrderExport();
  await app.register(taxRateRoutes);

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
    '/order/legalEntities',
    {
      config,
      schema: {
        summary: "The buyer legal entities of the tenant's orders (the order list's filter options)",
        tags,
        response: { 200: envelopeSchema(legalEntityOptionsSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(
        await withContext(db, ctx, (tx) =>
          orderLegalEntities(tx, ownerOf(ctx).tenantId, null, requestLocale(request)),
        ),
      );
    },
  );

  app.get(
    '/order/detail/:id',
    {
      config,
      schema: {
        summary:
          'One purchase order: header, lines with their ledger (ordered … paid), history, delivery notes and changes',
        tags,
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(orderFullDetailSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const locale = requestLocale(request);
      const detail = await withContext(db, ctx, (tx) =>
        findFullDetail(tx, ownerOf(ctx).tenantId, request.params.id, locale, null, ownerOf(ctx).userId),
      );
      if (!detail) throw new AppError(404, ERROR_CODES.orderNotFound);
      return ok(detail);
    },
  );

  app.post(
    '/order/cancel',
    {
      config,
      schema: {
        summary:
          'Buyer cancel: awaiting confirmation → cancelled at once; confirmed and nothing delivered → cancel requested (the supplier answers)',
        tags,
        body: orderReasonBody,
        response: {
          200: envelopeSchema(statusResultSchema),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const result = await withContext(db, ctx, (tx) =>
        cancelOrder(tx, buyerActor(ctx), request.body.id, request.body.reason),
      );
      const message =
        result.status === CODES.order.cancelled.code
          ? SUCCESS_MESSAGES.orderCancelled
          : SUCCESS_MESSAGES.orderCancelRequested;
      return ok(result, translate(request, message));
    },
  );

  app.get(
    '/order/delivery/:id',
    {
      config,
      schema: {
        summary: 'One delivery note (delivery details): courier, tracking number, lines',
        tags,
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(orderDeliverySchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const [note] = await withContext(db, ctx, (tx) =>
        deliveriesOf(tx, ownerOf(ctx).tenantId, { deliveryId: request.params.id }, null),
      );
      if (!note) throw new AppError(404, ERROR_CODES.orderDeliveryNotFound);
      return ok(note);
    },
  );

  app.get(
    '/order/versions/:id',
    {
      config,
      schema: {
        summary:
          'Order version detail: every version of the order (newest first) and the changes behind them',
        tags,
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(orderVersionsSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const versions = await withContext(db, ctx, (tx) =>
        orderVersions(tx, ownerOf(ctx).tenantId, request.params.id, null),
      );
      if (!versions) throw new AppError(404, ERROR_CODES.orderNotFound);
      return ok(versions);
    },
  );

  // Issue #13: the deliver-times limit (spec §4 "deliver-times limit … checked before the action").
  app.get(
    '/order/setting',
    {
      config,
      schema: {
        summary: "The tenant's order settings: how many delivery notes one order may have",
        tags,
        response: { 200: envelopeSchema(orderSettingViewSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const limit = await withContext(db, ctx, (tx) => deliverTimesLimit(tx, ownerOf(ctx).tenantId));
      return ok({ deliverTimesLimit: limit });
    },
  );

  app.post(
    '/order/setting',
    {
      config: { access: { permission: PERMISSIONS.settingMasterData } },
      schema: {
        summary: 'Sets the deliver-times limit (1–99 delivery notes per order; default 10)',
        tags,
        body: orderSettingSchema,
        response: { 200: envelopeSchema(orderSettingViewSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const limit = Number(request.body.deliverTimesLimit);
      await withContext(db, ctx, (tx) => saveDeliverTimesLimit(tx, ownerOf(ctx).tenantId, limit));
      return ok({ deliverTimesLimit: limit }, translate(request, SUCCESS_MESSAGES.orderSettingSaved));
    },
  );

  // Issue #13: order attachments (upload types 13 and 14); the supplier has the same under /vendor/order.
  app.post(
    '/order/attach',
    {
      config,
      schema: {
        summary:
          'Attaches files the caller uploaded (type 13 order file or 14 order status file) to the order',
        tags,
        body: orderAttachSchema,
        response: {
          200: envelopeSchema(attachResultSchema),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const result = await withContext(db, ctx, (tx) =>
        attachFiles(tx, buyerActor(ctx), 'buyer', request.body),
      );
      return ok(result, translate(request, SUCCESS_MESSAGES.orderFilesAttached));
    },
  );

  app.post(
    '/order/removeFile',
    {
      config,
      schema: {
        summary: 'Removes an attachment the caller attached (another one, or an absent id: 404)',
        tags,
        body: orderAttachmentIdBody,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      await withContext(db, ctx, (tx) => removeAttachment(tx, buyerActor(ctx), request.body.id));
      return ok(null, translate(request, SUCCESS_MESSAGES.orderFileRemoved));
    },
  );

  await changeRoutes(app);
  await vendorRoutes(app);
};

export const orderRoutes: RouteContribution = { gateway: 'api-v1', name: 'order', routes };
