// Tables of the supplier performance domain (issue #17). drizzle-kit reads this file alone: import no
// other domain (vendors, users and approval instances are plain uuid columns).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantPolicy, vendorScopedPolicy } from '@procure/server-db/schema';

const METHODS = sql`('manual', 'onTimeDelivery', 'receiptRejection', 'returnRate', 'priceChange')`;

/** An evaluation template (mould): criteria with weights summing to 100. State CODES.enabled (1 / 0). */
export const evaluationMoulds = pgTable(
  'evaluation_moulds',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    /** `MB<yyyymmdd><seq>` per tenant. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    state: smallint('state').notNull().default(1),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('evaluation_moulds_code_idx').on(t.tenantId, t.code),
    index('evaluation_moulds_list_idx').on(t.tenantId, t.updatedAt.desc(), t.id),
    check('evaluation_moulds_state_check', sql`${t.state} in (0, 1)`),
    tenantPolicy('evaluation_moulds'),
  ],
);

/** One criterion of a template: weight (whole percent) and scoring method. */
export const evaluationMouldCriteria = pgTable(
  'evaluation_mould_criteria',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    mouldId: uuid('mould_id')
      .notNull()
      .references(() => evaluationMoulds.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    name: text('name').notNull(),
    weight: smallint('weight').notNull(),
    method: text('method').notNull(),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    uniqueIndex('evaluation_mould_criteria_seq_idx').on(t.mouldId, t.seq),
    check('evaluation_mould_criteria_weight_check', sql`${t.weight} between 1 and 100`),
    check('evaluation_mould_criteria_method_check', sql`${t.method} in ${METHODS}`),
    tenantPolicy('evaluation_mould_criteria'),
  ],
);

/** The tenant's grade levels (vendorSettingLevel); none active → DEFAULT_GRADE_LEVELS of shared-validation. */
export const evaluationGradeLevels = pgTable(
  'evaluation_grade_levels',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    grade: text('grade').notNull(),
    minScore: numeric('min_score', { precision: 5, scale: 2 }).notNull(),
    active: boolean('active').notNull().default(true),
    remark: text('remark').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('evaluation_grade_levels_grade_idx').on(t.tenantId, t.grade),
    check('evaluation_grade_levels_score_check', sql`${t.minScore} between 0 and 100`),
    tenantPolicy('evaluation_grade_levels'),
  ],
);

/**
 * A performance plan: a template's criteria (copied), a period, suppliers and evaluators. Status
 * CODES.performancePlan: 1 draft → 2 approving → 3 in evaluation → 4 evaluated (results; under
 * approval once `results_submitted_at` is set) → 5 published; 6 cancelled. Approval: document type
 * performancePlan of the one engine (the plan, then its results).
 */
export const evaluationPlans = pgTable(
  'evaluation_plans',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    /** `PP<yyyymmdd><seq>` per tenant. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    mouldId: uuid('mould_id').notNull(),
    mouldName: text('mould_name').notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    /** Evaluators score by this day (China date); later ones are reminded. */
    deadline: date('deadline', { mode: 'string' }).notNull(),
    status: smallint('status').notNull(),
    remark: text('remark').notNull().default(''),
    createdBy: uuid('created_by').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }),
    resultsSubmittedAt: timestamp('results_submitted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('evaluation_plans_code_idx').on(t.tenantId, t.code),
    index('evaluation_plans_list_idx').on(t.tenantId, t.createdAt.desc(), t.id),
    check('evaluation_plans_status_check', sql`${t.status} between 1 and 6`),
    check('evaluation_plans_period_check', sql`${t.periodFrom} <= ${t.periodTo}`),
    tenantPolicy('evaluation_plans'),
  ],
);

/** The plan's criteria, copied from its template when saved (a template change never moves a plan). */
export const evaluationPlanCriteria = pgTable(
  'evaluation_plan_criteria',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => evaluationPlans.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    name: text('name').notNull(),
    weight: smallint('weight').notNull(),
    method: text('method').notNull(),
    remark: text('remark').notNull().default(''),
    /** Who scores this criterion (manual criteria; computed ones are scored from the ledger). */
    evaluatorIds: uuid('evaluator_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
  },
  (t) => [
    uniqueIndex('evaluation_plan_criteria_seq_idx').on(t.planId, t.seq),
    check('evaluation_plan_criteria_weight_check', sql`${t.weight} between 1 and 100`),
    check('evaluation_plan_criteria_method_check', sql`${t.method} in ${METHODS}`),
    tenantPolicy('evaluation_plan_criteria'),
  ],
);

