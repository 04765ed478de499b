import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import type { Db } from '@procure/server-db';
import { identitySchema } from '@procure/identity-server';
import { postMessages } from '@procure/message-server';
import { recordHistory } from '@procure/approval-server';
import { evaluationPlanVendors, evaluationPlans, evaluationResults } from './schema.ts';
import { PLAN_DOC_TYPE, planDetailPath } from './plans.ts';
import { breakdownOf } from './results.ts';
import type { EvaluationActor } from './types.ts';
import type { SupplierResult } from './appraise-wire.ts';

// The supplier's side of the results (issue #17 §4): its own PUBLISHED results in the current tenant
// (score, final grade, criterion scores; never an evaluator's name, score or comment), one appeal with a
// comment per result; the buyer answers it once. Another supplier's result, or one not yet published,
// answers like an absent one (404). The supplier session's RLS scope (vendor_id) says the same.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function ownRows(tx: Db, actor: EvaluationActor & { vendorId: string }, id?: string) {
  const filters = [
    eq(evaluationResults.tenantId, actor.tenantId),
    eq(evaluationResults.vendorId, actor.vendorId),
    isNotNull(evaluationResults.publishedAt),
  ];
  if (id) filters.push(eq(evaluationResults.id, id));
  return tx
    .select({ r: evaluationResults, p: evaluationPlans })
    .from(evaluationResults)
    .innerJoin(evaluationPlans, eq(evaluationPlans.id, evaluationResults.planId))
    .where(and(...filters))
    .orderBy(desc(evaluationResults.publishedAt), desc(evaluationResults.id))
    .limit(200);
}

async function customerName(tx: Db, tenantId: string, locale: string): Promise<string> {
  const [tenant] = await tx
    .select({ nameZh: identitySchema.tenants.nameZh, nameEn: identitySchema.tenants.nameEn })
    .from(identitySchema.tenants)
    .where(eq(identitySchema.tenants.id, tenantId));
  return (locale === 'en-US' ? tenant?.nameEn : tenant?.nameZh) ?? '';
}

export async function supplierResults(
  tx: Db,
  actor: EvaluationActor & { vendorId: string },
  locale: string,
  id?: string,
): Promise<SupplierResult[]> {
  const rows = await ownRows(tx, actor, id);
  const customer = await customerName(tx, actor.tenantId, locale);
  return rows.map(({ r, p }) => ({
    id: r.id,
    planCode: p.code,
    planName: p.name,
    customerName: customer,
    periodFrom: p.periodFrom,
    periodTo: p.periodTo,
    score: r.score === null ? null : Number(r.score),
    grade: r.adjustedGrade ?? r.grade,
    adjustReason: r.adjustedGrade ? r.adjustReason : null,
    publishedAt: (r.publishedAt as Date).toISOString(),
    breakdown: breakdownOf(r.breakdown).map((b) => ({
      criterionId: b.criterionId,
      seq: b.seq,
      name: b.name,
      weight: b.weight,
      method: b.method,
      score: b.score,
    })),
    appealComment: r.appealComment,
    appealedAt: iso(r.appealedAt),
    appealAnswer: r.appealAnswer,
    appealAnsweredAt: iso(r.appealAnsweredAt),
  }));
}

/** The supplier appeals a published result once; the plan's creator gets a message. */
export async function appealResult(
  tx: Db,
  actor: EvaluationActor & { vendorId: string },
  id: string,
  comment: string,
): Promise<{ id: string }> {
  const [row] = await tx
    .select()
    .from(evaluationResults)
    .where(
      and(
        eq(evaluationResults.tenantId, actor.tenantId),
        eq(evaluationResults.vendorId, actor.vendorId),
        eq(evaluationResults.id, id),
        isNotNull(evaluationResults.publishedAt),
      ),
    )
    .for('update');
  if (!row) throw new AppError(404, ERROR_CODES.evaluationResultNotFound);
  if (row.appealedAt) throw new AppError(409, ERROR_CODES.evaluationAppealTwice);
  const text = comment.trim();
  await tx
    .update(evaluationResults)
    .set({ appealComment: text, appealedAt: new Date() })
    .where(eq(evaluationResults.id, id));
  const [plan] = await tx.select().from(evaluationPlans).where(eq(evaluationPlans.id, row.planId));
  const [vendor] = await tx
    .select({ name: evaluationPlanVendors.vendorName })
    .from(evaluationPlanVendors)
    .where(
      and(eq(evaluationPlanVendors.planId, row.planId), eq(evaluationPlanVendors.vendorId, row.vendorId)),
    );
  if (plan) {
    await recordHistory(tx, {
      tenantId: actor.tenantId,
      docType: PLAN_DOC_TYPE,
      documentId: plan.id,
      actorId: actor.userId,
      action: 'dispute',
      comment: `${vendor?.name ?? ''}: ${text}`,
    });
    await postMessages(tx, {
      tenantId: actor.tenantId,
      recipientIds: [plan.createdBy],
      kind: 'notice',
      titleCode: ERROR_CODES.evaluationAppealTitle,
      bodyCode: ERROR_CODES.evaluationAppealBody,
      params: { vendor: vendor?.name ?? '', plan: plan.name, code: plan.code, comment: text },
      link: planDetailPath(plan.id),
    });
  }
  return { id };
}

/** The buyer answers a supplier's appeal (once). */
export async function answerAppeal(
  tx: Db,
  actor: EvaluationActor,
  resultId: string,
  answer: string,
): Promise<{ id: string }> {
  const [row] = await tx
    .select()
    .from(evaluationResults)
    .where(and(eq(evaluationResults.tenantId, actor.tenantId), eq(evaluationResults.id, resultId)))
    .for('update');
  if (!row) throw new AppError(404, ERROR_CODES.evaluationResultNotFound);
  if (!row.appealedAt) throw new AppError(409, ERROR_CODES.evaluationWrongStatus);
  if (row.appealAnsweredAt) throw new AppError(409, ERROR_CODES.evaluationAppealAnswered);
  await tx
    .update(evaluationResults)
    .set({ appealAnswer: answer.trim(), appealAnsweredBy: actor.userId, appealAnsweredAt: new Date() })
    .where(eq(evaluationResults.id, resultId));
  return { id: resultId };
}
