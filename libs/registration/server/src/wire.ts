import { z } from 'zod';
import { nameLength, rules } from '@procure/shared-validation';
import { idSchema } from '@procure/server-http';
import { REGISTRATION_STATUSES } from './schema.ts';

export const USERNAME_MAX = 32;
const CODE_PATTERN = /^\d{6}$/;

/** A verification code as typed: six digits (presence and shape; the server checks the value). */
const verificationCode = z.string().regex(CODE_PATTERN, 'validation.digits');

/**
 * The registration form (spec §5 rules from shared-validation, the same the web form uses). The
 * password is typed twice; the terms must be accepted.
 */
export const registrationBodySchema = z
  .object({
    enterpriseName: nameLength,
    shortName: nameLength,
    socialCreditCode: rules.socialCreditCode,
    contactName: nameLength,
    mobile: rules.mobile,
    mobileCode: verificationCode,
    email: rules.email,
    emailCode: verificationCode,
    username: rules.name.min(4, 'validation.tooShort').max(USERNAME_MAX, 'validation.tooLong'),
    password: rules.password,
    confirmPassword: z.string(),
    agreeTerms: z.literal(true, { error: 'validation.required' }),
  })
  // `when`: compared even while other fields are invalid, so the mismatch shows with the rest.
  .refine((form) => form.confirmPassword === form.password, {
    message: 'registration.passwordMismatch',
    path: ['confirmPassword'],
    when: (payload) => {
      // A missing body reaches here as null: the other issues then say what is missing.
      const value = (payload.value ?? {}) as { password?: unknown; confirmPassword?: unknown };
      return (
        typeof value.password === 'string' &&
        typeof value.confirmPassword === 'string' &&
        value.confirmPassword !== ''
      );
    },
  });

export type RegistrationBody = z.infer<typeof registrationBodySchema>;

export const mobileParamsSchema = z.object({ mobile: rules.mobile });
export const emailParamsSchema = z.object({ email: rules.email });
export const usernameParamsSchema = z.object({ name: z.string().min(1).max(USERNAME_MAX) });

export const availabilitySchema = z.object({ available: z.boolean() });

export const registrationStatusSchema = z.enum(REGISTRATION_STATUSES);

export const registrationListQuerySchema = z.object({
  status: registrationStatusSchema.optional().describe('Without it: every status, pending first'),
});

export const registrationIdParamsSchema = z.object({ id: idSchema });

export const registrationSummarySchema = z.object({
  id: z.string(),
  enterpriseName: z.string(),
  shortName: z.string(),
  socialCreditCode: z.string(),
  contactName: z.string(),
  mobile: z.string(),
  email: z.string(),
  username: z.string(),
  status: registrationStatusSchema,
  createdAt: z.string().describe('ISO 8601'),
});

export const registrationDetailSchema = registrationSummarySchema.extend({
  reason: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  tenantId: z.string().nullable(),
});

export type RegistrationDetail = z.infer<typeof registrationDetailSchema>;

export const rejectBodySchema = z.object({
  reason: z.string().trim().min(1, 'validation.required').max(500, 'validation.tooLong'),
});

export const submittedSchema = z.object({ id: z.string(), status: registrationStatusSchema });
