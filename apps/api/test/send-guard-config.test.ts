import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_GUARD_CLEANUP_CRON, SEND_GUARD_CLEANUP_JOB } from '@procure/server-notify';
import { runQueuedJob } from './support/jobs.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// The send guard's configuration on PostgreSQL (issue #18): the daily clean-up of its tables, run by its
// pg-boss worker (audit rows past the configured retention, spent budgets, ended blocks and
// long-expired codes go; everything still in force stays), and the client address behind a proxy
// (`TRUST_PROXY`).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SEND_AUDIT_RETENTION_DAYS: '10', TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

const count = async (table: string, where: string) =>
  (await t.sql<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`))[0]!.n;

describe('send guard clean-up job', () => {
  it('is scheduled daily on the job queue', async () => {
    const schedules = await t.sql<{ name: string; cron: string; timezone: string }>(
      'select name, cron, timezone from pgboss.schedule where name = $1',
      [SEND_GUARD_CLEANUP_JOB],
    );
    expect(schedules).toEqual([
      { name: SEND_GUARD_CLEANUP_JOB, cron: SEND_GUARD_CLEANUP_CRON, timezone: 'UTC' },
    ]);
  });

  it('deletes audit rows older than the retention, spent budgets, ended blocks and dead codes; keeps the rest', async () => {
    const now = new Date('2026-11-26T03:15:00Z');
    t.clock.set(now);
    const ago = (hours: number) => new Date(now.getTime() - hours * 3600_000).toISOString();
    const audit = (id: string, at: string) =>
      t.sql(
        `insert into send_audit (id, at, channel, purpose, target, client_ip, outcome)
         values ($1, $2, 'sms', 'register', '13800000000', '203.0.113.9', 'allowed')`,
        [id, at],
      );
    await audit('00000000-0000-4000-8000-00000000a001', ago(11 * 24)); // past 10 days: goes
    await audit('00000000-0000-4000-8000-00000000a002', ago(9 * 24)); // inside: stays
    await t.sql(
      `insert into send_budgets (bucket, stamps, updated_at) values
         ('test:old', array[$1::timestamptz], $1), ('test:live', array[$2::timestamptz], $2)`,
      [ago(25), ago(23)],
    );
    await t.sql(
      `insert into send_blocks (client_ip, until, created_at) values
         ('203.0.113.10', $1, $2), ('203.0.113.11', $3, $2)`,
      [ago(1), ago(25), ago(-1)],
    );
    await t.sql(
      `insert into verification_codes (id, purpose, channel, target, code_hash, expires_at) values
         ('00000000-0000-4000-8000-00000000c001', 'register', 'sms', '13800000001', 'x', $1),
         ('00000000-0000-4000-8000-00000000c002', 'register', 'sms', '13800000002', 'x', $2)`,
      [ago(25), ago(1)],
    );

    const job = await runQueuedJob(t, SEND_GUARD_CLEANUP_JOB);
    expect(job.state).toBe('completed');

    expect(await count('send_audit', "client_ip = '203.0.113.9'")).toBe(1);
    expect(await count('send_audit', "id = '00000000-0000-4000-8000-00000000a002'")).toBe(1);
    expect(await count('send_budgets', "bucket like 'test:%'")).toBe(1);
    expect(await count('send_budgets', "bucket = 'test:live'")).toBe(1);
    expect(await count('send_blocks', "client_ip like '203.0.113.%'")).toBe(1);
    expect(await count('send_blocks', "client_ip = '203.0.113.11'")).toBe(1);
    expect(await count('verification_codes', "target like '1380000000%'")).toBe(1);
    expect(await count('verification_codes', "target = '13800000002'")).toBe(1);

    // Idempotent: a second run finds nothing more to delete.
    await runQueuedJob(t, SEND_GUARD_CLEANUP_JOB);
    expect(await count('send_audit', "client_ip = '203.0.113.9'")).toBe(1);
    expect(await count('send_blocks', "client_ip like '203.0.113.%'")).toBe(1);
  });
});

describe('client address behind a proxy (TRUST_PROXY)', () => {
  const send = async (mobile: string, remoteAddress: string, forwardedFor: string) =>
    t.request({
      method: 'GET',
      url: `/api/v1/tenant/reg/sendMobileCode/${mobile}?${await t.imageQuery()}`,
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
  const auditedIp = async (mobile: string) =>
    (await t.sql<{ client_ip: string }>('select client_ip from send_audit where target = $1', [mobile]))[0]
      ?.client_ip;

  it('counts the address the trusted proxy forwards, and ignores the header from anyone else', async () => {
    t.clock.set(new Date());
    expect((await send('13750000001', '127.0.0.1', '203.0.113.77')).statusCode).toBe(200);
    expect(await auditedIp('13750000001')).toBe('203.0.113.77');
    expect((await send('13750000002', '198.51.100.60', '203.0.113.78')).statusCode).toBe(200);
    expect(await auditedIp('13750000002')).toBe('198.51.100.60');
  });

  it('lets a client behind the proxy be blocked by its own address', async () => {
    await t.sql(
      "insert into send_blocks (client_ip, until, created_at) values ('203.0.113.79', now() + interval '1 day', now())",
    );
    t.clock.set(new Date());
    expect((await send('13750000003', '127.0.0.1', '203.0.113.79')).statusCode).toBe(429);
    expect((await send('13750000004', '127.0.0.1', '203.0.113.80')).statusCode).toBe(200);
  });
});
