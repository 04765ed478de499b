import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { CODES } from '@procure/shared-codes';
import type { DocType, DocumentSummary } from './types.ts';
import { notifyTasksOpened } from './notify.ts';
import { docTypeCode, registrationOf } from './registry.ts';
import { approvalInstances, approvalNodeInstances, approvalTasks } from './schema.ts';

export type InstanceRow = typeof approvalInstances.$inferSelect;
export type NodeRow = typeof approvalNodeInstances.$inferSelect;
export type TaskRow = typeof approvalTasks.$inferSelect;

/**
 * The document's running instance under a row lock (`FOR UPDATE`): every action on one document
 * queues here, so two approvers of a preemptive node cannot both win, and an action after a
 * withdraw sees the withdrawn instance.
 */
export async function lockRunningInstance(
  tx: Db,
  tenantId: string,
  docType: DocType,
  documentId: string,
): Promise<InstanceRow | undefined> {
  const [row] = await tx
    .select()
    .from(approvalInstances)
    .where(
      and(
        eq(approvalInstances.tenantId, tenantId),
        eq(approvalInstances.docType, docTypeCode(docType)),
        eq(approvalInstances.documentId, documentId),
        eq(approvalInstances.status, 'approving'),
      ),
    )
    .for('update');
  return row;
}

/** The latest instance of a document (any status), or undefined before the first submit. */
export async function latestInstance(
  tx: Db,
  tenantId: string,
  docType: DocType,
  documentId: string,
): Promise<InstanceRow | undefined> {
  const [row] = await tx
    .select()
    .from(approvalInstances)
    .where(
      and(
        eq(approvalInstances.tenantId, tenantId),
        eq(approvalInstances.docType, docTypeCode(docType)),
        eq(approvalInstances.documentId, documentId),
      ),
    )
    .orderBy(desc(approvalInstances.submittedAt), desc(approvalInstances.id))
    .limit(1);
  return row;
}

export async function nodeById(tx: Db, id: string): Promise<NodeRow> {
  const [row] = await tx.select().from(approvalNodeInstances).where(eq(approvalNodeInstances.id, id));
  if (!row) throw new Error(`approval node ${id} not found`);
  return row;
}

export async function summaryOf(
  tx: Db,
  tenantId: string,
  docType: DocType,
  documentId: string,
): Promise<DocumentSummary | undefined> {
  return (await registrationOf(docType).summarize(tx, tenantId, [documentId])).get(documentId);
}

/** The next waiting task of a sequential node (authorized, countersign), by order. */
export async function nextWaitingTask(tx: Db, nodeId: string): Promise<TaskRow | undefined> {
  const [row] = await tx
    .select()
    .from(approvalTasks)
    .where(and(eq(approvalTasks.nodeInstanceId, nodeId), eq(approvalTasks.state, 'waiting')))
    .orderBy(asc(approvalTasks.seq), asc(approvalTasks.createdAt))
    .limit(1);
  return row;
}

export async function openTasks(tx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(approvalTasks)
    .set({ state: 'pending', openedAt: sql`clock_timestamp()` })
    .where(inArray(approvalTasks.id, [...ids]));
}

/**
 * Opens a node: a preemptive node opens every task at once, a sequential one its first task.
 * Notifies the approvers whose task opened.
 */
export async function openNode(
  tx: Db,
  instance: InstanceRow,
  node: NodeRow,
  docType: DocType,
  summary: DocumentSummary | undefined,
): Promise<void> {
  await tx.update(approvalNodeInstances).set({ state: 'open' }).where(eq(approvalNodeInstances.id, node.id));
  const tasks = await tx
    .select()
    .from(approvalTasks)
    .where(and(eq(approvalTasks.nodeInstanceId, node.id), eq(approvalTasks.state, 'waiting')))
    .orderBy(asc(approvalTasks.seq), asc(approvalTasks.createdAt));
  const opening = node.mode === CODES.approvalMode.preemptive.code ? tasks : tasks.slice(0, 1);
  await openTasks(
    tx,
    opening.map((t) => t.id),
  );
  await notifyTasksOpened(
    tx,
    { tenantId: instance.tenantId, docType, documentId: instance.documentId, summary },
    opening.map((t) => t.approverId),
    node.name,
  );
}

/** The first waiting node after `afterSeq` (skipped nodes are never waiting). */
export async function nextWaitingNode(
  tx: Db,
  instanceId: string,
  afterSeq: number,
): Promise<NodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(approvalNodeInstances)
    .where(
      and(
        eq(approvalNodeInstances.instanceId, instanceId),
        eq(approvalNodeInstances.state, 'waiting'),
        gt(approvalNodeInstances.seq, afterSeq),
      ),
    )
    .orderBy(asc(approvalNodeInstances.seq))
    .limit(1);
  return row;
}

/** Closes every task of the instance that is still waiting or pending (reject, withdraw, preemptive win). */
export async function closeOpenTasks(tx: Db, where: { instanceId: string; nodeId?: string }): Promise<void> {
  await tx
    .update(approvalTasks)
    .set({ state: 'closed' })
    .where(
      and(
        eq(approvalTasks.instanceId, where.instanceId),
        where.nodeId ? eq(approvalTasks.nodeInstanceId, where.nodeId) : undefined,
        inArray(approvalTasks.state, ['waiting', 'pending']),
      ),
    );
}

export async function finishInstance(
  tx: Db,
  instanceId: string,
  status: 'approved' | 'rejected' | 'withdrawn',
): Promise<void> {
  await tx
    .update(approvalInstances)
    .set({ status, finishedAt: sql`clock_timestamp()` })
    .where(eq(approvalInstances.id, instanceId));
}
