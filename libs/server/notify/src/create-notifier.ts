import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@procure/server-db';
import { httpSmsNotifier } from './http-sms.ts';
import { isTransactional, simulatorNotifier, type TransactionalNotifier } from './simulator.ts';
import { smtpEmailNotifier } from './smtp-email.ts';
import type { Notifier, NotifyConfig, OutboundMessage } from './types.ts';

/** One notifier per channel, chosen by configuration; the simulator unless a real provider is set. */
export function createNotifier(config: NotifyConfig, deps: { db: Db; log: FastifyBaseLogger }): Notifier {
  const simulator = simulatorNotifier(deps.db, deps.log);
  const sms = config.SMS_PROVIDER === 'http' ? httpSmsNotifier(requireHttp(config)) : simulator;
  const email = config.EMAIL_PROVIDER === 'smtp' ? smtpEmailNotifier(requireSmtp(config)) : simulator;
  const pick = (message: OutboundMessage): Notifier => (message.channel === 'sms' ? sms : email);
  const routed: TransactionalNotifier = {
    name: sms.name === email.name ? sms.name : `sms:${sms.name},email:${email.name}`,
    send: (message) => pick(message).send(message),
    sendWithin: (tx, message) => {
      const target = pick(message);
      return isTransactional(target) ? target.sendWithin(tx, message) : target.send(message);
    },
  };
  return routed;
}

function requireHttp(config: NotifyConfig) {
  if (!config.SMS_HTTP_URL) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL');
  return { url: config.SMS_HTTP_URL, token: config.SMS_HTTP_TOKEN };
}

function requireSmtp(config: NotifyConfig) {
  if (!config.SMTP_URL) throw new Error('EMAIL_PROVIDER=smtp needs SMTP_URL');
  return { url: config.SMTP_URL, from: config.SMTP_FROM ?? 'Procure Cloud <no-reply@procure.local>' };
}
