import { and, asc, eq, sql } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { AppError, fieldError } from '@procure/server-http';
import { queryRows, type Db } from '@procure/server-db';
import { todayInChina, type AppraisalInput, type EvaluationMethod } from '@procure/shared-validation';
import { evaluationAppraisalScores, evaluationAppraisals, evaluationPlanCriteria } from './schema.ts';
import { lockPlan } from './plans.ts';
import { ledgerFacts } from './facts.ts';
import { NO_FACTS, computedScore, ledgerRates } from './formulas.ts';
import { computeResults } from './results.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import type { EvaluationActor } from './types.ts';
import type { AppraisalDetail, AppraisalSummary, MyAssessQuery } from './appraise-wire.ts';

// "My assessments" (issue #17 §3; spec §7 myAssess): each evaluator's appraisals (one per supplier of a
// plan), the supplier's ledger facts of the plan's period, scores and comments on the criteria assigned
// to them, save (2 scored) and commit (3 submitted, final). Another evaluator's appraisal answers like an
// absent one (404). The last commit of a plan computes its results (plan 3 → 4) under the plan's row
// lock, so two evaluators committing at once never both miss (or both compute) the results.

const A = CODES.appraisal;
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Row = {
  id: string;
  plan_id: string;
  plan_code: string;
  plan_name: string;
  plan_status: number;
  period_from: string;
  period_to: string;
  deadline: string;
  vendor_id: string;
  vendor_name: string;
  status: number;
  criteria_count: number;
  scored_count: number;
  committed_at: string | null;
};

const SELECT = sql`select a.id, a.plan_id, p.code as plan_code, p.name as plan_name, p.status::int as plan_status,
         p.period_from::text as period_from, p.period_to::text as period_to, p.deadline::text as deadline,
         a.vendor_id, coalesce(v.vendor_name, '') as vendor_name, a.status::int as status,
         (select count(*)::int from evaluation_appraisal_scores s where s.appraisal_id = a.id) as criteria_count,
         (select count(*)::int from evaluation_appraisal_scores s where s.appraisal_id = a.id and s.score is not null)
           as scored_count,
         to_char(a.committed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as committed_at
    from evaluation_appraisals a
    join evaluation_plans p on p.id = a.plan_id
    left join evaluation_plan_vendors v on v.plan_id = a.plan_id and v.vendor_id = a.vendor_id`;

function toSummary(row: Row, today: string): AppraisalSummary {
  return {
    id: row.id,
    planId: row.plan_id,
    planCode: row.plan_code,
    planName: row.plan_name,
    planStatus: row.plan_status,
    periodFrom: row.period_from,
    periodTo: row.period_to,
    deadline: row.deadline,
    vendorId: row.vendor_id,
    vendorName: row.vendor_name,
    status: row.status,
    criteriaCount: row.criteria_count,
    scoredCount: row.scored_count,
    late:
      row.status !== A.submitted.code &&
      row.plan_status === CODES.performancePlan.evaluating.code &&
      row.deadline < today,
    committedAt: row.committed_at,
  };
}

/** The caller's appraisals, earliest deadline first (keyset pages on (deadline, id)). */
export async function listMyAppraisals(
  tx: Db,
  actor: EvaluationActor,
  query: MyAssessQuery,
  now: Date = new Date(),
): Promise<{ items: AppraisalSummary[]; nextCursor: string | null }> {
  const filters = [sql`a.tenant_id = ${actor.tenantId}`, sql`a.evaluator_id = ${actor.userId}`];
  // Appraisals of a cancelled plan stay readable from the plan; the evaluator's list shows live work.
  filters.push(sql`p.status <> ${CODES.performancePlan.cancelled.code}`);
  if (query.status !== undefined) filters.push(sql`a.status = ${query.status}`);
  if (query.keyword) {
    const like = likeOf(query.keyword);
    filters.push(sql`(p.code ilike ${like} or p.name ilike ${like} or v.vendor_name ilike ${like})`);
  }
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  if (cursor) filters.push(sql`(p.deadline, a.id) > (${cursor.deadline}::date, ${cursor.id}::uuid)`);
  const rows = await queryRows<Row>(
    tx,
    sql`${SELECT} where ${sql.join(filters, sql` and `)} order by p.deadline asc, a.id asc limit ${query.pageSize + 1}`,
  );
  const today = todayInChina(now);
  const page = rows.slice(0, query.pageSize);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => toSummary(row, today)),
    nextCursor:
      rows.length > query.pageSize && last ? encodeCursor({ deadline: last.deadline, id: last.id }) : null,
  };
}

