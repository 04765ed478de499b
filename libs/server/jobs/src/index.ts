export {
  JobQueue,
  AttemptSupersededError,
  JOBS_SCHEMA,
  type JobRun,
  type JobHandler,
  type JobDefinition,
  type JobState,
  type JobSummary,
  type JobQueueOptions,
  type JobSchedule,
} from './job-queue.ts';
export {
  installJobs,
  installIdempotencyCleanup,
  IDEMPOTENCY_CLEANUP_JOB,
  IDEMPOTENCY_CLEANUP_CRON,
} from './fastify.ts';
export { jobsRoutes } from './routes.ts';
