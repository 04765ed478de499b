import { z } from 'zod';
import { rules } from '@procure/shared-validation';

const smsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'validation.digits');

/** The password-change form: the spec password rule (shared with the server) and a matching confirmation. */
export const modifyPasswordFormSchema = z
  .object({
    oldPassword: z.string().min(1, 'validation.required'),
    newPassword: rules.password,
    confirmPassword: z.string().min(1, 'validation.required'),
    code: smsCode,
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'mysetting.passwordMismatch',
    path: ['confirmPassword'],
  });
export type ModifyPasswordFormInput = z.input<typeof modifyPasswordFormSchema>;

export const modifyMobileFormSchema = z.object({ newMobile: rules.mobile, code: smsCode });
export type ModifyMobileFormInput = z.input<typeof modifyMobileFormSchema>;

/** Shows 138****0002 for 13800000002. */
export function maskMobile(mobile: string | null | undefined): string {
  if (!mobile) return '';
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
