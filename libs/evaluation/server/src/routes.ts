import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CODES, ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { mouldSchema, mouldStateBody, planIdBody, planSchema } from '@procure/shared-validation';
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
import { buyerActor } from './actor.ts';
import { appraiseRoutes } from './appraise-routes.ts';
import { findMould, listMoulds, saveMould, setMouldState } from './moulds.ts';
import { importMouldCriteria, mouldCriteriaImport } from './mould-import.ts';
import {
  cancelPlan,
  findPlan,
  listPlans,
  planFacts,
  planOptions,
  registerPlanDocument,
  savePlan,
  submitPlan,
} from './plans.ts';
import {
  idParamsSchema,
  mouldDetailSchema,
  mouldImportBody,
  mouldImportResultSchema,
  mouldListQuerySchema,
  mouldSummarySchema,
  planDetailSchema,
  planListQuerySchema,
  planOptionsSchema,
  planStatusSchema,
  planSummarySchema,
  savedSchema,
  stateResultSchema,
  vendorFactsSchema,
} from './wire.ts';

// Supplier performance evaluation (issue #17; spec §7 "Performance"). Buyer calls under /performance
// (permission supplier:performance for templates, plans and results). Ids of another tenant answer like
// absent ones (404).

const manager = { access: { permission: PERMISSIONS.supplierPerformance } } as const;
const tags = ['performance'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  registerPlanDocument();

  // ---- templates (moulds)
  app.get(
    '/performance/mould/page',
    {
      config: manager,
      schema: {
        summary: "The tenant's evaluation templates, last changed first",
        tags,
        querystring: mouldListQuerySchema,
        response: { 200: envelopeSchema(z.array(mouldSummarySchema)), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      return ok(await withContext(db, ctx, (tx) => listMoulds(tx, actor.tenantId, request.query)));
    },
  );

  app.get(
    '/performance/mould/selectById/:id',
    {
      config: manager,
      schema: {
        summary: 'One evaluation template with its criteria (weight, scoring method)',
        tags,
        params: idParamsSchema,
        response: { 200: envelopeSchema(mouldDetailSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      const mould = await withContext(db, ctx, (tx) => findMould(tx, actor.tenantId, request.params.id));
      if (!mould) throw new AppError(404, ERROR_CODES.evaluationMouldNotFound);
      return ok(mould);
    },
  );

  app.post(
    '/performance/mould/saveBase',
    {
      config: manager,
      schema: {
        summary:
          'Create (no id) or replace an evaluation template: criteria with whole-percent weights adding up to 100, each scored manually (0–100) or computed from the ledger',
        tags,
        body: mouldSchema,
        response: { 200: envelopeSchema(savedSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const saved = await withContext(db, ctx, (tx) => saveMould(tx, buyerActor(ctx), request.body));
      return ok(saved, translate(request, SUCCESS_MESSAGES.evaluationMouldSaved));
    },
  );

  app.get(
    '/performance/mould/importDetail/template',
    {
      config: manager,
      schema: {
        summary:
          "The xlsx template of a template's criteria (name, weight %, scoring method, remark; header row in the request language)",
        tags,
        response: errorResponses(401, 403),
      },
    },
    async (request, reply) => {
      buyerActor(requireAuth(request));
      const bytes = await mouldCriteriaImport.template(requestLocale(request));
      // A plain FastifyReply: the typed one only accepts the JSON envelopes of the schema.
      return (reply as FastifyReply)
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="evaluation-criteria.xlsx"')
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  app.post(
    '/performance/mould/importDetail',
    {
      config: manager,
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        summary:
          "Replaces a template's criteria by an uploaded sheet (base64 xlsx): all rows or none; any bad row, a duplicate name or weights not adding up to 100 → 400 with fields `rows.<row>.<column>` / `file`",
        tags,
        body: mouldImportBody,
        response: {
          200: envelopeSchema(mouldImportResultSchema),
          ...errorResponses(400, 401, 403, 404, 413, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { id, content } = request.body;
      const locale = requestLocale(request);
      const result = await withContext(db, ctx, (tx) =>
        importMouldCriteria(tx, buyerActor(ctx), id, Buffer.from(content, 'base64'), locale),
      );
      return ok(
        result,
        translate(request, SUCCESS_MESSAGES.evaluationCriteriaImported, { count: result.imported }),
      );
    },
  );

  app.post(
    '/performance/mould/updateState',
    {
      config: manager,
      schema: {
        summary: 'Enable (1) or disable (0) a template; a disabled one is not offered to new plans',
        tags,
        body: mouldStateBody,
        response: { 200: envelopeSchema(stateResultSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { id, state } = request.body;
      const result = await withContext(db, ctx, (tx) => setMouldState(tx, buyerActor(ctx), id, state));
      return ok(
        result,
        translate(
          request,
          state === CODES.enabled.enabled.code
            ? SUCCESS_MESSAGES.evaluationMouldEnabled
            : SUCCESS_MESSAGES.evaluationMouldDisabledDone,
        ),
      );
    },
  );

  // ---- performance plans
  app.get(
    '/performance/plan/options',
    {
      config: manager,
      schema: {
        summary:
          'What a plan offers: enabled templates with their criteria (selectMould), the suppliers (selectAllVendor), the employees who may score',
        tags,
        response: { 200: envelopeSchema(planOptionsSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      const locale = requestLocale(request);
      return ok(await withContext(db, ctx, (tx) => planOptions(tx, actor.tenantId, locale)));
    },
  );

  app.get(
    '/performance/plan/selectList',
    {
      config: manager,
      schema: {
        summary: "The tenant's performance plans, newest first, each with its scoring progress",
        tags,
        querystring: planListQuerySchema,
        response: { 200: envelopeSchema(z.array(planSummarySchema)), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      return ok(await withContext(db, ctx, (tx) => listPlans(tx, actor.tenantId, request.query)));
    },
  );

  app.get(
    '/performance/plan/selectById/:id',
    {
      config: manager,
      schema: {
        summary: 'One plan: period, criteria with their evaluators, suppliers, progress and history',
        tags,
        params: idParamsSchema,
        response: { 200: envelopeSchema(planDetailSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      const plan = await withContext(db, ctx, (tx) => findPlan(tx, actor.tenantId, request.params.id));
      if (!plan) throw new AppError(404, ERROR_CODES.evaluationPlanNotFound);
      return ok(plan);
    },
  );

  app.get(
    '/performance/plan/facts/:id',
    {
      config: manager,
      schema: {
        summary:
          "Each supplier's ledger facts in the plan's period (deliveries on time, receipts accepted / rejected, returns) and the computed criteria's scores",
        tags,
        params: idParamsSchema,
        response: {
          200: envelopeSchema(z.array(vendorFactsSchema)),
          ...errorResponses(400, 401, 403, 404, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      const facts = await withContext(db, ctx, (tx) => planFacts(tx, actor.tenantId, request.params.id));
      if (!facts) throw new AppError(404, ERROR_CODES.evaluationPlanNotFound);
      return ok(facts);
    },
  );

  app.post(
    '/performance/plan/savePlan',
    {
      config: manager,
      schema: {
        summary:
          'Create (no id) or replace a draft plan: template (its criteria are copied), period, deadline, suppliers, evaluators of each manual criterion',
        tags,
        body: planSchema,
        response: { 200: envelopeSchema(savedSchema), ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const locale = requestLocale(request);
      const saved = await withContext(db, ctx, (tx) => savePlan(tx, buyerActor(ctx), request.body, locale));
      return ok(saved, translate(request, SUCCESS_MESSAGES.evaluationPlanSaved));
    },
  );

  for (const [path, summary, run, message] of [
    [
      '/performance/plan/submit',
      'Submit a draft plan to approval (document type performancePlan); approved → in evaluation, appraisals open',
      submitPlan,
      SUCCESS_MESSAGES.evaluationPlanSubmitted,
    ],
    [
      '/performance/plan/cancel',
      'Cancel a draft plan or one in evaluation',
      cancelPlan,
      SUCCESS_MESSAGES.evaluationPlanCancelled,
    ],
  ] as const) {
    app.post(
      path,
      {
        config: manager,
        schema: {
          summary,
          tags,
          body: planIdBody,
          response: {
            200: envelopeSchema(planStatusSchema),
            ...errorResponses(400, 401, 403, 404, 409, 422, 503),
          },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const result = await withContext(db, ctx, (tx) => run(tx, buyerActor(ctx), request.body.id));
        return ok(result, translate(request, message));
      },
    );
  }

  // My assessments, results, grade levels, reminders, the supplier's results (appraise-routes.ts).
  await app.register(appraiseRoutes);
};

export const evaluationRoutes: RouteContribution = { gateway: 'api-v1', name: 'evaluation', routes };
