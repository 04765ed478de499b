export type { Channel, CodePurpose, OutboundMessage, Notifier, NotifyConfig } from './types.ts';
export { createNotifier } from './create-notifier.ts';
export { simulatorNotifier, type TransactionalNotifier } from './simulator.ts';
export { httpSmsNotifier, type HttpSmsOptions } from './http-sms.ts';
export { smtpEmailNotifier, type SmtpEmailOptions } from './smtp-email.ts';
export {
  issueCode,
  verifyCode,
  CODE_TTL_MINUTES,
  CODE_RESEND_SECONDS,
  CODES_PER_DAY,
  MAX_WRONG_GUESSES,
} from './codes.ts';
export { verificationCodes, outboxMessages } from './schema.ts';
export { listOutbox, type OutboxEntry } from './outbox.ts';
export { installNotifier } from './fastify.ts';
