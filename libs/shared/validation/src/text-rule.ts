import { z } from 'zod';
import type { Failure, ValidationCode } from './codes.ts';

/** A check on a non-empty, already space-checked string; `undefined` means it passes. */
export type StringCheck = (value: string) => Failure | undefined;

export type TextRuleOptions = {
  /** Free text (remarks) may start or end with spaces or line breaks; single-line fields may not. */
  allowSurroundingSpace?: boolean;
};

/** Missing (undefined/null) reads as "required" so that an absent body field gets the same code as an empty input. */
function typeError(issue: { input?: unknown }): ValidationCode {
  return issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalidType';
}

export function fail(code: ValidationCode, params?: Failure['params']): Failure {
  return params ? { code, params } : { code };
}

/** Adds a failure as a zod custom issue: the message is the code, the values go in `params`. */
export function addFailure(ctx: z.RefinementCtx, failure: Failure, path?: PropertyKey[]): void {
  ctx.addIssue({
    code: 'custom',
    message: failure.code,
    ...(failure.params ? { params: failure.params } : {}),
    ...(path ? { path } : {}),
  });
}

/**
 * A string schema for what a person typed: empty → `validation.required`, surrounding whitespace
 * (including the full-width space) → `validation.surroundingSpaces`, then the rule's own check.
 * The value is never trimmed or converted, so the output is exactly the input.
 */
export function textRule(check: StringCheck, options: TextRuleOptions = {}): z.ZodString {
  return z.string({ error: typeError }).superRefine((value, ctx) => {
    const failure = checkText(value, check, options);
    if (failure) addFailure(ctx, failure);
  });
}

export function checkText(
  value: string,
  check: StringCheck,
  options: TextRuleOptions = {},
): Failure | undefined {
  if (value === '') return fail('validation.required');
  if (!options.allowSurroundingSpace && value !== value.trim()) return fail('validation.surroundingSpaces');
  return check(value);
}

/**
 * Makes a string rule optional: `undefined`, `null` and `''` pass (as `undefined`), anything else must
 * pass `schema`. Use it for fields a form may leave blank (an optional e-mail, a remark).
 */
export function optional(schema: z.ZodType<string, string>) {
  return z
    .string({ error: () => 'validation.invalidType' })
    .nullish()
    .transform((value, ctx): string | undefined => {
      if (value === undefined || value === null || value === '') return undefined;
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues) {
        ctx.addIssue({
          code: 'custom',
          message: issue.message,
          path: issue.path,
          ...('params' in issue && issue.params ? { params: issue.params } : {}),
        });
      }
      return z.NEVER;
    });
}
