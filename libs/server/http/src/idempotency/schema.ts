// The idempotency keys of money-moving POSTs (DOMAIN.md §4, issue #15). drizzle-kit reads this file
// alone: import no domain.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgPolicy,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { appRole, tenantPolicy } from '@procure/server-db/schema';

const expiredWithoutTenant = sql`current_setting('app.tenant_id', true) is null or current_setting('app.tenant_id', true) = ''`;

/**
 * One `Idempotency-Key` a user sent to one route in one tenant: the hash of the first body and the
 * first successful result. Written in the SAME transaction as the effect, so a key row exists exactly
 * when its effect committed; concurrent repeats wait on the primary key. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** The route pattern, e.g. `/payment/create`. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body in canonical JSON (sorted keys). */
    requestHash: text('request_hash').notNull(),
    /** The `data` of the first success, returned again to every repeat. */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.route, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_key_check', sql`length(${t.key}) between 1 and 255`),
    tenantPolicy('idempotency_keys'),
    // The hourly clean-up runs with no tenant set: it may see and delete expired keys, and nothing else
    // (a DELETE with a WHERE needs a SELECT policy too).
    ...(['select', 'delete'] as const).map((command) =>
      pgPolicy(`idempotency_keys_expired_${command}`, {
        as: 'permissive',
        for: command,
        to: appRole,
        using: sql`(${expiredWithoutTenant}) and ${t.createdAt} < now() - interval '24 hours'`,
      }),
    ),
  ],
);
