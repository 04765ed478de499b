import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import {
  assessmentIdBody,
  assessmentSchema,
  assessmentStateBody,
  gradeGuardSchema,
  LOW_GRADE_MODES,
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
import { requireAuth, withContext } from '@procure/server-auth';
import { buyerActor } from './actor.ts';
import { idParamsSchema } from './wire.ts';
import {
  assessmentComputed,
  assessmentOptions,
  assessmentSummary,
  deleteAssessment,
  findAssessment,
  listAssessments,
  saveAssessment,
  setAssessmentState,
} from './assessments/service.ts';
import {
  assessmentComputedQuerySchema,
  assessmentComputedSchema,
  assessmentDetailSchema,
  assessmentListQuerySchema,
  assessmentOptionsSchema,
  assessmentPageSchema,
  assessmentStateSchema,
  savedAssessmentSchema,
  summaryQuerySchema,
  vendorAssessmentSummarySchema,
} from './assessments/wire.ts';
import { listStatisticsRows, statisticsOverview } from './statistics/service.ts';
import {
  statisticsFilterSchema,
  statisticsListQuerySchema,
  statisticsOverviewSchema,
  statisticsPageSchema,
} from './statistics/wire.ts';
import { gradeGuardMode, saveGradeGuard } from './statistics/grade-guard.ts';
import { registerEvaluationStatsExports } from './statistics/export-source.ts';

// Performance statistics, one-off vendor assessments and the grade guard (issue #17 §5–§7; spec §7
// "Evaluate" / "Performance"). Buyer calls, permission supplier:performance; another tenant's id answers
// 404 like an absent one; a 4xx persists nothing (one transaction per request).

const manager = { access: { permission: PERMISSIONS.supplierPerformance } } as const;
const tags = ['performance'];
const modeSchema = z.object({ lowGradeMode: z.enum(LOW_GRADE_MODES) });

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  registerEvaluationStatsExports();

  // ---- statistics
  app.get(
    '/performance/statistics/overview',
    {
      config: manager,
      schema: {
        summary:
          'Published evaluations in a period: events, score trend per supplier, grade distribution, criterion averages',
        tags,
        querystring: statisticsFilterSchema,
        response: { 200: envelopeSchema(statisticsOverviewSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      const locale = requestLocale(request);
      return ok(
        await withContext(db, ctx, (tx) => statisticsOverview(tx, actor.tenantId, request.query, locale)),
      );
    },
  );

  app.get(
    '/performance/statistics/vendorList',
    {
      config: manager,
      schema: {
        summary: 'Published results per supplier and plan (score, final grade), newest first, keyset pages',
        tags,
        querystring: statisticsListQuerySchema,
        response: { 200: envelopeSchema(statisticsPageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      const locale = requestLocale(request);
      return ok(
        await withContext(db, ctx, (tx) => listStatisticsRows(tx, actor.tenantId, request.query, locale)),
      );
    },
  );

  // ---- grade guard
  app.get(
    '/performance/setting/gradeGuard',
    {
      config: manager,
      schema: {
        summary: 'What order creation does for a supplier whose latest published grade is the lowest level',
        tags,
        response: { 200: envelopeSchema(modeSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      return ok({ lowGradeMode: await withContext(db, ctx, (tx) => gradeGuardMode(tx, actor.tenantId)) });
    },
  );

  app.post(
    '/performance/setting/gradeGuard',
    {
      config: manager,
      schema: {
        summary: 'Set the grade guard: off, warn (the request shows it) or block (orders refused with 422)',
        tags,
        body: gradeGuardSchema,
        response: { 200: envelopeSchema(modeSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const saved = await withContext(db, ctx, (tx) =>
        saveGradeGuard(tx, buyerActor(ctx), request.body.lowGradeMode),
      );
      return ok(saved, translate(request, SUCCESS_MESSAGES.evaluationSettingSaved));
    },
  );

  // ---- one-off vendor assessments
  app.get(
    '/performance/assessment/options',
    {
      config: manager,
      schema: {
        summary: 'What an assessment offers: enabled templates with their criteria, the suppliers',
        tags,
        response: { 200: envelopeSchema(assessmentOptionsSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      const locale = requestLocale(request);
      return ok(await withContext(db, ctx, (tx) => assessmentOptions(tx, actor.tenantId, locale)));
    },
  );

  app.get(
    '/performance/assessment/computed',
    {
      config: manager,
      schema: {
        summary:
          "A template's computed criteria for one supplier and period, from the ledger (the form prefills them; save computes them again)",
        tags,
        querystring: assessmentComputedQuerySchema,
        response: { 200: envelopeSchema(assessmentComputedSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      const locale = requestLocale(request);
      return ok(
        await withContext(db, ctx, (tx) => assessmentComputed(tx, actor.tenantId, request.query, locale)),
      );
    },
  );

  app.get(
    '/performance/assessment/list',
    {
      config: manager,
      schema: {
        summary: "The tenant's vendor assessments (detail list), newest first, keyset pages",
        tags,
        querystring: assessmentListQuerySchema,
        response: { 200: envelopeSchema(assessmentPageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      const locale = requestLocale(request);
      return ok(
        await withContext(db, ctx, (tx) => listAssessments(tx, actor.tenantId, request.query, locale)),
      );
    },
  );

  app.get(
    '/performance/assessment/summary',
    {
      config: manager,
      schema: {
        summary: 'Evaluate summary: per supplier, its submitted assessments (count, average, latest grade)',
        tags,
        querystring: summaryQuerySchema,
        response: {
          200: envelopeSchema(z.array(vendorAssessmentSummarySchema)),
          ...errorResponses(400, 401, 403, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      return ok(
        await withContext(db, ctx, (tx) =>
          assessmentSummary(tx, actor.tenantId, request.query.keyword, requestLocale(request)),
        ),
      );
    },
  );

  app.get(
    '/performance/assessment/selectById/:id',
    {
      config: manager,
      schema: {
        summary: 'One vendor assessment with its criteria and scores',
        tags,
        params: idParamsSchema,
        response: { 200: envelopeSchema(assessmentDetailSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      const locale = requestLocale(request);
      const found = await withContext(db, ctx, (tx) =>
        findAssessment(tx, actor.tenantId, request.params.id, locale),
      );
      if (!found) throw new AppError(404, ERROR_CODES.evaluationAssessmentNotFound);
      return ok(found);
    },
  );

  app.post(
    '/performance/assessment/save',
    {
      config: manager,
      schema: {
        summary:
          'Create (no id) or replace a draft assessment: supplier, enabled template (criteria copied), a score 0–100 per criterion (null while open)',
        tags,
        body: assessmentSchema,
        response: {
          200: envelopeSchema(savedAssessmentSchema),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const locale = requestLocale(request);
      const saved = await withContext(db, ctx, (tx) =>
        saveAssessment(tx, buyerActor(ctx), request.body, locale),
      );
      return ok(saved, translate(request, SUCCESS_MESSAGES.evaluationAssessmentSaved));
    },
  );

  app.post(
    '/performance/assessment/delete',
    {
      config: manager,
      schema: {
        summary: 'Delete a draft assessment',
        tags,
        body: assessmentIdBody,
        response: {
          200: envelopeSchema(z.object({ id: z.string() })),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const done = await withContext(db, ctx, (tx) => deleteAssessment(tx, buyerActor(ctx), request.body.id));
      return ok(done, translate(request, SUCCESS_MESSAGES.evaluationAssessmentDeleted));
    },
  );

  app.post(
    '/performance/assessment/updateState',
    {
      config: manager,
      schema: {
        summary:
          'Submit a draft (2: every criterion scored; weighted score and grade computed) or void a submitted assessment (3)',
        tags,
        body: assessmentStateBody,
        response: {
          200: envelopeSchema(assessmentStateSchema),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { id, state } = request.body;
      const done = await withContext(db, ctx, (tx) => setAssessmentState(tx, buyerActor(ctx), id, state));
      return ok(
        done,
        translate(
          request,
          state === 2
            ? SUCCESS_MESSAGES.evaluationAssessmentSubmitted
            : SUCCESS_MESSAGES.evaluationAssessmentVoided,
        ),
      );
    },
  );
};

export const evaluationStatsRoutes: RouteContribution = {
  gateway: 'api-v1',
  name: 'evaluation-stats',
  routes,
};
