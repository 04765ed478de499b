import type { Db } from '@procure/server-db';

// The message center's contract with the other domains of issue #6 (stubs until the message slice
// fills them in; keep these names and shapes — procurement, approval and order call them).

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

/** Posts one message to each recipient inside the caller's transaction (rolled back with it). */
export async function postMessages(_tx: Db, _input: MessageInput): Promise<void> {
  throw new Error('not built yet: postMessages');
}
