import type { z } from 'zod';
import type { Failure } from './codes.ts';
import { fail, textRule } from './text-rule.ts';

/** Plain decimal notation with ASCII digits only: no exponent, no grouping, no full-width digits. */
const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

export type DecimalLimits = {
  /** Most digits before the decimal point; unlimited when absent. */
  maxInteger?: number;
  /** Most digits after the decimal point. */
  maxDecimals: number;
  /** Accept `12.` (what a person has typed before the decimals); only the unit price needs it. */
  allowTrailingDot?: boolean;
  /** Replaces the integer/decimal limit failures with one rule-specific failure (unit price). */
  limitFailure?: Failure;
};

/** Checks a non-negative decimal string; leading zeros (`01`, `00.5`) are refused, `0.5` is fine. */
export function checkDecimal(value: string, limits: DecimalLimits): Failure | undefined {
  const match = DECIMAL.exec(value);
  if (!match) return fail('validation.number');
  const [, sign = '', integer = '', decimals] = match;
  if (decimals === '' && !limits.allowTrailingDot) return fail('validation.number');
  if (sign === '-') return fail('validation.nonNegative');
  if (integer.length > 1 && integer.startsWith('0')) return fail('validation.leadingZero');
  if (limits.maxInteger !== undefined && integer.length > limits.maxInteger) {
    return limits.limitFailure ?? fail('validation.maxIntegerDigits', { max: limits.maxInteger });
  }
  if ((decimals ?? '').length > limits.maxDecimals) {
    return limits.limitFailure ?? fail('validation.maxDecimals', { max: limits.maxDecimals });
  }
  return undefined;
}

export function decimalRule(limits: DecimalLimits): z.ZodString {
  return textRule((value) => checkDecimal(value, limits));
}
