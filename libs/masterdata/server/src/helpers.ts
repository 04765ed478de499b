import { and, eq } from 'drizzle-orm';
import { identitySchema } from '@procure/identity-server';
import type { Db } from '@procure/server-db';

const { costCentres } = identitySchema;

/** A cost centre of the tenant (disabled ones too: documents keep pointing at them), or null. */
export async function costCentreById(tx: Db, tenantId: string, id: string) {
  const [row] = await tx
    .select({
      id: costCentres.id,
      code: costCentres.code,
      nameZh: costCentres.nameZh,
      nameEn: costCentres.nameEn,
      departmentId: costCentres.departmentId,
      disabled: costCentres.disabled,
    })
    .from(costCentres)
    .where(and(eq(costCentres.tenantId, tenantId), eq(costCentres.id, id)));
  return row ?? null;
}
