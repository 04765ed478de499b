import { z } from 'zod';
import { idSchema } from '@procure/server-http';
import { BUDGET_ENTRY_KINDS } from '@procure/shared-codes';

export { budgetInputSchema, budgetAmountInputSchema } from '@procure/budget-rules';

const decimal = z.string().describe('Decimal string, yuan');

export const budgetSchema = z.object({
  id: z.string(),
  objectId: z.string(),
  name: z.string(),
  costCentreId: z.string(),
  costCentreCode: z.string().nullable(),
  costCentreName: z.string().nullable(),
  projectCode: z.string().nullable(),
  period: z.string(),
  currency: z.string(),
  amount: decimal,
  committed: decimal.describe('Reserved + committed'),
  spent: decimal,
  available: decimal.describe('amount − committed − spent (negative when a reservation went over)'),
  usagePercent: z.number().describe('(committed + spent) / amount × 100, one decimal; 0 for a zero amount'),
  disabled: z.boolean(),
});
export type BudgetView = z.infer<typeof budgetSchema>;

export const budgetPageSchema = z.object({
  rows: z.array(budgetSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const budgetQuerySchema = z.object({
  keyword: z.string().max(50, 'validation.tooLong').optional().describe('Name, project or cost centre code'),
  period: z.string().max(7, 'validation.tooLong').optional(),
  costCentreId: idSchema.optional(),
  status: z.enum(['enabled', 'disabled'], 'validation.oneOf').optional(),
  page: z.coerce.number('validation.invalidType').int().min(1).max(10000).default(1),
  pageSize: z.coerce.number('validation.invalidType').int().min(1).max(100).default(20),
});
export type BudgetQuery = z.infer<typeof budgetQuerySchema>;

export const budgetEntrySchema = z.object({
  id: z.string(),
  docType: z.string(),
  documentId: z.string(),
  kind: z.enum(BUDGET_ENTRY_KINDS),
  amount: decimal,
  overBudget: z.boolean(),
  at: z.string().describe('ISO time'),
});

export const budgetDetailSchema = z.object({ budget: budgetSchema, entries: z.array(budgetEntrySchema) });

export const idParamsSchema = z.object({ id: idSchema });
export const statusInputSchema = z.object({ disabled: z.boolean('validation.invalidType') });

export const IMPORT_MAX_MB = 5;
const IMPORT_MAX_BASE64 = Math.ceil((IMPORT_MAX_MB * 1024 * 1024) / 3) * 4;

/** The import upload: the workbook as base64 (JSON keeps the typed client simple; 5 MB max). */
export const importInputSchema = z.object({
  fileName: z.string().max(200, 'validation.tooLong').optional(),
  content: z
    .string({ error: () => 'validation.required' })
    .min(1, 'validation.fileEmpty')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'validation.fileType')
    .superRefine((value, ctx) => {
      if (value.length > IMPORT_MAX_BASE64) {
        ctx.addIssue({
          code: 'custom',
          message: 'validation.fileTooLarge',
          params: { maxMb: IMPORT_MAX_MB },
        });
      }
    }),
});

export const importResultSchema = z.object({ imported: z.number().int() });
