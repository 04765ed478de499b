import type { Failure } from './codes.ts';
import { fail } from './text-rule.ts';

const DIGITS = /^\d+$/;

export type IntegerLimits = {
  /** Most digits; unlimited when absent. */
  maxDigits?: number;
  /** Inclusive bounds, reported together as `validation.range`. */
  min?: number;
  max?: number;
  /** `0012` is accepted (a code-like field of up to N digits). */
  allowLeadingZeros?: boolean;
};

/** Checks an unsigned integer typed in ASCII digits. */
export function checkInteger(value: string, limits: IntegerLimits): Failure | undefined {
  if (!DIGITS.test(value)) return fail('validation.integer');
  if (!limits.allowLeadingZeros && value.length > 1 && value.startsWith('0')) {
    return fail('validation.leadingZero');
  }
  if (limits.maxDigits !== undefined && value.length > limits.maxDigits) {
    return fail('validation.maxDigits', { max: limits.maxDigits });
  }
  if (limits.min !== undefined && limits.max !== undefined) {
    // Compare by length first so that a very long string never goes through Number().
    const tooBig = value.length > String(limits.max).length || Number(value) > limits.max;
    if (tooBig || Number(value) < limits.min)
      return fail('validation.range', { min: limits.min, max: limits.max });
  }
  return undefined;
}
