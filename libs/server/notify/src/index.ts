export type { Channel, CodePurpose, OutboundMessage, Notifier, NotifyConfig } from './types.ts';
export { createNotifier } from './create-notifier.ts';
export { simulatorNotifier, type TransactionalNotifier } from './simulator.ts';
export { httpSmsNotifier, type HttpSmsOptions } from './http-sms.ts';
export { smtpEmailNotifier, type SmtpEmailOptions } from './smtp-email.ts';
export { issueCode, verifyCode, CODE_TTL_MINUTES, MAX_WRONG_GUESSES } from './codes.ts';
export { verificationCodes, outboxMessages, sendBudgets, sendAudit, sendBlocks } from './schema.ts';
export { listOutbox, type OutboxEntry } from './outbox.ts';
export {
  installNotifier,
  installSendGuardCleanup,
  anonymousSender,
  signedInSender,
  type SendGuardOptions,
} from './fastify.ts';
export {
  cleanUpSendGuard,
  DEFAULT_SEND_GUARD_RETENTION,
  SEND_GUARD_CLEANUP_JOB,
  SEND_GUARD_CLEANUP_CRON,
  type SendGuardRetention,
  type SendGuardCleanup,
} from './housekeeping.ts';
export {
  createSendGuard,
  DEFAULT_SEND_BUDGETS,
  BLOCK_HOURS,
  systemClock,
  type SendGuard,
  type SendBudgets,
  type SendAttempt,
  type Sender,
  type Clock,
  type RefusalReason,
} from './send-guard.ts';
export { imageCodeShape, imageCodeQuerySchema } from './wire.ts';
export { sendSummary, blockClient, unblockClient, isClientAddress, type SendSummary } from './ops.ts';
export { sendGuardOpsRoutes } from './ops-routes.ts';
