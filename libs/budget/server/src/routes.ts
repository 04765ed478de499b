import type { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BUDGET_ERROR_CODES, BUDGET_SUCCESS_MESSAGES, ERROR_CODES, PERMISSIONS } from '@procure/shared-codes';
import {
  AppError,
  envelopeSchema,
  errorResponses,
  fieldError,
  ok,
  requestLocale,
  translate,
  type RouteContribution,
} from '@procure/server-http';
import { requireAuth, withContext, type RequestContext } from '@procure/server-auth';
import { isUniqueViolation } from '@procure/server-db';
import { importFieldIssues } from '@procure/server-import';
import { budgetImport, importBudgets } from './budget-import.ts';
import { listEntries } from './ledger.ts';
import {
  costCentreExists,
  findBudget,
  insertBudget,
  listBudgets,
  setDisabled,
  updateAmount,
} from './queries.ts';
import {
  budgetAmountInputSchema,
  budgetDetailSchema,
  budgetInputSchema,
  budgetPageSchema,
  budgetQuerySchema,
  budgetSchema,
  idParamsSchema,
  importInputSchema,
  importResultSchema,
  statusInputSchema,
} from './wire.ts';

const config = { access: { permission: PERMISSIONS.settingBudget } } as const;
const tags = ['budget'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Budgets belong to a buyer tenant: operations staff (no tenant) and suppliers have none. */
function tenantOf(ctx: RequestContext): string {
  if (!ctx.tenantId || ctx.site !== 'buyer') throw new AppError(403, ERROR_CODES.authForbidden);
  return ctx.tenantId;
}

const notFound = () => new AppError(404, ERROR_CODES.commonNotFound);

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/budget/list',
    {
      config,
      schema: {
        summary: 'Budgets with amount, committed (reserved + committed), spent, available and usage %',
        tags,
        querystring: budgetQuerySchema,
        response: { 200: envelopeSchema(budgetPageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = tenantOf(ctx);
      return ok(
        await withContext(db, ctx, (tx) => listBudgets(tx, tenantId, request.query, requestLocale(request))),
      );
    },
  );

  app.get(
    '/budget/import/template',
    {
      config,
      schema: {
        summary: 'The budget import template (xlsx, header row in the request language)',
        tags,
        response: errorResponses(401, 403),
      },
    },
    async (request, reply) => {
      tenantOf(requireAuth(request));
      const bytes = await budgetImport.template(requestLocale(request));
      // A plain FastifyReply: the typed one only accepts the JSON envelopes of the schema.
      return (reply as FastifyReply)
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="budgets.xlsx"')
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  app.post(
    '/budget/import',
    {
      config,
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        summary:
          'Imports budgets from the template (base64 xlsx): all rows or none; invalid rows → 400 with fields `rows.<row>.<column>`',
        tags,
        body: importInputSchema,
        response: { 200: envelopeSchema(importResultSchema), ...errorResponses(400, 401, 403, 413, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = tenantOf(ctx);
      const bytes = Buffer.from(request.body.content, 'base64');
      const locale = requestLocale(request);
      // Throwing inside the transaction rolls back every row already inserted: all or nothing.
      const imported = await withContext(db, ctx, async (tx) => {
        const result = await importBudgets(tx, tenantId, bytes, locale);
        if (result.errors.length > 0) {
          throw new AppError(400, BUDGET_ERROR_CODES.budgetImportInvalid, undefined, {
            fields: importFieldIssues(result.errors),
          });
        }
        return result.imported;
      });
      return ok(
        { imported },
        translate(request, BUDGET_SUCCESS_MESSAGES.budgetImported, { count: imported }),
      );
    },
  );

  app.get(
    '/budget/:id',
    {
      config,
      schema: {
        summary: 'One budget and its ledger (which documents reserved, committed or released; newest first)',
        tags,
        params: idParamsSchema,
        response: { 200: envelopeSchema(budgetDetailSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = tenantOf(ctx);
      const detail = await withContext(db, ctx, async (tx) => {
        const budget = await findBudget(tx, tenantId, request.params.id, requestLocale(request));
        if (!budget) return null;
        const entries = await listEntries(tx, budget.id);
        return { budget, entries: entries.map((e) => ({ ...e, at: e.at.toISOString() })) };
      });
      if (!detail) throw notFound();
      return ok(detail as z.infer<typeof budgetDetailSchema>);
    },
  );

  app.post(
    '/budget/create',
    {
      config,
      schema: {
        summary: 'Creates a budget for a cost centre (+ optional project) and period; a second one: 409',
        tags,
        body: budgetInputSchema,
        response: { 200: envelopeSchema(budgetSchema), ...errorResponses(400, 401, 403, 409, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = tenantOf(ctx);
      const input = request.body;
      const saved = await withContext(db, ctx, async (tx) => {
        if (!(await costCentreExists(tx, tenantId, input.costCentreId))) {
          throw fieldError('costCentreId', BUDGET_ERROR_CODES.budgetUnknownCostCentre);
        }
        try {
          const id = await tx.transaction((sp) =>
            insertBudget(sp, tenantId, { ...input, projectCode: input.projectCode ?? null }),
          );
          return await findBudget(tx, tenantId, id, requestLocale(request));
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError(409, BUDGET_ERROR_CODES.budgetDuplicate);
          throw error;
        }
      });
      if (!saved) throw notFound();
      return ok(saved, translate(request, BUDGET_SUCCESS_MESSAGES.budgetSaved));
    },
  );

  app.put(
    '/budget/:id/amount',
    {
      config,
      schema: {
        summary: 'Changes the amount; below committed + spent: 409 (the ledger never goes over by an edit)',
        tags,
        params: idParamsSchema,
        body: budgetAmountInputSchema,
        response: { 200: envelopeSchema(budgetSchema), ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = tenantOf(ctx);
      const saved = await withContext(db, ctx, async (tx) => {
        const refused = await updateAmount(tx, tenantId, request.params.id, request.body.amount);
        if (refused === undefined) throw notFound();
        if (refused !== null) {
          throw new AppError(409, BUDGET_ERROR_CODES.budgetAmountBelowUsed, { used: refused });
        }
        return findBudget(tx, tenantId, request.params.id, requestLocale(request));
      });
      if (!saved) throw notFound();
      return ok(saved, translate(request, BUDGET_SUCCESS_MESSAGES.budgetSaved));
    },
  );

  app.put(
    '/budget/:id/status',
    {
      config,
      schema: {
        summary: 'Disables (new submissions no longer find it; existing holds stay) or enables a budget',
        tags,
        params: idParamsSchema,
        body: statusInputSchema,
        response: { 200: envelopeSchema(budgetSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = tenantOf(ctx);
      const { disabled } = request.body;
      const saved = await withContext(db, ctx, async (tx) => {
        if (!(await setDisabled(tx, tenantId, request.params.id, disabled))) return null;
        return findBudget(tx, tenantId, request.params.id, requestLocale(request));
      });
      if (!saved) throw notFound();
      const message = disabled
        ? BUDGET_SUCCESS_MESSAGES.budgetDisabled
        : BUDGET_SUCCESS_MESSAGES.budgetEnabled;
      return ok(saved, translate(request, message));
    },
  );
};

export const budgetRoutes: RouteContribution = { gateway: 'api-v1', name: 'budget', routes };
