import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { newId, type Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { identitySchema } from '@procure/identity-server';
import { ERROR_CODES } from '@procure/shared-codes';
import { scheduleProblem, type NoticeValues } from '@procure/shared-validation';
import { postRenderedWithin } from './post-messages.ts';
import { messages, noticeMessages, notices } from './schema.ts';

// Company notices (issue #12 §4). Every state change row-locks the notice, so a publish racing a
// withdrawal or a second publish (a double click, the scheduled job) has exactly one winner.

export type NoticeStatus = 'draft' | 'scheduled' | 'published' | 'withdrawn';
type Caller = { tenantId: string; userId: string };
type NoticeRow = typeof notices.$inferSelect;

/** The message body shows the start of the notice; its detail page shows all of it. */
const BODY_PREVIEW = 300;
export const noticeLink = (id: string) => `/messageCenter/noticeDetail/${id}`;

function view(row: NoticeRow, extra: { readCount?: number; roleNames?: string[] } = {}) {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    audience: row.audience as NoticeValues['audience'],
    roleIds: row.roleIds,
    roleNames: extra.roleNames ?? [],
    status: row.status as NoticeStatus,
    publishAt: row.publishAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    recipientCount: row.recipientCount,
    readCount: extra.readCount ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type NoticeView = ReturnType<typeof view>;

async function lockNotice(tx: Db, tenantId: string, id: string): Promise<NoticeRow> {
  const [row] = await tx
    .select()
    .from(notices)
    .where(and(eq(notices.tenantId, tenantId), eq(notices.id, id)))
    .for('update');
  if (!row) throw new AppError(404, ERROR_CODES.noticeNotFound);
  return row;
}

/** Role ids of this tenant's buyer roles among `ids` (anything else is refused as a field error). */
async function checkRoles(tx: Db, tenantId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const { roles } = identitySchema;
  const found = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.site, 'buyer'), inArray(roles.id, [...ids])));
  const known = new Set(found.map((r) => r.id));
  const index = ids.findIndex((id) => !known.has(id));
  if (index >= 0)
    throw new AppError(400, ERROR_CODES.validationFailed, undefined, {
      fields: [{ path: `roleIds.${index}`, code: 'validation.invalid' }],
    });
}

/** Creates a draft, or replaces a draft's content (`id`); a scheduled or published notice is not edited. */
export async function saveNotice(
  tx: Db,
  caller: Caller,
  input: NoticeValues & { id?: string | undefined },
): Promise<NoticeView> {
  const roleIds = input.audience === 'roles' ? [...new Set(input.roleIds)] : [];
  await checkRoles(tx, caller.tenantId, roleIds);
  const values = {
    title: input.title,
    content: input.content,
    audience: input.audience,
    roleIds,
    publishAt: input.publishAt ? new Date(input.publishAt) : null,
  };
  if (input.id) {
    const row = await lockNotice(tx, caller.tenantId, input.id);
    if (row.status !== 'draft') throw new AppError(409, ERROR_CODES.noticeNotDraft);
    const [saved] = await tx
      .update(notices)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(notices.id, row.id))
      .returning();
    return view(saved!);
  }
  const [created] = await tx
    .insert(notices)
    .values({ id: newId(), tenantId: caller.tenantId, status: 'draft', createdBy: caller.userId, ...values })
    .returning();
  return view(created!);
}

/** The buyer members the notice reaches: everyone enabled, or those holding one of its roles. */
async function audienceOf(tx: Db, row: NoticeRow): Promise<string[]> {
  const { users, tenantMembers, memberRoles } = identitySchema;
  const base = and(
    eq(tenantMembers.tenantId, row.tenantId),
    eq(users.disabled, false),
    eq(users.site, 'buyer'),
  ) as SQL;
  const query = tx
    .selectDistinct({ id: users.id })
    .from(tenantMembers)
    .innerJoin(users, eq(users.id, tenantMembers.userId));
  const rows =
    row.audience === 'all'
      ? await query.where(base)
      : await query
          .innerJoin(
            memberRoles,
            and(eq(memberRoles.tenantId, tenantMembers.tenantId), eq(memberRoles.userId, users.id)),
          )
          .where(and(base, inArray(memberRoles.roleId, row.roleIds)));
  return rows.map((r) => r.id);
}

