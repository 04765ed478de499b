import { and, asc, eq, sql } from 'drizzle-orm';
import { newId, type Db } from '@procure/server-db';
import { AppError, fieldError } from '@procure/server-http';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { activeDelegateFor } from '@procure/settings-server';
import type { ApprovalActionInput, DocType } from './types.ts';
import { writeHistory } from './history.ts';
import {
  closeOpenTasks,
  finishInstance,
  lockRunningInstance,
  nextWaitingNode,
  nextWaitingTask,
  nodeById,
  openNode,
  openTasks,
  summaryOf,
  type InstanceRow,
  type NodeRow,
  type TaskRow,
} from './instance-queries.ts';
import { notifyResult, notifyTasksOpened } from './notify.ts';
import { activeEmployees } from './people.ts';
import { registrationOf } from './registry.ts';
import { approvalNodeInstances, approvalTasks } from './schema.ts';

type Claim = { task: TaskRow; onBehalfOfId: string | null };

/** The actor's pending task: their own first, else one whose approver made them the active work proxy. */
async function claimTask(tx: Db, instance: InstanceRow, actorId: string): Promise<Claim> {
  const pending = await tx
    .select()
    .from(approvalTasks)
    .where(and(eq(approvalTasks.instanceId, instance.id), eq(approvalTasks.state, 'pending')))
    .orderBy(asc(approvalTasks.seq), asc(approvalTasks.createdAt));
  const own = pending.find((t) => t.approverId === actorId);
  if (own) return { task: own, onBehalfOfId: null };
  for (const task of pending) {
    const proxy = await activeDelegateFor(tx, task.approverId);
    if (proxy?.delegateUserId === actorId) return { task, onBehalfOfId: task.approverId };
  }
  throw new AppError(409, ERROR_CODES.approvalNotPending);
}

async function closeTask(
  tx: Db,
  claim: Claim,
  state: 'approved' | 'rejected' | 'transferred',
  actorId: string,
  comment: string | null,
): Promise<void> {
  await tx
    .update(approvalTasks)
    .set({
      state,
      actedBy: actorId,
      onBehalfOfId: claim.onBehalfOfId,
      comment,
      actedAt: sql`clock_timestamp()`,
    })
    .where(eq(approvalTasks.id, claim.task.id));
}

type Step = { tx: Db; instance: InstanceRow; docType: DocType; node: NodeRow; input: ApprovalActionInput };

async function approve({ tx, instance, docType, node, input }: Step): Promise<'approving' | 'approved'> {
  const doc = { tenantId: instance.tenantId, docType, documentId: instance.documentId };
  if (node.mode === CODES.approvalMode.preemptive.code) {
    // The first approval completes a preemptive node: the other candidates' tasks close.
    await closeOpenTasks(tx, { instanceId: instance.id, nodeId: node.id });
  } else {
    const next = await nextWaitingTask(tx, node.id);
    if (next) {
      await openTasks(tx, [next.id]);
      const summary = await summaryOf(tx, doc.tenantId, docType, doc.documentId);
      await notifyTasksOpened(tx, { ...doc, summary }, [next.approverId], node.name);
      return 'approving';
    }
  }
  await tx.update(approvalNodeInstances).set({ state: 'done' }).where(eq(approvalNodeInstances.id, node.id));
  const summary = await summaryOf(tx, doc.tenantId, docType, doc.documentId);
  const nextNode = await nextWaitingNode(tx, instance.id, node.seq);
  if (nextNode) {
    await openNode(tx, instance, nextNode, docType, summary);
    return 'approving';
  }
  await finishInstance(tx, instance.id, 'approved');
  await registrationOf(docType).onApproved(tx, { ...doc, actorId: input.actorId });
  await notifyResult(tx, { ...doc, summary }, instance.applicantId, 'approved', null);
  return 'approved';
}

