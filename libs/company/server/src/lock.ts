import { sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';

/**
 * Serialises the writes of one key for the rest of the transaction: the staff and roles of a tenant
 * (last-admin and lock-out rules read then write), a username or a mobile number across tenants.
 */
export async function lockKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
