import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import type { Owner } from '@procure/server-auth';
import { commonCategories } from './schema.ts';

/** The caller's common purchase categories (empty until saved once). */
export async function getCommonCategories(tx: Db, owner: Owner): Promise<string[]> {
  const rows = await tx
    .select({ ids: commonCategories.categoryIds })
    .from(commonCategories)
    .where(and(eq(commonCategories.tenantId, owner.tenantId), eq(commonCategories.userId, owner.userId)));
  return rows[0]?.ids ?? [];
}

/** Replaces them (1 to 6 ids; the wire schema and a CHECK constraint both hold the limit). */
export async function saveCommonCategories(tx: Db, owner: Owner, ids: readonly string[]): Promise<string[]> {
  await tx
    .insert(commonCategories)
    .values({ ...owner, categoryIds: [...ids] })
    .onConflictDoUpdate({
      target: [commonCategories.tenantId, commonCategories.userId],
      set: { categoryIds: [...ids], updatedAt: sql`now()` },
    });
  return [...ids];
}
