import { z } from 'zod';
import { CODES, codeEntries } from '@procure/shared-codes';
import { idSchema } from '@procure/server-http';
import { EVALUATION_METHODS } from '@procure/shared-validation';
import { ledgerFactsSchema } from './facts-wire.ts';

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

// ---- performance plans

const planStatuses = codeEntries('performancePlan').map((entry) => entry.code);
const personSchema = z.object({ id: z.string(), name: z.string() });

export const planListQuerySchema = z.object({
  status: z.coerce
    .number('validation.invalidType')
    .int('validation.invalidType')
    .refine((code) => planStatuses.includes(code), 'validation.oneOf')
    .optional()
    .describe('CODES.performancePlan'),
  keyword: z.string().trim().max(50, 'validation.tooLong').optional().describe('Plan code or name'),
});
export type PlanListQuery = z.infer<typeof planListQuerySchema>;

export const planOptionsSchema = z.object({
  moulds: z.array(mouldDetailSchema).describe('Enabled templates (selectMould)'),
  vendors: z.array(z.object({ vendorId: z.string(), name: z.string() })).describe('selectAllVendor'),
  evaluators: z.array(personSchema).describe('Employees holding supplier:appraise'),
});

export const progressSchema = z.object({
  total: z.number().int().describe('Appraisals of the plan (supplier × evaluator)'),
  toScore: z.number().int(),
  scored: z.number().int(),
  submitted: z.number().int(),
});
export type Progress = z.infer<typeof progressSchema>;

export const planSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  mouldId: z.string(),
  mouldName: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  deadline: z.string(),
  status: z.number().int().describe(`CODES.performancePlan, ${CODES.performancePlan.draft.code} draft`),
  resultsSubmitted: z.boolean().describe('Status 4: the results are under approval'),
  vendorCount: z.number().int(),
  progress: progressSchema,
  createdByName: z.string(),
  createdAt: z.string(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

const historyEntrySchema = z.object({
  id: z.string(),
  action: z.number().int(),
  actorId: z.string(),
  actorName: z.string(),
  onBehalfOfId: z.string().nullable(),
  onBehalfOfName: z.string().nullable(),
  nodeName: z.string().nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});

export const planDetailSchema = planSummarySchema.extend({
  remark: z.string(),
  criteria: z.array(
    z.object({
      id: z.string(),
      seq: z.number().int(),
      name: z.string(),
      weight: z.number().int(),
      method: z.enum(EVALUATION_METHODS),
      remark: z.string(),
      evaluators: z.array(personSchema),
    }),
  ),
  vendors: z.array(z.object({ vendorId: z.string(), name: z.string() })),
  history: z.array(historyEntrySchema),
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

export const planStatusSchema = z.object({ id: z.string(), status: z.number().int() });

const nullableScore = z.number().nullable().describe('0–100, 2 decimals; null: no facts in the period');

export const vendorFactsSchema = z.object({
  vendorId: z.string(),
  name: z.string(),
  facts: ledgerFactsSchema,
  rates: z.object({ onTimeRate: nullableScore, rejectionRate: nullableScore, returnRate: nullableScore }),
  /** The plan's computed criteria and their scores from these facts. */
  computed: z.array(
    z.object({
      criterionId: z.string(),
      name: z.string(),
      method: z.enum(EVALUATION_METHODS),
      score: nullableScore,
    }),
  ),
});
export type VendorFacts = z.infer<typeof vendorFactsSchema>;

const IMPORT_MAX_MB = 2;
const IMPORT_MAX_BASE64 = Math.ceil((IMPORT_MAX_MB * 1024 * 1024) / 3) * 4;

/** The criteria sheet of a template (base64 xlsx in JSON, like the budget import; 2 MB max). */
export const mouldImportBody = z.object({
  id: idSchema.describe('The template whose criteria the sheet replaces'),
  fileName: z.string().max(200, 'validation.tooLong').optional(),
  content: z
    .string({ error: () => 'validation.required' })
    .min(1, 'validation.fileEmpty')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'validation.fileType')
    .superRefine((value, ctx) => {
      if (value.length > IMPORT_MAX_BASE64)
        ctx.addIssue({
          code: 'custom',
          message: 'validation.fileTooLarge',
          params: { maxMb: IMPORT_MAX_MB },
        });
    }),
});

export const mouldImportResultSchema = z.object({ imported: z.number().int() });
