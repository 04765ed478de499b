import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { messageSettings } from './schema.ts';
import type { Owner } from '@procure/server-auth';
import { MESSAGE_TYPES, type MessageSetting, type MessageType } from './wire.ts';

/** What a user gets before saving anything: in-app for every type, e-mail for results, SMS for to-dos. */
export function defaultMessageSetting(messageType: MessageType): MessageSetting {
  // The daily digest is sent only to those who ask for it (e-mail; the other channels do not apply).
  if (messageType === 'dailyDigest') return { messageType, inApp: false, email: false, sms: false };
  return {
    messageType,
    inApp: true,
    email: messageType !== 'systemNotice' && messageType !== 'approvalTodo',
    sms: messageType === 'approvalTodo',
  };
}

/**
 * Whether each user allows e-mail for a message type: the saved setting, else the type's default
 * (one statement for the whole batch; the message center reads it while queueing e-mails).
 */
export async function emailAllowedFor(
  tx: Db,
  tenantId: string,
  messageType: MessageType,
  userIds: readonly string[],
): Promise<Map<string, boolean>> {
  const byDefault = defaultMessageSetting(messageType).email;
  const allowed = new Map(userIds.map((id) => [id, byDefault]));
  if (userIds.length === 0) return allowed;
  const saved = await tx
    .select({ userId: messageSettings.userId, email: messageSettings.email })
    .from(messageSettings)
    .where(
      and(
        eq(messageSettings.tenantId, tenantId),
        eq(messageSettings.messageType, messageType),
        inArray(messageSettings.userId, [...userIds]),
      ),
    );
  saved.forEach((s) => allowed.set(s.userId, s.email));
  return allowed;
}

export async function listMessageSettings(tx: Db, owner: Owner): Promise<MessageSetting[]> {
  const rows = await tx
    .select()
    .from(messageSettings)
    .where(and(eq(messageSettings.tenantId, owner.tenantId), eq(messageSettings.userId, owner.userId)));
  const saved = new Map(rows.map((r) => [r.messageType, r]));
  return MESSAGE_TYPES.map((type) => {
    const row = saved.get(type);
    return row
      ? { messageType: type, inApp: row.inApp, email: row.email, sms: row.sms }
      : defaultMessageSetting(type);
  });
}

export async function saveMessageSettings(tx: Db, owner: Owner, items: MessageSetting[]): Promise<void> {
  await tx
    .insert(messageSettings)
    .values(items.map((i) => ({ ...owner, ...i })))
    .onConflictDoUpdate({
      target: [messageSettings.tenantId, messageSettings.userId, messageSettings.messageType],
      set: {
        inApp: sql`excluded.in_app`,
        email: sql`excluded.email`,
        sms: sql`excluded.sms`,
        updatedAt: sql`now()`,
      },
    });
}
