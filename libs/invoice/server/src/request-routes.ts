import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { invoiceIdBody, invoiceRequestSchema } from '@procure/shared-validation';
import { AppError, envelopeSchema, errorResponses, ok, requestLocale, translate } from '@procure/server-http';
import { requireAuth, withContext } from '@procure/server-auth';
import { buyerActor, supplierActor } from './actor.ts';
import { findInvoiceRequest, listInvoiceRequests, requestableLines } from './request-queries.ts';
import {
  acknowledgeInvoiceRequest,
  cancelInvoiceRequest,
  createInvoiceRequest,
  previewInvoiceRequest,
} from './request-service.ts';
import {
  requestableListSchema,
  requestableQuerySchema,
  requestCreatedSchema,
  requestDetailSchema,
  requestIdParamsSchema,
  requestListQuerySchema,
  requestPageSchema,
  requestPreviewSchema,
  requestStatusSchema,
} from './request-wire.ts';

// Invoice requests (issue #15; spec §2 /assetsManagement): the buyer's calls under
// /assetsManagement/invoiceRequest (permission finance:invoice), the supplier's under
// /vendor/invoiceRequest (vendor:order, scoped by the session's company: another's request ≡ absent).

type Access = { access: { permission: string } };
const finance: Access = { access: { permission: PERMISSIONS.financeInvoice } };
const supplier: Access = { access: { permission: PERMISSIONS.vendorOrder } };
const tags = ['invoice request'];
const BUYER = '/assetsManagement/invoiceRequest';
const VENDOR = '/vendor/invoiceRequest';

export async function invoiceRequestRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  for (const [path, site] of [
    [`${BUYER}/list`, 'buyer'],
    [`${VENDOR}/list`, 'supplier'],
  ] as const) {
    typed.get(
      path,
      {
        config: site === 'buyer' ? finance : supplier,
        schema: {
          summary:
            site === 'buyer'
              ? "The tenant's invoice requests, newest first (keyset pages)"
              : 'The invoice requests addressed to the supplier in the current tenant (keyset pages)',
          tags,
          querystring: requestListQuerySchema,
          response: { 200: envelopeSchema(requestPageSchema), ...errorResponses(400, 401, 403, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const actor = site === 'buyer' ? buyerActor(ctx) : supplierActor(ctx);
        return ok(
          await withContext(db, ctx, (tx) =>
            listInvoiceRequests(tx, actor.tenantId, request.query, requestLocale(request), actor.vendorId),
          ),
        );
      },
    );

    typed.get(
      path.replace('/list', '/detail/:id'),
      {
        config: site === 'buyer' ? finance : supplier,
        schema: {
          summary: 'One invoice request with its order lines, invoice title and receiving address',
          tags,
          params: requestIdParamsSchema,
          response: { 200: envelopeSchema(requestDetailSchema), ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const actor = site === 'buyer' ? buyerActor(ctx) : supplierActor(ctx);
        const detail = await withContext(db, ctx, (tx) =>
          findInvoiceRequest(tx, actor.tenantId, request.params.id, requestLocale(request), actor.vendorId),
        );
        if (!detail) throw new AppError(404, ERROR_CODES.invoiceRequestNotFound);
        return ok(detail);
      },
    );
  }

  typed.get(
    `${BUYER}/requestable`,
    {
      config: finance,
      schema: {
        summary:
          "A supplier's order lines with something left to request: received − returned − invoiced − open requests (newest 200)",
        tags,
        querystring: requestableQuerySchema,
        response: { 200: envelopeSchema(requestableListSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      const items = await withContext(db, ctx, (tx) =>
        requestableLines(tx, actor.tenantId, request.query.vendorId, request.query.orderCode),
      );
      return ok({ items });
    },
  );

  typed.post(
    `${BUYER}/preview`,
    {
      config: finance,
      schema: {
        summary:
          'Review an invoice request before sending it (/assetsManagement/confirm): the same checks as create, nothing written; lines valued at the order price with what is left to request',
        tags,
        body: invoiceRequestSchema,
        response: { 200: envelopeSchema(requestPreviewSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const preview = await withContext(db, ctx, (tx) =>
        previewInvoiceRequest(tx, buyerActor(ctx), request.body, requestLocale(request)),
      );
      return ok(preview);
    },
  );

  typed.post(
    `${BUYER}/create`,
    {
      config: finance,
      schema: {
        summary:
          'Send an invoice request to one supplier: order lines with quantities ≤ what is left to request (checked under the order lock), invoice title, receiving address',
        tags,
        body: invoiceRequestSchema,
        response: { 200: envelopeSchema(requestCreatedSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const saved = await withContext(db, ctx, (tx) =>
        createInvoiceRequest(tx, buyerActor(ctx), request.body),
      );
      return ok(saved, translate(request, SUCCESS_MESSAGES.invoiceRequestSubmitted));
    },
  );

  typed.post(
    `${BUYER}/cancel`,
    {
      config: finance,
      schema: {
        summary: 'Cancel a request not yet invoiced (sent or acknowledged): its quantities no longer count',
        tags,
        body: invoiceIdBody,
        response: {
          200: envelopeSchema(requestStatusSchema),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const status = await withContext(db, ctx, (tx) =>
        cancelInvoiceRequest(tx, buyerActor(ctx), request.body.id),
      );
      return ok(status, translate(request, SUCCESS_MESSAGES.invoiceRequestCancelled));
    },
  );

  typed.post(
    `${VENDOR}/acknowledge`,
    {
      config: supplier,
      schema: {
        summary: 'The supplier acknowledges a sent invoice request',
        tags,
        body: invoiceIdBody,
        response: {
          200: envelopeSchema(requestStatusSchema),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const status = await withContext(db, ctx, (tx) =>
        acknowledgeInvoiceRequest(tx, supplierActor(ctx), request.body.id),
      );
      return ok(status, translate(request, SUCCESS_MESSAGES.invoiceRequestAcknowledged));
    },
  );
}
