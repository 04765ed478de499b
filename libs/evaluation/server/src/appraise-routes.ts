import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import {
  adjustGradeBody,
  appealAnswerBody,
  appealBody,
  appraisalBody,
  appraisalTransferBody,
  gradeLevelsBody,
  planIdBody,
} from '@procure/shared-validation';
import { AppError, envelopeSchema, errorResponses, ok, requestLocale, translate } from '@procure/server-http';
import { requireAuth, withContext } from '@procure/server-auth';
import type { Db } from '@procure/server-db';
import { buyerActor, supplierActor } from './actor.ts';
import { findMyAppraisal, listMyAppraisals, saveAppraisal } from './appraisals.ts';
import { gradeLevels, listResults, submitResults } from './results.ts';
import { adjustmentPlanId, requestAdjustment } from './adjust.ts';
import { registerEvaluationDocuments } from './register.ts';
import { answerAppeal, appealResult, supplierResults } from './supplier-results.ts';
import { saveGradeLevels } from './levels.ts';
import {
  EVALUATION_REMINDER_CRON,
  EVALUATION_REMINDER_JOB,
  EVALUATION_REMINDER_TZ,
  planSpeed,
  remindPlan,
  sendEvaluationReminders,
} from './reminders.ts';
import { idParamsSchema, planStatusSchema } from './wire.ts';
import {
  adjustResultSchema,
  appraisalDetailSchema,
  appraisalStatusSchema,
  gradeLevelsSchema,
  myAssessPageSchema,
  myAssessQuerySchema,
  planSpeedSchema,
  remindResultSchema,
  resultSchema,
  supplierResultSchema,
  supplierStatisticsQuerySchema,
  supplierStatisticsSchema,
} from './appraise-wire.ts';
import { supplierStatistics } from './supplier-statistics.ts';
import { transferAppraisals } from './transfer.ts';

// "My assessments", results, grade changes, grade levels, reminders (buyer) and the supplier's own
// published results with its appeal (issue #17 §3–§4; spec §7 myAssess, getAppraiseSpeed,
// saveAdjustGrade, vendorSettingLevel, evaluationReminder). Foreign ids answer like absent ones (404).

const evaluator = { access: { permission: PERMISSIONS.supplierAppraise } } as const;
const manager = { access: { permission: PERMISSIONS.supplierPerformance } } as const;
const supplier = { access: { permission: PERMISSIONS.vendorOrder } } as const;
const tags = ['performance'];
const idResult = z.object({ id: z.string() });

