import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { AppError, fieldError } from '@procure/server-http';
import { lockKey, newId, queryRows, type Db } from '@procure/server-db';
import {
  gradeOf,
  isComputedMethod,
  todayInChina,
  weightedScore,
  type AssessmentInput,
  type EvaluationMethod,
} from '@procure/shared-validation';
import { tenantSuppliers } from '@procure/vendor-server';
import { ledgerFacts } from '../facts.ts';
import { NO_FACTS, computedScore, ledgerRates, type LedgerFacts } from '../formulas.ts';
import { findMould, listMoulds } from '../moulds.ts';
import { namesOf } from '../people.ts';
import type { EvaluationActor } from '../types.ts';
import { gradeLevelsOf } from '../statistics/grade-levels.ts';
import { vendorNamesIn } from '../statistics/vendor-names.ts';
import { evaluationAssessmentScores, evaluationAssessments } from './schema.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import type {
  AssessmentComputed,
  AssessmentComputedQuery,
  AssessmentDetail,
  AssessmentListQuery,
  AssessmentSummary,
} from './wire.ts';

// One-off vendor assessments (issue #17 §5; spec §4 "Vendor assessment: save, delete, update state").
// A buyer scores one supplier against an enabled template's criteria (copied when saved): 1 draft →
// 2 submitted (every criterion scored; weighted score and grade computed) → 3 void. Drafts are edited
// and deleted; a submitted assessment is only voided. Another tenant's id answers 404 like an absent one.

