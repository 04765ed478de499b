import { eq, sql } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import { queryRows, type Db } from '@procure/server-db';
import type { LowGradeMode } from '@procure/shared-validation';
import { tenantSuppliers } from '@procure/vendor-server';
import { evaluationSettings } from '../assessments/schema.ts';
import type { EvaluationActor } from '../types.ts';
import { gradeLevelsOf, lowestGrade } from './grade-levels.ts';

// The grade guard (issue #17 §7): a tenant setting makes the lowest grade (D by default) of a supplier's
// LATEST PUBLISHED result warn or block at order creation. Read by the procurement domain through
// contract.ts (lowGradeNotices for the request page, assertGradeAllowsOrders in the order-creating
// transaction).

export type LowGradeNotice = { vendorId: string; vendorName: string; grade: string; mode: 'warn' | 'block' };

export async function gradeGuardMode(tx: Db, tenantId: string): Promise<LowGradeMode> {
  const [row] = await tx
    .select({ mode: evaluationSettings.lowGradeMode })
    .from(evaluationSettings)
    .where(eq(evaluationSettings.tenantId, tenantId));
  return (row?.mode as LowGradeMode | undefined) ?? 'off';
}

export async function saveGradeGuard(
  tx: Db,
  actor: EvaluationActor,
  mode: LowGradeMode,
): Promise<{ lowGradeMode: LowGradeMode }> {
  await tx
    .insert(evaluationSettings)
    .values({ tenantId: actor.tenantId, lowGradeMode: mode, updatedBy: actor.userId })
    .onConflictDoUpdate({
      target: evaluationSettings.tenantId,
      set: { lowGradeMode: mode, updatedBy: actor.userId, updatedAt: new Date() },
    });
  return { lowGradeMode: mode };
}

/** Each supplier's final grade (adjusted when adjusted) of its latest published result. */
export async function latestPublishedGrades(
  tx: Db,
  tenantId: string,
  vendorIds: readonly string[],
): Promise<Map<string, string>> {
  const ids = [...new Set(vendorIds.filter(Boolean))];
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ vendor_id: string; grade: string }>(
    tx,
    sql`select distinct on (r.vendor_id) r.vendor_id, coalesce(r.adjusted_grade, r.grade) as grade
        from evaluation_results r
        join evaluation_plans p on p.id = r.plan_id and p.tenant_id = r.tenant_id
        where r.tenant_id = ${tenantId}
          and (p.status = ${CODES.performancePlan.published.code} or r.published_at is not null)
          and r.vendor_id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
        order by r.vendor_id, p.period_to desc, coalesce(r.published_at, p.published_at) desc nulls last, r.id`,
  );
  return new Map(rows.map((r) => [r.vendor_id, r.grade]));
}

/** The suppliers among `vendorIds` whose latest published grade is the lowest level; none when off. */
export async function lowGradeNotices(
  tx: Db,
  tenantId: string,
  vendorIds: readonly string[],
  locale = 'zh-CN',
): Promise<LowGradeNotice[]> {
  const mode = await gradeGuardMode(tx, tenantId);
  if (mode === 'off') return [];
  const grades = await latestPublishedGrades(tx, tenantId, vendorIds);
  const lowest = lowestGrade(await gradeLevelsOf(tx, tenantId));
  const low = [...grades].filter(([, grade]) => grade === lowest).map(([vendorId]) => vendorId);
  if (low.length === 0) return [];
  const names = new Map((await tenantSuppliers(tx, tenantId, locale, low)).map((s) => [s.vendorId, s.name]));
  return low.map((vendorId) => ({ vendorId, vendorName: names.get(vendorId) ?? '', grade: lowest, mode }));
}

/** 422 `evaluation.gradeBlocked` ({vendor}, {grade}) when the setting blocks one of `vendorIds`. */
export async function assertGradeAllowsOrders(
  tx: Db,
  tenantId: string,
  vendorIds: readonly string[],
): Promise<void> {
  const blocked = (await lowGradeNotices(tx, tenantId, vendorIds)).find((n) => n.mode === 'block');
  if (blocked) {
    throw new AppError(422, ERROR_CODES.evaluationGradeBlocked, {
      vendor: blocked.vendorName,
      grade: blocked.grade,
    });
  }
}
