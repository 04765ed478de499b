import type { Db } from '@procure/server-db';
import { postMessagesWithin } from './post-messages.ts';

// The message center's contract with the other domains of issue #6 (keep these names and shapes —
// procurement, approval and order call them).

/** What a message is about, for filtering and for the link it opens. */
export type MessageKind = 'approvalTask' | 'approvalResult' | 'orderCreated' | 'notice';

export type MessageInput = {
  tenantId: string;
  recipientIds: readonly string[];
  kind: MessageKind;
  /** A server-catalog message id (libs/shared/i18n/src/messages/domains/*) rendered in zh-CN and en-US. */
  titleCode: string;
  bodyCode: string;
  params: Record<string, string | number>;
  /** Buyer-web route the message opens, e.g. `/procurement/applyDetail/<id>`. */
  link?: string;
  /** Also e-mail each recipient through the outbox, subject to their message settings. */
  email?: boolean;
};

/**
 * Posts one message to each recipient inside the caller's transaction (rolled back with it). E-mails
 * are queued in `message_emails` in the same transaction and sent after commit by the dispatcher
 * (docs/conventions.md "Message center").
 */
export async function postMessages(tx: Db, input: MessageInput): Promise<void> {
  await postMessagesWithin(tx, input);
}