/** The caller's appraisal (null when absent, another tenant's or another evaluator's). */
export async function findMyAppraisal(
  tx: Db,
  actor: EvaluationActor,
  id: string,
  now: Date = new Date(),
): Promise<AppraisalDetail | null> {
  const [row] = await queryRows<Row>(
    tx,
    sql`${SELECT} where a.tenant_id = ${actor.tenantId} and a.evaluator_id = ${actor.userId} and a.id = ${id}`,
  );
  if (!row) return null;
  const criteria = await tx
    .select()
    .from(evaluationPlanCriteria)
    .where(
      and(
        eq(evaluationPlanCriteria.tenantId, actor.tenantId),
        eq(evaluationPlanCriteria.planId, row.plan_id),
      ),
    )
    .orderBy(asc(evaluationPlanCriteria.seq));
  const scores = await tx
    .select()
    .from(evaluationAppraisalScores)
    .where(eq(evaluationAppraisalScores.appraisalId, id));
  const facts =
    (await ledgerFacts(tx, actor.tenantId, [row.vendor_id], row.period_from, row.period_to)).get(
      row.vendor_id,
    ) ?? NO_FACTS;
  const mine = new Map(scores.map((s) => [s.criterionId, s]));
  return {
    ...toSummary(row, todayInChina(now)),
    facts,
    rates: ledgerRates(facts),
    criteria: criteria
      .filter((c) => c.method !== 'manual' || mine.has(c.id))
      .map((c) => {
        const own = mine.get(c.id);
        const method = c.method as EvaluationMethod;
        return {
          criterionId: c.id,
          seq: c.seq,
          name: c.name,
          weight: c.weight,
          method,
          remark: c.remark,
          editable: method === 'manual',
          score:
            method === 'manual'
              ? own?.score === null || !own
                ? null
                : Number(own.score)
              : computedScore(method, facts),
          comment: own?.comment ?? '',
        };
      }),
  };
}

/**
 * Save (commit = false: status 2) or commit (status 3) the caller's scores. Every criterion named must be
 * one assigned to the caller in this appraisal (else 400 on that entry, nothing written); a commit needs
 * every assigned criterion scored. The plan must be in evaluation and the appraisal not committed (409).
 */
export async function saveAppraisal(
  tx: Db,
  actor: EvaluationActor,
  input: AppraisalInput,
  commit: boolean,
): Promise<{ id: string; status: number; planStatus: number }> {
  const [head] = await tx
    .select({ planId: evaluationAppraisals.planId })
    .from(evaluationAppraisals)
    .where(
      and(
        eq(evaluationAppraisals.tenantId, actor.tenantId),
        eq(evaluationAppraisals.id, input.id),
        eq(evaluationAppraisals.evaluatorId, actor.userId),
      ),
    );
  if (!head) throw new AppError(404, ERROR_CODES.evaluationAppraisalNotFound);
  // Plan first, then the appraisal: every commit of one plan queues on the plan's row.
  const plan = await lockPlan(tx, actor.tenantId, head.planId);
  const [appraisal] = await tx
    .select()
    .from(evaluationAppraisals)
    .where(eq(evaluationAppraisals.id, input.id))
    .for('update');
  if (!appraisal) throw new AppError(404, ERROR_CODES.evaluationAppraisalNotFound);
  if (plan.status !== CODES.performancePlan.evaluating.code || appraisal.status === A.submitted.code) {
    throw new AppError(409, ERROR_CODES.evaluationWrongStatus);
  }
  const rows = await tx
    .select()
    .from(evaluationAppraisalScores)
    .where(eq(evaluationAppraisalScores.appraisalId, appraisal.id));
  const assigned = new Map(rows.map((r) => [r.criterionId, r]));
  const seen = new Set<string>();
  input.scores.forEach((entry, index) => {
    if (!assigned.has(entry.criterionId) || seen.has(entry.criterionId)) {
      throw fieldError(`scores.${index}.criterionId`, ERROR_CODES.evaluationCriterionNotAssigned);
    }
    seen.add(entry.criterionId);
  });
  for (const entry of input.scores) {
    const row = assigned.get(entry.criterionId);
    if (!row) continue;
    const score = entry.score === null ? null : entry.score.toFixed(2);
    await tx
      .update(evaluationAppraisalScores)
      .set({ score, comment: entry.comment ?? '' })
      .where(eq(evaluationAppraisalScores.id, row.id));
    assigned.set(entry.criterionId, { ...row, score, comment: entry.comment ?? '' });
  }
  if (commit) {
    const missing = [...assigned.values()].findIndex((r) => r.score === null);
    if (missing >= 0) throw fieldError('scores', ERROR_CODES.evaluationScoreMissing);
  }
  const status = commit ? A.submitted.code : A.scored.code;
  await tx
    .update(evaluationAppraisals)
    .set({ status, updatedAt: new Date(), ...(commit ? { committedAt: new Date() } : {}) })
    .where(eq(evaluationAppraisals.id, appraisal.id));
  let planStatus: number = plan.status;
  if (commit) {
    const [open] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from evaluation_appraisals
           where plan_id = ${plan.id} and status <> ${A.submitted.code}`,
    );
    if ((open?.n ?? 0) === 0) {
      await computeResults(tx, plan);
      planStatus = CODES.performancePlan.evaluated.code;
    }
  }
  return { id: appraisal.id, status, planStatus };
}
