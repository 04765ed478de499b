import type { Db } from '@procure/server-db';
import { SUCCESS_MESSAGES } from '@procure/shared-codes';
import { checkCopyTo, copiedDocumentIds, copyDocumentTo, isCopiedTo } from '@procure/message-server';
import type { Actor } from './access.ts';

// Copy-to (cc) of purchase requests (spec §2 `/copyto`, issue #12 §5) through the message domain's ONE
// copy-to mechanism: the submitter names people at submit; each gets a message and sees the request
// read-only in the copy-to list.

const DOC_TYPE = 'purchaseApply';

/** Checks the named people (active buyer employees of the tenant, not the submitter), before any write. */
export function checkRequestCopyTo(tx: Db, actor: Actor, ids: readonly string[]): Promise<string[]> {
  return checkCopyTo(tx, actor, ids);
}

/** Records the copies (a resubmission adds new people only) and tells each new one. */
export async function copyRequestTo(
  tx: Db,
  actor: Actor,
  request: { id: string; code: string; title: string },
  userIds: readonly string[],
): Promise<void> {
  await copyDocumentTo(tx, {
    tenantId: actor.tenantId,
    copiedBy: actor.userId,
    docType: DOC_TYPE,
    documentId: request.id,
    userIds,
    titleCode: SUCCESS_MESSAGES.procurementCopiedToTitle,
    bodyCode: SUCCESS_MESSAGES.procurementCopiedToBody,
    params: { code: request.code, title: request.title },
    link: `/procurement/applyDetail/${request.id}`,
  });
}

/** Whether the request was copied to the user (read-only visibility). */
export function isRequestCopiedTo(tx: Db, tenantId: string, requestId: string, userId: string) {
  return isCopiedTo(tx, tenantId, [DOC_TYPE], requestId, userId);
}

/** The ids of the requests copied to the user (embedded in the copy-to list's query). */
export const copiedRequestIds = (tenantId: string, userId: string) =>
  copiedDocumentIds(tenantId, userId, [DOC_TYPE]);
