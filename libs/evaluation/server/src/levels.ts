import { eq } from 'drizzle-orm';
import { lockKey, newId, type Db } from '@procure/server-db';
import type { GradeLevelsInput } from '@procure/shared-validation';
import { evaluationGradeLevels } from './schema.ts';
import type { EvaluationActor } from './types.ts';

// Grade levels of the tenant (spec §7 vendorSettingLevel): replaced as a whole. They grade results
// computed from now on; results already computed keep their grade (a grade change goes through
// saveAdjustGrade and its approval).

export async function saveGradeLevels(
  tx: Db,
  actor: EvaluationActor,
  input: GradeLevelsInput,
): Promise<void> {
  await lockKey(tx, `evaluation_grade_levels:${actor.tenantId}`);
  await tx.delete(evaluationGradeLevels).where(eq(evaluationGradeLevels.tenantId, actor.tenantId));
  await tx.insert(evaluationGradeLevels).values(
    [...input.levels]
      .sort((a, b) => b.minScore - a.minScore)
      .map((level) => ({
        id: newId(),
        tenantId: actor.tenantId,
        grade: level.grade.trim(),
        minScore: level.minScore.toFixed(2),
      })),
  );
}
