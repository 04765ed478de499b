import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import { lockKey, newId, queryRows, type Db } from '@procure/server-db';
import { identitySchema } from '@procure/identity-server';
import { todayInChina, type EvaluationMethod, type MouldInput } from '@procure/shared-validation';
import { evaluationMouldCriteria, evaluationMoulds } from './schema.ts';
import type { EvaluationActor } from './types.ts';
import type { MouldDetail, MouldListQuery, MouldSummary } from './wire.ts';

// Evaluation templates (moulds, issue #17; spec §7 Performance: mould selectPage, page, updateState,
// saveBase, selectById). A template is edited freely: a plan copies its criteria when saved.

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function nextCode(tx: Db, tenantId: string): Promise<string> {
  const day = todayInChina().replaceAll('-', '');
  await lockKey(tx, `evaluation_moulds:code:${tenantId}:${day}`);
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`select coalesce(max(substring(code from 11)::int), 0)::int as n from evaluation_moulds
        where tenant_id = ${tenantId} and code like ${`MB${day}%`}`,
  );
  return `MB${day}${String((rows[0]?.n ?? 0) + 1).padStart(3, '0')}`;
}

type MouldRow = typeof evaluationMoulds.$inferSelect;

async function summaries(tx: Db, tenantId: string, rows: readonly MouldRow[]): Promise<MouldSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const counts = await tx
    .select({
      mouldId: evaluationMouldCriteria.mouldId,
      total: sql<number>`count(*)::int`,
      computed: sql<number>`count(*) filter (where ${evaluationMouldCriteria.method} <> 'manual')::int`,
    })
    .from(evaluationMouldCriteria)
    .where(and(eq(evaluationMouldCriteria.tenantId, tenantId), inArray(evaluationMouldCriteria.mouldId, ids)))
    .groupBy(evaluationMouldCriteria.mouldId);
  const { users } = identitySchema;
  const creators = await tx
    .select({ id: users.id, name: users.empName })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((r) => r.createdBy))]));
  return rows.map((row) => {
    const count = counts.find((c) => c.mouldId === row.id);
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      state: row.state,
      criteriaCount: count?.total ?? 0,
      computedCount: count?.computed ?? 0,
      createdByName: creators.find((u) => u.id === row.createdBy)?.name ?? '',
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** The tenant's templates, last changed first (a tenant keeps a handful: no paging). */
export async function listMoulds(tx: Db, tenantId: string, query: MouldListQuery): Promise<MouldSummary[]> {
  const filters = [eq(evaluationMoulds.tenantId, tenantId)];
  if (query.state !== undefined) filters.push(eq(evaluationMoulds.state, query.state));
  if (query.keyword) {
    const like = likeOf(query.keyword);
    filters.push(or(ilike(evaluationMoulds.code, like), ilike(evaluationMoulds.name, like)) as never);
  }
  const rows = await tx
    .select()
    .from(evaluationMoulds)
    .where(and(...filters))
    .orderBy(desc(evaluationMoulds.updatedAt), asc(evaluationMoulds.id))
    .limit(500);
  return summaries(tx, tenantId, rows);
}

/** One template with its criteria; null when absent or another tenant's (RLS and the filter agree). */
export async function findMould(tx: Db, tenantId: string, id: string): Promise<MouldDetail | null> {
  const [row] = await tx
    .select()
    .from(evaluationMoulds)
    .where(and(eq(evaluationMoulds.tenantId, tenantId), eq(evaluationMoulds.id, id)));
  if (!row) return null;
  const [summary] = await summaries(tx, tenantId, [row]);
  const criteria = await tx
    .select()
    .from(evaluationMouldCriteria)
    .where(and(eq(evaluationMouldCriteria.tenantId, tenantId), eq(evaluationMouldCriteria.mouldId, id)))
    .orderBy(asc(evaluationMouldCriteria.seq));
  return {
    ...(summary as MouldSummary),
    remark: row.remark,
    criteria: criteria.map((c) => ({
      id: c.id,
      seq: c.seq,
      name: c.name,
      weight: c.weight,
      method: c.method as EvaluationMethod,
      remark: c.remark,
    })),
  };
}

/**
 * Create (no id) or replace a template's name, remark and criteria. The schema already checked the
 * weights (Σ = 100); the row lock keeps two saves of one template from interleaving their criteria.
 */
export async function saveMould(
  tx: Db,
  actor: EvaluationActor,
  input: MouldInput,
): Promise<{ id: string; code: string }> {
  let id = input.id;
  let code: string;
  if (id) {
    const [row] = await tx
      .select({ id: evaluationMoulds.id, code: evaluationMoulds.code })
      .from(evaluationMoulds)
      .where(and(eq(evaluationMoulds.tenantId, actor.tenantId), eq(evaluationMoulds.id, id)))
      .for('update');
    if (!row) throw new AppError(404, ERROR_CODES.evaluationMouldNotFound);
    code = row.code;
    await tx
      .update(evaluationMoulds)
      .set({ name: input.name, remark: input.remark ?? '', updatedAt: new Date() })
      .where(eq(evaluationMoulds.id, id));
    await tx.delete(evaluationMouldCriteria).where(eq(evaluationMouldCriteria.mouldId, id));
  } else {
    id = newId();
    code = await nextCode(tx, actor.tenantId);
    await tx.insert(evaluationMoulds).values({
      id,
      tenantId: actor.tenantId,
      code,
      name: input.name,
      remark: input.remark ?? '',
      state: CODES.enabled.enabled.code,
      createdBy: actor.userId,
    });
  }
  const mouldId = id;
  await tx.insert(evaluationMouldCriteria).values(
    input.criteria.map((c, index) => ({
      id: newId(),
      tenantId: actor.tenantId,
      mouldId,
      seq: index + 1,
      name: c.name,
      weight: c.weight,
      method: c.method,
      remark: c.remark ?? '',
    })),
  );
  return { id: mouldId, code };
}

/** Enable (1) or disable (0): a disabled template is not offered to new plans; existing plans keep theirs. */
export async function setMouldState(
  tx: Db,
  actor: EvaluationActor,
  id: string,
  state: number,
): Promise<{ id: string; state: number }> {
  const rows = await tx
    .update(evaluationMoulds)
    .set({ state, updatedAt: new Date() })
    .where(and(eq(evaluationMoulds.tenantId, actor.tenantId), eq(evaluationMoulds.id, id)))
    .returning({ id: evaluationMoulds.id });
  if (rows.length === 0) throw new AppError(404, ERROR_CODES.evaluationMouldNotFound);
  return { id, state };
}
