import { z } from 'zod';
import { addressField, nameLength, optional, rules } from '@procure/shared-validation';

// The same rules as the server's wire schemas (libs/masterdata/server/src/wire.ts): the form checks
// first, the server checks again.
export const codeRule = rules.name.max(30, 'validation.tooLong');
export const shortName = addressField;
export const longName = nameLength;
export const optionalText = (rule: z.ZodType<string, string>) => optional(rule).transform((v) => v ?? '');
/** A select that may stay empty (''). */
export const anyChoice = z.string();
export const requiredChoice = z.string().min(1, 'validation.required');
export { rules };
