import { aliasedTable, and, asc, eq } from 'drizzle-orm';
import { newId, type Db } from '@procure/server-db';
import { CODES } from '@procure/shared-codes';
import { identitySchema } from '@procure/identity-server';
import type { HistoryEntry, HistoryInput } from './types.ts';
import { docTypeCode } from './registry.ts';
import { approvalHistory } from './schema.ts';

const { users } = identitySchema;

export type HistoryRowInput = HistoryInput & { instanceId?: string | null; nodeName?: string | null };

export async function writeHistory(tx: Db, input: HistoryRowInput): Promise<void> {
  await tx.insert(approvalHistory).values({
    id: newId(),
    tenantId: input.tenantId,
    docType: docTypeCode(input.docType),
    documentId: input.documentId,
    instanceId: input.instanceId ?? null,
    actorId: input.actorId,
    onBehalfOfId: input.onBehalfOfId ?? null,
    action: CODES.historyAction[input.action].code,
    nodeName: input.nodeName ?? null,
    comment: input.comment?.trim() ? input.comment.trim() : null,
  });
}

/** A history row for an action outside approval (create, copy, cancel, order created, …). */
export async function recordHistory(tx: Db, input: HistoryInput): Promise<void> {
  await writeHistory(tx, input);
}

/** Every history row of a document, oldest first. */
export async function historyOf(
  tx: Db,
  tenantId: string,
  docType: HistoryInput['docType'],
  documentId: string,
): Promise<HistoryEntry[]> {
  const actor = aliasedTable(users, 'actor');
  const principal = aliasedTable(users, 'principal');
  const rows = await tx
    .select({
      id: approvalHistory.id,
      action: approvalHistory.action,
      actorId: approvalHistory.actorId,
      actorName: actor.empName,
      onBehalfOfId: approvalHistory.onBehalfOfId,
      onBehalfOfName: principal.empName,
      nodeName: approvalHistory.nodeName,
      comment: approvalHistory.comment,
      at: approvalHistory.createdAt,
    })
    .from(approvalHistory)
    .leftJoin(actor, eq(actor.id, approvalHistory.actorId))
    .leftJoin(principal, eq(principal.id, approvalHistory.onBehalfOfId))
    .where(
      and(
        eq(approvalHistory.tenantId, tenantId),
        eq(approvalHistory.docType, docTypeCode(docType)),
        eq(approvalHistory.documentId, documentId),
      ),
    )
    .orderBy(asc(approvalHistory.createdAt), asc(approvalHistory.id));
  return rows.map((r) => ({
    ...r,
    actorName: r.actorName ?? '',
    onBehalfOfName: r.onBehalfOfName ?? null,
    at: r.at.toISOString(),
  }));
}
