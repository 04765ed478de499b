import { describe, expect, it } from 'vitest';
import { socialCreditCheckChar } from '@procure/shared-validation';
import { emptyRegistrationForm, registrationFormSchema } from './registration-form-schema.ts';

const valid = {
  ...emptyRegistrationForm,
  enterpriseName: '测试企业有限公司',
  shortName: '测试',
  socialCreditCode: `91310115MA1K4XY7X${socialCreditCheckChar('91310115MA1K4XY7X') ?? ''}`,
  contactName: '张联系',
  mobile: '13712345678',
  mobileCode: '123456',
  email: 'a@example.com',
  emailCode: '654321',
  username: 'newadmin',
  password: 'Register@2026',
  confirmPassword: 'Register@2026',
  agreeTerms: true,
};

const codes = (input: object) => {
  const result = registrationFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('registrationFormSchema', () => {
  it('accepts a complete form', () => {
    expect(codes(valid)).toEqual({});
  });

  it('flags each rule with its code', () => {
    expect(
      codes({
        ...valid,
        mobile: '12345678901',
        socialCreditCode: '91310115MA1K4XY7XA',
        password: 'alllowercase1',
        confirmPassword: 'different',
        mobileCode: '12a',
        agreeTerms: false,
      }),
    ).toEqual({
      mobile: 'validation.mobile',
      socialCreditCode: 'validation.socialCreditCodeCheck',
      password: 'validation.password',
      confirmPassword: 'registration.passwordMismatch',
      mobileCode: 'validation.digits',
      agreeTerms: 'validation.required',
    });
  });
});
