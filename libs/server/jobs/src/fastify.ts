import type { FastifyInstance } from 'fastify';
import type { Database } from '@procure/server-db';
import { JobQueue, type JobQueueOptions } from './job-queue.ts';

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
