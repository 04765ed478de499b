import { and, eq } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import type { Locale } from '@procure/shared-i18n';
import { categoryOptions } from './applications.ts';
import { vendorCategories } from './schema.ts';

// Supplier classes (issue #17 statistics): the purchase categories a supplier serves (vendor_categories).

/** Per supplier of the tenant, the categories it serves; and the categories that at least one serves. */
export async function supplierClassesOf(
  tx: Db,
  tenantId: string,
  locale: Locale,
): Promise<{ options: { id: string; name: string }[]; vendorIdsOf: Map<string, string[]> }> {
  const rows = await tx
    .select({ vendorId: vendorCategories.vendorId, categoryId: vendorCategories.categoryId })
    .from(vendorCategories)
    .where(eq(vendorCategories.tenantId, tenantId));
  const vendorIdsOf = new Map<string, string[]>();
  for (const r of rows) vendorIdsOf.set(r.categoryId, [...(vendorIdsOf.get(r.categoryId) ?? []), r.vendorId]);
  const options = (await categoryOptions(tx, tenantId, locale)).filter((c) => vendorIdsOf.has(c.id));
  return { options, vendorIdsOf };
}

/** The suppliers of the tenant serving `categoryId` (none for an unknown or foreign id). */
export async function vendorIdsInCategory(tx: Db, tenantId: string, categoryId: string): Promise<string[]> {
  const rows = await tx
    .select({ vendorId: vendorCategories.vendorId })
    .from(vendorCategories)
    .where(and(eq(vendorCategories.tenantId, tenantId), eq(vendorCategories.categoryId, categoryId)));
  return rows.map((r) => r.vendorId);
}
