import { AppError } from '@procure/server-http';
import type { Db } from '@procure/server-db';
import { CODES, ERROR_CODES, PERMISSIONS } from '@procure/shared-codes';
import { approvalProgress, historyOf, type ApprovalProgress } from '@procure/approval-server';
import { findRequest, lockRequest, type RequestRow } from './request-queries.ts';
import { isRequestCopiedTo } from './copies.ts';
import type { Actions } from './wire.ts';

// Who sees a purchase request (pr-api "show"): its applicant or creator, an approver who has or had
// a task on it, and tenant administrators. Everyone else gets the answer an absent id gets (404).

export type Actor = { tenantId: string; userId: string; permissions: ReadonlySet<string> };
export type Role = 'owner' | 'admin' | 'approver' | 'copy';

export const DOC_TYPE = 'purchaseApply' as const;
const S = CODES.application;

/** Administrators of the tenant's approvals (admin-only by default) may read every request. */
function isAdmin(actor: Actor): boolean {
  return actor.permissions.has(PERMISSIONS.settingApprovalFlow);
}

export function isOwner(row: RequestRow, userId: string): boolean {
  return row.applicantId === userId || row.createdBy === userId;
}

export const notFound = () => new AppError(404, ERROR_CODES.procurementNotFound);

async function hadTask(tx: Db, actor: Actor, row: RequestRow, progress: ApprovalProgress | null) {
  const approvers = (progress?.nodes ?? []).flatMap((node) =>
    node.approvers.filter((a) => a.state !== 'waiting').map((a) => a.userId),
  );
  if (approvers.includes(actor.userId)) return true;
  const history = await historyOf(tx, actor.tenantId, DOC_TYPE, row.id);
  return history.some((entry) => entry.actorId === actor.userId || entry.onBehalfOfId === actor.userId);
}

export type Visible = { row: RequestRow; role: Role; progress: ApprovalProgress | null };

/**
 * The request if the actor may see it (locked `FOR UPDATE` when `lock`), else a 404. Approval
 * progress is read once here and reused by the caller.
 */
export async function visibleRequest(tx: Db, actor: Actor, id: string, lock: boolean): Promise<Visible> {
  const row = lock ? await lockRequest(tx, actor.tenantId, id) : await findRequest(tx, actor.tenantId, id);
  if (!row) throw notFound();
  const progress = row.submittedAt ? await approvalProgress(tx, actor.tenantId, DOC_TYPE, row.id) : null;
  if (isOwner(row, actor.userId)) return { row, role: 'owner', progress };
  if (isAdmin(actor)) return { row, role: 'admin', progress };
  if (actor.permissions.has(PERMISSIONS.procurementApproval) && (await hadTask(tx, actor, row, progress))) {
    return { row, role: 'approver', progress };
  }
  // Copy-to (issue #12 §5): people the submitter copied read it, and can do nothing with it.
  if (await isRequestCopiedTo(tx, actor.tenantId, row.id, actor.userId))
    return { row, role: 'copy', progress };
  throw notFound();
}

/** A change only the applicant or creator may make: others who can see the request get 403. */
export async function ownRequest(tx: Db, actor: Actor, id: string): Promise<Visible> {
  const visible = await visibleRequest(tx, actor, id, true);
  if (visible.role !== 'owner') throw new AppError(403, ERROR_CODES.authForbidden);
  return visible;
}

export const EDITABLE: readonly number[] = [S.draft.code, S.returned.code];
export const CANCELLABLE: readonly number[] = [S.draft.code, S.returned.code, S.approved.code];

/** What the actor may do with the request now (the detail page shows these buttons). */
export function actionsFor(actor: Actor, { row, role, progress }: Visible): Actions {
  const owner = role === 'owner';
  const pendingTask =
    row.status === S.approving.code &&
    actor.permissions.has(PERMISSIONS.procurementApproval) &&
    (progress?.nodes ?? []).some((node) =>
      node.approvers.some((a) => a.userId === actor.userId && a.state === 'pending'),
    );
  return {
    edit: owner && EDITABLE.includes(row.status),
    commit: owner && EDITABLE.includes(row.status),
    repeal: owner && row.status === S.approving.code,
    delete: owner && row.status === S.draft.code,
    copy: owner && actor.permissions.has(PERMISSIONS.procurementApply),
    cancel: owner && CANCELLABLE.includes(row.status),
    approve: pendingTask,
  };
}