const S = CODES.vendorAssessment;
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const num = (v: string | null): number | null => (v === null ? null : Number(v));
const cursorAt = sql<string>`to_char(${evaluationAssessments.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type Row = typeof evaluationAssessments.$inferSelect;

async function nextCode(tx: Db, tenantId: string): Promise<string> {
  const day = todayInChina().replaceAll('-', '');
  await lockKey(tx, `evaluation_assessments:code:${tenantId}:${day}`);
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`select coalesce(max(substring(code from 11)::int), 0)::int as n from evaluation_assessments
        where tenant_id = ${tenantId} and code like ${`VA${day}%`}`,
  );
  return `VA${day}${String((rows[0]?.n ?? 0) + 1).padStart(3, '0')}`;
}

/** The assessment under a row lock; 404 when absent or another tenant's. */
async function lockAssessment(tx: Db, tenantId: string, id: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(evaluationAssessments)
    .where(and(eq(evaluationAssessments.tenantId, tenantId), eq(evaluationAssessments.id, id)))
    .for('update');
  if (!row) throw new AppError(404, ERROR_CODES.evaluationAssessmentNotFound);
  return row;
}

/** What the form offers: enabled templates with their criteria, the tenant's suppliers. */
export async function assessmentOptions(tx: Db, tenantId: string, locale: string) {
  const enabled = await listMoulds(tx, tenantId, { state: CODES.enabled.enabled.code });
  const moulds = [];
  for (const m of enabled) {
    const detail = await findMould(tx, tenantId, m.id);
    if (detail) {
      moulds.push({
        id: detail.id,
        name: detail.name,
        criteria: detail.criteria.map((c) => ({
          seq: c.seq,
          name: c.name,
          weight: c.weight,
          method: c.method,
        })),
      });
    }
  }
  return { moulds, vendors: await tenantSuppliers(tx, tenantId, locale) };
}

type ComputedCriterion = { seq: number; method: EvaluationMethod; score: number | null };

/**
 * The computed criteria of a template for one supplier and period, from the ledger (the same facts and
 * formulas as a performance plan's computed criteria). No period while none is computed.
 */
async function computeCriteria(
  tx: Db,
  tenantId: string,
  criteria: readonly { seq: number; method: EvaluationMethod }[],
  vendorId: string,
  period: { periodFrom?: string | undefined; periodTo?: string | undefined },
): Promise<{ facts: LedgerFacts | null; criteria: ComputedCriterion[] }> {
  const computed = criteria.filter((c) => isComputedMethod(c.method));
  if (computed.length === 0) return { facts: null, criteria: [] };
  if (!period.periodFrom) throw fieldError('periodFrom', 'validation.required');
  if (!period.periodTo) throw fieldError('periodTo', 'validation.required');
  const facts =
    (await ledgerFacts(tx, tenantId, [vendorId], period.periodFrom, period.periodTo)).get(vendorId) ??
    NO_FACTS;
  return {
    facts,
    criteria: computed.map((c) => ({ seq: c.seq, method: c.method, score: computedScore(c.method, facts) })),
  };
}

/** What the form prefills: a template's computed criteria for the chosen supplier and period. */
export async function assessmentComputed(
  tx: Db,
  tenantId: string,
  query: AssessmentComputedQuery,
  locale: string,
): Promise<AssessmentComputed> {
  const mould = await findMould(tx, tenantId, query.mouldId);
  if (!mould) throw fieldError('mouldId', ERROR_CODES.evaluationMouldNotFound);
  const [supplier] = await tenantSuppliers(tx, tenantId, locale, [query.vendorId]);
  if (!supplier) throw fieldError('vendorId', ERROR_CODES.evaluationVendorUnknown);
  const { facts, criteria } = await computeCriteria(tx, tenantId, mould.criteria, supplier.vendorId, query);
  return { facts, rates: facts ? ledgerRates(facts) : null, criteria };
}

/** Create (no id) or replace a draft: the template's criteria are copied with the scores given. */
export async function saveAssessment(
  tx: Db,
  actor: EvaluationActor,
  input: AssessmentInput,
  locale: string,
): Promise<{ id: string; code: string }> {
  let existing: Row | null = null;
  if (input.id) {
    existing = await lockAssessment(tx, actor.tenantId, input.id);
    if (existing.state !== S.draft.code) throw new AppError(409, ERROR_CODES.evaluationWrongStatus);
  }
  const mould = await findMould(tx, actor.tenantId, input.mouldId);
  if (!mould) throw fieldError('mouldId', ERROR_CODES.evaluationMouldNotFound);
  if (mould.state !== CODES.enabled.enabled.code && existing?.mouldId !== mould.id)
    throw fieldError('mouldId', ERROR_CODES.evaluationMouldDisabled);
  const [supplier] = await tenantSuppliers(tx, actor.tenantId, locale, [input.vendorId]);
  if (!supplier) throw fieldError('vendorId', ERROR_CODES.evaluationVendorUnknown);
  if (input.scores.length !== mould.criteria.length) {
    throw fieldError('scores', ERROR_CODES.evaluationAssessmentScoresShape, { count: mould.criteria.length });
  }
  // Computed criteria: the server's own value from the ledger; whatever the client sent is ignored.
  const computed = await computeCriteria(tx, actor.tenantId, mould.criteria, supplier.vendorId, input);
  const computedBySeq = new Map(computed.criteria.map((c) => [c.seq, c]));
  const base = {
    vendorId: supplier.vendorId,
    vendorName: supplier.name,
    mouldId: mould.id,
    mouldName: mould.name,
    comment: input.comment ?? '',
    periodFrom: computed.facts ? (input.periodFrom ?? null) : null,
    periodTo: computed.facts ? (input.periodTo ?? null) : null,
  };
  let id: string;
  let code: string;
  if (existing) {
    id = existing.id;
    code = existing.code;
    await tx
      .update(evaluationAssessments)
      .set({ ...base, updatedAt: new Date() })
      .where(eq(evaluationAssessments.id, id));
    await tx.delete(evaluationAssessmentScores).where(eq(evaluationAssessmentScores.assessmentId, id));
  } else {
    id = newId();
    code = await nextCode(tx, actor.tenantId);
    await tx.insert(evaluationAssessments).values({
      id,
      tenantId: actor.tenantId,
      code,
      state: S.draft.code,
      createdBy: actor.userId,
      ...base,
    });
  }
  await tx.insert(evaluationAssessmentScores).values(
    mould.criteria.map((c, index) => {
      const given = input.scores[index];
      const own = computedBySeq.get(c.seq);
      const score = own ? own.score : (given?.score ?? null);
      return {
        id: newId(),
        tenantId: actor.tenantId,
        assessmentId: id,
        seq: c.seq,
        name: c.name,
        weight: c.weight,
        score: score === null ? null : score.toFixed(2),
        comment: given?.comment ?? '',
        method: c.method,
        facts: own ? computed.facts : null,
      };
    }),
  );
  return { id, code };
}

/** Delete a draft (its scores go with it). */
export async function deleteAssessment(tx: Db, actor: EvaluationActor, id: string): Promise<{ id: string }> {
  const row = await lockAssessment(tx, actor.tenantId, id);
  if (row.state !== S.draft.code) throw new AppError(409, ERROR_CODES.evaluationWrongStatus);
  await tx.delete(evaluationAssessments).where(eq(evaluationAssessments.id, id));
  return { id };
}

/** 2: submit a draft (every criterion scored → weighted score and grade); 3: void a submitted one. */
export async function setAssessmentState(
  tx: Db,
  actor: EvaluationActor,
  id: string,
  state: 2 | 3,
): Promise<{ id: string; state: number }> {
  const row = await lockAssessment(tx, actor.tenantId, id);
  if (state === S.submitted.code) {
    if (row.state !== S.draft.code) throw new AppError(409, ERROR_CODES.evaluationWrongStatus);
    const scores = await tx
      .select()
      .from(evaluationAssessmentScores)
      .where(eq(evaluationAssessmentScores.assessmentId, id))
      .orderBy(asc(evaluationAssessmentScores.seq));
    // A computed criterion without ledger facts has no score: its weight is left out (as in a plan).
    const missing = scores.findIndex((s) => s.score === null && s.method === 'manual');
    if (missing >= 0) throw fieldError(`scores.${missing}.score`, ERROR_CODES.evaluationScoreMissing);
    const total = weightedScore(scores.map((s) => ({ weight: s.weight, score: num(s.score) })));
    const grade = total === null ? null : gradeOf(total, await gradeLevelsOf(tx, actor.tenantId));
    await tx
      .update(evaluationAssessments)
      .set({
        state,
        score: total === null ? null : total.toFixed(2),
        grade,
        submittedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(evaluationAssessments.id, id));
  } else {
    if (row.state !== S.submitted.code) throw new AppError(409, ERROR_CODES.evaluationWrongStatus);
    await tx
      .update(evaluationAssessments)
      .set({ state, voidedAt: new Date(), updatedAt: new Date() })
      .where(eq(evaluationAssessments.id, id));
  }
  return { id, state };
}

function toSummary(row: Row, names: Map<string, string>, vendors: Map<string, string>): AssessmentSummary {
  return {
    id: row.id,
    code: row.code,
    vendorId: row.vendorId,
    vendorName: vendors.get(row.vendorId) ?? row.vendorName,
    mouldName: row.mouldName,
    state: row.state,
    score: num(row.score),
    grade: row.grade,
    createdByName: names.get(row.createdBy) ?? '',
    createdAt: row.createdAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}

/** The tenant's assessments, newest first, one keyset page (detail list; the export walks it). */
export async function listAssessments(
  tx: Db,
  tenantId: string,
  query: AssessmentListQuery,
  locale: string,
): Promise<{ items: AssessmentSummary[]; nextCursor: string | null }> {
  const t = evaluationAssessments;
  const filters: SQL[] = [eq(t.tenantId, tenantId)];
  if (query.state !== undefined) filters.push(eq(t.state, query.state));
  if (query.vendorId) filters.push(eq(t.vendorId, query.vendorId));
  if (query.keyword) {
    const like = likeOf(query.keyword);
    filters.push(or(ilike(t.code, like), ilike(t.vendorName, like)) as SQL);
  }
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  if (cursor) filters.push(sql`(${t.createdAt}, ${t.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`);
  const rows = await tx
    .select({ row: t, cursorAt })
    .from(t)
    .where(and(...filters))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const names = await namesOf(
    tx,
    page.map((r) => r.row.createdBy),
  );
  const vendors = await vendorNamesIn(
    tx,
    tenantId,
    locale,
    page.map((r) => r.row.vendorId),
  );
  const last = page[page.length - 1];
  return {
    items: page.map((r) => toSummary(r.row, names, vendors)),
    nextCursor:
      rows.length > query.pageSize && last ? encodeCursor({ at: last.cursorAt, id: last.row.id }) : null,
  };
}

export async function findAssessment(
  tx: Db,
  tenantId: string,
  id: string,
  locale: string,
): Promise<AssessmentDetail | null> {
  const [row] = await tx
    .select()
    .from(evaluationAssessments)
    .where(and(eq(evaluationAssessments.tenantId, tenantId), eq(evaluationAssessments.id, id)));
  if (!row) return null;
  const scores = await tx
    .select()
    .from(evaluationAssessmentScores)
    .where(
      and(eq(evaluationAssessmentScores.tenantId, tenantId), eq(evaluationAssessmentScores.assessmentId, id)),
    )
    .orderBy(asc(evaluationAssessmentScores.seq));
  const names = await namesOf(tx, [row.createdBy]);
  const vendors = await vendorNamesIn(tx, tenantId, locale, [row.vendorId]);
  return {
    ...toSummary(row, names, vendors),
    mouldId: row.mouldId,
    comment: row.comment,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    criteria: scores.map((s) => ({
      seq: s.seq,
      name: s.name,
      weight: s.weight,
      score: num(s.score),
      comment: s.comment,
      method: s.method as EvaluationMethod,
      facts: s.facts ? { ...NO_FACTS, ...s.facts } : null,
    })),
  };
}

/** Evaluate summary: per supplier, its submitted assessments (count, average, the latest one). */
export async function assessmentSummary(
  tx: Db,
  tenantId: string,
  keyword: string | undefined,
  locale: string,
) {
  const rows = await queryRows<{
    vendor_id: string;
    vendor_name: string;
    count: number;
    average: string | null;
    latest_score: string | null;
    latest_grade: string | null;
    latest_at: string | null;
  }>(
    tx,
    sql`select a.vendor_id, max(a.vendor_name) as vendor_name, count(*)::int as count,
          round(avg(a.score), 2)::text as average,
          (array_agg(a.score::text order by a.submitted_at desc, a.id desc))[1] as latest_score,
          (array_agg(a.grade order by a.submitted_at desc, a.id desc))[1] as latest_grade,
          to_char(max(a.submitted_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as latest_at
        from evaluation_assessments a
        where a.tenant_id = ${tenantId} and a.state = ${S.submitted.code}
          ${keyword ? sql`and a.vendor_name ilike ${likeOf(keyword)}` : sql``}
        group by a.vendor_id
        order by max(a.vendor_name), a.vendor_id
        limit 500`,
  );
  const vendors = await vendorNamesIn(
    tx,
    tenantId,
    locale,
    rows.map((r) => r.vendor_id),
  );
  return rows.map((r) => ({
    vendorId: r.vendor_id,
    vendorName: vendors.get(r.vendor_id) ?? r.vendor_name,
    count: r.count,
    averageScore: num(r.average),
    latestScore: num(r.latest_score),
    latestGrade: r.latest_grade,
    latestAt: r.latest_at,
  }));
}
