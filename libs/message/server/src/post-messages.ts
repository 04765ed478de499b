import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { newId, type Db } from '@procure/server-db';
import { translateCode, localeFromWire, type Locale } from '@procure/shared-i18n';
import { identitySchema } from '@procure/identity-server';
import { emailAllowedFor, type MessageType } from '@procure/settings-server';
import { messageEmails, messages } from './schema.ts';
import type { MessageInput, MessageKind } from './types.ts';

/** Which personal message setting (user settings → message settings) governs a kind's e-mail. */
export const SETTING_TYPE_OF_KIND: Record<MessageKind, MessageType> = {
  approvalTask: 'approvalTodo',
  approvalResult: 'approvalResult',
  orderCreated: 'orderStatus',
  notice: 'systemNotice',
};

export type Rendered = Record<Locale, { title: string; body: string }>;

function render(input: MessageInput): Rendered {
  const one = (locale: Locale) => ({
    title: translateCode(locale, input.titleCode, input.params),
    body: translateCode(locale, input.bodyCode, input.params),
  });
  return { 'zh-CN': one('zh-CN'), 'en-US': one('en-US') };
}

export async function postMessagesWithin(tx: Db, input: MessageInput): Promise<void> {
  await postRenderedWithin(tx, input, render(input));
}

/**
 * Posts text already written in both languages (a notice is the admin's own words, not a catalog
 * message); returns each recipient's message id.
 */
export async function postRenderedWithin(
  tx: Db,
  input: Omit<MessageInput, 'titleCode' | 'bodyCode' | 'params'>,
  text: Rendered,
): Promise<{ recipientId: string; messageId: string }[]> {
  const recipientIds = [...new Set(input.recipientIds)];
  if (recipientIds.length === 0) return [];
  const rows = recipientIds.map((recipientId) => ({
    id: newId(),
    tenantId: input.tenantId,
    recipientId,
    kind: input.kind,
    titleZh: text['zh-CN'].title,
    titleEn: text['en-US'].title,
    bodyZh: text['zh-CN'].body,
    bodyEn: text['en-US'].body,
    link: input.link ?? null,
  }));
  // RLS (with check) refuses a tenantId other than the transaction's: a message never lands elsewhere.
  await tx.insert(messages).values(rows);
  if (input.email) {
    const messageIdOf = new Map(rows.map((r) => [r.recipientId, r.id]));
    await queueEmails(tx, input, recipientIds, text, messageIdOf);
  }
  return rows.map((r) => ({ recipientId: r.recipientId, messageId: r.id }));
}

/**
 * Queues one e-mail per recipient who is a member of the tenant, has an address, is not disabled and
 * allows e-mail for the kind (saved setting, else the type's default), in the recipient's language.
 */
async function queueEmails(
  tx: Db,
  input: Pick<MessageInput, 'tenantId' | 'kind'>,
  recipientIds: string[],
  text: Rendered,
  messageIdOf: Map<string, string>,
): Promise<void> {
  const { users, tenantMembers } = identitySchema;
  const settingType = SETTING_TYPE_OF_KIND[input.kind];
  const emailAllowed = await emailAllowedFor(tx, input.tenantId, settingType, recipientIds);

  const reachable = await tx
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .innerJoin(
      tenantMembers,
      and(eq(tenantMembers.userId, users.id), eq(tenantMembers.tenantId, input.tenantId)),
    )
    .where(and(inArray(users.id, recipientIds), isNotNull(users.email), eq(users.disabled, false)));

  const queued = reachable.flatMap((u) => {
    const messageId = messageIdOf.get(u.id);
    if (!u.email || !messageId || !emailAllowed.get(u.id)) return [];
    const { title, body } = text[localeFromWire(u.language)];
    return [{ id: newId(), tenantId: input.tenantId, messageId, toAddress: u.email, subject: title, body }];
  });
  if (queued.length > 0) await tx.insert(messageEmails).values(queued);
}
