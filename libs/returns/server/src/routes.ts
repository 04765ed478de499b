import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { returnDisputeBody, returnIdBody, returnSchema } from '@procure/shared-validation';
import {
  AppError,
  envelopeSchema,
  errorResponses,
  ok,
  requestLocale,
  translate,
  type RouteContribution,
} from '@procure/server-http';
import { requireAuth, withContext } from '@procure/server-auth';
import type { Db } from '@procure/server-db';
import { buyerActor, supplierActor } from './actor.ts';
import { registerReturnExports } from './export-source.ts';
import { findReturnDetail, listReturns, markSupplierRead } from './return-queries.ts';
import {
  completeReturn,
  deleteReturn,
  registerReturnDocument,
  repealReturn,
  saveReturn,
  sendReturn,
  submitReturn,
  supplierConfirmReturn,
  supplierDisputeReturn,
} from './return-service.ts';
import type { ReturnActor } from './types.ts';
import {
  returnDetailSchema,
  returnIdParamsSchema,
  returnListQuerySchema,
  returnPageSchema,
  returnSavedSchema,
  returnStatusSchema,
} from './wire.ts';

// Returns (issue #14; spec §4 "Return goods: create, update, confirm, delete"). Buyer calls under
// /return (permission procurement:order: returns are order work), supplier calls under /vendor/return
// (permission vendor:order; scoped by the session's company: another supplier's return ≡ absent, 404).

const buyer = { access: { permission: PERMISSIONS.procurementOrder } } as const;
const supplier = { access: { permission: PERMISSIONS.vendorOrder } } as const;
const tags = ['return'];
const supplierTags = ['supplier return'];

