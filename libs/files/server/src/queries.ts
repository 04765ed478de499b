import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { files } from './schema.ts';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;

export async function insertFile(tx: Db, values: NewFile): Promise<void> {
  await tx.insert(files).values(values);
}

/** A file of the tenant (also filtered in code, on top of row-level security). */
export async function findFile(tx: Db, tenantId: string, id: string): Promise<FileRow | undefined> {
  const rows = await tx
    .select()
    .from(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.id, id)));
  return rows[0];
}

/** Metadata only (no bytes): for checks such as "is this the tenant's logo file". */
export async function findFileMeta(tx: Db, tenantId: string, id: string) {
  const rows = await tx
    .select({ id: files.id, type: files.type, name: files.name, contentType: files.contentType })
    .from(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.id, id)));
  return rows[0];
}

/** Names of the tenant's files among `ids` (one statement; ids not found are left out). */
export async function fileNamesByIds(
  tx: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: files.id, name: files.name })
    .from(files)
    .where(and(eq(files.tenantId, tenantId), inArray(files.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The ids among `ids` that are the tenant's files of upload type `type` (one statement). */
export async function fileIdsOfType(
  tx: Db,
  tenantId: string,
  type: number,
  ids: readonly string[],
  /** Only files this user uploaded: files are tenant-scoped, so two suppliers of one tenant share them. */
  uploadedBy?: string,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.tenantId, tenantId),
        eq(files.type, type),
        inArray(files.id, [...new Set(ids)]),
        uploadedBy ? eq(files.uploadedBy, uploadedBy) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * One file's bytes for a document that reads its content (invoice OCR, issue #15): only of upload type
 * `type` and, when given, uploaded by `uploadedBy`; undefined otherwise.
 */
export async function findFileContent(
  tx: Db,
  tenantId: string,
  id: string,
  filter: { type: number; uploadedBy?: string },
): Promise<{ name: string; contentType: string; bytes: Buffer } | undefined> {
  const rows = await tx
    .select({ name: files.name, contentType: files.contentType, bytes: files.bytes })
    .from(files)
    .where(
      and(
        eq(files.tenantId, tenantId),
        eq(files.id, id),
        eq(files.type, filter.type),
        filter.uploadedBy ? eq(files.uploadedBy, filter.uploadedBy) : undefined,
      ),
    );
  return rows[0];
}
