import { describe, expect, it } from 'vitest';
import { registrationBodySchema } from './wire.ts';

const valid = {
  enterpriseName: '测试企业有限公司',
  shortName: '测试企业',
  socialCreditCode: '91350100M000100Y43',
  contactName: '张三',
  mobile: '13912345678',
  mobileCode: '123456',
  email: 'zhang@example.com',
  emailCode: '654321',
  username: 'testadmin',
  password: 'Passw0rd!',
  confirmPassword: 'Passw0rd!',
  agreeTerms: true,
};

const issueCodes = (input: unknown) =>
  registrationBodySchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('registrationBodySchema', () => {
  it('accepts a complete form', () => {
    expect(registrationBodySchema.safeParse(valid).success).toBe(true);
  });

  it('refuses a missing body with issues instead of throwing', () => {
    expect(() => registrationBodySchema.safeParse(null)).not.toThrow();
    expect(registrationBodySchema.safeParse(null).success).toBe(false);
  });

  it('reports a mismatched confirmation together with the other field errors', () => {
    const issues = issueCodes({ ...valid, confirmPassword: 'Passw0rd?', mobile: '123' });
    expect(issues).toContain('confirmPassword:registration.passwordMismatch');
    expect(issues.some((i) => i.startsWith('mobile:'))).toBe(true);
  });

  it('requires the terms to be accepted and codes of six digits', () => {
    const issues = issueCodes({ ...valid, agreeTerms: false, mobileCode: '12345' });
    expect(issues).toEqual(
      expect.arrayContaining(['agreeTerms:validation.required', 'mobileCode:validation.digits']),
    );
  });
});
