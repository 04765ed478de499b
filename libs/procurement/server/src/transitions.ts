import { sql } from 'drizzle-orm';
import { checkRequestCopyTo, copyRequestTo } from './copies.ts';
import { AppError } from '@procure/server-http';
import { queryRows, type Db } from '@procure/server-db';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { purchaseApplySchemas } from '@procure/shared-validation';
import { actOnApproval, recordHistory, startApproval, withdrawApproval } from '@procure/approval-server';
import {
  checkBudget,
  releaseBudget,
  reserveBudget,
  type BudgetCheck,
  type BudgetTarget,
} from '@procure/budget-server';
import { cancelOrdersOfSource } from '@procure/order-server';
import { CANCELLABLE, DOC_TYPE, EDITABLE, ownRequest, visibleRequest, type Actor } from './access.ts';
import { checkReferences } from './reference-checks.ts';
import { attachmentsOf, findRequest, linesOf, updateRequest, type RequestRow } from './request-queries.ts';
import { parseWith, storedInput } from './request-service.ts';
import { purchaseSettings } from './settings.ts';
import type { BudgetCheckWire } from './wire.ts';

// The state machine of a purchase request (spec §4, CODES.application): every transition reads the
// request under its row lock, refuses a wrong state with 409 before touching anything, and runs in the
// caller's one transaction with the budget, approval and order calls it makes.

const S = CODES.application;
const docRef = (tenantId: string, documentId: string) => ({ tenantId, docType: DOC_TYPE, documentId });

function budgetTarget(row: RequestRow): BudgetTarget {
  return {
    tenantId: row.tenantId,
    costCentreId: row.costCentreId ?? '',
    projectCode: row.projectCode,
    period: row.budgetPeriod ?? '',
  };
}

export function budgetWire(check: BudgetCheck | null): BudgetCheckWire {
  return {
    status: check?.status ?? null,
    amount: check?.amount ?? null,
    committed: check?.committed ?? null,
    available: check?.available ?? null,
  };
}

async function departmentOf(tx: Db, tenantId: string, costCentreId: string | null): Promise<string | null> {
  if (!costCentreId) return null;
  const rows = await queryRows<{ department_id: string | null }>(
    tx,
    sql`select department_id from cost_centres where tenant_id = ${tenantId} and id = ${costCentreId}`,
  );
  return rows[0]?.department_id ?? null;
}

export type CommitInput = {
  id: string;
  confirmOverBudget?: boolean | undefined;
  copyToIds?: readonly string[] | undefined;
  dynamicEnhanceApproverMap?: Record<string, string[]> | null | undefined;
};

/**
 * commit: the whole request is checked as for submit, the budget reserved (over budget and not
 * confirmed → 409 `procurement.overBudget`, nothing changed), then the approval flow starts.
 */
export async function commitRequest(tx: Db, actor: Actor, body: CommitInput) {
  const { row } = await ownRequest(tx, actor, body.id);
  if (!EDITABLE.includes(row.status)) throw new AppError(409, ERROR_CODES.procurementNotSubmittable);
  const settings = await purchaseSettings(tx, actor.tenantId);
  const lines = await linesOf(tx, actor.tenantId, row.id);
  const raw = storedInput(row, lines, await attachmentsOf(tx, actor.tenantId, row.id));
  const input = parseWith(purchaseApplySchemas(settings).submit, raw);
  await checkReferences(tx, actor.tenantId, row.applicantId, input);
  const copyTo = await checkRequestCopyTo(tx, actor, body.copyToIds ?? []);

  const { check, reserved } = await reserveBudget(
    tx,
    budgetTarget(row),
    docRef(actor.tenantId, row.id),
    row.totalAmount,
    body.confirmOverBudget === true,
  );
  const overBudget = check.status === CODES.budgetCheck.overBudget.code;
  if (overBudget && !reserved) {
    throw new AppError(409, ERROR_CODES.procurementOverBudget, { available: check.available ?? '0' });
  }
  await updateRequest(tx, actor.tenantId, row.id, {
    status: S.approving.code,
    submittedAt: new Date(),
    budgetStatus: check.status,
    budgetAmount: check.amount,
    budgetCommitted: check.committed,
    budgetAvailable: check.available,
  });
  await startApproval(tx, {
    tenantId: actor.tenantId,
    docType: DOC_TYPE,
    documentId: row.id,
    applicantId: row.applicantId,
    facts: {
      amount: row.totalAmount,
      categoryIds: [...new Set(lines.flatMap((line) => (line.categoryId ? [line.categoryId] : [])))],
      costCentreId: row.costCentreId,
      legalEntityId: row.legalEntityId,
      departmentId: await departmentOf(tx, actor.tenantId, row.costCentreId),
      overBudget,
    },
    dynamicApprovers: body.dynamicEnhanceApproverMap ?? null,
  });
  await copyRequestTo(tx, actor, row, copyTo);
  // No matching flow approves at once (onApproved ran in this transaction): answer the status now.
  const after = await findRequest(tx, actor.tenantId, row.id);
  return { status: after?.status ?? S.approving.code, budgetCheck: budgetWire(check) };
}

