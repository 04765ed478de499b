import type { FastifyInstance } from 'fastify';
import type { Database } from '@procure/server-db';
import { JobQueue, type JobQueueOptions } from './job-queue.ts';
import { purgeIdempotencyKeys } from '@procure/server-http';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * Decorates the app with `app.jobs`. Domains define their workers while they register; the queue
 * starts once the app is ready and stops (waiting for running jobs) before the database closes.
 */
export function installJobs(
  app: FastifyInstance,
  database: Database,
  options: Partial<JobQueueOptions> & { start?: boolean } = {},
): JobQueue {
  const jobs = new JobQueue(database, { logger: app.log, ...options });
  app.decorate('jobs', jobs);
  if (options.start !== false) app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', async () => jobs.stop());
  return jobs;
}

/** The hourly clean-up of expired idempotency keys (pg-boss queue `idempotency-cleanup`). */
export const IDEMPOTENCY_CLEANUP_JOB = 'idempotency-cleanup';
export const IDEMPOTENCY_CLEANUP_CRON = '40 * * * *';

/** Defines and schedules the idempotency-key clean-up (keys live 24 hours; install `app.jobs` first). */
export function installIdempotencyCleanup(app: FastifyInstance, clock: () => Date = () => new Date()): void {
  app.jobs.define(
    IDEMPOTENCY_CLEANUP_JOB,
    async () => {
      const deleted = await purgeIdempotencyKeys(app.database.db, clock());
      app.log.info({ deleted }, 'expired idempotency keys cleaned up');
    },
    { retryLimit: 2, retryDelay: 60 },
  );
  app.jobs.schedule(IDEMPOTENCY_CLEANUP_JOB, IDEMPOTENCY_CLEANUP_CRON, { tz: 'UTC' });
}
