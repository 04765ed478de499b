import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { AppError, fieldError } from '@procure/server-http';
import { lockKey, newId, queryRows, type Db } from '@procure/server-db';
import { todayInChina, type EvaluationMethod, type PlanInput } from '@procure/shared-validation';
import { tenantSuppliers } from '@procure/vendor-server';
import {
  historyOf,
  recordHistory,
  registerDocumentType,
  startApproval,
  type DocumentEventRef,
  type DocumentSummary,
} from '@procure/approval-server';
import {
  evaluationAppraisalScores,
  evaluationAppraisals,
  evaluationPlanCriteria,
  evaluationPlanVendors,
  evaluationPlans,
} from './schema.ts';
import { findMould, listMoulds } from './moulds.ts';
import { evaluatorsOfTenant, namesOf } from './people.ts';
import type { EvaluationActor } from './types.ts';
import type { PlanDetail, PlanListQuery, PlanSummary, Progress, VendorFacts } from './wire.ts';
import { ledgerFacts } from './facts.ts';
import { NO_FACTS, computedScore, ledgerRates } from './formulas.ts';

// Performance plans (issue #17; spec §4 "Performance plan: save base, save plan, update base, update
// state, approve, reject"). 1 draft → submit → 2 approving (the one approval engine, document type
// performancePlan; no flow: approved at once) → 3 in evaluation (one appraisal per supplier × evaluator
// of a manual criterion) → 4 evaluated → 5 published; reject → back to 1; cancel 1 / 3 → 6.

const S = CODES.performancePlan;
export const PLAN_DOC_TYPE = 'performancePlan' as const;
export const planDetailPath = (id: string) => `/vendor/performance/plan/detail/${id}`;
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type PlanRow = typeof evaluationPlans.$inferSelect;

async function nextCode(tx: Db, tenantId: string): Promise<string> {
  const day = todayInChina().replaceAll('-', '');
  await lockKey(tx, `evaluation_plans:code:${tenantId}:${day}`);
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`select coalesce(max(substring(code from 11)::int), 0)::int as n from evaluation_plans
        where tenant_id = ${tenantId} and code like ${`PP${day}%`}`,
  );
  return `PP${day}${String((rows[0]?.n ?? 0) + 1).padStart(3, '0')}`;
}

/** The plan under a row lock (404 when absent or another tenant's). */
export async function lockPlan(tx: Db, tenantId: string, id: string): Promise<PlanRow> {
  const [row] = await tx
    .select()
    .from(evaluationPlans)
    .where(and(eq(evaluationPlans.tenantId, tenantId), eq(evaluationPlans.id, id)))
    .for('update');
  if (!row) throw new AppError(404, ERROR_CODES.evaluationPlanNotFound);
  return row;
}

function assertStatus(row: PlanRow, ...allowed: number[]): void {
  if (!allowed.includes(row.status)) throw new AppError(409, ERROR_CODES.evaluationWrongStatus);
}

/** What the plan form offers: enabled templates, the tenant's suppliers, the employees who may score. */
export async function planOptions(tx: Db, tenantId: string, locale: string) {
  const enabled = await listMoulds(tx, tenantId, { state: CODES.enabled.enabled.code });
  const moulds = [];
  for (const m of enabled) {
    const detail = await findMould(tx, tenantId, m.id);
    if (detail) moulds.push(detail);
  }
  return {
    moulds,
    vendors: await tenantSuppliers(tx, tenantId, locale),
    evaluators: await evaluatorsOfTenant(tx, tenantId),
  };
}