/** The budget check the form previews (read-only). */
export async function previewBudget(tx: Db, actor: Actor, id: string): Promise<BudgetCheckWire> {
  const { row } = await visibleRequest(tx, actor, id, false);
  if (!row.costCentreId || !row.budgetPeriod) return budgetWire(null);
  return budgetWire(await checkBudget(tx, budgetTarget(row), row.totalAmount));
}

/** repeal: the applicant withdraws a request under approval; the reservation is released → draft. */
export async function repealRequest(tx: Db, actor: Actor, id: string): Promise<void> {
  const { row } = await ownRequest(tx, actor, id);
  if (row.status !== S.approving.code) throw new AppError(409, ERROR_CODES.procurementNotApproving);
  await withdrawApproval(tx, {
    tenantId: actor.tenantId,
    docType: DOC_TYPE,
    documentId: id,
    actorId: actor.userId,
  });
  await releaseBudget(tx, docRef(actor.tenantId, id));
  await updateRequest(tx, actor.tenantId, id, { status: S.draft.code });
}

/**
 * cancel: a draft or returned request simply ends; an approved one only while every order it created
 * can still be cancelled (no supplier confirmed), else 409 `procurement.ordersStarted`.
 */
export async function cancelRequest(tx: Db, actor: Actor, id: string, reason: string): Promise<void> {
  const { row } = await ownRequest(tx, actor, id);
  if (!CANCELLABLE.includes(row.status)) throw new AppError(409, ERROR_CODES.procurementNotCancellable);
  if (row.status === S.approved.code && !(await cancelOrdersOfSource(tx, actor.tenantId, id, actor.userId))) {
    throw new AppError(409, ERROR_CODES.procurementOrdersStarted);
  }
  await releaseBudget(tx, docRef(actor.tenantId, id));
  await updateRequest(tx, actor.tenantId, id, { status: S.cancelled.code, cancelReason: reason });
  await recordHistory(tx, {
    tenantId: actor.tenantId,
    docType: DOC_TYPE,
    documentId: id,
    actorId: actor.userId,
    action: 'cancel',
    comment: reason,
  });
}

/** approve / reject: through the engine, which calls onApproved / onRejected in this transaction. */
export async function actOnRequest(
  tx: Db,
  actor: Actor,
  body: { id: string; action: 'approve' | 'reject'; comment?: string | undefined },
): Promise<{ status: number }> {
  const { row } = await visibleRequest(tx, actor, body.id, true);
  if (row.status !== S.approving.code) throw new AppError(409, ERROR_CODES.procurementNotApproving);
  await actOnApproval(tx, {
    tenantId: actor.tenantId,
    docType: DOC_TYPE,
    documentId: row.id,
    actorId: actor.userId,
    action: body.action,
    comment: body.comment ?? null,
  });
  const after = await findRequest(tx, actor.tenantId, row.id);
  return { status: after?.status ?? row.status };
}
