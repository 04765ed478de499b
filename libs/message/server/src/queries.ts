import { inTurn } from '@procure/server-db';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { ERROR_CODES } from '@procure/shared-codes';
import type { Locale } from '@procure/shared-i18n';
import type { Owner } from '@procure/server-auth';
import { messages } from './schema.ts';
import type { Message, MessagePage, MessageQuery } from './wire.ts';

type Row = typeof messages.$inferSelect;

/** The owner's visible (not deleted) messages; the tenant is also fixed by RLS. */
function visible(owner: Owner): SQL {
  return sql`${messages.tenantId} = ${owner.tenantId} and ${messages.recipientId} = ${owner.userId} and ${messages.deletedAt} is null`;
}

function toWire(row: Row, locale: Locale): Message {
  const zh = locale === 'zh-CN';
  return {
    id: row.id,
    kind: row.kind as Message['kind'],
    title: zh ? row.titleZh : row.titleEn,
    body: zh ? row.bodyZh : row.bodyEn,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMessages(
  tx: Db,
  owner: Owner,
  query: MessageQuery,
  locale: Locale,
): Promise<MessagePage> {
  const where = and(
    visible(owner),
    query.read === undefined ? undefined : query.read ? isNotNull(messages.readAt) : isNull(messages.readAt),
    query.kind ? eq(messages.kind, query.kind) : undefined,
  );
  const [rows, [total]] = await inTurn([
    tx
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    tx.select({ n: count() }).from(messages).where(where),
  ]);
  return {
    rows: rows.map((r) => toWire(r, locale)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function unreadCount(tx: Db, owner: Owner): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(messages)
    .where(and(visible(owner), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/** Opening a message marks it read (its first reading time is kept). */
export async function openMessage(tx: Db, owner: Owner, id: string, locale: Locale): Promise<Message> {
  const [row] = await tx
    .update(messages)
    .set({ readAt: sql`coalesce(${messages.readAt}, now())` })
    .where(and(visible(owner), eq(messages.id, id)))
    .returning();
  if (!row) throw new AppError(404, ERROR_CODES.messageNotFound);
  return toWire(row, locale);
}

type Change = 'read' | 'unread' | 'delete';
const CHANGES: Record<Change, Partial<Record<keyof Row, SQL>>> = {
  read: { readAt: sql`coalesce(${messages.readAt}, now())` },
  unread: { readAt: sql`null` },
  delete: { deletedAt: sql`now()` },
};

/**
 * Changes the listed messages of the owner. All or nothing: when one id is absent, deleted or someone
 * else's, the whole batch answers 404 (the same as an unknown id) and the transaction rolls back.
 */
export async function changeMessages(
  tx: Db,
  owner: Owner,
  ids: readonly string[],
  change: Change,
): Promise<number> {
  const unique = [...new Set(ids)];
  const changed = await tx
    .update(messages)
    .set(CHANGES[change])
    .where(and(visible(owner), inArray(messages.id, unique)))
    .returning({ id: messages.id });
  if (changed.length !== unique.length) throw new AppError(404, ERROR_CODES.messageNotFound);
  return changed.length;
}

/** Every visible message of the owner: all read, or all deleted. */
export async function changeAllMessages(tx: Db, owner: Owner, change: 'read' | 'delete'): Promise<number> {
  const where = change === 'read' ? and(visible(owner), isNull(messages.readAt)) : visible(owner);
  const changed = await tx.update(messages).set(CHANGES[change]).where(where).returning({ id: messages.id });
  return changed.length;
}
