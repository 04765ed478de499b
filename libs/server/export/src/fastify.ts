import type { FastifyInstance } from 'fastify';
import {
  EXPORT_CLEANUP_JOB,
  EXPORT_JOB,
  EXPORT_MAIL_JOB,
  ExportService,
  type ExportServiceOptions,
} from './service.ts';

/** Every day at 03:30 (UTC). */
export const EXPORT_CLEANUP_CRON = '30 3 * * *';

declare module 'fastify' {
  interface FastifyInstance {
    exports: ExportService;
  }
}

/** Three attempts in all, then the export is marked failed (issue #12). */
const RETRY_LIMIT = 2;

/**
 * Decorates the app with `app.exports` and defines the export jobs on `app.jobs` (install the job
 * queue and the notifier first).
 */
export function installExports(
  app: FastifyInstance,
  options: Pick<ExportServiceOptions, 'dir' | 'contactOf' | 'tenantIds'>,
): ExportService {
  const service = new ExportService({
    db: app.database.db,
    jobs: app.jobs,
    notifier: app.notifier,
    ...options,
  });
  app.decorate('exports', service);
  app.jobs.define<{ exportId: string; tenantId: string; userId: string }>(
    EXPORT_JOB,
    (job) => service.runJob(job, RETRY_LIMIT),
    { retryLimit: RETRY_LIMIT, retryDelay: 10, retryBackoff: true, expireInSeconds: 30 * 60 },
  );
  app.jobs.define<{ exportId: string; tenantId: string; userId: string }>(
    EXPORT_MAIL_JOB,
    (job) => service.runMailJob(job),
    { retryLimit: 4, retryDelay: 30, retryBackoff: true },
  );
  app.jobs.define(
    EXPORT_CLEANUP_JOB,
    async () => {
      const result = await service.purgeExpired();
      app.log.info(result, 'expired exports cleaned up');
    },
    { retryLimit: 2, retryDelay: 60 },
  );
  app.jobs.schedule(EXPORT_CLEANUP_JOB, EXPORT_CLEANUP_CRON, { tz: 'UTC' });
  return service;
}
