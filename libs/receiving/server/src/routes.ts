import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CODES, ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import {
  cancelReceiptSchema,
  closeReceivingSchema,
  receiptSchema,
  receivingSettingSchema,
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
import { ownerOf, requireAuth, withContext, type RequestContext } from '@procure/server-auth';
import { applicationRequired, saveReceivingSetting, takeReceipt, type ReceivingActor } from './receipts.ts';
import { closeReceiving } from './close.ts';
import { cancelReceipt } from './cancel.ts';
import { listReceipts, listToReceive, receiptDetail, takeForm } from './queries.ts';
import { registerReceiptApproval } from './approval.ts';
import { registerReceivingExports } from './export-source.ts';
import {
  cancelResultSchema,
  closeResultSchema,
  idParamsSchema,
  receiptDetailSchema,
  receiptListQuerySchema,
  receiptPageSchema,
  receiptResultSchema,
  receivingSettingViewSchema,
  takeFormSchema,
  takeQuerySchema,
  toReceivePageSchema,
  toReceiveQuerySchema,
} from './wire.ts';

// The receiving calls (issue #14, spec §2 /Receive, §4 "Receiving: to-receive, take, confirm or apply
// submit, close receiving"). Buyers: permission procurement:order (receiving is order work). Suppliers
// read the receipts of their own deliveries under the vendor prefix (permission vendor:order).

const config = { access: { permission: PERMISSIONS.procurementOrder } } as const;
const vendorConfig = { access: { permission: PERMISSIONS.vendorOrder } } as const;
const tags = ['receiving'];

const buyer = (ctx: RequestContext): ReceivingActor => {
  const owner = ownerOf(ctx);
  return { tenantId: owner.tenantId, userId: owner.userId };
};
const supplierOf = (ctx: RequestContext) => {
  const owner = ownerOf(ctx);
  if (ctx.site !== 'supplier' || !ctx.vendorId) throw new AppError(403, ERROR_CODES.authForbidden);
  return { tenantId: owner.tenantId, vendorId: ctx.vendorId };
};

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  registerReceiptApproval();
  registerReceivingExports();

  app.get(
    '/receive/toReceive',
    {
      config,
      schema: {
        summary:
          'To-receive list: orders awaiting receipt (newest first, keyset pages) and their delivery notes not yet taken',
        tags,
        querystring: toReceiveQuerySchema,
        response: { 200: envelopeSchema(toReceivePageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const locale = requestLocale(request);
      return ok(
        await withContext(db, ctx, (tx) => listToReceive(tx, ownerOf(ctx).tenantId, request.query, locale)),
      );
    },
  );

  app.get(
    '/receive/take/:id',
    {
      config,
      schema: {
        summary:
          'Take: the receiving form of one order (id), against a delivery note (deliveryId) or directly against its lines',
        tags,
        params: idParamsSchema,
        querystring: takeQuerySchema,
        response: { 200: envelopeSchema(takeFormSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const locale = requestLocale(request);
      const form = await withContext(db, ctx, (tx) =>
        takeForm(tx, ownerOf(ctx).tenantId, request.params.id, request.query.deliveryId, locale),
      );
      if (form === 'noOrder') throw new AppError(404, ERROR_CODES.orderNotFound);
      if (form === 'noDelivery') throw new AppError(404, ERROR_CODES.orderDeliveryNotFound);
      return ok(form);
    },
  );

  for (const [path, mode, summary] of [
    [
      '/receive/confirm',
      'confirm',
      'Confirm a receipt: accepted quantities count on the order-line ledger at once, the order status follows',
    ],
    [
      '/receive/applySubmit',
      'apply',
      'Apply submit: a receiving application goes through approval and counts when approved (tenants with the setting on)',
    ],
  ] as const) {
    app.post(
      path,
      {
        config,
        schema: {
          summary,
          tags,
          body: receiptSchema,
          response: {
            200: envelopeSchema(receiptResultSchema),
            ...errorResponses(400, 401, 403, 404, 409, 422, 503),
          },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const result = await withContext(db, ctx, (tx) => takeReceipt(tx, buyer(ctx), request.body, mode));
        const message =
          result.status === CODES.application.approved.code
            ? SUCCESS_MESSAGES.receivingConfirmed
            : SUCCESS_MESSAGES.receivingApplied;
        return ok(result, translate(request, message, { code: result.code }));
      },
    );
  }

  app.post(
    '/receive/closeReceiving',
    {
      config,
      schema: {
        summary:
          'Close receiving on one order line (orderLineId) or the whole order: the remaining quantity is given up, with a reason',
        tags,
        body: closeReceivingSchema,
        response: { 200: envelopeSchema(closeResultSchema), ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const result = await withContext(db, ctx, (tx) => closeReceiving(tx, buyer(ctx), request.body));
      return ok(result, translate(request, SUCCESS_MESSAGES.receivingClosed));
    },
  );

  app.post(
    '/receive/cancel',
    {
      config,
      schema: {
        summary:
          'Cancel a received receipt (it stays, status 4): its quantities go back on the ledger, the order status follows; refused while a return references its goods or its goods are invoiced beyond what would stay received',
        tags,
        body: cancelReceiptSchema,
        response: {
          200: envelopeSchema(cancelResultSchema),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const result = await withContext(db, ctx, (tx) => cancelReceipt(tx, buyer(ctx), request.body));
      return ok(result, translate(request, SUCCESS_MESSAGES.receivingCancelled, { code: result.code }));
    },
  );

  app.get(
    '/receive/constList',
    {
      config,
      schema: {
        summary:
          'Const list: the received records (receipts and receiving applications), newest first, keyset pages',
        tags,
        querystring: receiptListQuerySchema,
        response: { 200: envelopeSchema(receiptPageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const locale = requestLocale(request);
      return ok(
        await withContext(db, ctx, (tx) => listReceipts(tx, ownerOf(ctx).tenantId, request.query, locale)),
      );
    },
  );

  app.get(
    '/receive/details/:id',
    {
      config,
      schema: {
        summary:
          'One receipt: lines with accepted and rejected quantities and reasons, files, approval progress',
        tags,
        params: idParamsSchema,
        response: { 200: envelopeSchema(receiptDetailSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const locale = requestLocale(request);
      const detail = await withContext(db, ctx, (tx) =>
        receiptDetail(tx, ownerOf(ctx).tenantId, request.params.id, locale),
      );
      if (!detail) throw new AppError(404, ERROR_CODES.receivingNotFound);
      return ok(detail);
    },
  );

  app.get(
    '/receive/setting',
    {
      config,
      schema: {
        summary:
          "The tenant's receiving setting: whether receipts go through approval (receiving application)",
        tags,
        response: { 200: envelopeSchema(receivingSettingViewSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const on = await withContext(db, ctx, (tx) => applicationRequired(tx, ownerOf(ctx).tenantId));
      return ok({ applicationRequired: on });
    },
  );

  app.post(
    '/receive/setting',
    {
      config: { access: { permission: PERMISSIONS.settingApprovalFlow } },
      schema: {
        summary: 'Turns the receiving application on or off (off by default)',
        tags,
        body: receivingSettingSchema,
        response: { 200: envelopeSchema(receivingSettingViewSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      await withContext(db, ctx, (tx) =>
        saveReceivingSetting(tx, ownerOf(ctx).tenantId, request.body.applicationRequired),
      );
      return ok(
        { applicationRequired: request.body.applicationRequired },
        translate(request, SUCCESS_MESSAGES.receivingSettingSaved),
      );
    },
  );

  // Supplier portal: receipts of the supplier's own deliveries (another company's answer like absent ones).
  app.get(
    '/vendor/receive/list',
    {
      config: vendorConfig,
      schema: {
        summary: "Receipts of the supplier's deliveries in the current tenant (accepted, rejected and why)",
        tags: ['supplier receiving'],
        querystring: receiptListQuerySchema,
        response: { 200: envelopeSchema(receiptPageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const locale = requestLocale(request);
      const { tenantId, vendorId } = supplierOf(ctx);
      return ok(
        await withContext(db, ctx, (tx) => listReceipts(tx, tenantId, request.query, locale, vendorId)),
      );
    },
  );

  app.get(
    '/vendor/receive/details/:id',
    {
      config: vendorConfig,
      schema: {
        summary: "One receipt of the supplier's delivery: accepted and rejected quantities and the reasons",
        tags: ['supplier receiving'],
        params: idParamsSchema,
        response: { 200: envelopeSchema(receiptDetailSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const locale = requestLocale(request);
      const { tenantId, vendorId } = supplierOf(ctx);
      const detail = await withContext(db, ctx, (tx) =>
        receiptDetail(tx, tenantId, request.params.id, locale, vendorId),
      );
      if (!detail) throw new AppError(404, ERROR_CODES.receivingNotFound);
      return ok(detail);
    },
  );
};

export const receivingRoutes: RouteContribution = { gateway: 'api-v1', name: 'receiving', routes };
