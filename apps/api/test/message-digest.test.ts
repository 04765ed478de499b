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
    expect(mails[0]!.subject).toMatch(/^\d+ items need your attention on 2026-11-26$/);
    expect(mails[0]!.body).toContain('Unread messages (2)');
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
    expect(mails.map((m) => m.subject.replace(/^\d+/, 'N'))).toEqual([
      'N items need your attention on 2026-11-26',
      'N items need your attention on 2026-11-27',
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
    expect(berlin[0]!.subject).toMatch(/^\d+ items? needs? your attention on 2026-11-27$/);
    expect(berlin[0]!.body).toContain('Unread messages (1)');
  });
});

describe('daily digest sections', () => {
  const optIn = (tenantId: string, userId: string) =>
    t.sql(
      `insert into message_settings (tenant_id, user_id, message_type, in_app, email, sms)
       values ($1, $2, 'dailyDigest', false, true, false) on conflict do nothing`,
      [tenantId, userId],
    );
  const digestOf = async (userId: string, day: string) => {
    const [user] = await t.sql<{ email: string }>('select email from users where id = $1', [userId]);
    const rows = await t.sql<{ subject: string; body: string }>(
      "select subject, body from outbox_messages where channel = 'email' and recipient = $1 and subject like $2",
      [user!.email, `%${day}%`],
    );
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };

  it('lists the approvals waiting for each approver, oldest first, with the document codes', async () => {
    // The demo leaves documents under approval (requests, a supplier application): take their approver.
    const [busiest] = await t.sql<{ approver_id: string }>(
      `select approver_id from approval_tasks where tenant_id = $1 and state = 'pending'
        group by approver_id order by count(*) desc, approver_id limit 1`,
      [T.huaxia],
    );
    expect(busiest).toBeDefined();
    const approver = busiest!.approver_id;
    await optIn(T.huaxia, approver);
    await t.sql('update users set language = $2 where id = $1', [approver, 'en_us']);
    const pending = await t.sql<{ doc_code: string }>(
      `select i.doc_code from approval_tasks k join approval_instances i on i.id = k.instance_id
        where k.tenant_id = $1 and k.approver_id = $2 and k.state = 'pending' order by k.opened_at, k.id`,
      [T.huaxia, approver],
    );
    await unread(T.huaxia, approver, 'A notice for the approver');
    t.clock.set(new Date('2026-12-01T00:30:00Z'));
    await runQueuedJob(t, DIGEST_JOB, { tenantId: T.huaxia });
    const mail = await digestOf(approver, '2026-12-01');
    expect(mail.body).toContain(`Approvals waiting for you (${pending.length})`);
    expect(mail.body).toContain(pending[0]!.doc_code);
    expect(mail.body.indexOf('Unread messages')).toBeLessThan(mail.body.indexOf('Approvals waiting'));
  });

  it('lists the buyer’s refused orders and orders delivered but not received, in Chinese when asked', async () => {
    await t.sql('update users set language = $2 where id = $1', [U.purchaser, 'zh_cn']);
    const orders = await t.sql<{ code: string; refused: boolean }>(
      `select o.code, o.status = 11 as refused from purchase_orders o
        where o.tenant_id = $1 and o.buyer_id = $2 and (o.status = 11 or (o.status in (2, 3)
          and exists (select 1 from purchase_order_lines l where l.order_id = o.id and l.delivered_qty > l.received_qty)))
        order by (o.status = 11) desc, o.created_at, o.id`,
      [T.huaxia, U.purchaser],
    );
    expect(orders.length).toBeGreaterThan(0);
    t.clock.set(new Date('2026-12-02T00:30:00Z'));
    await runQueuedJob(t, DIGEST_JOB, { tenantId: T.huaxia });
    const mail = await digestOf(U.purchaser, '2026-12-02');
    expect(mail.subject).toMatch(/^2026-12-02 您有 \d+ 项待办$/);
    expect(mail.body).toContain(`待您处理的订单（${orders.length}）`);
    const first = orders[0]!;
    expect(mail.body).toContain(
      first.refused ? `${first.code}：供应商已拒绝` : `${first.code}：已发货，待您收货`,
    );
  });

  it('lists expired supplier certificates to the buyers who manage suppliers', async () => {
    const managers = await t.sql<{ user_id: string }>(
      `select distinct m.user_id from member_roles m
         join role_permissions p on p.role_id = m.role_id and p.tenant_id = m.tenant_id
        where m.tenant_id = $1 and p.permission_key = 'supplier'`,
      [T.huaxia],
    );
    expect(managers.length).toBeGreaterThan(0);
    const manager = managers[0]!.user_id;
    await optIn(T.huaxia, manager);
    await t.sql('update users set language = $2 where id = $1', [manager, 'en_us']);
    t.clock.set(new Date('2026-12-03T00:30:00Z'));
    await runQueuedJob(t, DIGEST_JOB, { tenantId: T.huaxia });
    const mail = await digestOf(manager, '2026-12-03');
    // The demo seeds certificates that ended 5 and 20 days before its first start.
    expect(mail.body).toMatch(/Supplier certificates expiring or expired \(\d+\)/);
    expect(mail.body).toMatch(/: .+ expired on \d{4}-\d{2}-\d{2}/);
  });
});

describe('the tenant time zone (enterprise settings)', () => {
  const setZone = (token: string, timeZone: unknown) =>
    t.request({
      method: 'POST',
      url: '/api/v1/company/enterpriseInfo/timeZone',
      token,
      payload: { timeZone },
    });

  it('saves a zone, shows it and moves the 08:30 digest schedule at once', async () => {
    const admin = await t.login('admin');
    const saved = await setZone(admin, 'America/New_York');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.timeZone).toBe('America/New_York');
    const info = await t.request({ method: 'GET', url: '/api/v1/company/enterpriseInfo', token: admin });
    expect(info.json().data.timeZone).toBe('America/New_York');
    const [schedule] = await t.sql<{ timezone: string }>(
      'select timezone from pgboss.schedule where name = $1 and key = $2',
      [DIGEST_JOB, T.huaxia],
    );
    expect(schedule?.timezone).toBe('America/New_York');
  });

  it('refuses an unknown zone, an offset or wrong case with a field error and changes nothing', async () => {
    const admin = await t.login('admin');
    for (const bad of ['Mars/Olympus', '+08:00', 'asia/shanghai', '']) {
      const refused = await setZone(admin, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data.fields[0].path).toBe('timeZone');
    }
    const [tenant] = await t.sql<{ time_zone: string }>('select time_zone from tenants where id = $1', [
      T.huaxia,
    ]);
    expect(tenant?.time_zone).toBe('America/New_York');
  });

  it('is for those who may edit the enterprise information', async () => {
    const purchaser = await t.login('purchaser');
    expect((await setZone(purchaser, 'UTC')).statusCode).toBe(403);
  });
});