/** Posts the notice's messages now (the caller holds the row lock and has checked the state). */
async function deliver(tx: Db, row: NoticeRow, now: Date): Promise<NoticeRow> {
  const recipients = await audienceOf(tx, row);
  const body =
    [...row.content].length > BODY_PREVIEW
      ? `${[...row.content].slice(0, BODY_PREVIEW).join('')}…`
      : row.content;
  const text = { title: row.title, body };
  const posted = await postRenderedWithin(
    tx,
    {
      tenantId: row.tenantId,
      recipientIds: recipients,
      kind: 'notice',
      link: noticeLink(row.id),
      email: true,
    },
    { 'zh-CN': text, 'en-US': text },
  );
  if (posted.length > 0)
    await tx
      .insert(noticeMessages)
      .values(posted.map((p) => ({ tenantId: row.tenantId, noticeId: row.id, messageId: p.messageId })));
  const [published] = await tx
    .update(notices)
    .set({ status: 'published', publishedAt: now, recipientCount: posted.length, updatedAt: sql`now()` })
    .where(eq(notices.id, row.id))
    .returning();
  return published!;
}

export type PublishOutcome = { notice: NoticeView; scheduledFor: Date | null };

/**
 * Publishes a draft: at once, or — when it has a publish time — schedules it (the caller queues the job
 * for that time). A publish time in the past or too far ahead is refused with a translated reason.
 */
export async function publishNotice(tx: Db, caller: Caller, id: string, now: Date): Promise<PublishOutcome> {
  const row = await lockNotice(tx, caller.tenantId, id);
  if (row.status !== 'draft') throw new AppError(409, ERROR_CODES.noticeNotDraft);
  if (row.publishAt) {
    const problem = scheduleProblem(row.publishAt.toISOString(), now);
    if (problem === 'past') throw new AppError(422, ERROR_CODES.noticePublishAtPast);
    if (problem === 'tooFar') throw new AppError(422, ERROR_CODES.noticePublishAtTooFar);
    const [scheduled] = await tx
      .update(notices)
      .set({ status: 'scheduled', updatedAt: sql`now()` })
      .where(eq(notices.id, row.id))
      .returning();
    return { notice: view(scheduled!), scheduledFor: row.publishAt };
  }
  return { notice: view(await deliver(tx, row, now)), scheduledFor: null };
}

/**
 * The scheduled job: publishes the notice if it is still scheduled for `publishAt` (withdrawn, already
 * published, or withdrawn and scheduled again for another time — that time has its own job: nothing).
 */
export async function publishScheduledNotice(
  tx: Db,
  tenantId: string,
  id: string,
  publishAt: Date,
  now: Date,
): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(notices)
    .where(and(eq(notices.tenantId, tenantId), eq(notices.id, id)))
    .for('update');
  if (!row || row.status !== 'scheduled' || row.publishAt?.getTime() !== publishAt.getTime()) return false;
  await deliver(tx, row, now);
  return true;
}

/**
 * Withdraws a scheduled notice (back to draft: it will not go out) or a published one (withdrawn; the
 * messages nobody has read yet disappear, read ones stay as the reader's record).
 */
export async function withdrawNotice(tx: Db, caller: Caller, id: string): Promise<NoticeView> {
  const row = await lockNotice(tx, caller.tenantId, id);
  if (row.status === 'scheduled') {
    const [draft] = await tx
      .update(notices)
      .set({ status: 'draft', updatedAt: sql`now()` })
      .where(eq(notices.id, row.id))
      .returning();
    return view(draft!);
  }
  if (row.status !== 'published') throw new AppError(409, ERROR_CODES.noticeNotPublished);
  await tx
    .update(messages)
    .set({ deletedAt: sql`now()` })
    .where(
      and(
        eq(messages.tenantId, row.tenantId),
        isNull(messages.readAt),
        isNull(messages.deletedAt),
        sql`${messages.id} in (select message_id from ${noticeMessages} where notice_id = ${row.id})`,
      ),
    );
  const [withdrawn] = await tx
    .update(notices)
    .set({ status: 'withdrawn', updatedAt: sql`now()` })
    .where(eq(notices.id, row.id))
    .returning();
  return view(withdrawn!);
}

