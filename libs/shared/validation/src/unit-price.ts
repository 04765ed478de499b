import type { z } from 'zod';
import { decimalRule } from './decimal-rule.ts';
import { fail } from './text-rule.ts';

/** Unit prices have at most 10 integer digits (spec §5, §9); the decimals are a tenant setting. */
export const UNIT_PRICE_MAX_INTEGER = 10;

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`decimals must be an integer from 0 to 20, got ${decimals}`);
  }
}

/**
 * A non-negative unit price: at most 10 integer digits and `decimals` decimals. Both limits answer
 * `validation.unitPrice` with `{ decimals }` ("only 10 integer digits and N decimals are supported").
 * `12.` is accepted because it is what `sanitizeNumber` leaves while a person is still typing.
 */
export function unitPrice(decimals: number): z.ZodString {
  assertDecimals(decimals);
  return decimalRule({
    maxInteger: UNIT_PRICE_MAX_INTEGER,
    maxDecimals: decimals,
    allowTrailingDot: decimals > 0,
    limitFailure: fail('validation.unitPrice', { decimals }),
  });
}

const FULL_WIDTH_DIGIT = /[\uFF10-\uFF19]/g;
// The full-width full stop and the ideographic full stop are what a Chinese IME types for ".".
const FULL_WIDTH_POINT = /[\uFF0E\u3002]/g;

/**
 * Cleans a numeric input while it is typed: full-width digits and points become ASCII, every other
 * non-numeric character goes, only the first decimal point stays, leading zeros go (`007` → `7`,
 * `.5` → `0.5`), the integer part keeps its first 10 digits and the decimals are truncated (never
 * rounded) to `decimals`. A trailing point is kept (`12.`) so that the next keystroke can add
 * decimals; with `decimals` 0 the point and everything after it are dropped. Idempotent.
 */
export function sanitizeNumber(input: string, decimals: number): string {
  assertDecimals(decimals);
  const ascii = input
    .replace(FULL_WIDTH_DIGIT, (d) => String.fromCharCode(d.charCodeAt(0) - 0xff10 + 0x30))
    .replace(FULL_WIDTH_POINT, '.')
    .replace(/[^\d.]/g, '');
  const point = ascii.indexOf('.');
  const integer = (point < 0 ? ascii : ascii.slice(0, point))
    .replace(/^0+(?=\d)/, '')
    .slice(0, UNIT_PRICE_MAX_INTEGER);
  if (point < 0 || decimals === 0) return integer;
  const fraction = ascii
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, decimals);
  return `${integer === '' ? '0' : integer}.${fraction}`;
}
