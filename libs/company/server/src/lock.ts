import { sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';

/**
 * Serialises the writes of one key for the rest of the transaction: the staff and roles of a tenant
 * (last-admin and lock-out rules read then write), a username or a mobile number across tenants.
 */
export async function lockKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error in `cause`). */
export function sqlState(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code))
      return current.code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}
