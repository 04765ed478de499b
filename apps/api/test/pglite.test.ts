import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import lockfile from 'proper-lockfile';
import { DataDirLockedError, openPglite, silentDbLogger } from '@procure/server-db';
import { buildApp, loadConfig } from '../src/index.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('embedded PGlite', () => {
  it('migrates, seeds, logs in and lists addresses; a second process cannot open the same folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'procure-pglite-'));
    dirs.push(dir);
    const dataDir = join(dir, 'data');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PGLITE_DATA_DIR: dataDir,
      SEED_DEMO: '1',
      CAPTCHA_FIXED_CODE: 'Pg1t',
    });
    const app = await buildApp(config, { prettyLogs: false });
    try {
      expect(app.database.kind).toBe('pglite');
      await expect(openPglite({ dataDir, logger: silentDbLogger })).rejects.toBeInstanceOf(
        DataDirLockedError,
      );

      const verifyKey = randomUUID();
      expect(
        (await app.inject({ method: 'GET', url: `/api/v1/tenant/login/verifycode/100/50?key=${verifyKey}` }))
          .statusCode,
      ).toBe(200);
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/tenant/buyer/login',
        payload: { username: 'purchaser', password: 'Procure@2026', verifyKey, verifyCode: 'Pg1t' },
      });
      expect(login.statusCode).toBe(200);
      const token = (login.json() as { data: { token: string } }).data.token;
      const list = await app.inject({
        method: 'GET',
        url: '/api/v1/person/addresses/list',
        headers: { token },
      });
      expect(list.statusCode).toBe(200);
      expect((list.json() as { data: { isDefault: boolean }[] }).data.map((a) => a.isDefault)).toEqual([
        true,
        false,
      ]);
      // Row-level security holds on PGlite too (its default user is a superuser; requests are not).
      const other = await app.inject({
        method: 'GET',
        url: '/api/v1/person/addresses/list',
        headers: { token: await loginAs(app, 'approver') },
      });
      expect((other.json() as { data: unknown[] }).data).toEqual([]);
      // The purchasing demo runs on PGlite: the catalogue, the cart (a write) and the cached session path.
      const goods = await app.inject({ method: 'GET', url: '/api/v1/product/list', headers: { token } });
      expect(goods.statusCode).toBe(200);
      const first = (goods.json() as { data: { items: { skuId: string; productId: string }[] } }).data
        .items[0];
      expect(first).toBeDefined();
      const added = await app.inject({
        method: 'POST',
        url: '/api/v1/shopcart/add',
        headers: { token },
        payload: { skuId: first?.skuId, productId: first?.productId, count: 2, vendorType: 'catalogue' },
      });
      expect(added.statusCode).toBe(200);
      const count = await app.inject({ method: 'GET', url: '/api/v1/shopcart/num', headers: { token } });
      expect(count.json()).toMatchObject({ code: 0 });
      const myRequests = await app.inject({
        method: 'GET',
        url: '/api/v1/procurementApply/list',
        headers: { token },
      });
      expect((myRequests.json() as { data: { items: unknown[] } }).data.items.length).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
    // Closed: the lock is released for the next process.
    expect(await lockfile.check(dataDir)).toBe(false);
  }, 180_000);
});

async function loginAs(app: Awaited<ReturnType<typeof buildApp>>, username: string): Promise<string> {
  const verifyKey = randomUUID();
  await app.inject({ method: 'GET', url: `/api/v1/tenant/login/verifycode/100/50?key=${verifyKey}` });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/tenant/buyer/login',
    payload: { username, password: 'Procure@2026', verifyKey, verifyCode: 'Pg1t' },
  });
  return (res.json() as { data: { token: string } }).data.token;
}
