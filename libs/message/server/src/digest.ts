import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withAppRole, withTenant, type Db } from '@procure/server-db';
import type { JobQueue } from '@procure/server-jobs';
import type { Notifier, OutboundMessage, TransactionalNotifier } from '@procure/server-notify';
import { identitySchema } from '@procure/identity-server';
import { emailAllowedFor } from '@procure/settings-server';
import { ERROR_CODES } from '@procure/shared-codes';
import { localeFromWire, translateCode } from '@procure/shared-i18n';
import { messageDigests, messages } from './schema.ts';

/** The digest job: one schedule per tenant, at 08:30 in the tenant's time zone (issue #12, spec §9). */
export const DIGEST_JOB = 'message-digest';
export const DIGEST_CRON = '30 8 * * *';
/** Titles listed in one digest; the rest are counted. */
const LISTED = 10;

export type DigestResult = { day: string; sent: number; skipped: number };

/** The local date (YYYY-MM-DD) of `at` in `timeZone`. */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

const canSendWithin = (notifier: Notifier): notifier is TransactionalNotifier =>
  typeof (notifier as Partial<TransactionalNotifier>).sendWithin === 'function';

/**
 * The digest of one tenant for its local day of `now`: every member who opted in (message setting
 * `dailyDigest`, e-mail), is not disabled, has an address and has unread messages gets ONE e-mail in
 * their language (the count and the newest titles). Each user's e-mail and its `message_digests` row
 * commit together (the simulator records inside the transaction; a real provider is at-least-once), so
 * running the job again the same day — a restart at 08:31, a retry — sends nothing twice.
 */
export async function sendTenantDigest(
  db: Db,
  notifier: Notifier,
  tenantId: string,
  now: Date,
): Promise<DigestResult> {
  const { tenants, users, tenantMembers } = identitySchema;
  const scope = { tenantId, userId: null };
  const [tenant] = await withAppRole(db, (tx) =>
    tx
      .select({ timeZone: tenants.timeZone, nameZh: tenants.nameZh, nameEn: tenants.nameEn })
      .from(tenants)
      .where(eq(tenants.id, tenantId)),
  );
  if (!tenant) return { day: '', sent: 0, skipped: 0 };
  const day = localDay(now, tenant.timeZone);
  const candidates = await withTenant(db, scope, async (tx) => {
    const unread = await tx
      .select({ userId: messages.recipientId, count: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(eq(messages.tenantId, tenantId), isNull(messages.readAt), isNull(messages.deletedAt)))
      .groupBy(messages.recipientId);
    if (unread.length === 0) return [];
    const ids = unread.map((u) => u.userId);
    const allowed = await emailAllowedFor(tx, tenantId, 'dailyDigest', ids);
    const reachable = await tx
      .select({ id: users.id, email: users.email, language: users.language, name: users.empName })
      .from(users)
      .innerJoin(tenantMembers, and(eq(tenantMembers.userId, users.id), eq(tenantMembers.tenantId, tenantId)))
      .where(and(inArray(users.id, ids), isNotNull(users.email), eq(users.disabled, false)));
    const countOf = new Map(unread.map((u) => [u.userId, u.count]));
    return reachable
      .filter((u) => allowed.get(u.id))
      .map((u) => ({ ...u, email: u.email!, unread: countOf.get(u.id) ?? 0 }));
  });

  let sent = 0;
  let skipped = 0;
  for (const user of candidates) {
    const done = await withTenant(db, scope, async (tx) => {
      const claimed = await tx
        .insert(messageDigests)
        .values({ tenantId, userId: user.id, day, unread: user.unread, sentAt: now })
        .onConflictDoNothing()
        .returning({ userId: messageDigests.userId });
      if (claimed.length === 0) return false; // already sent for this day
      const locale = localeFromWire(user.language);
      const newest = await tx
        .select({ titleZh: messages.titleZh, titleEn: messages.titleEn })
        .from(messages)
        .where(
          and(
            eq(messages.tenantId, tenantId),
            eq(messages.recipientId, user.id),
            isNull(messages.readAt),
            isNull(messages.deletedAt),
          ),
        )
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(LISTED);
      const lines = newest.map((m) => `- ${locale === 'zh-CN' ? m.titleZh : m.titleEn}`);
      if (user.unread > newest.length)
        lines.push(
          translateCode(locale, ERROR_CODES.messageDigestMore, { count: user.unread - newest.length }),
        );
      const message: OutboundMessage = {
        channel: 'email',
        to: user.email,
        subject: translateCode(locale, ERROR_CODES.messageDigestSubject, { count: user.unread, day }),
        body: translateCode(locale, ERROR_CODES.messageDigestBody, {
          name: user.name,
          count: user.unread,
          tenant: locale === 'zh-CN' ? tenant.nameZh : tenant.nameEn,
          list: lines.join('\n'),
          link: '/messageCenter/index',
        }),
      };
      if (canSendWithin(notifier)) await notifier.sendWithin(tx, message);
      else await notifier.send(message); // a failure rolls the digest row back: the retry sends it
      return true;
    });
    if (done) sent += 1;
    else skipped += 1;
  }
  return { day, sent, skipped };
}

/**
 * One pg-boss schedule per tenant (`key` = tenant id) at 08:30 in the tenant's time zone; a schedule
 * missed while no API ran is sent once when one starts again (the digest rows keep it to one a day).
 * Runs when the queue starts; call it again after a tenant is added or changes its time zone.
 */
export async function scheduleDigests(jobs: JobQueue, db: Db): Promise<number> {
  const { tenants } = identitySchema;
  const rows = await withAppRole(db, (tx) =>
    tx.select({ id: tenants.id, timeZone: tenants.timeZone }).from(tenants),
  );
  for (const tenant of rows)
    await jobs.boss.schedule(
      DIGEST_JOB,
      DIGEST_CRON,
      { tenantId: tenant.id },
      {
        tz: tenant.timeZone,
        key: tenant.id,
        missed: 'once',
      },
    );
  return rows.length;
}

/** Defines the digest job on `app.jobs` and its per-tenant schedules (`clock`: tests fix the time). */
export function installMessageDigest(app: FastifyInstance, clock: () => Date = () => new Date()): void {
  const jobs: JobQueue = app.jobs;
  jobs.define<{ tenantId: string }>(
    DIGEST_JOB,
    async (job) => {
      const result = await sendTenantDigest(app.database.db, app.notifier, job.data.tenantId, clock());
      app.log.info({ tenantId: job.data.tenantId, ...result }, 'daily digest sent');
    },
    { retryLimit: 2, retryDelay: 60 },
  );
  jobs.onStart(async () => {
    await scheduleDigests(jobs, app.database.db);
  });
}
