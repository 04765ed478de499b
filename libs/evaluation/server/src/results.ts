import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import { newId, queryRows, type Db } from '@procure/server-db';
import {
  DEFAULT_GRADE_LEVELS,
  gradeOf,
  meanScore,
  weightedScore,
  type EvaluationMethod,
  type GradeLevel,
} from '@procure/shared-validation';
import { identitySchema } from '@procure/identity-server';
import { postMessages } from '@procure/message-server';
import { startApproval } from '@procure/approval-server';
import {
  evaluationGradeAdjustments,
  evaluationGradeLevels,
  evaluationPlanCriteria,
  evaluationPlanVendors,
  evaluationPlans,
  evaluationResults,
} from './schema.ts';
import { PLAN_DOC_TYPE, lockPlan } from './plans.ts';
import { ledgerFacts } from './facts.ts';
import { NO_FACTS, computedScore } from './formulas.ts';
import { namesOf } from './people.ts';
import type { EvaluationActor } from './types.ts';
import type { BreakdownEntry, ResultView } from './appraise-wire.ts';

// Results of a performance plan (issue #17 §4). When the last appraisal is committed: per supplier, each
// computed criterion from the ledger facts of the period, each manual one the mean of its evaluators'
// scores (half-up, 2 decimals), the weighted score (weightedScore: a computed criterion without facts
// leaves its weight out) and the grade under the tenant's levels (gradeOf). Then the results document
// goes through the one approval engine (document performancePlan again, results_submitted_at set);
// approved → published to the suppliers (plan 5), rejected → back to 4 to submit again.

type PlanRow = typeof evaluationPlans.$inferSelect;
type StoredBreakdown = BreakdownEntry & {
  evaluatorScores: { evaluatorId: string; score: number; comment: string }[];
};

/** The tenant's active grade levels, or the defaults of DOMAIN.md. */
export async function gradeLevels(
  tx: Db,
  tenantId: string,
): Promise<{ custom: boolean; levels: GradeLevel[] }> {
  const rows = await tx
    .select()
    .from(evaluationGradeLevels)
    .where(and(eq(evaluationGradeLevels.tenantId, tenantId), eq(evaluationGradeLevels.active, true)))
    .orderBy(desc(evaluationGradeLevels.minScore));
  if (rows.length === 0) return { custom: false, levels: DEFAULT_GRADE_LEVELS.map((l) => ({ ...l })) };
  return { custom: true, levels: rows.map((r) => ({ grade: r.grade, minScore: Number(r.minScore) })) };
}

/** Computes and stores every supplier's result and moves the plan to 4 (called under the plan's lock). */
export async function computeResults(tx: Db, plan: PlanRow): Promise<void> {
  const criteria = await tx
    .select()
    .from(evaluationPlanCriteria)
    .where(eq(evaluationPlanCriteria.planId, plan.id))
    .orderBy(asc(evaluationPlanCriteria.seq));
  const vendors = await tx
    .select()
    .from(evaluationPlanVendors)
    .where(eq(evaluationPlanVendors.planId, plan.id));
  const scores = await queryRows<{
    vendor_id: string;
    evaluator_id: string;
    criterion_id: string;
    score: string;
    comment: string;
  }>(
    tx,
    sql`select a.vendor_id, a.evaluator_id, s.criterion_id, s.score::text as score, s.comment
          from evaluation_appraisal_scores s
          join evaluation_appraisals a on a.id = s.appraisal_id
         where a.plan_id = ${plan.id} and a.status = ${CODES.appraisal.submitted.code} and s.score is not null
         order by a.evaluator_id`,
  );
  const facts = await ledgerFacts(
    tx,
    plan.tenantId,
    vendors.map((v) => v.vendorId),
    plan.periodFrom,
    plan.periodTo,
  );
  const { levels } = await gradeLevels(tx, plan.tenantId);
  for (const vendor of vendors) {
    const vendorFacts = facts.get(vendor.vendorId) ?? NO_FACTS;
    const breakdown: StoredBreakdown[] = criteria.map((c) => {
      const method = c.method as EvaluationMethod;
      const given = scores.filter((s) => s.vendor_id === vendor.vendorId && s.criterion_id === c.id);
      return {
        criterionId: c.id,
        seq: c.seq,
        name: c.name,
        weight: c.weight,
        method,
        score:
          method === 'manual'
            ? meanScore(given.map((s) => Number(s.score)))
            : computedScore(method, vendorFacts),
        evaluatorScores: given.map((s) => ({
          evaluatorId: s.evaluator_id,
          score: Number(s.score),
          comment: s.comment,
        })),
      };
    });
    const score = weightedScore(breakdown);
    await tx
      .insert(evaluationResults)
      .values({
        id: newId(),
        tenantId: plan.tenantId,
        planId: plan.id,
        vendorId: vendor.vendorId,
        score: score === null ? null : score.toFixed(2),
        grade: score === null ? '' : gradeOf(score, levels),
        breakdown: { criteria: breakdown, facts: vendorFacts },
      })
      .onConflictDoNothing();
  }
  await tx
    .update(evaluationPlans)
    .set({ status: CODES.performancePlan.evaluated.code, evaluatedAt: new Date(), updatedAt: new Date() })
    .where(eq(evaluationPlans.id, plan.id));
}

