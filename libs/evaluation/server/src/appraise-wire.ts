import { z } from 'zod';
import { codeEntries } from '@procure/shared-codes';
import { EVALUATION_METHODS } from '@procure/shared-validation';
import { decodeCursor } from './cursor.ts';
import { ledgerFactsSchema } from './facts-wire.ts';

// Wire shapes of "my assessments", results, grade levels and the supplier's results (issue #17).

const appraisalStatuses = codeEntries('appraisal').map((entry) => entry.code);
const score = z.number().nullable().describe('0–100, 2 decimals; null: not scored / no facts');

export const myAssessQuerySchema = z.object({
  status: z.coerce
    .number('validation.invalidType')
    .int('validation.invalidType')
    .refine((code) => appraisalStatuses.includes(code), 'validation.oneOf')
    .optional()
    .describe('CODES.appraisal'),
  keyword: z
    .string()
    .trim()
    .max(50, 'validation.tooLong')
    .optional()
    .describe('Plan code or name, supplier name'),
  cursor: z
    .string()
    .max(200, 'validation.tooLong')
    .refine((text) => decodeCursor(text) !== null, 'validation.invalid')
    .optional()
    .describe('nextCursor of the previous page'),
  pageSize: z.coerce.number('validation.invalidType').int().min(1).max(100).default(20),
});
export type MyAssessQuery = z.infer<typeof myAssessQuerySchema>;

export const appraisalSummarySchema = z.object({
  id: z.string(),
  planId: z.string(),
  planCode: z.string(),
  planName: z.string(),
  planStatus: z.number().int().describe('CODES.performancePlan'),
  periodFrom: z.string(),
  periodTo: z.string(),
  deadline: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  status: z.number().int().describe('CODES.appraisal'),
  criteriaCount: z.number().int().describe('Criteria assigned to the evaluator'),
  scoredCount: z.number().int(),
  late: z.boolean().describe('Not submitted and the deadline (China date) has passed'),
  committedAt: z.string().nullable(),
});
export type AppraisalSummary = z.infer<typeof appraisalSummarySchema>;

export const myAssessPageSchema = z.object({
  items: z.array(appraisalSummarySchema),
  nextCursor: z.string().nullable(),
});

const ratesSchema = z.object({ onTimeRate: score, rejectionRate: score, returnRate: score });

export const appraisalDetailSchema = appraisalSummarySchema.extend({
  facts: ledgerFactsSchema.describe("The supplier's ledger facts in the plan's period"),
  rates: ratesSchema,
  criteria: z.array(
    z.object({
      criterionId: z.string(),
      seq: z.number().int(),
      name: z.string(),
      weight: z.number().int(),
      method: z.enum(EVALUATION_METHODS),
      remark: z.string(),
      editable: z.boolean().describe('A manual criterion assigned to this evaluator'),
      score: score.describe('The evaluator’s score (manual) or the computed one (read-only)'),
      comment: z.string(),
    }),
  ),
});
export type AppraisalDetail = z.infer<typeof appraisalDetailSchema>;

export const appraisalStatusSchema = z.object({
  id: z.string(),
  status: z.number().int(),
  planStatus: z.number().int().describe('4 when this commit was the plan’s last: results computed'),
});

// ---- progress (getAppraiseSpeed)

const speedRow = z.object({
  total: z.number().int(),
  toScore: z.number().int(),
  scored: z.number().int(),
  submitted: z.number().int(),
});
export const planSpeedSchema = z.object({
  deadline: z.string(),
  evaluators: z.array(speedRow.extend({ id: z.string(), name: z.string(), late: z.boolean() })),
  vendors: z.array(speedRow.extend({ vendorId: z.string(), name: z.string() })),
});
export type PlanSpeed = z.infer<typeof planSpeedSchema>;

// ---- results

const breakdownEntry = z.object({
  criterionId: z.string(),
  seq: z.number().int(),
  name: z.string(),
  weight: z.number().int(),
  method: z.enum(EVALUATION_METHODS),
  score,
});
export type BreakdownEntry = z.infer<typeof breakdownEntry>;

