import type { Db } from '@procure/server-db';
import { postMessagesWithin } from './post-messages.ts';
import type { MessageInput } from './types.ts';

// The message center's contract with the other domains of issue #6 (keep these names and shapes —
// procurement, approval and order call them).

export type { MessageKind, MessageInput } from './types.ts';

/**
 * Posts one message to each recipient inside the caller's transaction (rolled back with it). E-mails
 * are queued in `message_emails` in the same transaction and sent after commit by the dispatcher
 * (docs/conventions.md "Message center").
 */
export async function postMessages(tx: Db, input: MessageInput): Promise<void> {
  await postMessagesWithin(tx, input);
}

/**
 * The 08:30 digest's sections beyond unread messages (issue #12): a domain registers a source at start-up
 * (apps/api wires them); `groupDigestItems` turns (user, item) rows into entries of at most `limit` items.
 */
export {
  registerDigestSource,
  groupDigestItems,
  type DigestSource,
  type DigestEntry,
  type DigestItem,
} from './digest-sources.ts';

/**
 * Reschedules one tenant's 08:30 digest in `timeZone` at once (the enterprise time-zone setting calls it;
 * the hourly `message-digest-sync` job would catch the change within the hour anyway).
 */
export { scheduleTenantDigest } from './digest.ts';

/**
 * Copy-to (cc, issue #12 §5): the ONE mechanism of every document's copy-to list. `checkCopyTo` before the
 * submit's first write, `copyDocumentTo` after it; `copiedDocumentIds` for the owner's list query,
 * `isCopiedTo` before a read-only detail (docs/conventions.md "Copy-to").
 */
export {
  COPY_TO_MAX,
  copyToIdsSchema,
  checkCopyTo,
  copyDocumentTo,
  copiedDocumentIds,
  isCopiedTo,
  type CopyActor,
  type CopyDocumentInput,
} from './copies.ts';
