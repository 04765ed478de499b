import { and, eq, inArray, ne } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { AppError, fieldError } from '@procure/server-http';
import type { Db } from '@procure/server-db';
import { recordHistory } from '@procure/approval-server';
import { postMessages } from '@procure/message-server';
import { evaluationAppraisalScores, evaluationAppraisals, evaluationPlanCriteria } from './schema.ts';
import { PLAN_DOC_TYPE, lockPlan } from './plans.ts';
import { evaluatorsOfTenant, namesOf } from './people.ts';
import type { EvaluationActor } from './types.ts';

// Transfer of an evaluator's OPEN assessments in a plan to another employee (issue #17 §2 "transfer";
// spec §4 "approval transfer for performance"): while the plan is in evaluation, every appraisal of the
// evaluator not yet submitted moves to the new evaluator, its draft scores cleared (the new evaluator
// scores for themself; a submitted appraisal stays with its author). The plan's criteria name the new
// evaluator; a history row of the plan and a message to the new evaluator commit with it. Refused, with
// nothing changed: a plan not in evaluation (409), the same person or someone who may not score (400), an
// evaluator with nothing open (409), and a new evaluator who already assesses one of those suppliers (409).

const A = CODES.appraisal;
export const MY_ASSESS_PATH = '/vendor/performance/myAssess';

export type TransferInput = { planId: string; fromId: string; toId: string; comment?: string | undefined };

export async function transferAppraisals(
  tx: Db,
  actor: EvaluationActor,
  input: TransferInput,
): Promise<{ transferred: number }> {
  const plan = await lockPlan(tx, actor.tenantId, input.planId);
  if (plan.status !== CODES.performancePlan.evaluating.code) {
    throw new AppError(409, ERROR_CODES.evaluationWrongStatus);
  }
  if (input.toId === input.fromId) throw fieldError('toId', ERROR_CODES.evaluationTransferSame);
  const evaluators = await evaluatorsOfTenant(tx, actor.tenantId);
  if (!evaluators.some((e) => e.id === input.toId)) {
    throw fieldError('toId', ERROR_CODES.evaluationEvaluatorUnknown);
  }
  const open = await tx
    .select()
    .from(evaluationAppraisals)
    .where(
      and(
        eq(evaluationAppraisals.tenantId, actor.tenantId),
        eq(evaluationAppraisals.planId, plan.id),
        eq(evaluationAppraisals.evaluatorId, input.fromId),
        ne(evaluationAppraisals.status, A.submitted.code),
      ),
    )
    .for('update');
  if (open.length === 0) throw new AppError(409, ERROR_CODES.evaluationTransferNone);
  const clash = await tx
    .select({ id: evaluationAppraisals.id })
    .from(evaluationAppraisals)
    .where(
      and(
        eq(evaluationAppraisals.planId, plan.id),
        eq(evaluationAppraisals.evaluatorId, input.toId),
        inArray(
          evaluationAppraisals.vendorId,
          open.map((a) => a.vendorId),
        ),
      ),
    );
  if (clash.length > 0) throw new AppError(409, ERROR_CODES.evaluationTransferClash);

  const ids = open.map((a) => a.id);
  const now = new Date();
  await tx
    .update(evaluationAppraisals)
    .set({ evaluatorId: input.toId, status: A.toScore.code, remindedAt: null, updatedAt: now })
    .where(inArray(evaluationAppraisals.id, ids));
  await tx
    .update(evaluationAppraisalScores)
    .set({ score: null, comment: '' })
    .where(inArray(evaluationAppraisalScores.appraisalId, ids));

  // The criteria name the new evaluator; the old one stays named only where a submitted appraisal remains.
  const [kept] = await tx
    .select({ id: evaluationAppraisals.id })
    .from(evaluationAppraisals)
    .where(and(eq(evaluationAppraisals.planId, plan.id), eq(evaluationAppraisals.evaluatorId, input.fromId)))
    .limit(1);
  const criteria = await tx
    .select()
    .from(evaluationPlanCriteria)
    .where(eq(evaluationPlanCriteria.planId, plan.id));
  for (const c of criteria) {
    if (!c.evaluatorIds.includes(input.fromId)) continue;
    const next = kept
      ? [...c.evaluatorIds, input.toId]
      : c.evaluatorIds.map((id) => (id === input.fromId ? input.toId : id));
    await tx
      .update(evaluationPlanCriteria)
      .set({ evaluatorIds: [...new Set(next)] })
      .where(eq(evaluationPlanCriteria.id, c.id));
  }

  const names = await namesOf(tx, [input.fromId, input.toId]);
  const from = names.get(input.fromId) ?? '';
  const to = names.get(input.toId) ?? '';
  const comment = input.comment?.trim();
  await recordHistory(tx, {
    tenantId: actor.tenantId,
    docType: PLAN_DOC_TYPE,
    documentId: plan.id,
    actorId: actor.userId,
    action: 'transfer',
    comment: `${from} → ${to} (${open.length})${comment ? `: ${comment}` : ''}`,
  });
  await postMessages(tx, {
    tenantId: actor.tenantId,
    recipientIds: [input.toId],
    kind: 'notice',
    titleCode: ERROR_CODES.evaluationTransferTitle,
    bodyCode: ERROR_CODES.evaluationTransferBody,
    params: { plan: plan.name, code: plan.code, count: open.length, from, comment: comment ?? '' },
    link: MY_ASSESS_PATH,
  });
  return { transferred: open.length };
}