/** Create (no id) or replace a draft plan; the template's criteria are copied with their evaluators. */
export async function savePlan(
  tx: Db,
  actor: EvaluationActor,
  input: PlanInput,
  locale: string,
): Promise<{ id: string; code: string }> {
  let existing: PlanRow | null = null;
  if (input.id) {
    existing = await lockPlan(tx, actor.tenantId, input.id);
    assertStatus(existing, S.draft.code);
  }
  const mould = await findMould(tx, actor.tenantId, input.mouldId);
  if (!mould) throw fieldError('mouldId', ERROR_CODES.evaluationMouldNotFound);
  if (mould.state !== CODES.enabled.enabled.code)
    throw fieldError('mouldId', ERROR_CODES.evaluationMouldDisabled);

  const suppliers = await tenantSuppliers(tx, actor.tenantId, locale, input.vendorIds);
  const known = new Map(suppliers.map((s) => [s.vendorId, s.name]));
  const unknownVendor = input.vendorIds.findIndex((id) => !known.has(id));
  if (unknownVendor >= 0) throw fieldError(`vendorIds.${unknownVendor}`, ERROR_CODES.evaluationVendorUnknown);

  if (input.evaluatorIds.length !== mould.criteria.length) {
    throw fieldError('evaluatorIds', ERROR_CODES.evaluationEvaluatorsShape, { count: mould.criteria.length });
  }
  const allowed = new Set((await evaluatorsOfTenant(tx, actor.tenantId)).map((p) => p.id));
  const evaluators = mould.criteria.map((criterion, index) => {
    if (criterion.method !== 'manual') return [];
    const ids = [...new Set(input.evaluatorIds[index] ?? [])];
    if (ids.length === 0) throw fieldError(`evaluatorIds.${index}`, ERROR_CODES.evaluationEvaluatorRequired);
    const stranger = ids.find((id) => !allowed.has(id));
    if (stranger) throw fieldError(`evaluatorIds.${index}`, ERROR_CODES.evaluationEvaluatorUnknown);
    return ids;
  });

  const base = {
    name: input.name,
    mouldId: mould.id,
    mouldName: mould.name,
    periodFrom: input.periodFrom,
    periodTo: input.periodTo,
    deadline: input.deadline,
    remark: input.remark ?? '',
  };
  let id: string;
  let code: string;
  if (existing) {
    id = existing.id;
    code = existing.code;
    await tx
      .update(evaluationPlans)
      .set({ ...base, updatedAt: new Date() })
      .where(eq(evaluationPlans.id, id));
    await tx.delete(evaluationPlanCriteria).where(eq(evaluationPlanCriteria.planId, id));
    await tx.delete(evaluationPlanVendors).where(eq(evaluationPlanVendors.planId, id));
  } else {
    id = newId();
    code = await nextCode(tx, actor.tenantId);
    await tx.insert(evaluationPlans).values({
      id,
      tenantId: actor.tenantId,
      code,
      status: S.draft.code,
      createdBy: actor.userId,
      ...base,
    });
    await recordHistory(tx, {
      tenantId: actor.tenantId,
      docType: PLAN_DOC_TYPE,
      documentId: id,
      actorId: actor.userId,
      action: 'create',
    });
  }
  await tx.insert(evaluationPlanCriteria).values(
    mould.criteria.map((c, index) => ({
      id: newId(),
      tenantId: actor.tenantId,
      planId: id,
      seq: c.seq,
      name: c.name,
      weight: c.weight,
      method: c.method,
      remark: c.remark,
      evaluatorIds: evaluators[index] ?? [],
    })),
  );
  await tx.insert(evaluationPlanVendors).values(
    input.vendorIds.map((vendorId) => ({
      id: newId(),
      tenantId: actor.tenantId,
      planId: id,
      vendorId,
      vendorName: known.get(vendorId) ?? '',
    })),
  );
  return { id, code };
}

const NO_FACTS_APPROVAL = {
  amount: '0',
  categoryIds: [],
  costCentreId: null,
  legalEntityId: null,
  departmentId: null,
  overBudget: false,
} as const;

/** Submit a draft to approval (2); with no flow the engine approves at once (3, appraisals created). */
export async function submitPlan(
  tx: Db,
  actor: EvaluationActor,
  id: string,
): Promise<{ id: string; status: number }> {
  const row = await lockPlan(tx, actor.tenantId, id);
  assertStatus(row, S.draft.code);
  await tx
    .update(evaluationPlans)
    .set({ status: S.approving.code, submittedAt: new Date(), updatedAt: new Date() })
    .where(eq(evaluationPlans.id, id));
  await startApproval(tx, {
    tenantId: actor.tenantId,
    docType: PLAN_DOC_TYPE,
    documentId: id,
    applicantId: actor.userId,
    facts: NO_FACTS_APPROVAL,
  });
  const [after] = await tx
    .select({ status: evaluationPlans.status })
    .from(evaluationPlans)
    .where(eq(evaluationPlans.id, id));
  return { id, status: after?.status ?? S.approving.code };
}

