import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { isUuid, type Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { identitySchema } from '@procure/identity-server';
import { copiedDocumentIds, isCopiedTo } from '@procure/message-server';
import { codeLabel, registerExport } from '@procure/server-export';
import { translateCode, type Locale } from '@procure/shared-i18n';
import { APPLICATION_DOC_TYPE, applicationDetail } from './applications.ts';
import { CHANGE_DOC_TYPE, changeDetail } from './profile.ts';
import { vendorApplications as VA, vendorChangeApplications as VC } from './schema.ts';
import { applicationDetailSchema } from './onboarding-wire.ts';
import { changeDetailSchema } from './profile-wire.ts';

// Copy-to (cc) of supplier applications and supplier changes (spec §2 `/copyto/supplier`, issue #12 §5),
// through the message domain's ONE copy-to mechanism: the supplier names buyer employees at submit; each
// gets a message and reads the document read-only here, whatever their `supplier` permission.

const { users, vendors } = identitySchema;
const DOC_TYPES = [APPLICATION_DOC_TYPE, CHANGE_DOC_TYPE] as const;
export const SUPPLIER_COPY_KINDS = ['application', 'change'] as const;

// ---- the list `/copyto/supplierList`

type Cursor = { at: string; id: string };
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.at, c.id])).toString('base64url');
function decodeCursor(text: string): Cursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value as unknown[];
    if (typeof at !== 'string' || typeof id !== 'string' || !TIMESTAMP.test(at) || !isUuid(id)) return null;
    return { at, id };
  } catch {
    return null;
  }
}

export const supplierCopyFiltersSchema = z.object({
  kind: z.enum(SUPPLIER_COPY_KINDS, 'validation.oneOf').optional(),
  status: z.coerce.number('validation.invalidType').int('validation.invalid').optional(),
  keyword: z
    .string()
    .trim()
    .max(50, 'validation.tooLong')
    .optional()
    .describe('Document no. or company name'),
});
export const supplierCopyQuerySchema = supplierCopyFiltersSchema.extend({
  cursor: z
    .string()
    .max(200, 'validation.tooLong')
    .refine((text) => decodeCursor(text) !== null, 'validation.invalid')
    .optional(),
  pageSize: z.coerce.number('validation.invalidType').int().min(1).max(100).default(20),
});
export type SupplierCopyQuery = z.infer<typeof supplierCopyQuerySchema>;

export const supplierCopySchema = z.object({
  id: z.string(),
  kind: z.enum(SUPPLIER_COPY_KINDS),
  code: z.string(),
  /** CODES.application */
  status: z.number(),
  company: z.string(),
  applicantName: z.string(),
  submittedAt: z.string(),
});
export type SupplierCopy = z.infer<typeof supplierCopySchema>;
export const supplierCopyPageSchema = z.object({
  items: z.array(supplierCopySchema),
  nextCursor: z.string().nullable(),
});

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const at = (column: SQL | AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type Owner = { tenantId: string; userId: string };

function applicationQuery(tx: Db, owner: Owner, query: SupplierCopyQuery, cursor: Cursor | null, n: number) {
  const when = sql`coalesce(${VA.submittedAt}, ${VA.createdAt})`;
  const keyword = query.keyword?.trim();
  return tx
    .select({
      id: VA.id,
      code: VA.code,
      status: VA.status,
      company: VA.name,
      applicantName: sql<string>`coalesce(${users.empName}, '')`,
      at: at(when),
    })
    .from(VA)
    .leftJoin(users, eq(users.id, VA.applicantId))
    .where(
      and(
        eq(VA.tenantId, owner.tenantId),
        sql`${VA.id} in (${copiedDocumentIds(owner.tenantId, owner.userId, [APPLICATION_DOC_TYPE])})`,
        query.status === undefined ? undefined : eq(VA.status, query.status),
        keyword ? or(ilike(VA.code, likePattern(keyword)), ilike(VA.name, likePattern(keyword))) : undefined,
        cursor ? sql`(${when}, ${VA.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(when), desc(VA.id))
    .limit(n);
}

function changeQuery(tx: Db, owner: Owner, query: SupplierCopyQuery, cursor: Cursor | null, n: number) {
  const keyword = query.keyword?.trim();
  return tx
    .select({
      id: VC.id,
      code: VC.code,
      status: VC.status,
      company: vendors.nameZh,
      applicantName: sql<string>`coalesce(${users.empName}, '')`,
      at: at(VC.submittedAt),
    })
    .from(VC)
    .innerJoin(vendors, eq(vendors.id, VC.vendorId))
    .leftJoin(users, eq(users.id, VC.applicantId))
    .where(
      and(
        eq(VC.tenantId, owner.tenantId),
        sql`${VC.id} in (${copiedDocumentIds(owner.tenantId, owner.userId, [CHANGE_DOC_TYPE])})`,
        query.status === undefined ? undefined : eq(VC.status, query.status),
        keyword
          ? or(ilike(VC.code, likePattern(keyword)), ilike(vendors.nameZh, likePattern(keyword)))
          : undefined,
        cursor
          ? sql`(${VC.submittedAt}, ${VC.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(VC.submittedAt), desc(VC.id))
    .limit(n);
}

/**
 * Supplier applications and changes copied to the caller, newest submit first, one keyset page: each kind
 * walks its own rows and stops after a page; the two are merged.
 */
export async function listSupplierCopies(
  tx: Db,
  owner: Owner,
  query: SupplierCopyQuery,
): Promise<{ items: SupplierCopy[]; nextCursor: string | null }> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const n = query.pageSize + 1;
  const rows = [
    ...(query.kind === 'change' ? [] : await applicationQuery(tx, owner, query, cursor, n)).map((r) => ({
      ...r,
      kind: 'application' as const,
    })),
    ...(query.kind === 'application' ? [] : await changeQuery(tx, owner, query, cursor, n)).map((r) => ({
      ...r,
      kind: 'change' as const,
    })),
  ].sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at)));
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    items: page.map(({ at: submittedAt, ...row }) => ({ ...row, submittedAt })),
    nextCursor: rows.length > query.pageSize && last ? encodeCursor({ at: last.at, id: last.id }) : null,
  };
}

