import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
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
import type { Actor } from './access.ts';
import { requestDetail } from './detail.ts';
import { templateRoutes } from './template-routes.ts';
import { registerPurchaseApply } from './document-type.ts';
import { registerPurchaseRequestExport } from './export-source.ts';
import { listOwnRequests } from './list-query.ts';
import { copyRequest, createFromCart, holdSubmit, removeDraft } from './request-service.ts';
import { actOnRequest, cancelRequest, commitRequest, previewBudget, repealRequest } from './transitions.ts';
import {
  approveBodySchema,
  budgetCheckResultSchema,
  cancelBodySchema,
  commitBodySchema,
  commitResultSchema,
  createDetailsBodySchema,
  detailSchema,
  holdSubmitBodySchema,
  idBodySchema,
  idParamsSchema,
  listPageSchema,
  listQuerySchema,
  savedSchema,
} from './wire.ts';

const apply = { access: { permission: PERMISSIONS.procurementApply } } as const;
const approval = { access: { permission: PERMISSIONS.procurementApproval } } as const;
const tags = ['procurement'];
const write = errorResponses(400, 401, 403, 404, 409, 503);

/** Purchase requests belong to a buyer tenant: operations staff and suppliers have none. */
function actorOf(request: FastifyRequest): Actor {
  const ctx = requireAuth(request);
  if (!ctx.tenantId || ctx.site !== 'buyer') throw new AppError(403, ERROR_CODES.authForbidden);
  return { tenantId: ctx.tenantId, userId: ctx.userId, permissions: ctx.permissions };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  registerPurchaseApply();
  registerPurchaseRequestExport();
  templateRoutes(app);
  const run = <T>(
    request: FastifyRequest,
    fn: (tx: Parameters<Parameters<typeof withContext>[2]>[0], actor: Actor) => Promise<T>,
  ) => {
    const actor = actorOf(request);
    return withContext(db, requireAuth(request), (tx) => fn(tx, actor));
  };
  const english = (request: FastifyRequest) => requestLocale(request) === 'en-US';

  app.get(
    '/procurementApply/list',
    {
      config: apply,
      schema: {
        summary: "The caller's purchase requests (applicant or creator), newest first, keyset pages",
        tags,
        querystring: listQuerySchema,
        response: { 200: envelopeSchema(listPageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) =>
      ok(await run(request, (tx, actor) => listOwnRequests(tx, actor, request.query, english(request)))),
  );

  app.get(
    '/copyto/purchaseList',
    {
      // Its own permission (issue #12 §5): people copied without the purchasing permission see it too.
      config: { access: { permission: PERMISSIONS.copyTo } },
      schema: {
        summary:
          'Purchase requests copied (cc) to the caller at submit, newest first, keyset pages (read-only: show/:id opens them)',
        tags,
        querystring: listQuerySchema,
        response: { 200: envelopeSchema(listPageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) =>
      ok(
        await run(request, (tx, actor) =>
          listOwnRequests(tx, actor, request.query, english(request), 'copied'),
        ),
      ),
  );

  app.get(
    '/procurementApply/show/:id',
    {
      // Approvers open the requests of their inbox without the apply permission: visibleRequest decides
      // (owner, admin, or an approver who has or had a task), everyone else gets the absent-id 404.
      config: { access: { authenticated: true } },
      schema: {
        summary:
          'One purchase request with lines, budget check, history, progress, orders and allowed actions',
        tags,
        params: idParamsSchema,
        response: { 200: envelopeSchema(detailSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) =>
      ok(await run(request, (tx, actor) => requestDetail(tx, actor, request.params.id, english(request)))),
  );

  app.post(
    '/procurementApply/holdSubmit',
    {
      config: apply,
      schema: {
        summary: 'Saves a draft (no id) or changes a draft / returned request (id); formats and limits only',
        tags,
        body: holdSubmitBodySchema,
        response: { 200: envelopeSchema(savedSchema), ...write },
      },
    },
    async (request) => {
      const saved = await run(request, (tx, actor) => holdSubmit(tx, actor, request.body));
      return ok(saved, translate(request, SUCCESS_MESSAGES.procurementSaved));
    },
  );

  app.post(
    '/procurementApply/createDetails',
    {
      config: apply,
      schema: {
        summary: 'A new draft from cart items (re-priced), the items leave the cart',
        tags,
        body: createDetailsBodySchema,
        response: { 200: envelopeSchema(savedSchema), ...write },
      },
    },
    async (request) => {
      const saved = await run(request, (tx, actor) => createFromCart(tx, actor, request.body.cartItemIds));
      return ok(saved, translate(request, SUCCESS_MESSAGES.procurementSaved));
    },
  );

  app.post(
    '/procurementApply/commit',
    {
      config: apply,
      schema: {
        summary:
          'Submits for approval: full check, budget reservation (409 overBudget unless confirmed), flow start',
        tags,
        body: commitBodySchema,
        response: { 200: envelopeSchema(commitResultSchema), ...write },
      },
    },
    async (request) => {
      const result = await run(request, (tx, actor) => commitRequest(tx, actor, request.body));
      return ok(result, translate(request, SUCCESS_MESSAGES.procurementSubmitted));
    },
  );

  app.get(
    '/procurementApply/budgetCheck/:id',
    {
      config: apply,
      schema: {
        summary: 'Previews the budget check of the saved request (nothing reserved)',
        tags,
        params: idParamsSchema,
        response: {
          200: envelopeSchema(budgetCheckResultSchema),
          ...errorResponses(400, 401, 403, 404, 503),
        },
      },
    },
    async (request) => ok(await run(request, (tx, actor) => previewBudget(tx, actor, request.params.id))),
  );

  app.post(
    '/procurementApply/approve',
    {
      config: approval,
      schema: {
        summary: "Approves or rejects the caller's pending task on the request",
        tags,
        body: approveBodySchema,
        response: { 200: envelopeSchema(z.object({ status: z.number().int() })), ...write },
      },
    },
    async (request) => {
      const result = await run(request, (tx, actor) => actOnRequest(tx, actor, request.body));
      return ok(result, translate(request, SUCCESS_MESSAGES.procurementActed));
    },
  );

  const simple = (
    path: string,
    summary: string,
    message: string,
    fn: (tx: Parameters<Parameters<typeof withContext>[2]>[0], actor: Actor, id: string) => Promise<void>,
  ) =>
    app.post(
      path,
      {
        config: apply,
        schema: { summary, tags, body: idBodySchema, response: { 200: envelopeSchema(z.null()), ...write } },
      },
      async (request) => {
        await run(request, (tx, actor) => fn(tx, actor, request.body.id));
        return ok(null, translate(request, message));
      },
    );

  simple(
    '/procurementApply/repeal',
    'Withdraws a request under approval (back to draft, budget released)',
    SUCCESS_MESSAGES.procurementRepealed,
    repealRequest,
  );
  simple('/procurementApply/delete', 'Deletes a draft', SUCCESS_MESSAGES.procurementDeleted, removeDraft);

  app.post(
    '/procurementApply/copy',
    {
      config: apply,
      schema: {
        summary: 'Copies a request into a new draft of the caller',
        tags,
        body: idBodySchema,
        response: { 200: envelopeSchema(savedSchema), ...write },
      },
    },
    async (request) => {
      const saved = await run(request, (tx, actor) => copyRequest(tx, actor, request.body.id));
      return ok(saved, translate(request, SUCCESS_MESSAGES.procurementCopied));
    },
  );

  app.post(
    '/procurementApply/cancel',
    {
      config: apply,
      schema: {
        summary: 'Cancels a draft, returned or approved request (approved: only while no order is confirmed)',
        tags,
        body: cancelBodySchema,
        response: { 200: envelopeSchema(z.null()), ...write },
      },
    },
    async (request) => {
      await run(request, (tx, actor) => cancelRequest(tx, actor, request.body.id, request.body.reason));
      return ok(null, translate(request, SUCCESS_MESSAGES.procurementCancelled));
    },
  );
};

export const procurementRoutes: RouteContribution = { gateway: 'api-v1', name: 'procurement', routes };