async function reject({ tx, instance, docType, node, input }: Step): Promise<'rejected'> {
  const doc = { tenantId: instance.tenantId, docType, documentId: instance.documentId };
  await closeOpenTasks(tx, { instanceId: instance.id });
  await tx.update(approvalNodeInstances).set({ state: 'done' }).where(eq(approvalNodeInstances.id, node.id));
  await finishInstance(tx, instance.id, 'rejected');
  await registrationOf(docType).onRejected(tx, { ...doc, actorId: input.actorId });
  const summary = await summaryOf(tx, doc.tenantId, docType, doc.documentId);
  await notifyResult(
    tx,
    { ...doc, summary },
    instance.applicantId,
    'rejected',
    input.comment?.trim() ?? null,
  );
  return 'rejected';
}

async function transfer({ tx, instance, docType, node, input }: Step, claim: Claim): Promise<'approving'> {
  const target = input.transferToId ?? '';
  const active = await activeEmployees(tx, instance.tenantId, target ? [target] : []);
  if (!active.has(target)) throw fieldError('transferToId', ERROR_CODES.approvalNotEmployee);
  if (target === claim.task.approverId || target === input.actorId) {
    throw fieldError('transferToId', ERROR_CODES.approvalTransferSelf);
  }
  // The new task takes the old one's place in the node's order and opens at once.
  await tx.insert(approvalTasks).values({
    id: newId(),
    tenantId: instance.tenantId,
    instanceId: instance.id,
    nodeInstanceId: node.id,
    docType: claim.task.docType,
    documentId: instance.documentId,
    seq: claim.task.seq,
    approverId: target,
    state: 'pending',
    openedAt: sql`clock_timestamp()`,
  });
  const summary = await summaryOf(tx, instance.tenantId, docType, instance.documentId);
  const doc = { tenantId: instance.tenantId, docType, documentId: instance.documentId, summary };
  await notifyTasksOpened(tx, doc, [target], node.name);
  return 'approving';
}

/** Approve, reject or transfer (contract.ts), under the instance's row lock. */
export async function actOnApproval(
  tx: Db,
  input: ApprovalActionInput,
): Promise<{ status: 'approving' | 'approved' | 'rejected' }> {
  const { tenantId, docType, documentId, actorId, action } = input;
  const comment = input.comment?.trim() ? input.comment.trim() : null;
  if (action === 'reject' && !comment) throw fieldError('comment', 'validation.required');
  if (action === 'transfer' && !input.transferToId) throw fieldError('transferToId', 'validation.required');
  const instance = await lockRunningInstance(tx, tenantId, docType, documentId);
  if (!instance) throw new AppError(409, ERROR_CODES.approvalNotPending);
  const claim = await claimTask(tx, instance, actorId);
  const node = await nodeById(tx, claim.task.nodeInstanceId);
  const step: Step = { tx, instance, docType, node, input };

  const taskState = action === 'approve' ? 'approved' : action === 'reject' ? 'rejected' : 'transferred';
  // Transfer checks its target before anything changes.
  const status = action === 'transfer' ? await transfer(step, claim) : undefined;
  await closeTask(tx, claim, taskState, actorId, comment);
  await writeHistory(tx, {
    tenantId,
    docType,
    documentId,
    instanceId: instance.id,
    actorId,
    onBehalfOfId: claim.onBehalfOfId,
    action,
    nodeName: node.name,
    comment,
  });
  if (status) return { status };
  return { status: action === 'approve' ? await approve(step) : await reject(step) };
}

/** The applicant withdraws a document under approval: open tasks close, history 'recall'. */
export async function withdrawApproval(
  tx: Db,
  ref: { tenantId: string; docType: DocType; documentId: string; actorId: string; comment?: string | null },
): Promise<void> {
  const instance = await lockRunningInstance(tx, ref.tenantId, ref.docType, ref.documentId);
  if (!instance) throw new AppError(409, ERROR_CODES.approvalNotApproving);
  if (instance.applicantId !== ref.actorId) throw new AppError(403, ERROR_CODES.authForbidden);
  await closeOpenTasks(tx, { instanceId: instance.id });
  await finishInstance(tx, instance.id, 'withdrawn');
  await writeHistory(tx, { ...ref, instanceId: instance.id, action: 'recall' });
}
