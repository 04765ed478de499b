// One-off vendor assessments and the tenant's grade guard (issue #17 §5 and §7). drizzle-kit reads this
// file alone: import no other domain (vendors, users and templates are plain uuid columns).
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  jsonb,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '@procure/server-db/schema';

/**
 * A one-off assessment of one supplier against a template's criteria (copied when saved). State
 * CODES.vendorAssessment: 1 draft → 2 submitted → 3 void. Score and grade are computed when submitted.
 */
export const evaluationAssessments = pgTable(
  'evaluation_assessments',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    /** `VA<yyyymmdd><seq>` per tenant. */
    code: text('code').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    vendorName: text('vendor_name').notNull(),
    mouldId: uuid('mould_id').notNull(),
    mouldName: text('mould_name').notNull(),
    state: smallint('state').notNull().default(1),
    score: numeric('score', { precision: 5, scale: 2 }),
    grade: text('grade'),
    comment: text('comment').notNull().default(''),
    /** The ledger period of the computed criteria (China dates, inclusive); null when none is computed. */
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    createdBy: uuid('created_by').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('evaluation_assessments_code_idx').on(t.tenantId, t.code),
    index('evaluation_assessments_list_idx').on(t.tenantId, t.createdAt.desc(), t.id.desc()),
    index('evaluation_assessments_vendor_idx').on(t.tenantId, t.vendorId),
    check('evaluation_assessments_state_check', sql`${t.state} between 1 and 3`),
    check('evaluation_assessments_score_check', sql`${t.score} is null or ${t.score} between 0 and 100`),
    tenantPolicy('evaluation_assessments'),
  ],
);

/** One criterion of an assessment (name and weight copied from the template) with its score. */
export const evaluationAssessmentScores = pgTable(
  'evaluation_assessment_scores',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => evaluationAssessments.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    name: text('name').notNull(),
    weight: smallint('weight').notNull(),
    score: numeric('score', { precision: 5, scale: 2 }),
    comment: text('comment').notNull().default(''),
    /** EVALUATION_METHODS; a computed criterion's score is computed by the server from the ledger on save. */
    method: text('method').notNull().default('manual'),
    /** The ledger facts a computed score came from (LedgerFacts); null for a manual criterion. */
    facts: jsonb('facts').$type<{
      deliveryLines: number;
      onTimeLines: number;
      acceptedQty: string;
      rejectedQty: string;
      returnedQty: string;
      /** Absent on rows saved before the price change rate (read as NO_FACTS' values). */
      pricedLines?: number;
      priceChange?: string | null;
    }>(),
  },
  (t) => [
    uniqueIndex('evaluation_assessment_scores_key_idx').on(t.assessmentId, t.seq),
    check('evaluation_assessment_scores_weight_check', sql`${t.weight} between 1 and 100`),
    check(
      'evaluation_assessment_scores_score_check',
      sql`${t.score} is null or ${t.score} between 0 and 100`,
    ),
    tenantPolicy('evaluation_assessment_scores'),
  ],
);

/**
 * The tenant's grade guard: what order creation does for a supplier whose latest published grade is the
 * lowest level (D by default): 'off', 'warn' (the request shows it) or 'block' (422, nothing created).
 */
export const evaluationSettings = pgTable(
  'evaluation_settings',
  {
    tenantId: uuid('tenant_id').primaryKey(),
    lowGradeMode: text('low_grade_mode').notNull().default('off'),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('evaluation_settings_mode_check', sql`${t.lowGradeMode} in ('off', 'warn', 'block')`),
    tenantPolicy('evaluation_settings'),
  ],
);
