import { z } from 'zod';
import { fail, optional, textRule } from './text-rule.ts';
import { nameLength, remark } from './text-fields.ts';

// Supplier performance evaluation (issue #17): the template (mould) form and the grading rules. The
// buyer portal and the API parse the same schemas; the server re-checks every rule.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = textRule((value) => (UUID.test(value) ? undefined : fail('validation.invalid')));

/**
 * How a criterion is scored: by the evaluator (0–100), or computed from the order ledger of the plan's
 * period (docs/conventions.md "Supplier performance: computed criteria" has the formulas).
 */
export const EVALUATION_METHODS = [
  'manual',
  'onTimeDelivery',
  'receiptRejection',
  'returnRate',
  'priceChange',
] as const;
export type EvaluationMethod = (typeof EVALUATION_METHODS)[number];
export const isComputedMethod = (method: EvaluationMethod): boolean => method !== 'manual';

/** The weights of a template's criteria add up to exactly this. */
export const EVALUATION_WEIGHT_TOTAL = 100;
export const EVALUATION_CRITERIA_MAX = 20;

/** Codes of the evaluation rules (messages in the server catalog: libs/shared/i18n/…/domains/evaluation.ts). */
export const EVALUATION_CODES = {
  /** The weights add up to {sum}, not 100. */
  weightsSum: 'evaluation.weightsSum',
  criterionDuplicate: 'evaluation.criterionDuplicate',
  periodOrder: 'evaluation.periodOrder',
  deadlineBeforeEnd: 'evaluation.deadlineBeforeEnd',
  vendorDuplicate: 'evaluation.vendorDuplicate',
  evaluatorRequired: 'evaluation.evaluatorRequired',
} as const;

const criterionName = textRule((value) => {
  const length = [...value].length;
  return length > 50 ? fail('validation.tooLong', { max: 50 }) : undefined;
});

export const mouldCriterionSchema = z.object({
  name: criterionName,
  /** Whole percent, 1–100; the template's weights add up to 100. */
  weight: z
    .number('validation.invalidType')
    .int('validation.integer')
    .min(1, 'validation.tooSmall')
    .max(EVALUATION_WEIGHT_TOTAL, 'validation.tooLarge'),
  method: z.enum(EVALUATION_METHODS, 'validation.oneOf'),
  remark: optional(remark),
});
export type MouldCriterionInput = z.infer<typeof mouldCriterionSchema>;

/** Σ weights of the given criteria (non-numbers count 0, so a half-filled form still sums). */
export function weightSum(criteria: readonly { weight?: unknown }[]): number {
  return criteria.reduce<number>(
    (sum, c) => sum + (typeof c.weight === 'number' && Number.isFinite(c.weight) ? c.weight : 0),
    0,
  );
}

/** A template (mould): create without `id`, update with it. */
export const mouldSchema = z
  .object({
    id: uuid.optional(),
    name: nameLength,
    remark: optional(remark),
    criteria: z
      .array(mouldCriterionSchema, 'validation.invalidType')
      .min(1, 'validation.tooFew')
      .max(EVALUATION_CRITERIA_MAX, 'validation.tooMany'),
  })
  .superRefine((value, ctx) => {
    const sum = weightSum(value.criteria);
    if (sum !== EVALUATION_WEIGHT_TOTAL) {
      ctx.addIssue({
        code: 'custom',
        message: EVALUATION_CODES.weightsSum,
        params: { sum },
        path: ['criteria'],
      });
    }
    const seen = new Set<string>();
    value.criteria.forEach((criterion, index) => {
      const key = criterion.name.trim().toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: EVALUATION_CODES.criterionDuplicate,
          path: ['criteria', index, 'name'],
        });
      }
      seen.add(key);
    });
  });
export type MouldInput = z.infer<typeof mouldSchema>;

