import type { FastifyBaseLogger } from 'fastify';
import { newId, type Db } from '@procure/server-db';
import { outboxMessages } from './schema.ts';
import type { Notifier, OutboundMessage } from './types.ts';

/** A notifier that can also record a message inside the caller's transaction (see `issueCode`). */
export type TransactionalNotifier = Notifier & {
  sendWithin(tx: Db, message: OutboundMessage): Promise<void>;
};

export function isTransactional(notifier: Notifier): notifier is TransactionalNotifier {
  return typeof (notifier as Partial<TransactionalNotifier>).sendWithin === 'function';
}

/**
 * Sends nothing: writes the message into `outbox_messages` (operators see it at /outbox) and logs it.
 * The default, so that development and tests never reach a real phone or mailbox.
 */
export function simulatorNotifier(db: Db, log: FastifyBaseLogger): TransactionalNotifier {
  const sendWithin = async (tx: Db, message: OutboundMessage) => {
    await tx.insert(outboxMessages).values({
      id: newId(),
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      body: message.body,
      provider: 'simulator',
    });
    const label = message.channel === 'sms' ? 'SMS' : 'E-mail';
    log.info(`[${label} simulator] to ${message.to} : ${message.body}`);
  };
  return {
    name: 'simulator',
    // Outside a transaction only: on PGlite a second statement waits for an open transaction to end.
    send: (message) => sendWithin(db, message),
    sendWithin,
  };
}
