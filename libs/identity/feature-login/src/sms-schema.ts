import { msg } from '@lingui/core/macro';
import { rules } from '@procure/shared-validation';
import { z } from 'zod';

export const smsMessages = {
  codeRequired: msg({ id: 'login.smsCodeRequired', message: 'Enter the 6-digit code from the SMS' }),
  passwordMismatch: msg({ id: 'reset.passwordMismatch', message: 'The two passwords do not match' }),
};

const smsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, smsMessages.codeRequired.id);

/** SMS login: the number's format is checked (that reveals nothing); the code is six digits. */
export const smsLoginFormSchema = z.object({ mobile: rules.mobile, code: smsCode });
export type SmsLoginFormInput = z.input<typeof smsLoginFormSchema>;

/** Password reset: the spec §5 password rule, the same as the server's, and a matching confirmation. */
export const resetFormSchema = z
  .object({
    mobile: rules.mobile,
    code: smsCode,
    password: rules.password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: smsMessages.passwordMismatch.id,
  });
export type ResetFormInput = z.input<typeof resetFormSchema>;
