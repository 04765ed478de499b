import { z } from 'zod';
import { rules } from './rules.ts';
import { fail, optional, textRule } from './text-rule.ts';
import { nameLength } from './text-fields.ts';

// The forms of supplier onboarding (issue #16 §1–2): the buyer's invitation, the invited supplier's
// registration and its application. The buyer pages, the supplier portal and the API parse the same schemas.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = textRule((value) => (UUID.test(value) ? undefined : fail('validation.invalid')));
const maxLength = (max: number) =>
  textRule((value) => ([...value].length > max ? fail('validation.tooLong', { max }) : undefined));

export const INVITATION_CHANNELS = ['email', 'sms'] as const;
export type InvitationChannel = (typeof INVITATION_CHANNELS)[number];
export const VENDOR_USERNAME_MAX = 32;
/** A one-time invitation token: 43 url-safe base64 characters (32 random bytes). */
export const INVITATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

function targetOf(value: unknown, channel: InvitationChannel): string | undefined {
  const form = (value ?? {}) as { channel?: unknown; target?: unknown };
  return form.channel === channel && typeof form.target === 'string' ? form.target : undefined;
}

/** Invite a supplier: by e-mail or SMS; the target must match the channel. */
export const vendorInvitationSchema = z
  .object({
    channel: z.enum(INVITATION_CHANNELS, { error: 'validation.oneOf' }),
    target: z.string({ error: 'validation.required' }),
    companyName: nameLength,
    socialCreditCode: optional(rules.socialCreditCode),
    contactName: optional(maxLength(50)),
  })
  // `when`: checked even while other fields are invalid, so the address error shows with the rest.
  .refine((form) => form.channel !== 'sms' || rules.mobile.safeParse(form.target).success, {
    message: 'validation.mobile',
    path: ['target'],
    when: (payload) => targetOf(payload.value, 'sms') !== undefined,
  })
  .refine((form) => form.channel !== 'email' || rules.email.safeParse(form.target).success, {
    message: 'validation.email',
    path: ['target'],
    when: (payload) => targetOf(payload.value, 'email') !== undefined,
  });
export type VendorInvitationInput = z.infer<typeof vendorInvitationSchema>;

export const invitationTokenSchema = z
  .string({ error: 'validation.required' })
  .regex(INVITATION_TOKEN, 'validation.invalid');

/** Most characters of the reason a supplier gives when it declines an invitation. */
export const INVITATION_DECLINE_REASON_MAX = 500;
/** Why the supplier declines an invitation (its portal's "Customers & invitations"; the buyer reads it). */
export const invitationDeclineReasonSchema = textRule(
  (value) =>
    [...value].length > INVITATION_DECLINE_REASON_MAX
      ? fail('validation.tooLong', { max: INVITATION_DECLINE_REASON_MAX })
      : undefined,
  { allowSurroundingSpace: false },
);
export const invitationDeclineSchema = z.object({ reason: invitationDeclineReasonSchema });
export type InvitationDeclineInput = z.infer<typeof invitationDeclineSchema>;

/** The invited supplier registers a new company account through the link (supplier portal). */
export const vendorRegistrationSchema = z
  .object({
    token: invitationTokenSchema,
    companyName: nameLength,
    socialCreditCode: rules.socialCreditCode,
    contactName: maxLength(50),
    mobile: rules.mobile,
    email: rules.email,
    username: rules.name.min(4, 'validation.tooShort').max(VENDOR_USERNAME_MAX, 'validation.tooLong'),
    password: rules.password,
    confirmPassword: z.string({ error: 'validation.required' }),
  })
  .refine((form) => form.confirmPassword === form.password, {
    message: 'registration.passwordMismatch',
    path: ['confirmPassword'],
    when: (payload) => {
      const value = (payload.value ?? {}) as { password?: unknown; confirmPassword?: unknown };
      return typeof value.password === 'string' && typeof value.confirmPassword === 'string';
    },
  });
export type VendorRegistrationInput = z.infer<typeof vendorRegistrationSchema>;

/** The supplier's application: company data, contacts, bank account and the categories it serves. */
export const vendorApplicationSchema = z.object({
  name: nameLength,
  socialCreditCode: rules.socialCreditCode,
  address: maxLength(200),
  contactName: maxLength(50),
  contactMobile: rules.mobile,
  contactEmail: rules.email,
  bankName: maxLength(100),
  bankAccount: textRule((value) => {
    if (!/^\d+$/.test(value)) return fail('validation.digits');
    if (value.length < 8) return fail('validation.tooShort', { min: 8 });
    return value.length > 30 ? fail('validation.tooLong', { max: 30 }) : undefined;
  }),
  categoryIds: z
    .array(uuid, { error: 'validation.required' })
    .min(1, 'validation.required')
    .max(50, 'validation.tooMany'),
});
export type VendorApplicationInput = z.infer<typeof vendorApplicationSchema>;
