import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALIDATION_CODES, isValidationCode } from './codes.ts';
import { toFieldErrors } from './field-errors.ts';
import { rules } from './rules.ts';
import { optional } from './text-rule.ts';
import { purchaseRemark } from './text-fields.ts';

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return toFieldErrors(result.error);
}

describe('toFieldErrors', () => {
  const form = z.object({
    mobile: rules.mobile,
    contact: z.object({ email: rules.email }),
    lines: z.array(z.object({ remark: purchaseRemark(100) })),
  });

  it('joins paths with dots and keeps codes and params', () => {
    expect(
      errorsOf(form, {
        mobile: '',
        contact: { email: 'x' },
        lines: [{ remark: 'ok' }, { remark: 'a'.repeat(101) }],
      }),
    ).toEqual([
      { path: 'mobile', code: 'validation.required' },
      { path: 'contact.email', code: 'validation.email' },
      { path: 'lines.1.remark', code: 'validation.tooLong', params: { max: 100 } },
    ]);
  });

  it('reads a missing field as required', () => {
    expect(errorsOf(form, { contact: {}, lines: [] })).toEqual([
      { path: 'mobile', code: 'validation.required' },
      { path: 'contact.email', code: 'validation.required' },
    ]);
  });

  it('gives codes to issues of plain zod schemas written elsewhere', () => {
    const plain = z.strictObject({
      a: z.string().min(3),
      b: z.string().min(1),
      c: z.string().max(2),
      d: z.number().max(5),
      e: z.number().min(1),
      f: z.array(z.string()).min(1),
      g: z.array(z.string()).max(1),
      h: z.enum(['x', 'y']),
      i: z.number(),
      j: z.uuid(),
      k: z.string(),
    });
    expect(
      errorsOf(plain, {
        a: 'ab',
        b: '',
        c: 'abc',
        d: 6,
        e: 0,
        f: [],
        g: ['1', '2'],
        h: 'z',
        i: 'NaN',
        j: 'nope',
        k: undefined,
        extra: 1,
      }),
    ).toEqual([
      { path: 'a', code: 'validation.tooShort', params: { min: 3 } },
      { path: 'b', code: 'validation.required' },
      { path: 'c', code: 'validation.tooLong', params: { max: 2 } },
      { path: 'd', code: 'validation.tooLarge', params: { max: 5 } },
      { path: 'e', code: 'validation.tooSmall', params: { min: 1 } },
      { path: 'f', code: 'validation.tooFew', params: { min: 1 } },
      { path: 'g', code: 'validation.tooMany', params: { max: 1 } },
      { path: 'h', code: 'validation.oneOf' },
      { path: 'i', code: 'validation.invalidType' },
      { path: 'j', code: 'validation.invalid' },
      { path: 'k', code: 'validation.required' },
      { path: '', code: 'validation.unknownField', params: { keys: 'extra' } },
    ]);
  });

  it('passes through a dotted code from another library, and hides an English refine message', () => {
    const schema = z.object({
      id: z.string().refine(() => false, 'address.defaultNotDeletable'),
      note: z.string().refine(() => false, 'Must be nice'),
    });
    expect(errorsOf(schema, { id: 'x', note: 'y' })).toEqual([
      { path: 'id', code: 'address.defaultNotDeletable' },
      { path: 'note', code: 'validation.invalid' },
    ]);
  });

  it('produces only known codes for the fallback', () => {
    const plain = z.object({ a: z.string().min(5), b: z.number(), c: z.literal('x') });
    for (const { code } of errorsOf(plain, { a: '', b: 'x', c: 'y' }))
      expect(isValidationCode(code)).toBe(true);
  });
});

describe('optional', () => {
  const schema = z.object({ email: optional(rules.email) });

  it.each([{}, { email: undefined }, { email: null }, { email: '' }])(
    'lets %j through as undefined',
    (input) => {
      expect(schema.parse(input)).toEqual({ email: undefined });
    },
  );

  it('checks a value that is present, keeping the code and the path', () => {
    expect(schema.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
    expect(errorsOf(schema, { email: 'nope' })).toEqual([{ path: 'email', code: 'validation.email' }]);
    expect(errorsOf(z.object({ r: optional(purchaseRemark(100)) }), { r: 'a'.repeat(101) })).toEqual([
      { path: 'r', code: 'validation.tooLong', params: { max: 100 } },
    ]);
    expect(errorsOf(schema, { email: 5 })).toEqual([{ path: 'email', code: 'validation.invalidType' }]);
  });
});

describe('VALIDATION_CODES', () => {
  it('lists unique, namespaced codes', () => {
    expect(new Set(VALIDATION_CODES).size).toBe(VALIDATION_CODES.length);
    for (const code of VALIDATION_CODES) expect(code).toMatch(/^validation\.[a-z][A-Za-z0-9]*$/);
  });
});
