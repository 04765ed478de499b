import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, withAppRole, withTenant, type Db } from '@procure/server-db';
import type { JobQueue } from '@procure/server-jobs';
import type { Notifier, OutboundMessage, TransactionalNotifier } from '@procure/server-notify';
import { identitySchema } from '@procure/identity-server';
import { emailAllowedFor } from '@procure/settings-server';
import { ERROR_CODES } from '@procure/shared-codes';
import { localeFromWire, translateCode, type Locale } from '@procure/shared-i18n';
import { messageDigests, messages } from './schema.ts';
import {
  digestSources,
  registerDigestSource,
  type DigestEntry,
  type DigestSource,
} from './digest-sources.ts';

/** The digest job: one schedule per tenant, at 08:30 in the tenant's time zone (issue #12, spec §9). */
export const DIGEST_JOB = 'message-digest';
export const DIGEST_CRON = '30 8 * * *';
/**
 * Hourly, the per-tenant schedules are brought up to date, so a tenant registered or a time zone
 * changed while the API runs gets its 08:30 digest from the next morning (the change itself also
 * reschedules at once where it happens: see the enterprise time-zone route).
 */
export const DIGEST_SYNC_JOB = 'message-digest-sync';
export const DIGEST_SYNC_CRON = '7 * * * *';
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

/** Unread messages: the first section of every digest. */
const unreadMessages: DigestSource = {
  key: 'messages',
  order: 0,
  titleCode: ERROR_CODES.messageDigestSectionMessages,
  async collect(tx, tenantId, _now, limit) {
    // The newest `limit` titles per recipient and their total, without reading every unread row.
    const rows = await queryRows<{ user_id: string; total: number; title_zh: string; title_en: string }>(
      tx,
      sql`select recipient_id as user_id, total, title_zh, title_en
            from (select recipient_id, title_zh, title_en,
                         count(*) over (partition by recipient_id)::int as total,
                         row_number() over (partition by recipient_id order by created_at desc, id desc) as n
                    from ${messages}
                   where tenant_id = ${tenantId} and read_at is null and deleted_at is null) m
           where n <= ${limit}`,
    );
    const out = new Map<string, DigestEntry>();
    for (const row of rows) {
      const entry = out.get(row.user_id) ?? { count: row.total, items: [] };
      entry.items.push({ zh: row.title_zh, en: row.title_en });
      out.set(row.user_id, entry);
    }
    return out;
  },
};
registerDigestSource(unreadMessages);

type Section = { titleCode: DigestSource['titleCode']; entry: DigestEntry };

/** Every section of the tenant per user (only users with something to read). */
async function sectionsByUser(tx: Db, tenantId: string, now: Date): Promise<Map<string, Section[]>> {
  const byUser = new Map<string, Section[]>();
  for (const source of digestSources()) {
    const entries = await source.collect(tx, tenantId, now, LISTED);
    for (const [userId, entry] of entries) {
      if (entry.count === 0) continue;
      byUser.set(userId, [...(byUser.get(userId) ?? []), { titleCode: source.titleCode, entry }]);
    }
  }
  return byUser;
}

/** The e-mail's list: a heading per section, its items, "… and N more". */
function renderSections(locale: Locale, sections: readonly Section[]): string {
  return sections
    .map(({ titleCode, entry }) => {
      const lines = [translateCode(locale, titleCode, { count: entry.count })];
      for (const item of entry.items) lines.push(`- ${locale === 'zh-CN' ? item.zh : item.en}`);
      if (entry.count > entry.items.length)
        lines.push(
          translateCode(locale, ERROR_CODES.messageDigestMore, { count: entry.count - entry.items.length }),
        );
      return lines.join('\n');
    })
    .join('\n\n');
}

/**
 * The digest of one tenant for its local day of `now`: every member who opted in (message setting
 * `dailyDigest`, e-mail), is not disabled, has an address and has something in any section (unread
 * messages, open approvals, orders awaiting them, expiring certificates: the registered sources) gets
 * ONE e-mail in their language. Each user's e-mail and its `message_digests` row commit together (the
 * simulator records inside the transaction; a real provider is at-least-once), so running the job
 * again the same day — a restart at 08:31, a retry — sends nothing twice.
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
    const sections = await sectionsByUser(tx, tenantId, now);
    if (sections.size === 0) return [];
    const ids = [...sections.keys()];
    const allowed = await emailAllowedFor(tx, tenantId, 'dailyDigest', ids);
    const reachable = await tx
      .select({ id: users.id, email: users.email, language: users.language, name: users.empName })
      .from(users)
      .innerJoin(tenantMembers, and(eq(tenantMembers.userId, users.id), eq(tenantMembers.tenantId, tenantId)))
      .where(and(inArray(users.id, ids), isNotNull(users.email), eq(users.disabled, false)));
    return reachable
      .filter((u) => allowed.get(u.id))
      .map((u) => ({ ...u, email: u.email!, sections: sections.get(u.id) ?? [] }));
  });

  let sent = 0;
  let skipped = 0;
  for (const user of candidates) {
    const total = user.sections.reduce((sum, s) => sum + s.entry.count, 0);
    const done = await withTenant(db, scope, async (tx) => {
      const claimed = await tx
        .insert(messageDigests)
        .values({ tenantId, userId: user.id, day, unread: total, sentAt: now })
        .onConflictDoNothing()
        .returning({ userId: messageDigests.userId });
      if (claimed.length === 0) return false; // already sent for this day
      const locale = localeFromWire(user.language);
      const message: OutboundMessage = {
        channel: 'email',
        to: user.email,
        subject: translateCode(locale, ERROR_CODES.messageDigestSubject, { count: total, day }),
        body: translateCode(locale, ERROR_CODES.messageDigestBody, {
          name: user.name,
          tenant: locale === 'zh-CN' ? tenant.nameZh : tenant.nameEn,
          list: renderSections(locale, user.sections),
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
  for (const tenant of rows) await scheduleTenantDigest(jobs, tenant.id, tenant.timeZone);
  return rows.length;
}

/** (Re)schedules one tenant's digest at 08:30 in `timeZone` (pg-boss replaces the schedule of that key). */
export async function scheduleTenantDigest(
  jobs: JobQueue,
  tenantId: string,
  timeZone: string,
): Promise<void> {
  await jobs.boss.schedule(
    DIGEST_JOB,
    DIGEST_CRON,
    { tenantId },
    { tz: timeZone, key: tenantId, missed: 'once' },
  );
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
  jobs.define(DIGEST_SYNC_JOB, async () => {
    const tenants = await scheduleDigests(jobs, app.database.db);
    app.log.debug({ tenants }, 'daily digest schedules synchronised');
  });
  jobs.schedule(DIGEST_SYNC_JOB, DIGEST_SYNC_CRON);
  jobs.onStart(async () => {
    await scheduleDigests(jobs, app.database.db);
  });
}