/** Deletes a draft (nothing was sent); anything else stays for the record. */
export async function deleteNotice(tx: Db, caller: Caller, id: string): Promise<void> {
  const row = await lockNotice(tx, caller.tenantId, id);
  if (row.status !== 'draft') throw new AppError(409, ERROR_CODES.noticeNotDraft);
  await tx.delete(notices).where(eq(notices.id, row.id));
}

async function readCounts(tx: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: noticeMessages.noticeId, n: sql<number>`count(${messages.readAt})::int` })
    .from(noticeMessages)
    .innerJoin(messages, eq(messages.id, noticeMessages.messageId))
    .where(inArray(noticeMessages.noticeId, [...ids]))
    .groupBy(noticeMessages.noticeId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

async function roleNames(tx: Db, tenantId: string, ids: readonly string[], en: boolean) {
  if (ids.length === 0) return new Map<string, string>();
  const { roles } = identitySchema;
  const rows = await tx
    .select({ id: roles.id, zh: roles.nameZh, en: roles.nameEn })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), inArray(roles.id, [...ids])));
  return new Map(rows.map((r) => [r.id, en ? r.en : r.zh]));
}

export type NoticeQuery = {
  status?: NoticeStatus | undefined;
  keyword?: string | undefined;
  cursor?: string | undefined;
  pageSize: number;
};

/** The settings list: newest first, keyset pages (`cursor` = the last row's id). */
export async function listNotices(tx: Db, tenantId: string, query: NoticeQuery, en: boolean) {
  let after: SQL | undefined;
  if (query.cursor) {
    const [last] = await tx
      .select({ createdAt: notices.createdAt, id: notices.id })
      .from(notices)
      .where(and(eq(notices.tenantId, tenantId), eq(notices.id, query.cursor)));
    if (last)
      after = or(
        lt(notices.createdAt, last.createdAt),
        and(eq(notices.createdAt, last.createdAt), lt(notices.id, last.id)),
      );
  }
  const keyword = query.keyword?.trim();
  const rows = await tx
    .select()
    .from(notices)
    .where(
      and(
        eq(notices.tenantId, tenantId),
        query.status ? eq(notices.status, query.status) : undefined,
        keyword
          ? sql`${notices.title} ilike ${`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
          : undefined,
        after,
      ),
    )
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const counts = await readCounts(
    tx,
    page.map((r) => r.id),
  );
  const names = await roleNames(tx, tenantId, [...new Set(page.flatMap((r) => r.roleIds))], en);
  return {
    items: page.map((r) =>
      view(r, {
        readCount: counts.get(r.id) ?? 0,
        roleNames: r.roleIds.map((id) => names.get(id) ?? ''),
      }),
    ),
    nextCursor: rows.length > query.pageSize ? (page.at(-1)?.id ?? null) : null,
  };
}

/**
 * One notice. An admin (`manage`) sees any of the tenant's; anyone else only a notice that reached them
 * (a message of theirs links to it), so a draft or another audience's notice answers 404 like a foreign id.
 */
export async function noticeDetail(
  tx: Db,
  caller: Caller,
  id: string,
  options: { manage: boolean; en: boolean },
): Promise<NoticeView> {
  const [row] = await tx
    .select()
    .from(notices)
    .where(and(eq(notices.tenantId, caller.tenantId), eq(notices.id, id)));
  if (!row) throw new AppError(404, ERROR_CODES.noticeNotFound);
  if (!options.manage) {
    const [mine] = await tx
      .select({ id: messages.id })
      .from(noticeMessages)
      .innerJoin(messages, eq(messages.id, noticeMessages.messageId))
      .where(
        and(
          eq(noticeMessages.noticeId, row.id),
          eq(messages.recipientId, caller.userId),
          isNull(messages.deletedAt),
        ),
      )
      .limit(1);
    if (!mine || row.status !== 'published') throw new AppError(404, ERROR_CODES.noticeNotFound);
  }
  const counts = await readCounts(tx, [row.id]);
  const names = await roleNames(tx, caller.tenantId, row.roleIds, options.en);
  return view(row, {
    readCount: counts.get(row.id) ?? 0,
    roleNames: row.roleIds.map((r) => names.get(r) ?? ''),
  });
}
