import { sql } from 'drizzle-orm';
import { pgPolicy } from 'drizzle-orm/pg-core';
import { withAppRole, type Db } from '@procure/server-db';
import { appRole, currentTenantSql } from '@procure/server-db/schema';

// Platform reads (issue #16 §7, the operations console's /admin lists): which tenants a supplier company
// serves and how many members a tenant has are tenant rows. Operators have no tenant, so a transaction
// opened by `withPlatformRead` (no tenant set, `app.platform_read` = on) may SELECT them across tenants
// through this policy — and nothing else: no write, and never inside a tenant's own transaction.

const platformReading = sql`current_setting('app.platform_read', true) = 'on' and ${currentTenantSql} is null`;

/** The read-only cross-tenant policy of a tenant table that the platform lists read. */
export function platformReadPolicy(table: string) {
  return pgPolicy(`${table}_platform_read`, {
    as: 'permissive',
    for: 'select',
    to: appRole,
    using: platformReading,
  });
}

/** Runs `fn` as the app role with no tenant and the platform read switched on (ops routes only). */
export function withPlatformRead<T>(db: Db, userId: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  return withAppRole(
    db,
    async (tx) => {
      await tx.execute(sql`select set_config('app.platform_read', 'on', true)`);
      return fn(tx);
    },
    userId,
  );
}