// ---- the read-only detail `/copyto/supplierDetail/:id`

export const supplierCopyDetailSchema = z.object({
  kind: z.enum(SUPPLIER_COPY_KINDS),
  application: applicationDetailSchema.nullable(),
  change: changeDetailSchema.nullable(),
});
export type SupplierCopyDetail = z.infer<typeof supplierCopyDetailSchema>;

/** The copied document read-only; an id not copied to the caller answers like an absent one (404). */
export async function supplierCopyDetail(
  tx: Db,
  owner: Owner,
  id: string,
  locale: Locale,
): Promise<SupplierCopyDetail> {
  if (!(await isCopiedTo(tx, owner.tenantId, DOC_TYPES, id, owner.userId))) {
    throw new AppError(404, ERROR_CODES.vendorApplicationNotFound);
  }
  const [application] = await tx
    .select({ id: VA.id })
    .from(VA)
    .where(and(eq(VA.tenantId, owner.tenantId), eq(VA.id, id)));
  if (application) {
    return {
      kind: 'application',
      application: await applicationDetail(tx, owner.tenantId, id, null, locale),
      change: null,
    };
  }
  // '' as the caller: a copied reader never acts (canAct false).
  const change = await changeDetail(tx, owner.tenantId, id, null, '').catch(() => {
    throw new AppError(404, ERROR_CODES.vendorApplicationNotFound);
  });
  return { kind: 'change', application: null, change };
}

/** The copy-to list exports through the one export mechanism (the same page function). */
export function registerSupplierCopyExport(): void {
  registerExport<z.infer<typeof supplierCopyFiltersSchema>, SupplierCopy>({
    key: 'vendor.copies',
    nameCode: SUCCESS_MESSAGES.vendorCopiesExportName,
    permission: PERMISSIONS.copyTo,
    filters: supplierCopyFiltersSchema,
    page: (tx, ctx, { filters, cursor, pageSize }) =>
      listSupplierCopies(
        tx,
        { tenantId: ctx.tenantId!, userId: ctx.userId },
        { ...filters, cursor: cursor ?? undefined, pageSize },
      ),
    columns: {
      code: (r) => r.code,
      kind: (r, locale) =>
        translateCode(
          locale,
          r.kind === 'application'
            ? SUCCESS_MESSAGES.vendorCopyKindApplication
            : SUCCESS_MESSAGES.vendorCopyKindChange,
        ),
      company: (r) => r.company,
      status: (r, locale) => codeLabel('application', r.status, locale),
      applicantName: (r) => r.applicantName,
      submittedAt: (r) => new Date(r.submittedAt),
    },
  });
}
