import { and, eq, inArray } from 'drizzle-orm';
import { fieldError } from '@procure/server-http';
import type { Db } from '@procure/server-db';
import { SUCCESS_MESSAGES } from '@procure/shared-codes';
import { identitySchema } from '@procure/identity-server';
import { postMessages } from '@procure/message-server';
import type { Actor } from './access.ts';
import { purchaseRequestCopies } from './schema.ts';

// Copy-to (cc) of purchase requests (spec §2 `/copyto`, issue #12 §5): the submitter names people at
// submit; each gets a message and sees the request read-only in the copy-to list.

const { tenantMembers, users } = identitySchema;
export const COPY_TO_MAX = 20;

/** Checks the named people (active buyer employees of the tenant, not the submitter), before any write. */
export async function checkCopyTo(tx: Db, actor: Actor, ids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(ids)].filter((id) => id !== actor.userId);
  if (wanted.length === 0) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(
      tenantMembers,
      and(eq(tenantMembers.userId, users.id), eq(tenantMembers.tenantId, actor.tenantId)),
    )
    .where(and(inArray(users.id, wanted), eq(users.site, 'buyer'), eq(users.disabled, false)));
  const found = new Set(rows.map((r) => r.id));
  const index = ids.findIndex((id) => id !== actor.userId && !found.has(id));
  if (index >= 0) throw fieldError(`copyToIds.${index}`, 'procurement.refNotFound');
  return wanted;
}

/** Records the copies (a resubmission adds new people only) and tells each new one. */
export async function copyRequestTo(
  tx: Db,
  actor: Actor,
  request: { id: string; code: string; title: string },
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  const added = await tx
    .insert(purchaseRequestCopies)
    .values(
      userIds.map((userId) => ({
        tenantId: actor.tenantId,
        requestId: request.id,
        userId,
        copiedBy: actor.userId,
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: purchaseRequestCopies.userId });
  if (added.length === 0) return;
  await postMessages(tx, {
    tenantId: actor.tenantId,
    recipientIds: added.map((a) => a.userId),
    kind: 'notice',
    titleCode: SUCCESS_MESSAGES.procurementCopiedToTitle,
    bodyCode: SUCCESS_MESSAGES.procurementCopiedToBody,
    params: { code: request.code, title: request.title },
    link: `/procurement/applyDetail/${request.id}`,
  });
}

/** Whether the request was copied to the user (read-only visibility). */
export async function isCopiedTo(
  tx: Db,
  tenantId: string,
  requestId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ userId: purchaseRequestCopies.userId })
    .from(purchaseRequestCopies)
    .where(
      and(
        eq(purchaseRequestCopies.tenantId, tenantId),
        eq(purchaseRequestCopies.requestId, requestId),
        eq(purchaseRequestCopies.userId, userId),
      ),
    );
  return !!row;
}
