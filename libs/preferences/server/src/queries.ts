import { and, eq } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { columnSettings, type SavedColumn } from './schema.ts';

// Data access: plain functions (tx, params), every `where` scoped by tenant and owner in code, on top of RLS.
import type { Owner } from '@procure/server-auth';
export type ColumnSettingsRow = typeof columnSettings.$inferSelect;

const ownedBy = (owner: Owner, tableKey: string) =>
  and(
    eq(columnSettings.tenantId, owner.tenantId),
    eq(columnSettings.userId, owner.userId),
    eq(columnSettings.tableKey, tableKey),
  );

export async function findColumnSettings(
  tx: Db,
  owner: Owner,
  tableKey: string,
): Promise<ColumnSettingsRow | undefined> {
  const rows = await tx.select().from(columnSettings).where(ownedBy(owner, tableKey)).limit(1);
  return rows[0];
}

/** Replaces the owner's layout of one table (insert or update in one statement). */
export async function upsertColumnSettings(
  tx: Db,
  owner: Owner,
  tableKey: string,
  columns: SavedColumn[],
): Promise<ColumnSettingsRow> {
  const now = new Date();
  const rows = await tx
    .insert(columnSettings)
    .values({ id: crypto.randomUUID(), ...owner, tableKey, columns, updatedAt: now })
    .onConflictDoUpdate({
      target: [columnSettings.tenantId, columnSettings.userId, columnSettings.tableKey],
      set: { columns, updatedAt: now },
    })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('upsert returned no row');
  return row;
}
