import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { AppError, envelopeSchema, errorResponses, idSchema, ok, translate } from '@procure/server-http';
import { requireAuth, withContext } from '@procure/server-auth';
import type { Actor } from './access.ts';
import {
  deleteTemplate,
  listTemplates,
  renameTemplate,
  requestFromTemplate,
  saveTemplateFromOrder,
  saveTemplateFromRequest,
  templateDetail,
} from './templates.ts';
import { idBodySchema, idParamsSchema, savedSchema } from './wire.ts';

// Order templates (spec §3 "order template", issue #13 §4): routes of the procurement plugin.

const apply = { access: { permission: PERMISSIONS.procurementApply } } as const;
const tags = ['procurement'];
const write = errorResponses(400, 401, 403, 404, 409, 422, 503);

/** Trimmed, 1–50 characters: the page's field rule, checked again here. */
const templateName = z
  .string('validation.required')
  .trim()
  .min(1, 'validation.required')
  .max(50, 'validation.tooLong');

const summarySchema = z.object({
  id: z.string(),
  name: z.string(),
  sourceType: z.enum(['request', 'order']).describe('Where the lines were saved from'),
  sourceCode: z.string().describe("That document's number"),
  lineCount: z.number().int(),
  updatedAt: z.string(),
});
const detailSchema = summarySchema.extend({
  lines: z.array(
    z.object({
      lineNo: z.number().int(),
      productCode: z.string().nullable(),
      name: z.string(),
      spec: z.string().nullable(),
      unit: z.string().nullable(),
      unitPrice: z.string(),
      quantity: z.string(),
    }),
  ),
});
const saveFromRequestBody = z.object({ requestId: idSchema, name: templateName });
const saveFromOrderBody = z.object({ orderId: idSchema, name: templateName });
const renameBody = z.object({ id: idSchema, name: templateName });

function actorOf(request: FastifyRequest): Actor {
  const ctx = requireAuth(request);
  if (!ctx.tenantId || ctx.site !== 'buyer') throw new AppError(403, ERROR_CODES.authForbidden);
  return { tenantId: ctx.tenantId, userId: ctx.userId, permissions: ctx.permissions };
}

export function templateRoutes(app: FastifyInstance): void {
  const db = app.database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const run = <T>(
    request: FastifyRequest,
    fn: (tx: Parameters<Parameters<typeof withContext>[2]>[0], actor: Actor) => Promise<T>,
  ) => {
    const actor = actorOf(request);
    return withContext(db, requireAuth(request), (tx) => fn(tx, actor));
  };

  r.get(
    '/orderTemplate/list',
    {
      config: apply,
      schema: {
        summary: "The caller's order templates, last changed first (at most 50)",
        tags,
        response: { 200: envelopeSchema(z.array(summarySchema)), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => ok(await run(request, (tx, actor) => listTemplates(tx, actor))),
  );

  r.get(
    '/orderTemplate/detail/:id',
    {
      config: apply,
      schema: {
        summary: "One of the caller's order templates with its lines",
        tags,
        params: idParamsSchema,
        response: { 200: envelopeSchema(detailSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => ok(await run(request, (tx, actor) => templateDetail(tx, actor, request.params.id))),
  );

  r.post(
    '/orderTemplate/saveFromRequest',
    {
      config: apply,
      schema: {
        summary: 'Saves the lines of a purchase request the caller may see as a named template of the caller',
        tags,
        body: saveFromRequestBody,
        response: { 200: envelopeSchema(z.object({ id: z.string() })), ...write },
      },
    },
    async (request) => {
      const saved = await run(request, (tx, actor) =>
        saveTemplateFromRequest(tx, actor, request.body.requestId, request.body.name),
      );
      return ok(saved, translate(request, SUCCESS_MESSAGES.procurementTemplateSaved));
    },
  );

  r.post(
    '/orderTemplate/saveFromOrder',
    {
      config: apply,
      schema: {
        summary:
          "Saves a purchase order's lines (ordered quantity and price) as a named template (needs the order permission too)",
        tags,
        body: saveFromOrderBody,
        response: { 200: envelopeSchema(z.object({ id: z.string() })), ...write },
      },
    },
    async (request) => {
      if (!requireAuth(request).permissions.has(PERMISSIONS.procurementOrder)) {
        throw new AppError(403, ERROR_CODES.authForbidden);
      }
      const saved = await run(request, (tx, actor) =>
        saveTemplateFromOrder(tx, actor, request.body.orderId, request.body.name),
      );
      return ok(saved, translate(request, SUCCESS_MESSAGES.procurementTemplateSaved));
    },
  );

  r.post(
    '/orderTemplate/rename',
    {
      config: apply,
      schema: {
        summary: "Renames one of the caller's templates (names are unique per user)",
        tags,
        body: renameBody,
        response: { 200: envelopeSchema(z.null()), ...write },
      },
    },
    async (request) => {
      await run(request, (tx, actor) => renameTemplate(tx, actor, request.body.id, request.body.name));
      return ok(null, translate(request, SUCCESS_MESSAGES.procurementTemplateRenamed));
    },
  );

  r.post(
    '/orderTemplate/delete',
    {
      config: apply,
      schema: {
        summary: "Deletes one of the caller's templates",
        tags,
        body: idBodySchema,
        response: { 200: envelopeSchema(z.null()), ...write },
      },
    },
    async (request) => {
      await run(request, (tx, actor) => deleteTemplate(tx, actor, request.body.id));
      return ok(null, translate(request, SUCCESS_MESSAGES.procurementTemplateDeleted));
    },
  );

  r.post(
    '/orderTemplate/createRequest',
    {
      config: apply,
      schema: {
        summary: 'Starts a new draft purchase request of the caller from one of its templates',
        tags,
        body: idBodySchema,
        response: { 200: envelopeSchema(savedSchema), ...write },
      },
    },
    async (request) => {
      const saved = await run(request, (tx, actor) => requestFromTemplate(tx, actor, request.body.id));
      return ok(saved, translate(request, SUCCESS_MESSAGES.procurementSaved));
    },
  );
}
