import { z } from 'zod';
import { fail, optional, textRule } from './text-rule.ts';
import { remark } from './text-fields.ts';
import { EVALUATION_CODES, EVALUATION_CRITERIA_MAX } from './evaluation.ts';

// One-off vendor assessments and the grade guard (issue #17 §5, §7). The buyer portal and the API parse
// the same schemas; the server re-checks the template's criteria and the supplier.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = textRule((value) => (UUID.test(value) ? undefined : fail('validation.invalid')));

/** A score 0–100 with at most 2 decimals; null while a draft leaves it open. */
export const assessmentScoreValue = z
  .number('validation.invalidType')
  .min(0, 'validation.tooSmall')
  .max(100, 'validation.tooLarge')
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
    message: 'validation.maxDecimals',
    params: { max: 2 },
  });

export const assessmentScoreSchema = z.object({
  score: assessmentScoreValue.nullable(),
  comment: optional(remark),
});

/** Save a draft assessment: create without `id`, replace a draft with it. `scores[i]` = criterion i. */
export const assessmentSchema = z
  .object({
    id: uuid.optional(),
    vendorId: uuid,
    mouldId: uuid,
    /**
     * The ledger period of the template's computed criteria (China dates, inclusive); required when the
     * template has one. The server computes those scores itself: a client's score for them is ignored.
     */
    periodFrom: z.iso.date('validation.invalid').optional(),
    periodTo: z.iso.date('validation.invalid').optional(),
    comment: optional(remark),
    scores: z
      .array(assessmentScoreSchema, 'validation.invalidType')
      .min(1, 'validation.tooFew')
      .max(EVALUATION_CRITERIA_MAX, 'validation.tooMany'),
  })
  .superRefine((value, ctx) => {
    if (value.periodFrom && value.periodTo && value.periodFrom > value.periodTo) {
      ctx.addIssue({ code: 'custom', message: EVALUATION_CODES.periodOrder, path: ['periodTo'] });
    }
  });
export type AssessmentInput = z.infer<typeof assessmentSchema>;

/** 2 submit a draft (every score required), 3 void a submitted one. */
export const assessmentStateBody = z.object({
  id: uuid,
  state: z.union([z.literal(2), z.literal(3)], 'validation.oneOf'),
});
export const assessmentIdBody = z.object({ id: uuid });

export const LOW_GRADE_MODES = ['off', 'warn', 'block'] as const;
export type LowGradeMode = (typeof LOW_GRADE_MODES)[number];
export const gradeGuardSchema = z.object({ lowGradeMode: z.enum(LOW_GRADE_MODES, 'validation.oneOf') });
