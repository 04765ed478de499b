import { z } from 'zod';
import { CODES, codeEntries } from '@procure/shared-codes';
import { idSchema } from '@procure/server-http';
import { EVALUATION_METHODS } from '@procure/shared-validation';

// Wire shapes of the supplier performance routes (issue #17).

const enabledStates = codeEntries('enabled').map((entry) => entry.code);

export const idParamsSchema = z.object({ id: idSchema });

export const mouldListQuerySchema = z.object({
  keyword: z.string().trim().max(50, 'validation.tooLong').optional().describe('Template code or name'),
  state: z.coerce
    .number('validation.invalidType')
    .int('validation.invalidType')
    .refine((code) => enabledStates.includes(code), 'validation.oneOf')
    .optional()
    .describe('CODES.enabled: 1 enabled, 0 disabled'),
});
export type MouldListQuery = z.infer<typeof mouldListQuerySchema>;

export const mouldCriterionSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  name: z.string(),
  weight: z.number().int().describe('Whole percent; a template’s weights add up to 100'),
  method: z.enum(EVALUATION_METHODS).describe('manual (0–100 by the evaluators) or computed from the ledger'),
  remark: z.string(),
});

export const mouldSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  state: z.number().int().describe(`CODES.enabled, ${CODES.enabled.enabled.code} enabled`),
  criteriaCount: z.number().int(),
  computedCount: z.number().int().describe('Criteria computed from the ledger'),
  createdByName: z.string(),
  updatedAt: z.string(),
});
export type MouldSummary = z.infer<typeof mouldSummarySchema>;

export const mouldDetailSchema = mouldSummarySchema.extend({
  remark: z.string(),
  criteria: z.array(mouldCriterionSchema),
});
export type MouldDetail = z.infer<typeof mouldDetailSchema>;

export const savedSchema = z.object({ id: z.string(), code: z.string() });
export const stateResultSchema = z.object({ id: z.string(), state: z.number().int() });
