import { asc, eq } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import type { ApprovalProgress, DocType } from './types.ts';
import { latestInstance } from './instance-queries.ts';
import { namesOf } from './people.ts';
import { approvalNodeInstances, approvalTasks } from './schema.ts';

type NodeState = ApprovalProgress['nodes'][number]['state'];
type TaskState = ApprovalProgress['nodes'][number]['approvers'][number]['state'];

/** The document's current approval instance with its nodes and approvers (null before the first submit). */
export async function approvalProgress(
  tx: Db,
  tenantId: string,
  docType: DocType,
  documentId: string,
): Promise<ApprovalProgress | null> {
  const instance = await latestInstance(tx, tenantId, docType, documentId);
  if (!instance) return null;
  const nodes = await tx
    .select()
    .from(approvalNodeInstances)
    .where(eq(approvalNodeInstances.instanceId, instance.id))
    .orderBy(asc(approvalNodeInstances.seq));
  const tasks = await tx
    .select()
    .from(approvalTasks)
    .where(eq(approvalTasks.instanceId, instance.id))
    .orderBy(asc(approvalTasks.seq), asc(approvalTasks.createdAt));
  const names = await namesOf(
    tx,
    tasks.map((t) => t.approverId),
  );
  return {
    status: instance.status as ApprovalProgress['status'],
    nodes: nodes.map((node) => ({
      key: node.key,
      name: node.name,
      mode: node.mode,
      state: node.state as NodeState,
      approvers: tasks
        .filter((t) => t.nodeInstanceId === node.id)
        .map((t) => ({
          userId: t.approverId,
          name: names.get(t.approverId) ?? '',
          state: t.state as TaskState,
        })),
    })),
  };
}