const evaluatorScore = z.object({
  evaluatorId: z.string(),
  evaluatorName: z.string(),
  score: z.number(),
  comment: z.string(),
});

export const adjustmentSchema = z.object({
  id: z.string(),
  fromGrade: z.string(),
  toGrade: z.string(),
  reason: z.string(),
  status: z.number().int().describe('CODES.gradeAdjustment'),
  requestedByName: z.string(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});

export const resultSchema = z.object({
  id: z.string(),
  planId: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  score,
  grade: z.string().describe('From the score and the grade levels'),
  adjustedGrade: z.string().nullable(),
  adjustReason: z.string().nullable(),
  finalGrade: z.string().describe('adjustedGrade when approved, else grade'),
  publishedAt: z.string().nullable(),
  breakdown: z.array(breakdownEntry.extend({ evaluatorScores: z.array(evaluatorScore) })),
  adjustments: z.array(adjustmentSchema),
  appealComment: z.string().nullable(),
  appealedAt: z.string().nullable(),
  appealAnswer: z.string().nullable(),
  appealAnsweredAt: z.string().nullable(),
});
export type ResultView = z.infer<typeof resultSchema>;

export const resultIdParams = z.object({ planId: z.string() });

export const adjustResultSchema = z.object({ id: z.string(), status: z.number().int() });

export const gradeLevelsSchema = z.object({
  custom: z.boolean().describe('false: the defaults of DOMAIN.md (A ≥ 85, B ≥ 70, C ≥ 60, D)'),
  levels: z.array(z.object({ grade: z.string(), minScore: z.number() })),
});

export const remindResultSchema = z.object({ reminded: z.number().int() });

// ---- the supplier's view

export const supplierResultSchema = z.object({
  id: z.string(),
  planCode: z.string(),
  planName: z.string(),
  customerName: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  score,
  grade: z.string().describe('The final grade (an approved adjustment included)'),
  adjustReason: z.string().nullable(),
  publishedAt: z.string(),
  breakdown: z.array(breakdownEntry),
  appealComment: z.string().nullable(),
  appealedAt: z.string().nullable(),
  appealAnswer: z.string().nullable(),
  appealAnsweredAt: z.string().nullable(),
});
export type SupplierResult = z.infer<typeof supplierResultSchema>;

export const supplierStatisticsQuerySchema = z.object({
  periodFrom: z.iso
    .date('validation.invalid')
    .optional()
    .describe('Plans whose period ends on or after this day'),
  periodTo: z.iso
    .date('validation.invalid')
    .optional()
    .describe('Plans whose period ends on or before this day'),
});
export type SupplierStatisticsQuery = z.infer<typeof supplierStatisticsQuerySchema>;

export const supplierStatisticsSchema = z.object({
  customerName: z.string().describe('The buyer (current tenant) in the reader’s language'),
  periods: z
    .array(
      z.object({
        id: z.string().describe('The result'),
        planCode: z.string(),
        planName: z.string(),
        periodFrom: z.string(),
        periodTo: z.string(),
        score,
        grade: z.string().describe('The final grade (an approved adjustment included)'),
        adjusted: z.boolean(),
      }),
    )
    .describe('The company’s published results, oldest period first'),
  trend: z.object({
    vendors: z.array(z.object({ vendorId: z.string(), name: z.string() })).describe('The company alone'),
    points: z.array(
      z.object({
        code: z.string(),
        periodTo: z.string(),
        scores: z.array(z.object({ vendorId: z.string(), score })),
      }),
    ),
  }),
  grades: z.array(z.object({ grade: z.string(), count: z.number().int() })).describe('Best level first'),
  criteria: z
    .array(z.object({ name: z.string(), averageScore: score, count: z.number().int() }))
    .describe('Average score per criterion name over the company’s published results'),
});
export type SupplierStatistics = z.infer<typeof supplierStatisticsSchema>;
