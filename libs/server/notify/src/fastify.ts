import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '@procure/server-db';
import { createNotifier } from './create-notifier.ts';
import { createSendGuard, type Clock, type SendBudgets, type SendGuard, type Sender } from './send-guard.ts';
import type { Notifier, NotifyConfig } from './types.ts';
import type { JobQueue } from '@procure/server-jobs';
import {
  cleanUpSendGuard,
  SEND_GUARD_CLEANUP_CRON,
  SEND_GUARD_CLEANUP_JOB,
  type SendGuardRetention,
} from './housekeeping.ts';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
    /** Every message to a caller-chosen number or address goes through it (send-guard.ts). */
    sendGuard: SendGuard;
  }
}

export type SendGuardOptions = { budgets?: SendBudgets; clock?: Clock };

/**
 * Decorates the app with `app.notifier` (simulator unless the configuration names a real provider) and
 * `app.sendGuard` (budgets, image code, audit) in front of it.
 */
export function installNotifier(
  app: FastifyInstance,
  config: NotifyConfig,
  db: Db,
  guard: SendGuardOptions = {},
): Notifier {
  const notifier = createNotifier(config, { db, log: app.log });
  app.decorate('notifier', notifier);
  app.decorate('sendGuard', createSendGuard({ db, notifier, ...guard }));
  return notifier;
}

/**
 * The daily clean-up of the send guard's tables on the job queue (`app.jobs`: install it first):
 * audit rows past the retention, spent budgets, ended blocks, long-expired codes (housekeeping.ts).
 */
export function installSendGuardCleanup(app: FastifyInstance, db: Db, retention: SendGuardRetention): void {
  const jobs: JobQueue = app.jobs;
  jobs.define(
    SEND_GUARD_CLEANUP_JOB,
    async () => {
      const result = await cleanUpSendGuard(db, app.sendGuard.clock(), retention);
      app.log.info(result, 'send guard tables cleaned up');
    },
    { retryLimit: 2, retryDelay: 60 },
  );
  jobs.schedule(SEND_GUARD_CLEANUP_JOB, SEND_GUARD_CLEANUP_CRON, { tz: 'UTC' });
}

/** An anonymous caller of a send route: its address and the image code it typed (verified by the guard). */
export function anonymousSender(
  request: FastifyRequest,
  image: { verifyKey: string; verifyCode: string },
): Sender {
  return {
    kind: 'anonymous',
    ip: request.ip || 'unknown',
    imageKey: image.verifyKey,
    imageCode: image.verifyCode,
  };
}

/** A signed-in caller: budgets per tenant (or per user without one) instead of per client. */
export function signedInSender(
  request: FastifyRequest,
  who: { tenantId: string | null; userId: string },
): Sender {
  return { kind: 'signedIn', ip: request.ip || 'unknown', tenantId: who.tenantId, userId: who.userId };
}
