import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { listClasses } from './classification.ts';
import { vendorClasses, vendorClassifications } from './schema.ts';

// Supplier classes for other domains' filters (issue #17 statistics): the tenant's two-level
// classification (issue #16 §4) and which suppliers belong to a class.

/** The tenant's classes as filter options: first level "RM 原材料", second level "原材料 / 钢材". */
export async function supplierClassOptions(
  tx: Db,
  tenantId: string,
): Promise<{ id: string; name: string }[]> {
  const tree = await listClasses(tx, tenantId);
  return tree.flatMap((top) => [
    { id: top.id, name: `${top.code} ${top.name}` },
    ...top.children.map((child) => ({ id: child.id, name: `${child.code} ${top.name} / ${child.name}` })),
  ]);
}

/** The suppliers classified in `classId` or in one of its children (none for an unknown or foreign id). */
export async function vendorIdsInClass(tx: Db, tenantId: string, classId: string): Promise<string[]> {
  const classes = await tx
    .select({ id: vendorClasses.id })
    .from(vendorClasses)
    .where(
      and(
        eq(vendorClasses.tenantId, tenantId),
        or(eq(vendorClasses.id, classId), eq(vendorClasses.parentId, classId)),
      ),
    );
  if (classes.length === 0) return [];
  const rows = await tx
    .select({ vendorId: vendorClassifications.vendorId })
    .from(vendorClassifications)
    .where(
      and(
        eq(vendorClassifications.tenantId, tenantId),
        inArray(
          vendorClassifications.classId,
          classes.map((c) => c.id),
        ),
      ),
    )
    .orderBy(sql`1`);
  return rows.map((r) => r.vendorId);
}