/** A supplier evaluated by a plan (name copied for lists). */
export const evaluationPlanVendors = pgTable(
  'evaluation_plan_vendors',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => evaluationPlans.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').notNull(),
    vendorName: text('vendor_name').notNull(),
  },
  (t) => [
    uniqueIndex('evaluation_plan_vendors_vendor_idx').on(t.planId, t.vendorId),
    tenantPolicy('evaluation_plan_vendors'),
  ],
);

/**
 * One evaluator's assessment of one supplier in a plan (created when the plan is approved). Status
 * CODES.appraisal: 1 to score → 2 scored (saved) → 3 submitted (committed, final).
 */
export const evaluationAppraisals = pgTable(
  'evaluation_appraisals',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => evaluationPlans.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').notNull(),
    evaluatorId: uuid('evaluator_id').notNull(),
    status: smallint('status').notNull().default(1),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('evaluation_appraisals_key_idx').on(t.planId, t.vendorId, t.evaluatorId),
    index('evaluation_appraisals_mine_idx').on(t.tenantId, t.evaluatorId, t.status),
    check('evaluation_appraisals_status_check', sql`${t.status} between 1 and 3`),
    tenantPolicy('evaluation_appraisals'),
  ],
);

/** A score (0–100, 2 decimals) and comment of one appraisal on one criterion assigned to its evaluator. */
export const evaluationAppraisalScores = pgTable(
  'evaluation_appraisal_scores',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    appraisalId: uuid('appraisal_id')
      .notNull()
      .references(() => evaluationAppraisals.id, { onDelete: 'cascade' }),
    criterionId: uuid('criterion_id').notNull(),
    score: numeric('score', { precision: 5, scale: 2 }),
    comment: text('comment').notNull().default(''),
  },
  (t) => [
    uniqueIndex('evaluation_appraisal_scores_key_idx').on(t.appraisalId, t.criterionId),
    check('evaluation_appraisal_scores_score_check', sql`${t.score} is null or ${t.score} between 0 and 100`),
    tenantPolicy('evaluation_appraisal_scores'),
  ],
);

/**
 * The result of one supplier in a plan: weighted score, grade, the ledger facts it was computed from,
 * an adjusted grade with its reason, and the supplier's one appeal once published.
 */
export const evaluationResults = pgTable(
  'evaluation_results',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => evaluationPlans.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').notNull(),
    score: numeric('score', { precision: 5, scale: 2 }),
    grade: text('grade').notNull(),
    /** Per criterion: { criterionId, name, weight, method, score, facts }. */
    breakdown: jsonb('breakdown').notNull(),
    adjustedGrade: text('adjusted_grade'),
    adjustReason: text('adjust_reason'),
    adjustedBy: uuid('adjusted_by'),
    adjustedAt: timestamp('adjusted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    appealComment: text('appeal_comment'),
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
    /** The buyer's answer to the appeal (once). */
    appealAnswer: text('appeal_answer'),
    appealAnsweredBy: uuid('appeal_answered_by'),
    appealAnsweredAt: timestamp('appeal_answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('evaluation_results_key_idx').on(t.planId, t.vendorId),
    index('evaluation_results_vendor_idx').on(t.tenantId, t.vendorId, t.publishedAt.desc()),
    check('evaluation_results_score_check', sql`${t.score} is null or ${t.score} between 0 and 100`),
    check(
      'evaluation_results_adjust_check',
      sql`${t.adjustedGrade} is null or ${t.adjustReason} is not null`,
    ),
    tenantPolicy('evaluation_results'),
    vendorScopedPolicy('evaluation_results'),
  ],
);

/**
 * A requested grade change of one result (saveAdjustGrade): approved through the one approval engine
 * (document type gradeAdjustment); the result takes the new grade only when approved. Status
 * CODES.gradeAdjustment: 1 approving → 2 approved | 3 rejected. At most one approving per result.
 */
export const evaluationGradeAdjustments = pgTable(
  'evaluation_grade_adjustments',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    resultId: uuid('result_id')
      .notNull()
      .references(() => evaluationResults.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    fromGrade: text('from_grade').notNull(),
    toGrade: text('to_grade').notNull(),
    reason: text('reason').notNull(),
    status: smallint('status').notNull().default(1),
    requestedBy: uuid('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('evaluation_grade_adjustments_result_idx').on(t.tenantId, t.resultId, t.requestedAt),
    uniqueIndex('evaluation_grade_adjustments_open_idx')
      .on(t.resultId)
      .where(sql`${t.status} = 1`),
    check('evaluation_grade_adjustments_status_check', sql`${t.status} between 1 and 3`),
    tenantPolicy('evaluation_grade_adjustments'),
  ],
);
