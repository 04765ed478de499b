export { messageRoutes } from './routes.ts';
export * from './contract.ts';
export { flushMessageEmails } from './email-dispatch.ts';
export { messages, messageEmails, messageDigests } from './schema.ts';
export * from './wire.ts';
export {
  installMessageDigest,
  scheduleDigests,
  scheduleTenantDigest,
  sendTenantDigest,
  localDay,
  DIGEST_JOB,
  DIGEST_CRON,
  DIGEST_SYNC_JOB,
  type DigestResult,
} from './digest.ts';
