import { z } from 'zod';
import { CODES, ERROR_CODES, codeEntries } from '@procure/shared-codes';
import { EVALUATION_METHODS } from '@procure/shared-validation';
import { idSchema } from '@procure/server-http';
import { ledgerFactsSchema } from '../facts-wire.ts';
import { decodeCursor } from './cursor.ts';

// Wire shapes of the one-off vendor assessments (issue #17 §5).

const states = codeEntries('vendorAssessment').map((entry) => entry.code);
const score = z.number().nullable().describe('0–100, 2 decimals; null while open');
const method = z.enum(EVALUATION_METHODS).describe('manual, or computed from the ledger');

export const assessmentListQuerySchema = z.object({
  keyword: z.string().trim().max(50, 'validation.tooLong').optional().describe('Code or supplier name'),
  state: z.coerce
    .number('validation.invalidType')
    .int('validation.invalidType')
    .refine((code) => states.includes(code), 'validation.oneOf')
    .optional()
    .describe('CODES.vendorAssessment'),
  vendorId: idSchema.optional(),
  cursor: z
    .string()
    .max(200, 'validation.tooLong')
    .refine((text) => decodeCursor(text) !== null, ERROR_CODES.evaluationBadCursor)
    .optional(),
  pageSize: z.coerce.number('validation.invalidType').int().min(1).max(100).default(20),
});
export type AssessmentListQuery = z.infer<typeof assessmentListQuerySchema>;

export const assessmentSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  mouldName: z.string(),
  state: z.number().int().describe(`CODES.vendorAssessment, ${CODES.vendorAssessment.draft.code} draft`),
  score,
  grade: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type AssessmentSummary = z.infer<typeof assessmentSummarySchema>;

export const assessmentPageSchema = z.object({
  items: z.array(assessmentSummarySchema),
  nextCursor: z.string().nullable(),
});

export const assessmentDetailSchema = assessmentSummarySchema.extend({
  mouldId: z.string(),
  comment: z.string(),
  criteria: z.array(
    z.object({
      seq: z.number().int(),
      name: z.string(),
      weight: z.number().int(),
      score,
      comment: z.string(),
      method,
      facts: ledgerFactsSchema.nullable().describe('The facts a computed score came from'),
    }),
  ),
  periodFrom: z.string().nullable().describe('Ledger period of the computed criteria'),
  periodTo: z.string().nullable(),
});
export type AssessmentDetail = z.infer<typeof assessmentDetailSchema>;

export const summaryQuerySchema = z.object({
  keyword: z.string().trim().max(50, 'validation.tooLong').optional().describe('Supplier name'),
});

/** Evaluate summary: per supplier, its submitted assessments. */
export const vendorAssessmentSummarySchema = z.object({
  vendorId: z.string(),
  vendorName: z.string(),
  count: z.number().int().describe('Submitted assessments'),
  averageScore: score,
  latestScore: score,
  latestGrade: z.string().nullable(),
  latestAt: z.string().nullable(),
});
export type VendorAssessmentSummary = z.infer<typeof vendorAssessmentSummarySchema>;

export const assessmentOptionsSchema = z.object({
  moulds: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      criteria: z.array(
        z.object({ seq: z.number().int(), name: z.string(), weight: z.number().int(), method }),
      ),
    }),
  ),
  vendors: z.array(z.object({ vendorId: z.string(), name: z.string() })),
});

export const savedAssessmentSchema = z.object({ id: z.string(), code: z.string() });
export const assessmentStateSchema = z.object({ id: z.string(), state: z.number().int() });

const isoDate = z.iso.date('validation.invalid');

/** The computed criteria of a template for one supplier and period (the form prefills them). */
export const assessmentComputedQuerySchema = z
  .object({
    vendorId: idSchema,
    mouldId: idSchema,
    periodFrom: isoDate.optional(),
    periodTo: isoDate.optional(),
  })
  .refine((q) => !q.periodFrom || !q.periodTo || q.periodFrom <= q.periodTo, {
    message: 'evaluation.periodOrder',
    path: ['periodTo'],
  });
export type AssessmentComputedQuery = z.infer<typeof assessmentComputedQuerySchema>;

const rate = z.number().nullable().describe('0–100 %, 2 decimals; null without facts');
export const assessmentComputedSchema = z.object({
  facts: ledgerFactsSchema.nullable().describe('null when the template computes nothing'),
  rates: z.object({ onTimeRate: rate, rejectionRate: rate, returnRate: rate }).nullable(),
  criteria: z.array(z.object({ seq: z.number().int(), method, score })),
});
export type AssessmentComputed = z.infer<typeof assessmentComputedSchema>;
