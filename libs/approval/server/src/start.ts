import { newId, lockKey, type Db } from '@procure/server-db';
import { AppError, fieldError } from '@procure/server-http';
import { ERROR_CODES } from '@procure/shared-codes';
import type { StartApprovalInput } from './types.ts';
import { writeHistory } from './history.ts';
import {
  finishInstance,
  lockRunningInstance,
  openNode,
  summaryOf,
  type NodeRow,
} from './instance-queries.ts';
import { activeEmployees } from './people.ts';
import { docTypeCode, registrationOf } from './registry.ts';
import { matchFlow, resolveApprovers, type MatchedFlow } from './resolve.ts';
import { approvalInstances, approvalNodeInstances, approvalTasks } from './schema.ts';

const AMOUNT = /^-?\d{1,18}(?:\.\d{1,6})?$/;

/** Approvers chosen at submit must name nodes that allow it and active employees of the tenant. */
async function checkDynamicApprovers(
  tx: Db,
  tenantId: string,
  matched: MatchedFlow | null,
  dynamic: Record<string, readonly string[]>,
): Promise<void> {
  for (const [key, ids] of Object.entries(dynamic)) {
    if (ids.length === 0) continue;
    const node = matched?.nodes.find((n) => n.key === key);
    if (!node?.allowDynamic)
      throw fieldError(`dynamicApprovers.${key}`, ERROR_CODES.approvalDynamicNotAllowed);
    const active = await activeEmployees(tx, tenantId, ids);
    if (ids.some((id) => !active.has(id))) {
      throw fieldError(`dynamicApprovers.${key}`, ERROR_CODES.approvalNotEmployee);
    }
  }
}

/**
 * Submit (contract.ts). No matching flow, or a flow none of whose nodes applies (e.g. only an
 * over-budget node and the document is within budget) → approved at once. A flow with applicable
 * nodes none of which resolves an approver → 422 approval.noApprover (a missing assignment never
 * approves money silently; docs/conventions.md). Nodes without approvers among others are skipped
 * and the history says so.
 */
export async function startApproval(
  tx: Db,
  input: StartApprovalInput,
): Promise<{ status: 'approving' | 'approved' }> {
  const { tenantId, docType, documentId, applicantId, facts } = input;
  const registration = registrationOf(docType);
  if (!AMOUNT.test(facts.amount))
    throw new RangeError(`approval facts: not a decimal amount: ${facts.amount}`);
  // Serialises submits of one document even while it has no instance row to lock yet.
  await lockKey(tx, `approval:${tenantId}:${docType}:${documentId}`);
  if (await lockRunningInstance(tx, tenantId, docType, documentId)) {
    throw new AppError(409, ERROR_CODES.approvalAlreadyApproving);
  }

  const matched = await matchFlow(tx, tenantId, docTypeCode(docType), facts);
  const dynamic = input.dynamicApprovers ?? {};
  await checkDynamicApprovers(tx, tenantId, matched, dynamic);
  const applicable = (matched?.nodes ?? []).filter((n) => !n.onlyWhenOverBudget || facts.overBudget);
  const resolved = [];
  for (const node of applicable) {
    const approvers = await resolveApprovers(tx, tenantId, node, applicantId, facts, dynamic[node.key] ?? []);
    resolved.push({ node, approvers });
  }
  if (applicable.length > 0 && resolved.every((r) => r.approvers.length === 0)) {
    throw new AppError(422, ERROR_CODES.approvalNoApprover);
  }

  const summary = await summaryOf(tx, tenantId, docType, documentId);
  const instanceId = newId();
  const [instance] = await tx
    .insert(approvalInstances)
    .values({
      id: instanceId,
      tenantId,
      docType: docTypeCode(docType),
      documentId,
      applicantId,
      flowId: matched?.flow.id ?? null,
      status: 'approving',
      docCode: summary?.code ?? '',
      docTitle: summary?.title ?? '',
      facts,
    })
    .returning();
  if (!instance) throw new Error('insert returned no instance');
  await writeHistory(tx, {
    tenantId,
    docType,
    documentId,
    instanceId,
    actorId: applicantId,
    action: 'submit',
  });

  let first: NodeRow | undefined;
  for (const [index, { node, approvers }] of resolved.entries()) {
    const nodeId = newId();
    const state = approvers.length === 0 ? 'skipped' : 'waiting';
    const [row] = await tx
      .insert(approvalNodeInstances)
      .values({
        id: nodeId,
        tenantId,
        instanceId,
        seq: index + 1,
        key: node.key,
        name: node.name,
        mode: node.mode,
        state,
      })
      .returning();
    if (state === 'skipped') {
      const ref = { tenantId, docType, documentId, instanceId, actorId: applicantId, nodeName: node.name };
      await writeHistory(tx, { ...ref, action: 'skip' });
      continue;
    }
    first ??= row;
    await tx.insert(approvalTasks).values(
      approvers.map((approverId, seq) => ({
        id: newId(),
        tenantId,
        instanceId,
        nodeInstanceId: nodeId,
        docType: docTypeCode(docType),
        documentId,
        seq: seq + 1,
        approverId,
        state: 'waiting',
      })),
    );
  }

  if (!first) {
    await finishInstance(tx, instanceId, 'approved');
    await registration.onApproved(tx, { tenantId, documentId, actorId: applicantId });
    return { status: 'approved' };
  }
  await openNode(tx, instance, first, docType, summary);
  return { status: 'approving' };
}
