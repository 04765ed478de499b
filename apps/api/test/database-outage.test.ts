import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { renameDatabase, withAdmin } from './support/postgres-admin.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login('purchaser');
});
afterAll(async () => {
  await t.close();
});

const admin = () => inject('adminDatabaseUrl');

async function eventually<T>(
  fn: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('database outage', () => {
  it('answers 503 + Retry-After while the database is unreachable, and recovers without a restart', async () => {
    const list = () =>
      t.request({ method: 'GET', url: '/api/v1/person/addresses/list', token, language: 'en_us' });
    expect((await list()).statusCode).toBe(200);

    // Kill every connection and make the database unreachable under its name.
    const away = `${t.databaseName}_away`;
    await withAdmin(admin(), (client) => renameDatabase(client, t.databaseName, away));
    try {
      for (const res of [
        await list(),
        await t.request({ method: 'GET', url: '/api/v1/employee/loginEmployee', token, language: 'en_us' }),
        await t.request({
          method: 'GET',
          url: `/api/v1/tenant/login/verifycode/100/50?key=${crypto.randomUUID()}`,
          language: 'en_us',
        }),
      ]) {
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(body(res)).toEqual({
          code: 503,
          data: { errorCode: 'service.unavailable' },
          desc: 'The service is temporarily unavailable. Try again in a moment.',
        });
        expect(res.body).not.toMatch(/does not exist|ECONN|postgres/i);
      }
      const health = await t.request({ method: 'GET', url: '/health', language: 'zh_cn' });
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe('5');
      expect(body<ErrorData>(health).data.errorCode).toBe('service.unavailable');
      expect(body(health).desc).toBe('服务暂时不可用，请稍后重试。');
    } finally {
      await withAdmin(admin(), (client) => renameDatabase(client, away, t.databaseName));
    }

    const back = await eventually(list, (res) => res.statusCode === 200);
    expect(back.statusCode).toBe(200);
    expect(body<unknown[]>(back).data.length).toBeGreaterThan(0);
    expect((await t.request({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