/** A plan whose criteria are all computed opens no appraisal: its results are computed at approval. */
export async function computeResultsIfNothingToScore(tx: Db, plan: PlanRow): Promise<void> {
  const [open] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from evaluation_appraisals where plan_id = ${plan.id}`,
  );
  if ((open?.n ?? 0) === 0) await computeResults(tx, plan);
}

export function breakdownOf(stored: unknown): StoredBreakdown[] {
  const value = stored as { criteria?: StoredBreakdown[] } | null;
  return value?.criteria ?? [];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The results of a plan with evaluator names, grade changes and appeals (buyer view). */
export async function listResults(tx: Db, tenantId: string, planId: string): Promise<ResultView[] | null> {
  const [plan] = await tx
    .select({ id: evaluationPlans.id })
    .from(evaluationPlans)
    .where(and(eq(evaluationPlans.tenantId, tenantId), eq(evaluationPlans.id, planId)));
  if (!plan) return null;
  const rows = await tx
    .select({ r: evaluationResults, vendorName: evaluationPlanVendors.vendorName })
    .from(evaluationResults)
    .leftJoin(
      evaluationPlanVendors,
      and(
        eq(evaluationPlanVendors.planId, evaluationResults.planId),
        eq(evaluationPlanVendors.vendorId, evaluationResults.vendorId),
      ),
    )
    .where(and(eq(evaluationResults.tenantId, tenantId), eq(evaluationResults.planId, planId)))
    .orderBy(desc(evaluationResults.score), asc(evaluationResults.vendorId));
  const ids = rows.map((row) => row.r.id);
  const adjustments =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(evaluationGradeAdjustments)
          .where(
            and(
              eq(evaluationGradeAdjustments.tenantId, tenantId),
              inArray(evaluationGradeAdjustments.resultId, ids),
            ),
          )
          .orderBy(asc(evaluationGradeAdjustments.requestedAt));
  const names = await namesOf(tx, [
    ...rows.flatMap((row) =>
      breakdownOf(row.r.breakdown).flatMap((b) => b.evaluatorScores.map((e) => e.evaluatorId)),
    ),
    ...adjustments.map((a) => a.requestedBy),
  ]);
  return rows.map(({ r, vendorName }) => ({
    id: r.id,
    planId: r.planId,
    vendorId: r.vendorId,
    vendorName: vendorName ?? '',
    score: r.score === null ? null : Number(r.score),
    grade: r.grade,
    adjustedGrade: r.adjustedGrade,
    adjustReason: r.adjustReason,
    finalGrade: r.adjustedGrade ?? r.grade,
    publishedAt: iso(r.publishedAt),
    breakdown: breakdownOf(r.breakdown).map((b) => ({
      ...b,
      evaluatorScores: b.evaluatorScores.map((e) => ({
        ...e,
        evaluatorName: names.get(e.evaluatorId) ?? '',
      })),
    })),
    adjustments: adjustments
      .filter((a) => a.resultId === r.id)
      .map((a) => ({
        id: a.id,
        fromGrade: a.fromGrade,
        toGrade: a.toGrade,
        reason: a.reason,
        status: a.status,
        requestedByName: names.get(a.requestedBy) ?? '',
        requestedAt: a.requestedAt.toISOString(),
        decidedAt: iso(a.decidedAt),
      })),
    appealComment: r.appealComment,
    appealedAt: iso(r.appealedAt),
    appealAnswer: r.appealAnswer,
    appealAnsweredAt: iso(r.appealAnsweredAt),
  }));
}

export const NO_FACTS_APPROVAL = {
  amount: '0',
  categoryIds: [],
  costCentreId: null,
  legalEntityId: null,
  departmentId: null,
  overBudget: false,
} as const;

/** Submit a plan's results (4, not yet submitted) to approval; with no flow they are published at once. */
export async function submitResults(
  tx: Db,
  actor: EvaluationActor,
  planId: string,
): Promise<{ id: string; status: number }> {
  const plan = await lockPlan(tx, actor.tenantId, planId);
  if (plan.status !== CODES.performancePlan.evaluated.code || plan.resultsSubmittedAt) {
    throw new AppError(409, ERROR_CODES.evaluationWrongStatus);
  }
  await tx
    .update(evaluationPlans)
    .set({ resultsSubmittedAt: new Date(), updatedAt: new Date() })
    .where(eq(evaluationPlans.id, planId));
  await startApproval(tx, {
    tenantId: actor.tenantId,
    docType: PLAN_DOC_TYPE,
    documentId: planId,
    applicantId: actor.userId,
    facts: NO_FACTS_APPROVAL,
  });
  const [after] = await tx
    .select({ status: evaluationPlans.status })
    .from(evaluationPlans)
    .where(eq(evaluationPlans.id, planId));
  return { id: planId, status: after?.status ?? plan.status };
}

/** Active supplier users of each company in the tenant (who hear of their published result). */
async function supplierUsers(tx: Db, tenantId: string, vendorIds: readonly string[]) {
  const { users, tenantMembers } = identitySchema;
  if (vendorIds.length === 0) return new Map<string, string[]>();
  const rows = await tx
    .select({ id: users.id, vendorId: users.vendorId })
    .from(users)
    .innerJoin(tenantMembers, and(eq(tenantMembers.userId, users.id), eq(tenantMembers.tenantId, tenantId)))
    .where(and(inArray(users.vendorId, [...vendorIds]), eq(users.disabled, false)));
  const out = new Map<string, string[]>();
  for (const row of rows) {
    if (row.vendorId) out.set(row.vendorId, [...(out.get(row.vendorId) ?? []), row.id]);
  }
  return out;
}

/** Results approved: the plan is published (5) and each supplier's users get a message. */
export async function publishResults(tx: Db, plan: PlanRow): Promise<void> {
  const now = new Date();
  await tx
    .update(evaluationPlans)
    .set({ status: CODES.performancePlan.published.code, publishedAt: now, updatedAt: now })
    .where(eq(evaluationPlans.id, plan.id));
  const published = await tx
    .update(evaluationResults)
    .set({ publishedAt: now })
    .where(eq(evaluationResults.planId, plan.id))
    .returning();
  const [tenant] = await tx
    .select({ nameZh: identitySchema.tenants.nameZh })
    .from(identitySchema.tenants)
    .where(eq(identitySchema.tenants.id, plan.tenantId));
  const recipients = await supplierUsers(
    tx,
    plan.tenantId,
    published.map((r) => r.vendorId),
  );
  for (const result of published) {
    const ids = recipients.get(result.vendorId) ?? [];
    if (ids.length === 0) continue;
    await postMessages(tx, {
      tenantId: plan.tenantId,
      recipientIds: ids,
      kind: 'notice',
      titleCode: ERROR_CODES.evaluationPublishedTitle,
      bodyCode: ERROR_CODES.evaluationPublishedBody,
      params: {
        plan: plan.name,
        customer: tenant?.nameZh ?? '',
        period: `${plan.periodFrom} – ${plan.periodTo}`,
        grade: result.adjustedGrade ?? result.grade,
      },
    });
  }
}
