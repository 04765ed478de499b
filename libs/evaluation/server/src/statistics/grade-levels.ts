import { and, eq } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { DEFAULT_GRADE_LEVELS, type GradeLevel } from '@procure/shared-validation';
import { evaluationGradeLevels } from '../schema.ts';

/** The tenant's active grade levels (vendorSettingLevel), else the defaults A/B/C/D. */
export async function gradeLevelsOf(tx: Db, tenantId: string): Promise<readonly GradeLevel[]> {
  const rows = await tx
    .select({ grade: evaluationGradeLevels.grade, minScore: evaluationGradeLevels.minScore })
    .from(evaluationGradeLevels)
    .where(and(eq(evaluationGradeLevels.tenantId, tenantId), eq(evaluationGradeLevels.active, true)));
  if (rows.length === 0) return DEFAULT_GRADE_LEVELS;
  return rows.map((r) => ({ grade: r.grade, minScore: Number(r.minScore) }));
}

/** The lowest level's grade (D by default): the one the grade guard warns about or blocks. */
export function lowestGrade(levels: readonly GradeLevel[]): string {
  return [...levels].sort((a, b) => a.minScore - b.minScore)[0]?.grade ?? 'D';
}
