import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withAppRole, withTenant, type Db } from '@procure/server-db';
import { identitySchema } from '@procure/identity-server';
import type { Notifier, OutboundMessage, TransactionalNotifier } from '@procure/server-notify';
import { messageEmails } from './schema.ts';

/** After this many failed sends an e-mail is marked failed and left for an operator. */
export const MAX_ATTEMPTS = 5;
const BATCH = 50;
const INTERVAL_MS = 5_000;

function canSendWithin(notifier: Notifier): notifier is TransactionalNotifier {
  return typeof (notifier as Partial<TransactionalNotifier>).sendWithin === 'function';
}

/**
 * Sends the pending message e-mails of every tenant. Each tenant's batch runs in its own transaction
 * under that tenant's RLS scope, its rows locked with SKIP LOCKED so two dispatchers (two API
 * instances, or a test calling this beside the timer) never send the same row twice. The simulator
 * records inside the transaction (exactly once); a real provider is at-least-once (a crash between
 * the send and the commit resends).
 */
export async function flushMessageEmails(
  db: Db,
  notifier: Notifier,
): Promise<{ sent: number; failed: number }> {
  const tenants = await withAppRole(db, (tx) =>
    tx.select({ id: identitySchema.tenants.id }).from(identitySchema.tenants),
  );
  const total = { sent: 0, failed: 0 };
  for (const tenant of tenants) {
    const result = await withTenant(db, { tenantId: tenant.id, userId: null }, (tx) =>
      flushTenant(tx, notifier),
    );
    total.sent += result.sent;
    total.failed += result.failed;
  }
  return total;
}

async function flushTenant(tx: Db, notifier: Notifier): Promise<{ sent: number; failed: number }> {
  const pending = await tx
    .select()
    .from(messageEmails)
    .where(eq(messageEmails.status, 'pending'))
    .orderBy(asc(messageEmails.createdAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  let sent = 0;
  let failed = 0;
  for (const row of pending) {
    const message: OutboundMessage = {
      channel: 'email',
      to: row.toAddress,
      subject: row.subject,
      body: row.body,
    };
    try {
      if (canSendWithin(notifier)) await notifier.sendWithin(tx, message);
      else await notifier.send(message);
      await tx
        .update(messageEmails)
        .set({ status: 'sent', sentAt: sql`now()`, attempts: row.attempts + 1 })
        .where(eq(messageEmails.id, row.id));
      sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      await tx
        .update(messageEmails)
        .set({
          attempts,
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
        })
        .where(eq(messageEmails.id, row.id));
      failed += 1;
    }
  }
  return { sent, failed };
}

/** Runs the flush every few seconds while the app is up; the close hook waits for a running flush. */
export function startEmailDispatcher(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return; // a slow provider: never two flushes of one instance at once
    running = flushMessageEmails(app.database.db, app.notifier)
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'message e-mail dispatch failed; retrying on the next tick'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
