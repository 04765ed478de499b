import { z } from 'zod';
import { fail, optional, textRule } from './text-rule.ts';
import { remark } from './text-fields.ts';

// Supplier performance (issue #17): an evaluator's scores, a grade change, an appeal and the tenant's
// grade levels. The buyer and supplier portals and the API parse the same schemas; the server re-checks
// what only it knows (assignment, status, levels).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = textRule((value) => (UUID.test(value) ? undefined : fail('validation.invalid')));

export const APPRAISAL_CODES = {
  scoreRange: 'evaluation.scoreRange',
  levelDuplicate: 'evaluation.levelDuplicate',
  levelNoZero: 'evaluation.levelNoZero',
} as const;

/** 0–100 with at most 2 decimals. */
export function isValidScore(value: number): boolean {
  return (
    Number.isFinite(value) &&
    value >= 0 &&
    value <= 100 &&
    Math.abs(Math.round(value * 100) - value * 100) < 1e-6
  );
}

export const scoreValue = z.number('validation.invalidType').refine(isValidScore, APPRAISAL_CODES.scoreRange);

/** One criterion's score (null: not scored yet, allowed when saving) and comment. */
export const appraisalScoreSchema = z.object({
  criterionId: uuid,
  score: scoreValue.nullable(),
  comment: optional(remark),
});

/** Save (or commit) an appraisal: the scores of the criteria assigned to the evaluator. */
export const appraisalBody = z.object({
  id: uuid,
  scores: z.array(appraisalScoreSchema, 'validation.invalidType').max(20, 'validation.tooMany'),
});
export type AppraisalInput = z.infer<typeof appraisalBody>;

const reasonText = textRule(
  (value) => ([...value].length > 500 ? fail('validation.tooLong', { max: 500 }) : undefined),
  { allowSurroundingSpace: true },
);

/** saveAdjustGrade: a result's new grade and why (approved through the approval engine). */
export const adjustGradeBody = z.object({
  resultId: uuid,
  grade: textRule((value) => ([...value].length > 10 ? fail('validation.tooLong', { max: 10 }) : undefined)),
  reason: reasonText,
});
export type AdjustGradeInput = z.infer<typeof adjustGradeBody>;

/** The supplier's one appeal, and the buyer's answer to it. */
export const appealBody = z.object({ id: uuid, comment: reasonText });
export const appealAnswerBody = z.object({ resultId: uuid, answer: reasonText });

/** vendorSettingLevel: the tenant's grade levels, each a grade name and the minimum score it starts at. */
export const gradeLevelsBody = z
  .object({
    levels: z
      .array(
        z.object({
          grade: textRule((value) =>
            [...value].length > 10 ? fail('validation.tooLong', { max: 10 }) : undefined,
          ),
          minScore: scoreValue,
        }),
        'validation.invalidType',
      )
      .min(2, 'validation.tooFew')
      .max(10, 'validation.tooMany'),
  })
  .superRefine((value, ctx) => {
    const grades = new Set<string>();
    const scores = new Set<number>();
    value.levels.forEach((level, index) => {
      const key = level.grade.trim().toUpperCase();
      if (grades.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: APPRAISAL_CODES.levelDuplicate,
          path: ['levels', index, 'grade'],
        });
      }
      if (scores.has(level.minScore)) {
        ctx.addIssue({
          code: 'custom',
          message: APPRAISAL_CODES.levelDuplicate,
          path: ['levels', index, 'minScore'],
        });
      }
      grades.add(key);
      scores.add(level.minScore);
    });
    if (!scores.has(0))
      ctx.addIssue({ code: 'custom', message: APPRAISAL_CODES.levelNoZero, path: ['levels'] });
  });
export type GradeLevelsInput = z.infer<typeof gradeLevelsBody>;

/** The mean of evaluators' scores, rounded half-up to 2 decimals (scores carry at most 2). */
export function meanScore(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  const hundredths = scores.reduce((sum, s) => sum + Math.round(s * 100), 0);
  // Half-up on non-negative integers: floor((2h + n) / 2n).
  return Math.floor((2 * hundredths + scores.length) / (2 * scores.length)) / 100;
}

/** Transfer of an evaluator's open assessments in a plan to another employee (optional reason). */
export const appraisalTransferBody = z.object({
  planId: uuid,
  fromId: uuid,
  toId: uuid,
  comment: optional(reasonText),
});
