import { nameLength, rules } from '@procure/shared-validation';
import { ERROR_CODES } from '@procure/shared-codes';
import { z } from 'zod';

export const USERNAME_MIN = 4;
export const USERNAME_MAX = 32;

/**
 * The /signin form: the same rules the server applies to POST /tenant/reg (spec §5: mobile, e-mail,
 * social credit code, password). Messages are codes, translated at render time.
 */
export const registrationFormSchema = z
  .object({
    enterpriseName: nameLength,
    shortName: nameLength,
    socialCreditCode: rules.socialCreditCode,
    contactName: nameLength,
    mobile: rules.mobile,
    mobileCode: rules.digits.length(6, 'validation.digits'),
    email: rules.email,
    emailCode: rules.digits.length(6, 'validation.digits'),
    username: rules.name.min(USERNAME_MIN, 'validation.tooShort').max(USERNAME_MAX, 'validation.tooLong'),
    password: rules.password,
    confirmPassword: z.string().min(1, 'validation.required'),
    agreeTerms: z.boolean().refine((v) => v, 'validation.required'),
  })
  // `when`: compared even while other fields are invalid, so the mismatch shows with the rest.
  .refine((form) => form.confirmPassword === form.password, {
    message: ERROR_CODES.registrationPasswordMismatch,
    path: ['confirmPassword'],
    when: (payload) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown };
      return (
        typeof value.password === 'string' &&
        typeof value.confirmPassword === 'string' &&
        value.confirmPassword !== ''
      );
    },
  });

export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
export type RegistrationFormOutput = z.output<typeof registrationFormSchema>;

export const emptyRegistrationForm: RegistrationFormInput = {
  enterpriseName: '',
  shortName: '',
  socialCreditCode: '',
  contactName: '',
  mobile: '',
  mobileCode: '',
  email: '',
  emailCode: '',
  username: '',
  password: '',
  confirmPassword: '',
  agreeTerms: false,
};
