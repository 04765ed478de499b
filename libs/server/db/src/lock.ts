import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';

/**
 * Serialises the writes of one key for the rest of the transaction (a transaction-level advisory lock):
 * e.g. the staff and roles of a tenant, a username or a mobile number across tenants, one owner's
 * address book or work proxies.
 */
export async function lockKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
