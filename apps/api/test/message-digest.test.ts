import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGEST_CRON, DIGEST_JOB, scheduleDigests } from '@procure/message-server';
import { DEMO } from './support/demo-ids.ts';
import { runQueuedJob } from './support/jobs.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// The 08:30 daily digest (issue #12) on PostgreSQL with a fixed clock: one pg-boss schedule per tenant in
// the tenant's time zone (Asia/Shanghai, Europe/Berlin), one e-mail per opted-in user and local day
// through the notifier (the simulator's outbox), never twice the same day.

let t: TestApp;
const T = DEMO.tenants;
const U = DEMO.users;
const EMAIL = 'purchaser@huaxia.example';

async function unread(tenantId: string, userId: string, title: string) {
  await t.sql(
    `insert into messages (id, tenant_id, recipient_id, kind, title_zh, title_en, body_zh, body_en)
     values ($1, $2, $3, 'notice', $4, $4, 'b', 'b')`,
    [randomUUID(), tenantId, userId, title],
  );
}

const digestsTo = async (since: Date) =>
  t.sql<{ subject: string; body: string }>(
    "select subject, body from outbox_messages where channel = 'email' and recipient = $1 and created_at >= $2 and subject like '%2026-%' order by created_at",
    [EMAIL, since],
  );

beforeAll(async () => {
  t = await startTestApp();
  await t.sql("update tenants set time_zone = 'Europe/Berlin' where id = $1", [T.dongfang]);
  await t.sql('update users set language = $2 where id = $1', [U.purchaser, 'en_us']);
  // The demo's messages read: the digests below list only the ones made here.
  await t.sql('update messages set read_at = now() where recipient_id = $1', [U.purchaser]);
  await unread(T.huaxia, U.purchaser, 'Huaxia notice A');
  await unread(T.huaxia, U.purchaser, 'Huaxia notice B');
  await unread(T.dongfang, U.purchaser, 'Dongfang notice');
  await unread(T.huaxia, U.approver, 'For the approver');
});
afterAll(async () => {
  await t?.close();
});

describe('daily digest', () => {
  it('is scheduled at 08:30 in each tenant’s time zone', async () => {
    await scheduleDigests(t.app.jobs, t.database.db); // again, after the time zone changed
    const rows = await t.sql<{ key: string; cron: string; timezone: string }>(
      'select key, cron, timezone from pgboss.schedule where name = $1 order by key',
      [DIGEST_JOB],
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { key: T.huaxia, cron: DIGEST_CRON, timezone: 'Asia/Shanghai' },
        { key: T.dongfang, cron: DIGEST_CRON, timezone: 'Europe/Berlin' },
      ]),
    );
  });

  it('sends one e-mail per opted-in user and local day; a run again the same day sends nothing', async () => {
    // Opt in through the message settings (huaxia); the approver does not.
    const purchaser = await t.login('purchaser');
    const optIn = await t.request({
      method: 'PUT',
      url: '/api/v1/mysetting/messageSetting',
      token: purchaser,
      payload: { items: [{ messageType: 'dailyDigest', inApp: false, email: true, sms: false }] },
    });
    expect(optIn.statusCode, optIn.body).toBe(200);
    const since = new Date();

    t.clock.set(new Date('2026-11-26T00:30:00Z')); // 08:30 in Shanghai
    expect((await runQueuedJob(t, DIGEST_JOB, { tenantId: T.huaxia })).state).toBe('completed');
    let mails = await digestsTo(since);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('2 unread messages on 2026-11-26');
    expect(mails[0]!.body).toContain('Huaxia notice A');
    expect(mails[0]!.body).toContain('Huaxia notice B');
    expect(mails[0]!.body).not.toContain('Dongfang');

    // The API restarts at 08:31 and the schedule's catch-up runs the job again: nothing more.
    t.clock.set(new Date('2026-11-26T00:31:00Z'));
    await runQueuedJob(t, DIGEST_JOB, { tenantId: T.huaxia });
    expect(await digestsTo(since)).toHaveLength(1);
    // The approver has unread messages but did not opt in.
    expect(await t.sql('select 1 from message_digests where user_id = $1', [U.approver])).toHaveLength(0);

    // The next morning: a new digest.
    t.clock.set(new Date('2026-11-27T00:30:00Z'));
    await runQueuedJob(t, DIGEST_JOB, { tenantId: T.huaxia });
    mails = await digestsTo(since);
    expect(mails.map((m) => m.subject)).toEqual([
      '2 unread messages on 2026-11-26',
      '2 unread messages on 2026-11-27',
    ]);
  });

  it('counts the day in the tenant’s time zone (Berlin and Shanghai differ at the same instant)', async () => {
    await t.sql(
      `insert into message_settings (tenant_id, user_id, message_type, in_app, email, sms)
       values ($1, $2, 'dailyDigest', false, true, false)`,
      [T.dongfang, U.purchaser],
    );
    // 21:00 UTC on the 27th: the 28th in Shanghai, still the 27th in Berlin.
    t.clock.set(new Date('2026-11-27T21:00:00Z'));
    await runQueuedJob(t, DIGEST_JOB, { tenantId: T.dongfang });
    await runQueuedJob(t, DIGEST_JOB, { tenantId: T.huaxia });
    const days = await t.sql<{ tenant_id: string; day: string }>(
      "select tenant_id, to_char(day, 'YYYY-MM-DD') as day from message_digests where user_id = $1 order by day, tenant_id",
      [U.purchaser],
    );
    expect(days).toEqual([
      { tenant_id: T.huaxia, day: '2026-11-26' },
      { tenant_id: T.huaxia, day: '2026-11-27' },
      { tenant_id: T.dongfang, day: '2026-11-27' },
      { tenant_id: T.huaxia, day: '2026-11-28' },
    ]);
    const berlin = (await t.sql<{ subject: string; body: string }>(
      "select subject, body from outbox_messages where recipient = $1 and body like '%Dongfang notice%'",
      [EMAIL],
    ))!;
    expect(berlin).toHaveLength(1);
    expect(berlin[0]!.subject).toBe('1 unread message on 2026-11-27');
  });
});