/** Cancel a draft or a plan in evaluation (6): its appraisals stay as they were, read-only. */
export async function cancelPlan(
  tx: Db,
  actor: EvaluationActor,
  id: string,
): Promise<{ id: string; status: number }> {
  const row = await lockPlan(tx, actor.tenantId, id);
  assertStatus(row, S.draft.code, S.evaluating.code);
  await tx
    .update(evaluationPlans)
    .set({ status: S.cancelled.code, updatedAt: new Date() })
    .where(eq(evaluationPlans.id, id));
  await recordHistory(tx, {
    tenantId: actor.tenantId,
    docType: PLAN_DOC_TYPE,
    documentId: id,
    actorId: actor.userId,
    action: 'cancel',
  });
  return { id, status: S.cancelled.code };
}

/** One appraisal per supplier × evaluator of a manual criterion, a score row per criterion assigned. */
async function openAppraisals(tx: Db, plan: PlanRow): Promise<void> {
  const criteria = await tx
    .select()
    .from(evaluationPlanCriteria)
    .where(eq(evaluationPlanCriteria.planId, plan.id))
    .orderBy(asc(evaluationPlanCriteria.seq));
  const vendors = await tx
    .select()
    .from(evaluationPlanVendors)
    .where(eq(evaluationPlanVendors.planId, plan.id));
  const evaluatorIds = [...new Set(criteria.flatMap((c) => c.evaluatorIds))].sort();
  for (const vendor of vendors) {
    for (const evaluatorId of evaluatorIds) {
      const appraisalId = newId();
      await tx.insert(evaluationAppraisals).values({
        id: appraisalId,
        tenantId: plan.tenantId,
        planId: plan.id,
        vendorId: vendor.vendorId,
        evaluatorId,
        status: CODES.appraisal.toScore.code,
      });
      await tx
        .insert(evaluationAppraisalScores)
        .values(
          criteria
            .filter((c) => c.evaluatorIds.includes(evaluatorId))
            .map((c) => ({ id: newId(), tenantId: plan.tenantId, appraisalId, criterionId: c.id })),
        );
    }
  }
}

async function onPlanApproved(tx: Db, ref: DocumentEventRef): Promise<void> {
  const plan = await lockPlan(tx, ref.tenantId, ref.documentId);
  if (plan.status === S.approving.code) {
    await tx
      .update(evaluationPlans)
      .set({ status: S.evaluating.code, approvedAt: new Date(), updatedAt: new Date() })
      .where(eq(evaluationPlans.id, plan.id));
    await openAppraisals(tx, plan);
    await planOpenedHook(tx, plan);
    return;
  }
  if (plan.status === S.evaluated.code && plan.resultsSubmittedAt) {
    await resultsApprovedHook(tx, plan);
  }
}

async function onPlanRejected(tx: Db, ref: DocumentEventRef): Promise<void> {
  const plan = await lockPlan(tx, ref.tenantId, ref.documentId);
  if (plan.status === S.approving.code) {
    await tx
      .update(evaluationPlans)
      .set({ status: S.draft.code, updatedAt: new Date() })
      .where(eq(evaluationPlans.id, plan.id));
  } else if (plan.status === S.evaluated.code) {
    await tx
      .update(evaluationPlans)
      .set({ resultsSubmittedAt: null, updatedAt: new Date() })
      .where(eq(evaluationPlans.id, plan.id));
  }
}

/** A plan just opened for scoring: set by the results module (a plan of computed criteria only is evaluated at once). */
let planOpenedHook: (tx: Db, plan: PlanRow) => Promise<void> = () => Promise.resolve();
export function onPlanOpened(hook: (tx: Db, plan: PlanRow) => Promise<void>): void {
  planOpenedHook = hook;
}

/** Results approval (status 4) completes: set by the results module (publishes). */
let resultsApprovedHook: (tx: Db, plan: PlanRow) => Promise<void> = () => Promise.resolve();
export function onResultsApproved(hook: (tx: Db, plan: PlanRow) => Promise<void>): void {
  resultsApprovedHook = hook;
}