/** Enable (1) or disable (0) a template. */
export const mouldStateBody = z.object({
  id: uuid,
  state: z.union([z.literal(0), z.literal(1)], 'validation.oneOf'),
});

// ---- grades (DOMAIN.md §2: A ≥ 85, B 70–84, C 60–69, D < 60 by default; configurable levels)

export type GradeLevel = { grade: string; minScore: number };

/** The default levels, best first: a score gets the first level whose minimum it reaches. */
export const DEFAULT_GRADE_LEVELS: readonly GradeLevel[] = [
  { grade: 'A', minScore: 85 },
  { grade: 'B', minScore: 70 },
  { grade: 'C', minScore: 60 },
  { grade: 'D', minScore: 0 },
];

/** The grade of a weighted score under `levels` (any order; the highest minimum reached wins). */
export function gradeOf(score: number, levels: readonly GradeLevel[] = DEFAULT_GRADE_LEVELS): string {
  const sorted = [...levels].sort((a, b) => b.minScore - a.minScore);
  for (const level of sorted) if (score >= level.minScore) return level.grade;
  return sorted[sorted.length - 1]?.grade ?? '';
}

/**
 * Σ score × weight / Σ weight over the criteria that have a score, rounded half-up to 2 decimals. A
 * computed criterion without ledger facts in the period has no score and its weight is left out; no
 * score at all → null.
 */
export function weightedScore(parts: readonly { weight: number; score: number | null }[]): number | null {
  const scored = parts.filter((p): p is { weight: number; score: number } => p.score !== null);
  const weights = scored.reduce((sum, p) => sum + p.weight, 0);
  if (weights === 0) return null;
  // Hundredths as integers: scores carry at most 2 decimals, weights are whole percent.
  const total = scored.reduce((sum, p) => sum + Math.round(p.score * 100) * p.weight, 0);
  return Math.round(total / weights) / 100;
}

// ---- performance plans

const isoDate = z.iso.date('validation.invalid');
export const PLAN_VENDORS_MAX = 100;
export const PLAN_EVALUATORS_MAX = 10;

/**
 * A performance plan (savePlan: create without `id`, update a draft with it). `evaluatorIds[i]` are
 * the evaluators of the template's i-th criterion; every manual criterion needs at least one (the
 * server checks it against the template); computed criteria take none.
 */
export const planSchema = z
  .object({
    id: uuid.optional(),
    name: nameLength,
    mouldId: uuid,
    periodFrom: isoDate,
    periodTo: isoDate,
    /** Evaluators score by this day; not before the period's end. */
    deadline: isoDate,
    remark: optional(remark),
    vendorIds: z
      .array(uuid, 'validation.invalidType')
      .min(1, 'validation.tooFew')
      .max(PLAN_VENDORS_MAX, 'validation.tooMany'),
    evaluatorIds: z
      .array(
        z.array(uuid, 'validation.invalidType').max(PLAN_EVALUATORS_MAX, 'validation.tooMany'),
        'validation.invalidType',
      )
      .max(EVALUATION_CRITERIA_MAX, 'validation.tooMany'),
  })
  .superRefine((value, ctx) => {
    if (value.periodFrom > value.periodTo) {
      ctx.addIssue({ code: 'custom', message: EVALUATION_CODES.periodOrder, path: ['periodTo'] });
    }
    if (value.deadline < value.periodTo) {
      ctx.addIssue({ code: 'custom', message: EVALUATION_CODES.deadlineBeforeEnd, path: ['deadline'] });
    }
    const seen = new Set<string>();
    value.vendorIds.forEach((id, index) => {
      if (seen.has(id)) {
        ctx.addIssue({
          code: 'custom',
          message: EVALUATION_CODES.vendorDuplicate,
          path: ['vendorIds', index],
        });
      }
      seen.add(id);
    });
  });
export type PlanInput = z.infer<typeof planSchema>;

/** Submit, cancel …: a plan's id. */
export const planIdBody = z.object({ id: uuid });
