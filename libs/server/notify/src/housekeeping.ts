import { sql } from 'drizzle-orm';
import { queryRows, withAppRole, type Db } from '@procure/server-db';

/** The daily clean-up job of the send guard's tables (pg-boss queue `send-guard-cleanup`). */
export const SEND_GUARD_CLEANUP_JOB = 'send-guard-cleanup';
/** Every day at 03:15 (UTC): a quiet hour in China and in Europe. */
export const SEND_GUARD_CLEANUP_CRON = '15 3 * * *';

/** How long the send guard's rows are kept. */
export type SendGuardRetention = {
  /** Days a `send_audit` row is kept (configuration `SEND_AUDIT_RETENTION_DAYS`, default 30). */
  auditDays: number;
};

export const DEFAULT_SEND_GUARD_RETENTION: SendGuardRetention = { auditDays: 30 };

export type SendGuardCleanup = { audit: number; budgets: number; blocks: number; codes: number };

const DAY_MS = 24 * 3600_000;

/**
 * Deletes what the send guard no longer needs, as of `now`:
 * - `send_audit` rows older than the retention;
 * - `send_budgets` rows untouched for a day: no budget window is longer than a day, so such a row
 *   holds no stamp that still counts (a new send simply starts the row again);
 * - `send_blocks` that have ended;
 * - `verification_codes` expired for more than a day (a code lives ten minutes).
 * Idempotent: running it twice deletes nothing the second time.
 */
export async function cleanUpSendGuard(
  db: Db,
  now: Date,
  retention: SendGuardRetention = DEFAULT_SEND_GUARD_RETENTION,
): Promise<SendGuardCleanup> {
  const at = now.toISOString();
  const auditBefore = new Date(now.getTime() - retention.auditDays * DAY_MS).toISOString();
  const dayBefore = new Date(now.getTime() - DAY_MS).toISOString();
  return withAppRole(db, async (tx) => {
    const count = async (statement: ReturnType<typeof sql>) =>
      (
        await queryRows<{ n: number }>(
          tx,
          sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`,
        )
      )[0]?.n ?? 0;
    return {
      audit: await count(sql`delete from send_audit where at < ${auditBefore}::timestamptz`),
      budgets: await count(sql`delete from send_budgets where updated_at < ${dayBefore}::timestamptz`),
      blocks: await count(sql`delete from send_blocks where until <= ${at}::timestamptz`),
      codes: await count(sql`delete from verification_codes where expires_at < ${dayBefore}::timestamptz`),
    };
  });
}