// ---- reads

export async function progressOf(
  tx: Db,
  tenantId: string,
  planIds: readonly string[],
): Promise<Map<string, Progress>> {
  const out = new Map<string, Progress>();
  if (planIds.length === 0) return out;
  const rows = await tx
    .select({
      planId: evaluationAppraisals.planId,
      status: evaluationAppraisals.status,
      n: sql<number>`count(*)::int`,
    })
    .from(evaluationAppraisals)
    .where(
      and(eq(evaluationAppraisals.tenantId, tenantId), inArray(evaluationAppraisals.planId, [...planIds])),
    )
    .groupBy(evaluationAppraisals.planId, evaluationAppraisals.status);
  for (const id of planIds) out.set(id, { total: 0, toScore: 0, scored: 0, submitted: 0 });
  for (const row of rows) {
    const p = out.get(row.planId) as Progress;
    p.total += row.n;
    if (row.status === CODES.appraisal.toScore.code) p.toScore += row.n;
    else if (row.status === CODES.appraisal.scored.code) p.scored += row.n;
    else p.submitted += row.n;
  }
  return out;
}

async function summaries(tx: Db, tenantId: string, rows: readonly PlanRow[]): Promise<PlanSummary[]> {
  const ids = rows.map((r) => r.id);
  const vendorCounts =
    ids.length === 0
      ? []
      : await tx
          .select({ planId: evaluationPlanVendors.planId, n: sql<number>`count(*)::int` })
          .from(evaluationPlanVendors)
          .where(
            and(eq(evaluationPlanVendors.tenantId, tenantId), inArray(evaluationPlanVendors.planId, ids)),
          )
          .groupBy(evaluationPlanVendors.planId);
  const progress = await progressOf(tx, tenantId, ids);
  const names = await namesOf(
    tx,
    rows.map((r) => r.createdBy),
  );
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    mouldId: row.mouldId,
    mouldName: row.mouldName,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    deadline: row.deadline,
    status: row.status,
    resultsSubmitted: row.resultsSubmittedAt !== null,
    vendorCount: vendorCounts.find((v) => v.planId === row.id)?.n ?? 0,
    progress: progress.get(row.id) ?? { total: 0, toScore: 0, scored: 0, submitted: 0 },
    createdByName: names.get(row.createdBy) ?? '',
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function listPlans(tx: Db, tenantId: string, query: PlanListQuery): Promise<PlanSummary[]> {
  const filters = [eq(evaluationPlans.tenantId, tenantId)];
  if (query.status !== undefined) filters.push(eq(evaluationPlans.status, query.status));
  if (query.keyword) {
    const like = likeOf(query.keyword);
    filters.push(or(ilike(evaluationPlans.code, like), ilike(evaluationPlans.name, like)) as never);
  }
  const rows = await tx
    .select()
    .from(evaluationPlans)
    .where(and(...filters))
    .orderBy(desc(evaluationPlans.createdAt), asc(evaluationPlans.id))
    .limit(200);
  return summaries(tx, tenantId, rows);
}

export async function findPlan(tx: Db, tenantId: string, id: string): Promise<PlanDetail | null> {
  const [row] = await tx
    .select()
    .from(evaluationPlans)
    .where(and(eq(evaluationPlans.tenantId, tenantId), eq(evaluationPlans.id, id)));
  if (!row) return null;
  const [summary] = await summaries(tx, tenantId, [row]);
  const criteria = await tx
    .select()
    .from(evaluationPlanCriteria)
    .where(and(eq(evaluationPlanCriteria.tenantId, tenantId), eq(evaluationPlanCriteria.planId, id)))
    .orderBy(asc(evaluationPlanCriteria.seq));
  const vendors = await tx
    .select()
    .from(evaluationPlanVendors)
    .where(and(eq(evaluationPlanVendors.tenantId, tenantId), eq(evaluationPlanVendors.planId, id)))
    .orderBy(asc(evaluationPlanVendors.vendorName));
  const names = await namesOf(
    tx,
    criteria.flatMap((c) => c.evaluatorIds),
  );
  return {
    ...(summary as PlanSummary),
    remark: row.remark,
    criteria: criteria.map((c) => ({
      id: c.id,
      seq: c.seq,
      name: c.name,
      weight: c.weight,
      method: c.method as EvaluationMethod,
      remark: c.remark,
      evaluators: c.evaluatorIds.map((e) => ({ id: e, name: names.get(e) ?? '' })),
    })),
    vendors: vendors.map((v) => ({ vendorId: v.vendorId, name: v.vendorName })),
    history: await historyOf(tx, tenantId, PLAN_DOC_TYPE, id),
  };
}

/** How the inbox shows plans: code, name and period; the suppliers as its lines. */
async function summarizePlans(
  tx: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, DocumentSummary>> {
  const out = new Map<string, DocumentSummary>();
  if (ids.length === 0) return out;
  const rows = await tx
    .select()
    .from(evaluationPlans)
    .where(and(eq(evaluationPlans.tenantId, tenantId), inArray(evaluationPlans.id, [...ids])));
  const vendors = await tx
    .select()
    .from(evaluationPlanVendors)
    .where(
      and(eq(evaluationPlanVendors.tenantId, tenantId), inArray(evaluationPlanVendors.planId, [...ids])),
    );
  const names = await namesOf(
    tx,
    rows.map((r) => r.createdBy),
  );
  for (const row of rows) {
    out.set(row.id, {
      code: row.code,
      title: `${row.name} · ${row.periodFrom} – ${row.periodTo}${row.resultsSubmittedAt ? ' · ✓' : ''}`,
      // A plan has no amount: the inbox and the phone show none.
      amount: null,
      currency: 'CNY',
      applicantId: row.createdBy,
      applicantName: names.get(row.createdBy) ?? '',
      submittedAt: (row.resultsSubmittedAt ?? row.submittedAt)?.toISOString() ?? null,
      lines: vendors
        .filter((v) => v.planId === row.id)
        .map((v) => ({ name: v.vendorName, quantity: '1', unit: '', unitPrice: '0', amount: '0' })),
    });
  }
  return out;
}

let registered = false;

/** Registers the performance plan with the approval engine (once; called when the routes load). */
export function registerPlanDocument(): void {
  if (registered) return;
  registerDocumentType({
    docType: PLAN_DOC_TYPE,
    detailPath: planDetailPath,
    summarize: summarizePlans,
    onApproved: onPlanApproved,
    onRejected: onPlanRejected,
  });
  registered = true;
}

/** The ledger facts of the plan's suppliers in its period and the computed criteria's scores. */
export async function planFacts(tx: Db, tenantId: string, id: string): Promise<VendorFacts[] | null> {
  const [row] = await tx
    .select()
    .from(evaluationPlans)
    .where(and(eq(evaluationPlans.tenantId, tenantId), eq(evaluationPlans.id, id)));
  if (!row) return null;
  const vendors = await tx
    .select()
    .from(evaluationPlanVendors)
    .where(and(eq(evaluationPlanVendors.tenantId, tenantId), eq(evaluationPlanVendors.planId, id)))
    .orderBy(asc(evaluationPlanVendors.vendorName));
  const criteria = await tx
    .select()
    .from(evaluationPlanCriteria)
    .where(and(eq(evaluationPlanCriteria.tenantId, tenantId), eq(evaluationPlanCriteria.planId, id)))
    .orderBy(asc(evaluationPlanCriteria.seq));
  const facts = await ledgerFacts(
    tx,
    tenantId,
    vendors.map((v) => v.vendorId),
    row.periodFrom,
    row.periodTo,
  );
  return vendors.map((v) => {
    const f = facts.get(v.vendorId) ?? NO_FACTS;
    return {
      vendorId: v.vendorId,
      name: v.vendorName,
      facts: f,
      rates: ledgerRates(f),
      computed: criteria
        .filter((c) => c.method !== 'manual')
        .map((c) => ({
          criterionId: c.id,
          name: c.name,
          method: c.method as EvaluationMethod,
          score: computedScore(c.method as EvaluationMethod, f),
        })),
    };
  });
}
