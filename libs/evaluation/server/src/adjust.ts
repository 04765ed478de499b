import { and, eq, inArray } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { AppError, fieldError } from '@procure/server-http';
import { newId, type Db } from '@procure/server-db';
import type { AdjustGradeInput } from '@procure/shared-validation';
import {
  recordHistory,
  registerDocumentType,
  startApproval,
  type DocumentEventRef,
  type DocumentSummary,
} from '@procure/approval-server';
import {
  evaluationGradeAdjustments,
  evaluationPlanVendors,
  evaluationPlans,
  evaluationResults,
} from './schema.ts';
import { PLAN_DOC_TYPE } from './plans.ts';
import { NO_FACTS_APPROVAL, gradeLevels } from './results.ts';
import { namesOf } from './people.ts';
import type { EvaluationActor } from './types.ts';

// Grade adjustment (issue #17 §4; spec §7 saveAdjustGrade): a buyer asks to change one supplier's grade
// with a reason; the request is its own document (type gradeAdjustment) of the one approval engine; the
// result takes the grade only when approved (no flow: at once). One request under approval per result
// (409 otherwise); every request and its outcome stay as the result's history and on the plan's.

const G = CODES.gradeAdjustment;
export const ADJUST_DOC_TYPE = 'gradeAdjustment' as const;

/** Ask to change a result's grade (plan evaluated, results not under approval, or published). */
export async function requestAdjustment(
  tx: Db,
  actor: EvaluationActor,
  input: AdjustGradeInput,
): Promise<{ id: string; status: number }> {
  const [result] = await tx
    .select()
    .from(evaluationResults)
    .where(and(eq(evaluationResults.tenantId, actor.tenantId), eq(evaluationResults.id, input.resultId)))
    .for('update');
  if (!result) throw new AppError(404, ERROR_CODES.evaluationResultNotFound);
  const [plan] = await tx.select().from(evaluationPlans).where(eq(evaluationPlans.id, result.planId));
  const open =
    plan &&
    (plan.status === CODES.performancePlan.published.code ||
      (plan.status === CODES.performancePlan.evaluated.code && !plan.resultsSubmittedAt));
  if (!open) throw new AppError(409, ERROR_CODES.evaluationWrongStatus);
  const { levels } = await gradeLevels(tx, actor.tenantId);
  const grade = levels.find((l) => l.grade.toUpperCase() === input.grade.trim().toUpperCase())?.grade;
  if (!grade) throw fieldError('grade', ERROR_CODES.evaluationGradeUnknown);
  const current = result.adjustedGrade ?? result.grade;
  if (grade === current) throw fieldError('grade', ERROR_CODES.evaluationGradeUnchanged);
  const [pending] = await tx
    .select({ id: evaluationGradeAdjustments.id })
    .from(evaluationGradeAdjustments)
    .where(
      and(
        eq(evaluationGradeAdjustments.resultId, result.id),
        eq(evaluationGradeAdjustments.status, G.approving.code),
      ),
    );
  if (pending) throw new AppError(409, ERROR_CODES.evaluationAdjustPending);
  const id = newId();
  await tx.insert(evaluationGradeAdjustments).values({
    id,
    tenantId: actor.tenantId,
    resultId: result.id,
    planId: result.planId,
    vendorId: result.vendorId,
    fromGrade: current,
    toGrade: grade,
    reason: input.reason.trim(),
    status: G.approving.code,
    requestedBy: actor.userId,
  });
  await recordHistory(tx, {
    tenantId: actor.tenantId,
    docType: PLAN_DOC_TYPE,
    documentId: result.planId,
    actorId: actor.userId,
    action: 'change',
    comment: `${current} → ${grade}: ${input.reason.trim()}`,
  });
  await startApproval(tx, {
    tenantId: actor.tenantId,
    docType: ADJUST_DOC_TYPE,
    documentId: id,
    applicantId: actor.userId,
    facts: NO_FACTS_APPROVAL,
  });
  const [after] = await tx
    .select({ status: evaluationGradeAdjustments.status })
    .from(evaluationGradeAdjustments)
    .where(eq(evaluationGradeAdjustments.id, id));
  return { id, status: after?.status ?? G.approving.code };
}

