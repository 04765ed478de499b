export { messageRoutes } from './routes.ts';
export * from './contract.ts';
export { flushMessageEmails } from './email-dispatch.ts';
export { messages, messageEmails, messageDigests } from './schema.ts';
export * from './wire.ts';
export {
  installMessageDigest,
  scheduleDigests,
  sendTenantDigest,
  localDay,
  DIGEST_JOB,
  DIGEST_CRON,
  type DigestResult,
} from './digest.ts';
