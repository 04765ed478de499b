import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { messageSettings } from './schema.ts';
import type { Owner } from '@procure/server-auth';
import { MESSAGE_TYPES, type MessageSetting, type MessageType } from './wire.ts';

/** What a user gets before saving anything: in-app for every type, e-mail for results, SMS for to-dos. */
export function defaultMessageSetting(messageType: MessageType): MessageSetting {
  return {
    messageType,
    inApp: true,
    email: messageType !== 'systemNotice' && messageType !== 'approvalTodo',
    sms: messageType === 'approvalTodo',
  };
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