async function buyerRoutes(app: FastifyInstance & { withTypeProvider: FastifyInstance['withTypeProvider'] }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.get(
    '/return/list',
    {
      config: buyer,
      schema: {
        summary: "The tenant's returns, newest first (keyset pages: pass nextCursor back as cursor)",
        tags,
        querystring: returnListQuerySchema,
        response: { 200: envelopeSchema(returnPageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      return ok(
        await withContext(db, ctx, (tx) =>
          listReturns(tx, actor.tenantId, request.query, requestLocale(request)),
        ),
      );
    },
  );

  typed.get(
    '/return/detail/:id',
    {
      config: buyer,
      schema: {
        summary: 'One return: lines, the order lines’ ledger (received, returned, payable basis) and history',
        tags,
        params: returnIdParamsSchema,
        response: { 200: envelopeSchema(returnDetailSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      const detail = await withContext(db, ctx, (tx) =>
        findReturnDetail(tx, actor.tenantId, request.params.id, requestLocale(request)),
      );
      if (!detail) throw new AppError(404, ERROR_CODES.returnNotFound);
      return ok(detail);
    },
  );

  for (const [path, summary] of [
    [
      '/return/create',
      'Create a draft return of received goods on one order (lines: quantity, reason, refund or replace)',
    ],
    ['/return/update', 'Edit a draft or rejected return (back to draft); `id` names it'],
  ] as const) {
    typed.post(
      path,
      {
        config: buyer,
        schema: {
          summary,
          tags,
          body: returnSchema,
          response: {
            200: envelopeSchema(returnSavedSchema),
            ...errorResponses(400, 401, 403, 404, 409, 503),
          },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const input = path === '/return/create' ? { ...request.body, id: undefined } : request.body;
        if (path === '/return/update' && !input.id) throw new AppError(404, ERROR_CODES.returnNotFound);
        const saved = await withContext(db, ctx, (tx) => saveReturn(tx, buyerActor(ctx), input));
        return ok(saved, translate(request, SUCCESS_MESSAGES.returnSaved));
      },
    );
  }

  for (const [path, summary, run, message] of [
    [
      '/return/submit',
      'Submit a draft or rejected return to approval: its quantities are booked on the order lines (≤ received − returned)',
      submitReturn,
      SUCCESS_MESSAGES.returnSubmitted,
    ],
    [
      '/return/confirm',
      'Confirm an approved return: it goes to the supplier, who confirms taking the goods back',
      sendReturn,
      SUCCESS_MESSAGES.returnSent,
    ],
    [
      '/return/complete',
      'Complete a return the supplier took back',
      completeReturn,
      SUCCESS_MESSAGES.returnCompleted,
    ],
    ['/return/delete', 'Delete a draft or rejected return', deleteReturn, SUCCESS_MESSAGES.returnDeleted],
    [
      '/return/repeal',
      'Withdraw a return under approval (back to draft; its quantities are released)',
      repealReturn,
      SUCCESS_MESSAGES.returnRepealed,
    ],
  ] as const) {
    typed.post(
      path,
      {
        config: buyer,
        schema: {
          summary,
          tags,
          body: returnIdBody,
          response: {
            200: envelopeSchema(returnStatusSchema),
            ...errorResponses(400, 401, 403, 404, 409, 422, 503),
          },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const result = await withContext(db, ctx, (tx: Db) =>
          (run as (tx: Db, actor: ReturnActor, id: string) => Promise<{ status: number }>)(
            tx,
            buyerActor(ctx),
            request.body.id,
          ),
        );
        return ok(result, translate(request, message));
      },
    );
  }
}

async function supplierRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.get(
    '/vendor/return/list',
    {
      config: supplier,
      schema: {
        summary: 'Returns sent to the supplier in the current tenant, newest first (keyset pages)',
        tags: supplierTags,
        querystring: returnListQuerySchema,
        response: { 200: envelopeSchema(returnPageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = supplierActor(ctx);
      return ok(
        await withContext(db, ctx, (tx) =>
          listReturns(tx, actor.tenantId, request.query, requestLocale(request), actor.vendorId),
        ),
      );
    },
  );

  typed.get(
    '/vendor/return/detail/:id',
    {
      config: supplier,
      schema: {
        summary: 'One return sent to the supplier (clears its unread marker)',
        tags: supplierTags,
        params: returnIdParamsSchema,
        response: { 200: envelopeSchema(returnDetailSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = supplierActor(ctx);
      const detail = await withContext(db, ctx, async (tx) => {
        const found = await findReturnDetail(
          tx,
          actor.tenantId,
          request.params.id,
          requestLocale(request),
          actor.vendorId,
        );
        if (found) await markSupplierRead(tx, actor.tenantId, found.id);
        return found;
      });
      if (!detail) throw new AppError(404, ERROR_CODES.returnNotFound);
      return ok({ ...detail, vendorUnread: false });
    },
  );

  typed.post(
    '/vendor/return/confirm',
    {
      config: supplier,
      schema: {
        summary: 'Confirm the goods of a return were taken back (to confirm → returned)',
        tags: supplierTags,
        body: returnIdBody,
        response: {
          200: envelopeSchema(returnStatusSchema),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const result = await withContext(db, ctx, (tx) =>
        supplierConfirmReturn(tx, supplierActor(ctx), request.body.id),
      );
      return ok(result, translate(request, SUCCESS_MESSAGES.returnConfirmed));
    },
  );

  typed.post(
    '/vendor/return/dispute',
    {
      config: supplier,
      schema: {
        summary:
          'Dispute a return with a comment to the buyer (to confirm → rejected: its quantities go back on the order lines)',
        tags: supplierTags,
        body: returnDisputeBody,
        response: {
          200: envelopeSchema(returnStatusSchema),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const result = await withContext(db, ctx, (tx) =>
        supplierDisputeReturn(tx, supplierActor(ctx), request.body.id, request.body.comment),
      );
      return ok(result, translate(request, SUCCESS_MESSAGES.returnDisputed));
    },
  );
}

const routes: FastifyPluginAsyncZod = async (app) => {
  registerReturnDocument();
  registerReturnExports();
  await buyerRoutes(app as never);
  await supplierRoutes(app);
};

export const returnsRoutes: RouteContribution = { gateway: 'api-v1', name: 'returns', routes };
