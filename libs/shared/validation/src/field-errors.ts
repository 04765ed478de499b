import type { z } from 'zod';
import type { IssueParams } from './codes.ts';

export type FieldIssue = { path: string; code: string; params?: IssueParams };

// A dotted code such as `validation.mobile` or another library's `address.defaultNotDeletable`.
const CODE = /^[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+$/;

function toParams(values: Record<string, unknown>): IssueParams | undefined {
  const params: IssueParams = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    else if (typeof value === 'bigint') params[key] = Number(value);
  }
  return Object.keys(params).length > 0 ? params : undefined;
}

/**
 * A code for an issue raised by a plain zod schema written elsewhere (its message is zod's English,
 * not a code), so that every field error still reaches the UI as a translatable code.
 */
function fallback(issue: z.core.$ZodIssue): Pick<FieldIssue, 'code' | 'params'> {
  switch (issue.code) {
    case 'invalid_type':
      // zod keeps no input on the issue; its wording is the only sign of a missing field.
      return {
        code: /received undefined$/.test(issue.message) ? 'validation.required' : 'validation.invalidType',
      };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? { code: 'validation.required' } : { code: 'validation.tooShort', params: { min } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { code: 'validation.tooFew', params: { min } };
      return { code: 'validation.tooSmall', params: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { code: 'validation.tooLong', params: { max } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { code: 'validation.tooMany', params: { max } };
      return { code: 'validation.tooLarge', params: { max } };
    }
    case 'invalid_value':
      return { code: 'validation.oneOf' };
    case 'unrecognized_keys':
      return { code: 'validation.unknownField', params: { keys: issue.keys.join(', ') } };
    default:
      return { code: 'validation.invalid' };
  }
}

/** Flattens a zod error into `{ path: 'a.b.0', code, params? }` entries, one per issue, in order. */
export function toFieldErrors(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    if (!CODE.test(issue.message)) return { path, ...fallback(issue) };
    const params = issue.code === 'custom' && issue.params ? toParams(issue.params) : undefined;
    return params ? { path, code: issue.message, params } : { path, code: issue.message };
  });
}
