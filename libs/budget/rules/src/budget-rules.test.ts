import { describe, expect, it } from 'vitest';
import { budgetAmount, budgetPeriod, projectCode } from './index.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('budget rules', () => {
  it('takes non-negative amounts with at most 2 decimals and 18 integer digits', () => {
    for (const ok of ['0', '0.5', '200000.00', '9'.repeat(18) + '.99']) {
      expect(budgetAmount.safeParse(ok).success).toBe(true);
    }
    expect(firstMessage(budgetAmount.safeParse(''))).toBe('validation.required');
    expect(firstMessage(budgetAmount.safeParse('1e5'))).toBe('validation.number');
    expect(firstMessage(budgetAmount.safeParse('-1'))).toBe('validation.nonNegative');
    expect(firstMessage(budgetAmount.safeParse('012'))).toBe('validation.leadingZero');
    expect(firstMessage(budgetAmount.safeParse('1'.repeat(19)))).toBe('validation.maxIntegerDigits');
    expect(firstMessage(budgetAmount.safeParse('1.234'))).toBe('validation.maxDecimals');
  });

  it('takes a year or a month of it as the period', () => {
    expect(budgetPeriod.safeParse('2026').success).toBe(true);
    expect(budgetPeriod.safeParse('2026-11').success).toBe(true);
    for (const bad of ['26', '2026-13', '2026-1', '2026/11', '1899']) {
      expect(firstMessage(budgetPeriod.safeParse(bad))).toBe('budget.period');
    }
  });

  it('takes short project codes of letters, digits, dash, underscore and dot', () => {
    expect(projectCode.safeParse('PRJ-2026_01.a').success).toBe(true);
    expect(firstMessage(projectCode.safeParse('项目'))).toBe('validation.name');
    expect(firstMessage(projectCode.safeParse('x'.repeat(41)))).toBe('validation.tooLong');
  });
});