export const appraiseRoutes: FastifyPluginAsyncZod = async (app) => {
  const db: Db = app.database.db;
  registerEvaluationDocuments();

  // ---- my assessments (evaluators)
  app.get(
    '/performance/appraise/myAssess',
    {
      config: evaluator,
      schema: {
        summary:
          "The caller's assessments (one per supplier of a plan), earliest deadline first, keyset pages",
        tags,
        querystring: myAssessQuerySchema,
        response: { 200: envelopeSchema(myAssessPageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withContext(db, ctx, (tx) => listMyAppraisals(tx, buyerActor(ctx), request.query)));
    },
  );

  app.get(
    '/performance/appraise/detail/:id',
    {
      config: evaluator,
      schema: {
        summary:
          "One of the caller's assessments: the supplier's ledger facts of the period, the criteria assigned (scores, comments) and the computed ones (read-only)",
        tags,
        params: idParamsSchema,
        response: { 200: envelopeSchema(appraisalDetailSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const detail = await withContext(db, ctx, (tx) =>
        findMyAppraisal(tx, buyerActor(ctx), request.params.id),
      );
      if (!detail) throw new AppError(404, ERROR_CODES.evaluationAppraisalNotFound);
      return ok(detail);
    },
  );

  for (const [path, commit, summary, message] of [
    [
      '/performance/appraise/save',
      false,
      'Save scores (0–100, 2 decimals) and comments of criteria assigned to the caller (status 2)',
      SUCCESS_MESSAGES.evaluationAppraisalSaved,
    ],
    [
      '/performance/appraise/commit',
      true,
      'Save and submit (status 3, final): every assigned criterion scored; the plan’s last submission computes its results',
      SUCCESS_MESSAGES.evaluationAppraisalCommitted,
    ],
  ] as const) {
    app.post(
      path,
      {
        config: evaluator,
        schema: {
          summary,
          tags,
          body: appraisalBody,
          response: {
            200: envelopeSchema(appraisalStatusSchema),
            ...errorResponses(400, 401, 403, 404, 409, 503),
          },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const result = await withContext(db, ctx, (tx) =>
          saveAppraisal(tx, buyerActor(ctx), request.body, commit),
        );
        return ok(result, translate(request, message));
      },
    );
  }

  // ---- progress and reminders (plan managers)
  app.get(
    '/performance/plan/getAppraiseSpeed/:id',
    {
      config: manager,
      schema: {
        summary: 'Scoring progress of a plan per evaluator (late after the deadline) and per supplier',
        tags,
        params: idParamsSchema,
        response: { 200: envelopeSchema(planSpeedSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const speed = await withContext(db, ctx, (tx) =>
        planSpeed(tx, buyerActor(ctx).tenantId, request.params.id),
      );
      if (!speed) throw new AppError(404, ERROR_CODES.evaluationPlanNotFound);
      return ok(speed);
    },
  );

  app.post(
    '/performance/plan/evaluationReminder',
    {
      config: manager,
      schema: {
        summary:
          'Message every evaluator of a plan in evaluation who has not submitted (at most once a day per assessment)',
        tags,
        body: planIdBody,
        response: {
          200: envelopeSchema(remindResultSchema),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const now = app.sendGuard.clock();
      const reminded = await withContext(db, ctx, (tx) =>
        remindPlan(tx, buyerActor(ctx), request.body.id, now),
      );
      return ok({ reminded }, translate(request, SUCCESS_MESSAGES.evaluationReminded, { count: reminded }));
    },
  );

  // ---- results
  app.get(
    '/performance/result/list/:id',
    {
      config: manager,
      schema: {
        summary:
          "A plan's results per supplier: weighted score, grade, criterion breakdown with each evaluator's score, grade changes, appeal",
        tags,
        params: idParamsSchema,
        response: { 200: envelopeSchema(z.array(resultSchema)), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const results = await withContext(db, ctx, (tx) =>
        listResults(tx, buyerActor(ctx).tenantId, request.params.id),
      );
      if (!results) throw new AppError(404, ERROR_CODES.evaluationPlanNotFound);
      return ok(results);
    },
  );

  app.post(
    '/performance/result/submit',
    {
      config: manager,
      schema: {
        summary: 'Submit the results of an evaluated plan to approval; approved → published to the suppliers',
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
      const result = await withContext(db, ctx, (tx) => submitResults(tx, buyerActor(ctx), request.body.id));
      return ok(result, translate(request, SUCCESS_MESSAGES.evaluationResultsSubmitted));
    },
  );

  app.post(
    '/performance/result/saveAdjustGrade',
    {
      config: manager,
      schema: {
        summary:
          "Ask to change a supplier's grade with a reason (document gradeAdjustment of the approval engine; the grade changes when approved)",
        tags,
        body: adjustGradeBody,
        response: {
          200: envelopeSchema(adjustResultSchema),
          ...errorResponses(400, 401, 403, 404, 409, 422, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const result = await withContext(db, ctx, (tx) => requestAdjustment(tx, buyerActor(ctx), request.body));
      return ok(result, translate(request, SUCCESS_MESSAGES.evaluationAdjustRequested));
    },
  );

  app.get(
    '/performance/result/adjustment/:id',
    {
      config: manager,
      schema: {
        summary: 'The plan of a grade change (the approval inbox opens a grade change through it)',
        tags,
        params: idParamsSchema,
        response: {
          200: envelopeSchema(z.object({ planId: z.string() })),
          ...errorResponses(400, 401, 403, 404, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const planId = await withContext(db, ctx, (tx) =>
        adjustmentPlanId(tx, buyerActor(ctx).tenantId, request.params.id),
      );
      if (!planId) throw new AppError(404, ERROR_CODES.evaluationResultNotFound);
      return ok({ planId });
    },
  );

  app.post(
    '/performance/result/answerAppeal',
    {
      config: manager,
      schema: {
        summary: "Answer a supplier's appeal (once)",
        tags,
        body: appealAnswerBody,
        response: { 200: envelopeSchema(idResult), ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { resultId, answer } = request.body;
      const result = await withContext(db, ctx, (tx) => answerAppeal(tx, buyerActor(ctx), resultId, answer));
      return ok(result, translate(request, SUCCESS_MESSAGES.evaluationAppealAnsweredDone));
    },
  );

  // ---- grade levels (vendorSettingLevel)
  app.get(
    '/performance/level/vendorSettingLevel',
    {
      config: manager,
      schema: {
        summary: "The tenant's grade levels (the defaults A ≥ 85, B ≥ 70, C ≥ 60, D until saved)",
        tags,
        response: { 200: envelopeSchema(gradeLevelsSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withContext(db, ctx, (tx) => gradeLevels(tx, buyerActor(ctx).tenantId)));
    },
  );

  app.post(
    '/performance/level/vendorSettingLevel',
    {
      config: manager,
      schema: {
        summary:
          'Replace the grade levels: 2–10 distinct grades with distinct minimum scores, the lowest at 0; results computed later use them',
        tags,
        body: gradeLevelsBody,
        response: { 200: envelopeSchema(gradeLevelsSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const levels = await withContext(db, ctx, async (tx) => {
        const actor = buyerActor(ctx);
        await saveGradeLevels(tx, actor, request.body);
        return gradeLevels(tx, actor.tenantId);
      });
      return ok(levels, translate(request, SUCCESS_MESSAGES.evaluationLevelsSaved));
    },
  );

  app.post(
    '/performance/appraise/transfer',
    {
      config: manager,
      schema: {
        summary:
          "Transfer an evaluator's open (not submitted) assessments in a plan in evaluation to another employee who may score; drafts cleared, history row and message to the new evaluator",
        tags,
        body: appraisalTransferBody,
        response: {
          200: envelopeSchema(z.object({ transferred: z.number().int() })),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const result = await withContext(db, ctx, (tx) =>
        transferAppraisals(tx, buyerActor(ctx), request.body),
      );
      return ok(
        result,
        translate(request, SUCCESS_MESSAGES.evaluationTransferred, { count: result.transferred }),
      );
    },
  );

  // ---- the supplier's own published results
  app.get(
    '/vendor/performance/result/list',
    {
      config: supplier,
      schema: {
        summary: "The supplier company's published performance results in the current tenant, newest first",
        tags,
        response: { 200: envelopeSchema(z.array(supplierResultSchema)), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(
        await withContext(db, ctx, (tx) => supplierResults(tx, supplierActor(ctx), requestLocale(request))),
      );
    },
  );

  app.get(
    '/vendor/performance/result/detail/:id',
    {
      config: supplier,
      schema: {
        summary: 'One published result of the company: score, grade, criterion scores (no evaluator), appeal',
        tags,
        params: idParamsSchema,
        response: { 200: envelopeSchema(supplierResultSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const [result] = await withContext(db, ctx, (tx) =>
        supplierResults(tx, supplierActor(ctx), requestLocale(request), request.params.id),
      );
      if (!result) throw new AppError(404, ERROR_CODES.evaluationResultNotFound);
      return ok(result);
    },
  );

  app.get(
    '/vendor/performance/statistics',
    {
      config: supplier,
      schema: {
        summary:
          "The supplier company's own published results in the current tenant over time: score trend, grade per period, criterion averages",
        tags,
        querystring: supplierStatisticsQuerySchema,
        response: {
          200: envelopeSchema(supplierStatisticsSchema),
          ...errorResponses(400, 401, 403, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(
        await withContext(db, ctx, (tx) =>
          supplierStatistics(tx, supplierActor(ctx), request.query, requestLocale(request)),
        ),
      );
    },
  );

  app.post(
    '/vendor/performance/result/appeal',
    {
      config: supplier,
      schema: {
        summary: 'Appeal a published result once, with a comment; the buyer answers it',
        tags,
        body: appealBody,
        response: { 200: envelopeSchema(idResult), ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { id, comment } = request.body;
      const result = await withContext(db, ctx, (tx) => appealResult(tx, supplierActor(ctx), id, comment));
      return ok(result, translate(request, SUCCESS_MESSAGES.evaluationAppealed));
    },
  );

  app.jobs.define(
    EVALUATION_REMINDER_JOB,
    async () => {
      const result = await sendEvaluationReminders(db, app.sendGuard.clock());
      app.log.info(result, 'performance scoring reminders posted');
    },
    { retryLimit: 2, retryDelay: 60 },
  );
  app.jobs.schedule(EVALUATION_REMINDER_JOB, EVALUATION_REMINDER_CRON, { tz: EVALUATION_REMINDER_TZ });
};
