// The shapes of the message center's contract (re-exported by contract.ts; the implementation
// imports them from here, so nothing inside the domain imports the contract back).

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
