import type { z } from 'zod';
import { fail, textRule } from './text-rule.ts';

export const REMARK_MAX_UNITS = 500;
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const ADDRESS_FIELD_MAX = 50;

/** Characters, not UTF-16 units: an emoji or a rare CJK character outside the BMP counts once. */
function charCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/**
 * Length of a remark in the units of spec §5 ("500 characters, 250 Chinese"): a character beyond
 * Latin-1 (Chinese characters, full-width punctuation, emoji) counts 2, any other counts 1.
 */
export function remarkLength(value: string): number {
  let units = 0;
  for (const char of value) units += (char.codePointAt(0) ?? 0) > 0xff ? 2 : 1;
  return units;
}

/** Free text of at most 500 units (250 Chinese characters); spaces and line breaks are kept. */
export const remark: z.ZodString = textRule(
  (value) =>
    remarkLength(value) > REMARK_MAX_UNITS
      ? fail('validation.remarkTooLong', { max: REMARK_MAX_UNITS, maxChinese: REMARK_MAX_UNITS / 2 })
      : undefined,
  { allowSurroundingSpace: true },
);

/** A purchase remark: at most `max` characters (100 on short forms, 1000 on the purchase apply). */
export function purchaseRemark(max: 100 | 1000): z.ZodString {
  return textRule((value) => (charCount(value) > max ? fail('validation.tooLong', { max }) : undefined), {
    allowSurroundingSpace: true,
  });
}

function lengthRule(min: number, max: number): z.ZodString {
  return textRule((value) => {
    const length = charCount(value);
    if (length < min) return fail('validation.tooShort', { min });
    if (length > max) return fail('validation.tooLong', { max });
    return undefined;
  });
}

/** A name of 2 to 100 characters. */
export const nameLength: z.ZodString = lengthRule(NAME_MIN, NAME_MAX);

/** An address form field (contact, detailed address …) of 1 to 50 characters. */
export const addressField: z.ZodString = lengthRule(1, ADDRESS_FIELD_MAX);
