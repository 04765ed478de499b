import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS, SUCCESS_MESSAGES, ERROR_CODES } from '@procure/shared-codes';
import {
  AppError,
  envelopeSchema,
  errorResponses,
  ok,
  translate,
  type RouteContribution,
} from '@procure/server-http';
import { requireAuth, withContext, type RequestContext } from '@procure/server-auth';
import { actOnApproval } from './act.ts';
import { documentView, listTasks, waitCount, type Caller } from './inbox.ts';
import { registeredDocType } from './registry.ts';
import {
  actInputSchema,
  batchInputSchema,
  batchResultSchema,
  countSchema,
  documentParamsSchema,
  documentViewSchema,
  statusSchema,
  taskPageSchema,
  taskQuerySchema,
} from './wire.ts';
import { flowSettingsRoutes } from './flow-routes.ts';
import { registerApprovalMenuCounter } from './menu-counter.ts';

const config = { access: { permission: PERMISSIONS.procurementApproval } } as const;
const tags = ['approval'];

/** The caller inside their tenant (approval is a tenant matter: operations staff have none). */
export function callerOf(ctx: RequestContext): Caller {
  if (!ctx.tenantId) throw new AppError(403, ERROR_CODES.authForbidden);
  return { tenantId: ctx.tenantId, userId: ctx.userId };
}

function docTypeOf(code: number) {
  const docType = registeredDocType(code);
  if (!docType) throw new AppError(404, ERROR_CODES.commonNotFound);
  return docType;
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  registerApprovalMenuCounter();

  app.get(
    '/approval/tasks',
    {
      config,
      schema: {
        summary: "The caller's approval tasks: pending (incl. as work-proxy delegate) or done (acted on)",
        tags,
        querystring: taskQuerySchema,
        response: { 200: envelopeSchema(taskPageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withContext(db, ctx, (tx) => listTasks(tx, callerOf(ctx), request.query)));
    },
  );

  app.get(
    '/approval/waitCount',
    {
      config,
      schema: {
        summary: 'How many approval tasks wait for the caller (incl. as work-proxy delegate)',
        tags,
        response: { 200: envelopeSchema(countSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok({ count: await withContext(db, ctx, (tx) => waitCount(tx, callerOf(ctx))) });
    },
  );

  app.post(
    '/approval/act',
    {
      config,
      schema: {
        summary: 'Approve, reject (comment required) or transfer the caller’s pending task on a document',
        tags,
        body: actInputSchema,
        response: { 200: envelopeSchema(statusSchema), ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { docType, documentId, action, comment, transferToId } = request.body;
      const caller = callerOf(ctx);
      const result = await withContext(db, ctx, (tx) =>
        actOnApproval(tx, {
          ...caller,
          docType: docTypeOf(docType),
          documentId,
          actorId: caller.userId,
          action,
          comment: comment ?? null,
          transferToId: transferToId ?? null,
        }),
      );
      const message =
        action === 'approve'
          ? SUCCESS_MESSAGES.approvalApproved
          : action === 'reject'
            ? SUCCESS_MESSAGES.approvalRejected
            : SUCCESS_MESSAGES.approvalTransferred;
      return ok(result, translate(request, message));
    },
  );

  app.post(
    '/approval/batchApprove',
    {
      config,
      schema: {
        summary: 'Approves up to 50 documents, each in its own transaction; one result per item',
        tags,
        body: batchInputSchema,
        response: { 200: envelopeSchema(batchResultSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const caller = callerOf(ctx);
      const results = [];
      for (const item of request.body.items) {
        try {
          await withContext(db, ctx, (tx) =>
            actOnApproval(tx, {
              ...caller,
              docType: docTypeOf(item.docType),
              documentId: item.documentId,
              actorId: caller.userId,
              action: 'approve',
              comment: request.body.comment ?? null,
            }),
          );
          results.push({ documentId: item.documentId, ok: true });
        } catch (err) {
          if (!(err instanceof AppError)) request.log.error({ err }, 'batch approve item failed');
          const errorCode = err instanceof AppError ? err.errorCode : ERROR_CODES.commonInternal;
          results.push({ documentId: item.documentId, ok: false, errorCode });
        }
      }
      return ok({ results });
    },
  );

  app.get(
    '/approval/document/:docType/:documentId',
    {
      config,
      schema: {
        summary: 'A document as the approval pages show it: summary, progress, history and the caller’s task',
        tags,
        params: documentParamsSchema,
        response: { 200: envelopeSchema(documentViewSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { docType, documentId } = request.params;
      return ok(await withContext(db, ctx, (tx) => documentView(tx, callerOf(ctx), docType, documentId)));
    },
  );

  // Same instance and prefix: the flow settings are a second permission on the same plugin.
  await flowSettingsRoutes(app, {});
};

export const approvalRoutes: RouteContribution = { gateway: 'api-v1', name: 'approval', routes };
