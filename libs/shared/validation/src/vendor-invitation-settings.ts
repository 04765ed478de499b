import { z } from 'zod';
import { INVITATION_CHANNELS, type InvitationChannel } from './vendor-onboarding.ts';
import { addFailure, fail } from './text-rule.ts';

// Quick invitation settings by type (issue #16 §1): the buyer's settings form and the API parse the same
// schema. The text may be empty (the standard wording); an SMS has room for a short text only.

export const INVITATION_MESSAGE_MAX: Record<InvitationChannel, number> = { email: 1000, sms: 120 };
export const INVITATION_DAYS_MIN = 1;
export const INVITATION_DAYS_MAX = 30;

export const invitationSettingInputSchema = z
  .object({
    channel: z.enum(INVITATION_CHANNELS, { error: 'validation.oneOf' }),
    message: z.string({ error: 'validation.invalidType' }).trim(),
    validDays: z.coerce
      .number({ error: 'validation.required' })
      .int({ error: 'validation.invalidType' })
      .min(INVITATION_DAYS_MIN, { error: 'validation.tooSmall' })
      .max(INVITATION_DAYS_MAX, { error: 'validation.tooLarge' }),
  })
  .superRefine((value, ctx) => {
    const max = INVITATION_MESSAGE_MAX[value.channel];
    if ([...value.message].length > max) addFailure(ctx, fail('validation.tooLong', { max }), ['message']);
  });
export type InvitationSettingInput = z.infer<typeof invitationSettingInputSchema>;
