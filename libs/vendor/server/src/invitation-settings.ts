import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@procure/server-db';
import { invitationSettingInputSchema, type InvitationSettingInput } from '@procure/shared-validation';
import { vendorInvitationSettings } from './schema.ts';

export { invitationSettingInputSchema };

// Quick invitation settings by type (issue #16 §1, spec §7): per channel, the default message text put
// into every invitation of that channel (empty: the standard wording only) and the days its link stays
// valid (1–30; default 7). Used by send and resend; the buyer edits them on /vendor/invitation/setting.

export const DEFAULT_INVITATION_DAYS = 7;
export const INVITATION_CHANNELS = ['email', 'sms'] as const;
export type InvitationChannel = (typeof INVITATION_CHANNELS)[number];

export const invitationSettingSchema = z.object({
  channel: z.enum(INVITATION_CHANNELS),
  message: z.string(),
  validDays: z.number().int(),
});
export type InvitationSetting = z.infer<typeof invitationSettingSchema>;

export const invitationSettingQuerySchema = z.object({
  type: z.enum(INVITATION_CHANNELS, 'validation.oneOf'),
});

export async function invitationSetting(
  tx: Db,
  tenantId: string,
  channel: InvitationChannel,
): Promise<InvitationSetting> {
  const [row] = await tx
    .select()
    .from(vendorInvitationSettings)
    .where(
      and(eq(vendorInvitationSettings.tenantId, tenantId), eq(vendorInvitationSettings.channel, channel)),
    );
  return row
    ? { channel, message: row.message, validDays: row.validDays }
    : { channel, message: '', validDays: DEFAULT_INVITATION_DAYS };
}

export async function saveInvitationSetting(
  tx: Db,
  actor: { tenantId: string; userId: string },
  input: InvitationSettingInput,
): Promise<void> {
  const values = {
    message: input.message,
    validDays: input.validDays,
    updatedBy: actor.userId,
    updatedAt: new Date(),
  };
  await tx
    .insert(vendorInvitationSettings)
    .values({ tenantId: actor.tenantId, channel: input.channel, ...values })
    .onConflictDoUpdate({
      target: [vendorInvitationSettings.tenantId, vendorInvitationSettings.channel],
      set: values,
    });
}
