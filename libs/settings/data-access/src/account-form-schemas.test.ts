import { describe, expect, it } from 'vitest';
import { maskMobile, modifyMobileFormSchema, modifyPasswordFormSchema } from './account-form-schemas.ts';

const codesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('modifyPasswordFormSchema', () => {
  const valid = { oldPassword: 'x', newPassword: 'Abcdefgh1', confirmPassword: 'Abcdefgh1', code: '123456' };

  it('accepts a spec password typed twice and a six-digit code', () => {
    expect(modifyPasswordFormSchema.safeParse(valid).success).toBe(true);
  });

  it('puts a mismatch under the confirmation with the server’s code', () => {
    expect(codesOf(modifyPasswordFormSchema.safeParse({ ...valid, confirmPassword: 'Abcdefgh2' }))).toEqual([
      ['confirmPassword', 'mysetting.passwordMismatch'],
    ]);
  });

  it('applies the spec password rule and requires every field', () => {
    const weak = codesOf(
      modifyPasswordFormSchema.safeParse({ ...valid, newPassword: 'short1A', confirmPassword: 'short1A' }),
    );
    expect(weak).toEqual([['newPassword', 'validation.passwordLength']]);
    const empty = codesOf(
      modifyPasswordFormSchema.safeParse({ oldPassword: '', newPassword: '', confirmPassword: '', code: '' }),
    );
    expect(empty.map(([path]) => path)).toEqual(
      expect.arrayContaining(['oldPassword', 'newPassword', 'confirmPassword', 'code']),
    );
  });
});

describe('modifyMobileFormSchema and maskMobile', () => {
  it('checks the mainland mobile format', () => {
    expect(codesOf(modifyMobileFormSchema.safeParse({ newMobile: '12345678901', code: '123456' }))).toEqual([
      ['newMobile', 'validation.mobile'],
    ]);
  });

  it('masks the middle four digits', () => {
    expect(maskMobile('13800000002')).toBe('138****0002');
    expect(maskMobile(null)).toBe('');
  });
});
