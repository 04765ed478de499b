import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_REMINDER_JOB, sendCertificateReminders } from '@procure/vendor-server';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';
import { runQueuedJob } from './support/jobs.ts';

// Certificate expiry reminders (issue #16 §5) as a daily pg-boss job, with a fixed clock. The demo seed
// (relative to the seeding day) gives Shanghai Precision a business licence expiring in 10 days and an
// expired ISO 9001, and Hangzhou Anda (no users) an expired safety licence. Both sides are told once per
// certificate validity and kind: the supplier's users and the buyer users who manage suppliers.

const HUAXIA = DEMO.tenants.huaxia;
let t: TestApp;
let seededAt: Date;

beforeAll(async () => {
  t = await startTestApp();
  const [row] = await t.sql<{ at: Date }>(
    "select (valid_to - 10)::timestamp + interval '4 hours' as at from vendor_certificates where certificate_no = '91310115MA1K4XY7DD'",
  );
  // 12:00 in China on the day the demo was seeded: the licence then has exactly 10 days left.
  seededAt = new Date(`${new Date(row!.at).toISOString().slice(0, 10)}T04:00:00Z`);
});
afterAll(async () => {
  await t.close();
});

type Message = {
  recipient_id: string;
  title_zh: string;
  body_zh: string;
  body_en: string;
  link: string | null;
};
async function reminders(): Promise<Message[]> {
  return t.sql<Message>(
    `select recipient_id, title_zh, body_zh, body_en, link from messages
      where tenant_id = $1 and kind = 'notice' and title_en like 'Certificate reminder%' order by created_at, id`,
    [HUAXIA],
  );
}

describe('certificate expiry reminders', () => {
  it('is scheduled daily at 08:30 China time on the queue', () => {
    expect(t.app.jobs.schedules()).toContainEqual(
      expect.objectContaining({ name: CERTIFICATE_REMINDER_JOB, cron: '30 8 * * *', tz: 'Asia/Shanghai' }),
    );
  });

  it('tells the supplier and the buyer once per certificate (the queued job, then a repeat posts nothing)', async () => {
    t.clock.set(seededAt);
    const job = await runQueuedJob(t, CERTIFICATE_REMINDER_JOB);
    expect(job.state).toBe('completed');
    const first = await reminders();
    const supplier = first.filter((m) => m.recipient_id === DEMO.users.supplier);
    expect(supplier.map((m) => m.body_en).sort()).toEqual([
      expect.stringMatching(/"ISO 9001.*expired on/),
      expect.stringMatching(/"营业执照" of .* expires on .*\(10 days left\)/),
    ]);
    expect(supplier.every((m) => m.link === null)).toBe(true);
    const admin = first.filter((m) => m.recipient_id === DEMO.users.admin);
    // The buyer hears about every supplier, also Hangzhou Anda (which has no users to tell).
    expect(admin).toHaveLength(3);
    expect(admin.some((m) => m.body_zh.includes('杭州安达') && m.body_zh.includes('安全生产许可证'))).toBe(
      true,
    );
    expect(admin.every((m) => m.link === '/vendor')).toBe(true);
    // A user without the supplier permission hears nothing.
    expect(first.some((m) => m.recipient_id === DEMO.users.purchaser)).toBe(false);

    const again = await sendCertificateReminders(t.database.db, seededAt);
    expect(again.reminded).toBe(0);
    expect(await reminders()).toHaveLength(first.length);
  });

  it('the day after the licence expires, both sides hear it has expired (once)', async () => {
    const before = (await reminders()).length;
    const later = new Date(seededAt.getTime() + 11 * 86_400_000);
    const run = await sendCertificateReminders(t.database.db, later);
    expect(run.reminded).toBe(1);
    const added = (await reminders()).slice(before);
    expect(added.map((m) => m.recipient_id).sort()).toEqual(
      expect.arrayContaining([DEMO.users.supplier, DEMO.users.admin]),
    );
    expect(added.every((m) => m.body_zh.includes('营业执照') && m.body_zh.includes('已于'))).toBe(true);
    expect((await sendCertificateReminders(t.database.db, later)).reminded).toBe(0);
  });

  it('a renewed certificate (a later end date) is reminded again when it nears its own end', async () => {
    await t.sql(
      `insert into vendor_certificates (id, tenant_id, vendor_id, type_id, certificate_no, file_id, valid_from, valid_to, uploaded_by)
       select gen_random_uuid(), tenant_id, vendor_id, type_id, 'RENEWED', file_id, valid_to, valid_to + 40, uploaded_by
         from vendor_certificates where certificate_no = '91310115MA1K4XY7DD'`,
    );
    // Renewed through day +50 (30 reminder days): quiet at day +11, expiring at day +25.
    expect(
      (await sendCertificateReminders(t.database.db, new Date(seededAt.getTime() + 12 * 86_400_000)))
        .reminded,
    ).toBe(0);
    expect(
      (await sendCertificateReminders(t.database.db, new Date(seededAt.getTime() + 25 * 86_400_000)))
        .reminded,
    ).toBe(1);
  });
});