async function lockAdjustment(tx: Db, ref: DocumentEventRef) {
  const [row] = await tx
    .select()
    .from(evaluationGradeAdjustments)
    .where(
      and(
        eq(evaluationGradeAdjustments.tenantId, ref.tenantId),
        eq(evaluationGradeAdjustments.id, ref.documentId),
      ),
    )
    .for('update');
  return row?.status === G.approving.code ? row : null;
}

async function onAdjustApproved(tx: Db, ref: DocumentEventRef): Promise<void> {
  const row = await lockAdjustment(tx, ref);
  if (!row) return;
  const now = new Date();
  await tx
    .update(evaluationGradeAdjustments)
    .set({ status: G.approved.code, decidedAt: now })
    .where(eq(evaluationGradeAdjustments.id, row.id));
  await tx
    .update(evaluationResults)
    .set({
      adjustedGrade: row.toGrade,
      adjustReason: row.reason,
      adjustedBy: row.requestedBy,
      adjustedAt: now,
    })
    .where(eq(evaluationResults.id, row.resultId));
}

async function onAdjustRejected(tx: Db, ref: DocumentEventRef): Promise<void> {
  const row = await lockAdjustment(tx, ref);
  if (!row) return;
  await tx
    .update(evaluationGradeAdjustments)
    .set({ status: G.rejected.code, decidedAt: new Date() })
    .where(eq(evaluationGradeAdjustments.id, row.id));
}

/** How the inbox shows a grade change: supplier, from → to, the reason. */
async function summarizeAdjustments(
  tx: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, DocumentSummary>> {
  const out = new Map<string, DocumentSummary>();
  if (ids.length === 0) return out;
  const rows = await tx
    .select({
      a: evaluationGradeAdjustments,
      vendorName: evaluationPlanVendors.vendorName,
      code: evaluationPlans.code,
    })
    .from(evaluationGradeAdjustments)
    .innerJoin(evaluationPlans, eq(evaluationPlans.id, evaluationGradeAdjustments.planId))
    .leftJoin(
      evaluationPlanVendors,
      and(
        eq(evaluationPlanVendors.planId, evaluationGradeAdjustments.planId),
        eq(evaluationPlanVendors.vendorId, evaluationGradeAdjustments.vendorId),
      ),
    )
    .where(
      and(
        eq(evaluationGradeAdjustments.tenantId, tenantId),
        inArray(evaluationGradeAdjustments.id, [...ids]),
      ),
    );
  const names = await namesOf(
    tx,
    rows.map((r) => r.a.requestedBy),
  );
  for (const { a, vendorName, code } of rows) {
    out.set(a.id, {
      code,
      title: `${vendorName ?? ''} · ${a.fromGrade} → ${a.toGrade} · ${a.reason}`,
      amount: null,
      currency: 'CNY',
      applicantId: a.requestedBy,
      applicantName: names.get(a.requestedBy) ?? '',
      submittedAt: a.requestedAt.toISOString(),
      lines: [{ name: vendorName ?? '', quantity: '1', unit: '', unitPrice: '0', amount: '0' }],
    });
  }
  return out;
}

let registered = false;
/** The inbox opens a grade change on its own route, which shows the plan's results. */
export const adjustmentPath = (id: string) => `/vendor/performance/adjustment/${id}`;

/** The plan of a grade change (null when absent or another tenant's). */
export async function adjustmentPlanId(tx: Db, tenantId: string, id: string): Promise<string | null> {
  const [row] = await tx
    .select({ planId: evaluationGradeAdjustments.planId })
    .from(evaluationGradeAdjustments)
    .where(and(eq(evaluationGradeAdjustments.tenantId, tenantId), eq(evaluationGradeAdjustments.id, id)));
  return row?.planId ?? null;
}

export function registerAdjustDocument(): void {
  if (registered) return;
  registerDocumentType({
    docType: ADJUST_DOC_TYPE,
    detailPath: adjustmentPath,
    summarize: summarizeAdjustments,
    onApproved: onAdjustApproved,
    onRejected: onAdjustRejected,
  });
  registered = true;
}
