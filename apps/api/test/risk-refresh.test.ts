import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RISK_REFRESH_JOB, refreshAllTenants, simulatorBusinessInfo } from '@procure/risk-server';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { DEMO, demoId } from './support/demo-ids.ts';
import { runQueuedJob } from './support/jobs.ts';

// The daily risk refresh (issue #16 §6) on the pg-boss queue with a fake clock: it asks the simulator about
// Huaxia's monitored suppliers, records the new signals, tells the people of the settings, and does nothing
// more the same China day; Dongfang's expired package calls nothing. Then the HTTP adapter through the API
// against a local HTTP server: what it answers is stored as not simulated, and a failure answers 503 with
// the failed call recorded and nothing else.

const HUAXIA = DEMO.tenants.huaxia;
const DONGFANG = DEMO.tenants.dongfang;
const ANDA = demoId(900001);
const RISK_USER = demoId(1800001);
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const n = async (query: string, values: unknown[] = []) =>
  Number((await t.sql<{ n: string }>(query, values))[0]?.n);
const alerts = (userId: string) =>
  n("select count(*) as n from messages where recipient_id = $1 and title_en like 'Supplier risk alert%'", [
    userId,
  ]);
const chinaNoon = (daysAhead: number) => {
  const day = new Date(Date.now() + 8 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
  return new Date(`${day}T04:00:00Z`);
};

describe('daily refresh', () => {
  it('is scheduled daily at 07:00 China time', () => {
    expect(t.app.jobs.schedules()).toContainEqual(
      expect.objectContaining({ name: RISK_REFRESH_JOB, cron: '0 7 * * *', tz: 'Asia/Shanghai' }),
    );
  });

  it('records new signals and tells the configured people once per day (the queued job, then a repeat)', async () => {
    const at = chinaNoon(40);
    t.clock.set(at);
    const records = await n('select count(*) as n from risk_records where tenant_id = $1', [HUAXIA]);
    const calls = await n('select count(*) as n from risk_invocations where tenant_id = $1', [HUAXIA]);
    const job = await runQueuedJob(t, RISK_REFRESH_JOB);
    expect(job.state).toBe('completed');
    const [run] = await t.sql<{ suppliers: number; new_signals: number }>(
      'select suppliers, new_signals from risk_refresh_runs where tenant_id = $1',
      [HUAXIA],
    );
    expect(run?.suppliers).toBe(3);
    expect(run!.new_signals).toBeGreaterThan(0);
    expect(await n('select count(*) as n from risk_records where tenant_id = $1', [HUAXIA])).toBe(
      records + run!.new_signals,
    );
    // 3 suppliers × 4 kinds, by nobody (the job).
    expect(
      await n('select count(*) as n from risk_invocations where tenant_id = $1 and user_id is null', [
        HUAXIA,
      ]),
    ).toBe(12);
    expect(await n('select count(*) as n from risk_invocations where tenant_id = $1', [HUAXIA])).toBe(
      calls + 12,
    );
    const toAdmin = await alerts(DEMO.users.admin);
    expect(toAdmin).toBeGreaterThan(0);
    expect(await alerts(RISK_USER)).toBe(toAdmin);
    expect(await alerts(DEMO.users.purchaser)).toBe(0);
    const [message] = await t.sql<{ body_zh: string; link: string }>(
      "select body_zh, link from messages where recipient_id = $1 and title_en like 'Supplier risk alert%' limit 1",
      [DEMO.users.admin],
    );
    expect(message?.body_zh).toMatch(/企业监控于 .* 新增 \d+ 条风险信息/);
    expect(message?.link).toMatch(/^\/monitorin\/risk\//);

    // The same China day again (a retry, a second process): nothing.
    const again = await refreshAllTenants(t.database.db, simulatorBusinessInfo(), at);
    expect(again).toMatchObject({ ran: 0, newSignals: 0 });
    expect(await n('select count(*) as n from risk_invocations where tenant_id = $1', [HUAXIA])).toBe(
      calls + 12,
    );
    expect(await alerts(DEMO.users.admin)).toBe(toAdmin);
    // Dongfang's package has expired: no run, no call.
    expect(await n('select count(*) as n from risk_invocations where tenant_id = $1', [DONGFANG])).toBe(0);
    expect(await n('select count(*) as n from risk_refresh_runs where tenant_id = $1', [DONGFANG])).toBe(0);
  });

  it('the next day runs again and stores only what is new (each signal once)', async () => {
    const next = chinaNoon(41);
    const result = await refreshAllTenants(t.database.db, simulatorBusinessInfo(), next);
    expect(result.ran).toBe(1);
    expect(
      await n(
        'select count(*) as n from (select signal_key from risk_records where tenant_id = $1 group by vendor_id, signal_key having count(*) > 1) d',
        [HUAXIA],
      ),
    ).toBe(0);
    expect(await n('select count(*) as n from risk_refresh_runs where tenant_id = $1', [HUAXIA])).toBe(2);
  });
});

describe('the HTTP adapter through the API', () => {
  it('stores what the service answers as not simulated; a failing service answers 503 and records the failure', async () => {
    let status = 200;
    const server = createServer(async (req, res) => {
      for await (const _ of req) void _;
      const body =
        status === 200
          ? JSON.stringify({
              costUnits: 3,
              data: [
                {
                  key: 'REAL-1',
                  kind: 'dishonesty',
                  level: 3,
                  title: '被列为失信被执行人（真实服务）',
                  content: '…',
                  source: '法院',
                  occurredOn: '2026-10-01',
                },
              ],
            })
          : '{}';
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const h = await startTestApp({ RISK_PROVIDER: 'http', RISK_HTTP_URL: url, RISK_HTTP_TOKEN: 'tok' });
    try {
      const admin = await h.login('admin');
      const list = await h.request({ method: 'GET', url: '/api/v1/monitorin/list', token: admin });
      expect(list.json().data).toMatchObject({ provider: 'http', simulated: false });
      const ok = await h.request({
        method: 'POST',
        url: '/bid/qxb/enterprise/requestDishonesty',
        token: admin,
        payload: { vendorId: ANDA },
      });
      expect(ok.json().data).toMatchObject({ provider: 'http', simulated: false, found: 1, fresh: 1 });
      const [stored] = await h.sql<{ simulated: boolean }>(
        "select simulated from risk_records where signal_key = 'REAL-1'",
      );
      expect(stored?.simulated).toBe(false);
      const [call] = await h.sql<{ provider: string; cost_units: number }>(
        'select provider, cost_units from risk_invocations order by created_at desc limit 1',
      );
      expect(call).toMatchObject({ provider: 'http', cost_units: 3 });

      status = 500;
      const before = Number((await h.sql<{ n: string }>('select count(*) as n from risk_records'))[0]?.n);
      const down = await h.request({
        method: 'POST',
        url: '/bid/qxb/enterprise/requestManagementAbnormal',
        token: admin,
        payload: { vendorId: ANDA },
      });
      expect(down.statusCode).toBe(503);
      expect(down.json().data.errorCode).toBe('risk.providerUnavailable');
      expect(Number((await h.sql<{ n: string }>('select count(*) as n from risk_records'))[0]?.n)).toBe(
        before,
      );
      const [failed] = await h.sql<{ result: string; action: string; error: string }>(
        'select result, action, error from risk_invocations order by created_at desc limit 1',
      );
      expect(failed).toMatchObject({ result: 'failed', action: 'abnormal' });
      expect(failed?.error).toMatch(/500/);
    } finally {
      await h.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
