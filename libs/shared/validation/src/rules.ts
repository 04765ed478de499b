import type { z } from 'zod';
import { isCourier } from './couriers.ts';
import { decimalRule } from './decimal-rule.ts';
import { checkInteger } from './integer-rule.ts';
import { isRegionCode } from './region-code.ts';
import { isSocialCreditFormat, isValidSocialCreditCode } from './social-credit-code.ts';
import { fail, textRule } from './text-rule.ts';
import type { ValidationCode } from './codes.ts';

/** A rule that is one pattern and one code. */
function patternRule(pattern: RegExp, code: ValidationCode): z.ZodString {
  return textRule((value) => (pattern.test(value) ? undefined : fail(code)));
}

// Practical e-mail shape (the same as zod's): ASCII local part and a dotted domain with a letter TLD.
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const EMAIL_MAX = 254;
const URL_MAX = 2048;
const PASSWORD_MIN = 9;
const PASSWORD_MAX = 30;

function isHttpUrl(value: string): boolean {
  if (value.length > URL_MAX || /\s/.test(value) || !/^https?:\/\/[^/?#]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function checkPassword(value: string) {
  const length = [...value].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) {
    return fail('validation.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX });
  }
  // Visible ASCII only: a full-width or Chinese character cannot be typed the same way on every keyboard.
  if (!/^[\x21-\x7E]+$/.test(value)) return fail('validation.passwordChars');
  if (!/\d/.test(value) || !/[a-z]/.test(value) || !/[A-Z]/.test(value)) return fail('validation.password');
  return undefined;
}

/**
 * The format checks of spec §5, each a zod string schema over exactly what a person typed (never
 * trimmed: surrounding spaces are `validation.surroundingSpaces`, empty is `validation.required`).
 * Every failure message is a code of `VALIDATION_CODES`.
 */
export const rules = {
  startsWithAlnum: patternRule(/^[A-Za-z0-9]/, 'validation.startsWithAlnum'),
  nonNegative3dp: decimalRule({ maxDecimals: 3 }),
  nonNegative2dp: decimalRule({ maxDecimals: 2 }),
  positiveInteger: textRule((value) => {
    if (!/^\d+$/.test(value)) return fail('validation.positiveInteger');
    if (value.length > 1 && value.startsWith('0')) return fail('validation.leadingZero');
    return value === '0' ? fail('validation.positiveInteger') : undefined;
  }),
  mobile: patternRule(/^1[3-9]\d{9}$/, 'validation.mobile'),
  email: textRule((value) =>
    value.length <= EMAIL_MAX && EMAIL.test(value) ? undefined : fail('validation.email'),
  ),
  amount8d2: decimalRule({ maxInteger: 8, maxDecimals: 2 }),
  amount12d2: decimalRule({ maxInteger: 12, maxDecimals: 2 }),
  amount12d4: decimalRule({ maxInteger: 12, maxDecimals: 4 }),
  amount8d8: decimalRule({ maxInteger: 8, maxDecimals: 8 }),
  amount5dp: decimalRule({ maxDecimals: 5 }),
  integer9: textRule((value) => checkInteger(value, { maxDigits: 9 })),
  courier: textRule((value) => (isCourier(value) ? undefined : fail('validation.courier'))),
  taxCode: patternRule(/^(?:[A-Z0-9]{15}|[A-Z0-9]{17,18}|[A-Z0-9]{20})$/, 'validation.taxCode'),
  digits: patternRule(/^\d+$/, 'validation.digits'),
  regionCode: textRule((value) => (isRegionCode(value) ? undefined : fail('validation.regionCode'))),
  alnumAt: patternRule(/^[A-Za-z0-9@]+$/, 'validation.alnumAt'),
  url: textRule((value) => (isHttpUrl(value) ? undefined : fail('validation.url'))),
  password: textRule(checkPassword),
  name: patternRule(/^[A-Za-z0-9_.-]+$/, 'validation.name'),
  nameZh: patternRule(/^[A-Za-z0-9_.\-\p{Script=Han}]+$/u, 'validation.nameZh'),
  int0to20: textRule((value) => checkInteger(value, { min: 0, max: 20 })),
  int0to100: textRule((value) => checkInteger(value, { min: 0, max: 100 })),
  digit0to5: textRule((value) => checkInteger(value, { min: 0, max: 5 })),
  int4digits: textRule((value) => checkInteger(value, { maxDigits: 4, allowLeadingZeros: true })),
  socialCreditCode: textRule((value) => {
    if (!isSocialCreditFormat(value)) return fail('validation.socialCreditCode');
    return isValidSocialCreditCode(value) ? undefined : fail('validation.socialCreditCodeCheck');
  }),
} as const;

export type RuleName = keyof typeof rules;
