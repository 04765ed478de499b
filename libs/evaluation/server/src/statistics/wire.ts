import { z } from 'zod';
import { ERROR_CODES } from '@procure/shared-codes';
import { idSchema } from '@procure/server-http';
import { decodeCursor } from '../assessments/cursor.ts';

// Wire shapes of the performance statistics (issue #17 §6; spec §7 "Evaluate" / "Performance" statistics).

const isoDate = z.iso.date('validation.invalid');
const score = z.number().nullable().describe('0–100, 2 decimals');

export const statisticsFilterSchema = z.object({
  periodFrom: isoDate.optional().describe('Plans whose period ends on or after this day'),
  periodTo: isoDate.optional().describe('Plans whose period ends on or before this day'),
  classId: idSchema
    .optional()
    .describe('Supplier class (two-level classification; a first-level class takes its children)'),
  vendorId: idSchema.optional(),
});
export type StatisticsFilter = z.infer<typeof statisticsFilterSchema>;

export const statisticsListQuerySchema = statisticsFilterSchema.extend({
  cursor: z
    .string()
    .max(200, 'validation.tooLong')
    .refine((text) => decodeCursor(text) !== null, ERROR_CODES.evaluationBadCursor)
    .optional(),
  pageSize: z.coerce.number('validation.invalidType').int().min(1).max(100).default(20),
});
export type StatisticsListQuery = z.infer<typeof statisticsListQuerySchema>;

export const statisticsOverviewSchema = z.object({
  events: z
    .array(
      z.object({
        planId: z.string(),
        code: z.string(),
        name: z.string(),
        periodFrom: z.string(),
        periodTo: z.string(),
        vendorCount: z.number().int(),
        averageScore: score,
      }),
    )
    .describe('Published evaluations in the period, oldest period first'),
  trend: z.object({
    vendors: z.array(z.object({ vendorId: z.string(), name: z.string() })),
    points: z.array(
      z.object({
        planId: z.string(),
        code: z.string(),
        periodTo: z.string(),
        scores: z.array(z.object({ vendorId: z.string(), score })),
      }),
    ),
  }),
  grades: z
    .array(z.object({ grade: z.string(), count: z.number().int() }))
    .describe('Final grades (adjusted when adjusted), best level first'),
  criteria: z
    .array(z.object({ name: z.string(), averageScore: score, count: z.number().int() }))
    .describe('Average score per criterion name over the results'),
  classes: z.array(z.object({ id: z.string(), name: z.string() })).describe('Supplier classes to filter by'),
});
export type StatisticsOverview = z.infer<typeof statisticsOverviewSchema>;

export const statisticsRowSchema = z.object({
  id: z.string().describe('The result'),
  planId: z.string(),
  planCode: z.string(),
  planName: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  score,
  grade: z.string().describe('Final grade (the adjusted one when adjusted)'),
  adjusted: z.boolean(),
});
export type StatisticsRow = z.infer<typeof statisticsRowSchema>;

export const statisticsPageSchema = z.object({
  items: z.array(statisticsRowSchema),
  nextCursor: z.string().nullable(),
});
