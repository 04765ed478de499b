export { messageRoutes } from './routes.ts';
export { installNoticeJobs, NOTICE_PUBLISH_JOB } from './notice-routes.ts';
export * from './contract.ts';
export { flushMessageEmails } from './email-dispatch.ts';
export { messages, messageEmails, messageDigests, notices } from './schema.ts';
export * from './wire.ts';
export {
  installMessageDigest,
  scheduleDigests,
  sendTenantDigest,
  localDay,
  DIGEST_JOB,
  DIGEST_CRON,
  DIGEST_SYNC_JOB,
  type DigestResult,
} from './digest.ts';
/** For the demo seed (tools/seed): notices written and published through the domain's own functions. */
export { saveNotice, publishNotice, withdrawNotice } from './notices.ts';
