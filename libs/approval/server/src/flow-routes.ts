import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS, SUCCESS_MESSAGES, ERROR_CODES } from '@procure/shared-codes';
import { AppError, envelopeSchema, errorResponses, ok, translate } from '@procure/server-http';
import { requireAuth, withContext, type RequestContext } from '@procure/server-auth';
import {
  deleteAssignment,
  flowOptions,
  listAssignments,
  listFlows,
  saveAssignment,
  saveFlow,
  setFlowEnabled,
} from './flows.ts';
import {
  assignmentInputSchema,
  assignmentSchema,
  flowInputSchema,
  flowOptionsSchema,
  flowQuerySchema,
  flowSchema,
  idParamsSchema,
  savedSchema,
} from './wire.ts';

const config = { access: { permission: PERMISSIONS.settingApprovalFlow } } as const;
const tags = ['approval-settings'];

function tenantOf(ctx: RequestContext): string {
  if (!ctx.tenantId) throw new AppError(403, ERROR_CODES.authForbidden);
  return ctx.tenantId;
}

/** The flow settings page: flows per document type and approver assignments. */
export const flowSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/approval/flows',
    {
      config,
      schema: {
        summary: 'The approval flows of the tenant, optionally of one document type, with their nodes',
        tags,
        querystring: flowQuerySchema,
        response: { 200: envelopeSchema(z.array(flowSchema)), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withContext(db, ctx, (tx) => listFlows(tx, tenantOf(ctx), request.query.docType)));
    },
  );

  app.post(
    '/approval/flows/save',
    {
      config,
      schema: {
        summary: 'Adds (no id) or modifies (id) a flow; its nodes are replaced as a whole',
        tags,
        body: flowInputSchema,
        response: { 200: envelopeSchema(savedSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const id = await withContext(db, ctx, (tx) => saveFlow(tx, tenantOf(ctx), request.body));
      return ok({ id }, translate(request, SUCCESS_MESSAGES.approvalFlowSaved));
    },
  );

  for (const [verb, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    app.post(
      `/approval/flows/:id/${verb}`,
      {
        config,
        schema: {
          summary: enabled ? 'Enables a flow' : 'Disables a flow (running approvals keep their nodes)',
          tags,
          params: idParamsSchema,
          response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        await withContext(db, ctx, (tx) => setFlowEnabled(tx, tenantOf(ctx), request.params.id, enabled));
        const message = enabled
          ? SUCCESS_MESSAGES.approvalFlowEnabled
          : SUCCESS_MESSAGES.approvalFlowDisabled;
        return ok(null, translate(request, message));
      },
    );
  }

  app.get(
    '/approval/flowOptions',
    {
      config,
      schema: {
        summary: 'Employees, departments, cost centres and legal entities to pick from on the settings page',
        tags,
        response: { 200: envelopeSchema(flowOptionsSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withContext(db, ctx, (tx) => flowOptions(tx, tenantOf(ctx), ctx.locale)));
    },
  );

  app.get(
    '/approval/assignments',
    {
      config,
      schema: {
        summary: 'Who each approver type resolves to, per scope (user, department, cost centre, …, tenant)',
        tags,
        response: { 200: envelopeSchema(z.array(assignmentSchema)), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withContext(db, ctx, (tx) => listAssignments(tx, tenantOf(ctx))));
    },
  );

  app.post(
    '/approval/assignments/save',
    {
      config,
      schema: {
        summary: 'Adds (no id) or modifies (id) an assignment; one per approver type and scope (409)',
        tags,
        body: assignmentInputSchema,
        response: { 200: envelopeSchema(savedSchema), ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const id = await withContext(db, ctx, (tx) => saveAssignment(tx, tenantOf(ctx), request.body));
      return ok({ id }, translate(request, SUCCESS_MESSAGES.approvalAssignmentSaved));
    },
  );

  app.post(
    '/approval/assignments/:id/delete',
    {
      config,
      schema: {
        summary: 'Deletes an assignment',
        tags,
        params: idParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      await withContext(db, ctx, (tx) => deleteAssignment(tx, tenantOf(ctx), request.params.id));
      return ok(null, translate(request, SUCCESS_MESSAGES.approvalAssignmentDeleted));
    },
  );
};
