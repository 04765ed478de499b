import { z } from 'zod';
import { nameLength, optional } from '@procure/shared-validation';

// The rules of a budget that both the form and the API check (one definition, docs/conventions.md).

/** The largest amount a numeric(20,2) column holds: 18 integer digits. */
export const BUDGET_AMOUNT_MAX_INTEGER = 18;
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** A budget amount in yuan: a plain non-negative decimal with at most 2 decimals ('200000.00'). */
export const budgetAmount = z.string({ error: () => 'validation.required' }).superRefine((value, ctx) => {
  const issue = (message: string, params?: Record<string, number>) =>
    ctx.addIssue({ code: 'custom', message, ...(params ? { params } : {}) });
  if (value === '') return issue('validation.required');
  const match = DECIMAL.exec(value);
  if (!match) return issue('validation.number');
  const [, sign, integer = '', decimals = ''] = match;
  if (sign) return issue('validation.nonNegative');
  if (integer.length > 1 && integer.startsWith('0')) return issue('validation.leadingZero');
  if (integer.length > BUDGET_AMOUNT_MAX_INTEGER) {
    return issue('validation.maxIntegerDigits', { max: BUDGET_AMOUNT_MAX_INTEGER });
  }
  if (decimals.length > 2) return issue('validation.maxDecimals', { max: 2 });
});

/** '2026' (a year) or '2026-11' (a month of it). */
export const budgetPeriod = z
  .string({ error: () => 'validation.required' })
  .regex(/^(19|20|21)\d{2}(-(0[1-9]|1[0-2]))?$/, 'budget.period');

/** Project codes are short codes from the project list: letters, digits, '-', '_' and '.'. */
export const projectCode = z
  .string({ error: () => 'validation.invalidType' })
  .max(40, 'validation.tooLong')
  .regex(/^[A-Za-z0-9_.-]+$/, 'validation.name');

export const budgetInputSchema = z.object({
  costCentreId: z.string({ error: () => 'validation.required' }).uuid('validation.required'),
  projectCode: optional(projectCode),
  name: nameLength,
  period: budgetPeriod,
  amount: budgetAmount,
});
export type BudgetInput = z.infer<typeof budgetInputSchema>;

export const budgetAmountInputSchema = z.object({ amount: budgetAmount });
