import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@procure/server-db';
import { AppError, idSchema } from '@procure/server-http';
import { ERROR_CODES } from '@procure/shared-codes';
import { identitySchema } from '@procure/identity-server';
import { postMessagesWithin } from './post-messages.ts';
import { documentCopies } from './schema.ts';

// Copy-to (cc, spec §2 `/copyto`, issue #12 §5): ONE mechanism for every document type. At submit the
// owning domain checks the named people (`checkCopyTo`, before any write), then records the copies and
// tells each new person (`copyDocumentTo`), in its own transaction. Lists embed `copiedDocumentIds`; a
// read-only detail asks `isCopiedTo` first and answers an uncopied id like an absent one.

const { tenantMembers, users } = identitySchema;

/** At most this many people per submit (form and server). */
export const COPY_TO_MAX = 20;

/** The submit bodies' `copyToIds` (≤ 20 user ids). */
export const copyToIdsSchema = z
  .array(idSchema, 'validation.invalidType')
  .max(COPY_TO_MAX, 'validation.tooLong')
  .optional()
  .describe(`People copied (cc) at submit (≤ ${COPY_TO_MAX} active buyer employees of the tenant)`);

export type CopyActor = { tenantId: string; userId: string };

/** Active buyer employees of the tenant among `ids`. */
async function activeBuyers(tx: Db, tenantId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(tenantMembers, and(eq(tenantMembers.userId, users.id), eq(tenantMembers.tenantId, tenantId)))
    .where(and(inArray(users.id, [...ids]), eq(users.site, 'buyer'), eq(users.disabled, false)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The people to copy: each must be an active buyer employee of the tenant (else 400, field `<path>.<n>`
 * `copyTo.unknownPerson`); at most 20 (400 `copyTo.tooMany`); the submitter and repeats are dropped.
 * Call it before the document's first write.
 */
export async function checkCopyTo(
  tx: Db,
  actor: CopyActor,
  ids: readonly string[] | undefined,
  path = 'copyToIds',
): Promise<string[]> {
  const list = ids ?? [];
  if (list.length > COPY_TO_MAX) {
    throw new AppError(400, ERROR_CODES.validationFailed, undefined, {
      fields: [{ path, code: ERROR_CODES.copyToTooMany, params: { max: COPY_TO_MAX } }],
    });
  }
  const wanted = [...new Set(list)].filter((id) => id !== actor.userId);
  const found = await activeBuyers(tx, actor.tenantId, wanted);
  const fields = list.flatMap((id, index) =>
    id !== actor.userId && !found.has(id)
      ? [{ path: `${path}.${index}`, code: ERROR_CODES.copyToUnknownPerson }]
      : [],
  );
  if (fields.length > 0) throw new AppError(400, ERROR_CODES.validationFailed, undefined, { fields });
  return wanted;
}

export type CopyDocumentInput = {
  tenantId: string;
  copiedBy: string;
  /** The approval engine's document type (purchaseApply, supplierApplication, supplierChange, payment…). */
  docType: string;
  documentId: string;
  userIds: readonly string[];
  /** The message each new person gets (server-catalog codes, rendered in both languages). */
  titleCode: string;
  bodyCode: string;
  params: Record<string, string | number>;
  /** Buyer-web route of the read-only detail. */
  link: string;
};

/** Records the copies (a resubmission adds new people only) and messages each new one. */
export async function copyDocumentTo(tx: Db, input: CopyDocumentInput): Promise<string[]> {
  if (input.userIds.length === 0) return [];
  const added = await tx
    .insert(documentCopies)
    .values(
      input.userIds.map((userId) => ({
        tenantId: input.tenantId,
        docType: input.docType,
        documentId: input.documentId,
        userId,
        copiedBy: input.copiedBy,
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: documentCopies.userId });
  if (added.length === 0) return [];
  const recipientIds = added.map((a) => a.userId);
  await postMessagesWithin(tx, {
    tenantId: input.tenantId,
    recipientIds,
    kind: 'notice',
    titleCode: input.titleCode,
    bodyCode: input.bodyCode,
    params: input.params,
    link: input.link,
  });
  return recipientIds;
}

/** Whether `documentId` (of one of `docTypes`) was copied to the user: the read-only detail's gate. */
export async function isCopiedTo(
  tx: Db,
  tenantId: string,
  docTypes: readonly string[],
  documentId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ userId: documentCopies.userId })
    .from(documentCopies)
    .where(
      and(
        eq(documentCopies.tenantId, tenantId),
        inArray(documentCopies.docType, [...docTypes]),
        eq(documentCopies.documentId, documentId),
        eq(documentCopies.userId, userId),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * A subquery of the ids of the documents of `docTypes` copied to the user, for the owner's list query
 * to embed: `where id in (${copiedDocumentIds(...)})` (the copy-to lists, their exports and counts).
 */
export function copiedDocumentIds(tenantId: string, userId: string, docTypes: readonly string[]): SQL {
  const types = sql.join(
    docTypes.map((t) => sql`${t}`),
    sql`, `,
  );
  return sql`select document_id from document_copies
    where tenant_id = ${tenantId} and user_id = ${userId} and doc_type in (${types})`;
}

export type PersonOption = { id: string; name: string; mobile: string | null; email: string | null };

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const mask = (mobile: string | null) =>
  mobile && mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile;

/**
 * The person picker's search: active buyer employees of the tenant whose name, mobile or e-mail contains
 * `keyword` (any when empty), by name, at most `limit`. A buyer sees the masked mobile and the e-mail; a
 * supplier session (it copies people of its customer) finds by name or by the EXACT mobile or e-mail,
 * and sees names only — it cannot harvest the buyer's contact data.
 */
export async function searchPeople(
  tx: Db,
  tenantId: string,
  query: { keyword?: string | undefined; limit: number; exclude?: string | undefined },
  supplierSession: boolean,
): Promise<PersonOption[]> {
  const keyword = query.keyword?.trim() ?? '';
  const match: SQL | undefined =
    keyword === ''
      ? undefined
      : supplierSession
        ? or(ilike(users.empName, likePattern(keyword)), eq(users.mobile, keyword), eq(users.email, keyword))
        : or(
            ilike(users.empName, likePattern(keyword)),
            ilike(users.mobile, likePattern(keyword)),
            ilike(users.email, likePattern(keyword)),
          );
  const rows = await tx
    .select({ id: users.id, name: users.empName, mobile: users.mobile, email: users.email })
    .from(users)
    .innerJoin(tenantMembers, and(eq(tenantMembers.userId, users.id), eq(tenantMembers.tenantId, tenantId)))
    .where(
      and(
        eq(users.site, 'buyer'),
        eq(users.disabled, false),
        query.exclude ? sql`${users.id} <> ${query.exclude}` : undefined,
        match,
      ),
    )
    .orderBy(asc(users.empName), asc(users.id))
    .limit(query.limit);
  return rows.map((r) =>
    supplierSession
      ? { id: r.id, name: r.name, mobile: null, email: null }
      : { ...r, mobile: mask(r.mobile) },
  );
}
