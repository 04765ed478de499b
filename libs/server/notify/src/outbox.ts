import { desc } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { outboxMessages } from './schema.ts';

export type OutboxEntry = typeof outboxMessages.$inferSelect;

/** The newest simulated messages first (the outbox is a development aid: the latest page is enough). */
export async function listOutbox(tx: Db, limit = 50): Promise<OutboxEntry[]> {
  return tx
    .select()
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}
