import { toNestErrors } from '@hookform/resolvers';
import { toFieldErrors } from '@procure/shared-validation';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type TranslateCode = (code: string, params?: Record<string, string | number>) => string;

/**
 * A react-hook-form resolver whose messages are translated at validation time: the shared rules
 * report stable codes (`validation.mobile`), which `translate` turns into the active language.
 */
export function translatedZodResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  translate: TranslateCode,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of toFieldErrors(result.error)) {
      // The first problem of a field is the one worth reading.
      flat[issue.path] ??= { type: issue.code, message: translate(issue.code, issue.params) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
