import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, withTenant } from '@procure/server-db';
import { registerMenuCounter } from '@procure/identity-server';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';

const HUAXIA = '00000000-0000-4000-8000-000000001001';
const DONGFANG = '00000000-0000-4000-8000-000000001002';
const SHANGHAI = '00000000-0000-4000-8000-000000002001';
const SUZHOU = '00000000-0000-4000-8000-000000002002';
const HANGZHOU_ANDA = '00000000-0000-4000-8000-000000900001'; // tools/seed/purchasing/vendor.ts
const WUXI_XINRUI = '00000000-0000-4000-8000-000000900011';
// tools/seed/purchasing/vendor-class.ts: two invited potential suppliers that never applied.
const NINGBO_YUANHANG = '00000000-0000-4000-8000-000000940401';
const XIAMEN_HAINA = '00000000-0000-4000-8000-000000940411';
const SHANGHAI_HUAXIA = '00000000-0000-4000-8000-000000002101';
const SUZHOU_HUAXIA = '00000000-0000-4000-8000-000000002103';
const PURCHASER = '00000000-0000-4000-8000-000000003002';
const UNKNOWN_TENANT = '00000000-0000-4000-8000-0000000019ff';

type Me = { loginTenantId: string; tenantList: { tenantId: string }[]; loginVdSiteVersion: string | null };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = async (token: string) =>
  body<Me>(await t.request({ method: 'GET', url: '/api/v1/employee/loginEmployee', token })).data;
const addressIds = async (token: string) => {
  const res = await t.request({ method: 'GET', url: '/api/v1/person/addresses/list', token });
  return body<{ id: string }[]>(res).data.map((a) => a.id);
};
const switches = (userId: string) =>
  t.sql<{ from_tenant_id: string | null; to_tenant_id: string; site: string; result: string }>(
    'select from_tenant_id, to_tenant_id, site, result from tenant_switches where user_id = $1 order by at, id',
    [userId],
  );

describe('GET /switchTenant', () => {
  it('moves the buyer session to its other tenant, keeps the token and records the switch', async () => {
    const token = await t.login('purchaser');
    expect((await me(token)).loginTenantId).toBe(HUAXIA);
    expect(await addressIds(token)).not.toEqual([]);

    const res = await t.request({ method: 'GET', url: `/api/v1/switchTenant?tenantId=${DONGFANG}`, token });
    expect(res.statusCode).toBe(200);
    expect(body<{ loginTenantId: string }>(res).data.loginTenantId).toBe(DONGFANG);

    expect((await me(token)).loginTenantId).toBe(DONGFANG);
    // Huaxia's addresses are not visible from Dongfang with the same token.
    expect(await addressIds(token)).toEqual([]);
    const [session] = await t.sql<{ login_tenant_id: string }>(
      'select login_tenant_id from sessions where user_id = $1 and revoked_at is null order by created_at desc limit 1',
      [PURCHASER],
    );
    expect(session?.login_tenant_id).toBe(DONGFANG);
    expect(await switches(PURCHASER)).toContainEqual({
      from_tenant_id: HUAXIA,
      to_tenant_id: DONGFANG,
      site: 'buyer',
      result: 'switched',
    });
  });

  it('refuses a tenant the user does not belong to with 403, changes nothing and records the refusal', async () => {
    const token = await t.login('approver');
    const approverId = '00000000-0000-4000-8000-000000003003';
    for (const target of [DONGFANG, UNKNOWN_TENANT]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/v1/switchTenant?tenantId=${target}`,
        token,
        language: 'en_us',
      });
      expect(res.statusCode).toBe(403);
      expect(body<ErrorData>(res)).toMatchObject({ code: 403, data: { errorCode: 'tenant.notMember' } });
      expect(body(res).desc).toMatch(/do not belong/);
    }
    expect((await me(token)).loginTenantId).toBe(HUAXIA);
    const recorded = await switches(approverId);
    expect(recorded.map((r) => r.result)).toEqual(['refused', 'refused']);
  });

  it('answers 400 for a malformed id, 401 without a token, and 403 on the wrong site', async () => {
    const token = await t.login('purchaser');
    const bad = await t.request({ method: 'GET', url: '/api/v1/switchTenant?tenantId=1e309', token });
    expect(bad.statusCode).toBe(400);
    const anon = await t.request({ method: 'GET', url: `/api/v1/switchTenant?tenantId=${DONGFANG}` });
    expect(anon.statusCode).toBe(401);
    const vd = await t.request({ method: 'GET', url: `/api/v1/switchVdTenant?tenantId=${DONGFANG}`, token });
    expect(body<ErrorData>(vd)).toMatchObject({ code: 403, data: { errorCode: 'tenant.wrongSite' } });
    const ops = await t.login('ops', 'ops');
    const opsSwitch = await t.request({
      method: 'GET',
      url: `/api/v1/switchTenant?tenantId=${HUAXIA}`,
      token: ops,
    });
    expect(opsSwitch.statusCode).toBe(403);
  });
});

describe('supplier tenants and scoping', () => {
  it('lists the tenants the supplier company serves, and switches with /switchVdTenant', async () => {
    const token = await t.login('supplier', 'supplier');
    const before = await me(token);
    expect(before.tenantList.map((x) => x.tenantId)).toEqual([HUAXIA, DONGFANG]);
    const res = await t.request({ method: 'GET', url: `/api/v1/switchVdTenant?tenantId=${DONGFANG}`, token });
    expect(res.statusCode).toBe(200);
    expect((await me(token)).loginTenantId).toBe(DONGFANG);
  });

  it('drops a tenant whose relation is inactive from the list, refuses switching to it, and locks out its sessions', async () => {
    const token = await t.login('supplier', 'supplier');
    await t.sql("update tenant_vendors set status = 'inactive' where tenant_id = $1 and vendor_id = $2", [
      DONGFANG,
      SHANGHAI,
    ]);
    try {
      expect((await me(token)).tenantList.map((x) => x.tenantId)).toEqual([HUAXIA]);
      const res = await t.request({
        method: 'GET',
        url: `/api/v1/switchVdTenant?tenantId=${DONGFANG}`,
        token,
      });
      expect(res.statusCode).toBe(403);
      await t.sql('update sessions set login_tenant_id = $1 where token_hash is not null and user_id = $2', [
        DONGFANG,
        '00000000-0000-4000-8000-000000003005',
      ]);
      const locked = await t.request({ method: 'GET', url: '/api/v1/employee/loginEmployee', token });
      expect(locked.statusCode).toBe(401);
    } finally {
      await t.sql("update tenant_vendors set status = 'active' where tenant_id = $1 and vendor_id = $2", [
        DONGFANG,
        SHANGHAI,
      ]);
    }
  });

  it("never shows supplier A supplier B's relation in the same tenant, not even by id", async () => {
    const a = await t.login('supplier', 'supplier');
    const list = await t.request({ method: 'GET', url: '/api/v1/tenantVendor/list', token: a });
    expect(body<{ id: string }[]>(list).data.map((r) => r.id)).toEqual([SHANGHAI_HUAXIA]);
    const foreign = await t.request({
      method: 'GET',
      url: `/api/v1/tenantVendor/${SUZHOU_HUAXIA}`,
      token: a,
    });
    const absent = await t.request({
      method: 'GET',
      url: '/api/v1/tenantVendor/00000000-0000-4000-8000-00000000abcd',
      token: a,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(absent.body);
    // A buyer of the tenant sees all its suppliers (the vendor seed adds Hangzhou Anda, a supplier without users,
    // and Wuxi Xinrui, a potential supplier whose application waits for approval; the classification seed two
    // invited suppliers that never applied).
    const buyer = await t.login('admin');
    const all = await t.request({ method: 'GET', url: '/api/v1/tenantVendor/list', token: buyer });
    expect(
      body<{ vendorId: string }[]>(all)
        .data.map((r) => r.vendorId)
        .sort(),
    ).toEqual([SHANGHAI, SUZHOU, HANGZHOU_ANDA, WUXI_XINRUI, NINGBO_YUANHANG, XIAMEN_HAINA].sort());
  });

  it('enforces the vendor scope in the database itself, for reads and writes', async () => {
    const scope = { tenantId: HUAXIA, userId: null, vendorId: SHANGHAI };
    const seen = await withTenant(t.database.db, scope, (tx) =>
      queryRows<{ vendor_id: string }>(tx, sql`select vendor_id from tenant_vendors`),
    );
    expect(seen.map((r) => r.vendor_id)).toEqual([SHANGHAI]);
    const updated = await withTenant(t.database.db, scope, (tx) =>
      queryRows(
        tx,
        sql`update tenant_vendors set status = 'inactive' where id = ${SUZHOU_HUAXIA} returning id`,
      ),
    );
    expect(updated).toEqual([]);
    const insert = withTenant(t.database.db, scope, (tx) =>
      tx.execute(
        sql`insert into tenant_vendors (id, tenant_id, vendor_id) values (gen_random_uuid(), ${HUAXIA}, ${SUZHOU})`,
      ),
    );
    await expect(insert).rejects.toThrow();
  });
});

describe('site version and menus', () => {
  it('saves the supplier site version and reports it as loginVdSiteVersion; buyers are refused', async () => {
    const token = await t.login('supplier', 'supplier');
    expect((await me(token)).loginVdSiteVersion).toBe('v1');
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/employee/vdSiteVersion',
      token,
      payload: { vdSiteVersion: 'v2' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(token)).loginVdSiteVersion).toBe('v2');
    const bad = await t.request({
      method: 'PUT',
      url: '/api/v1/employee/vdSiteVersion',
      token,
      payload: { vdSiteVersion: 'v9' },
    });
    expect(bad.statusCode).toBe(400);
    const buyer = await t.login('purchaser');
    expect((await me(buyer)).loginVdSiteVersion).toBeNull();
    const refused = await t.request({
      method: 'PUT',
      url: '/api/v1/employee/vdSiteVersion',
      token: buyer,
      payload: { vdSiteVersion: 'v2' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('gets and saves the menu version per user, and the v3 list carries it', async () => {
    const token = await t.login('admin');
    const get = async () =>
      body<{ menuVersion: string }>(await t.request({ method: 'GET', url: '/api/v1/menu/version', token }))
        .data;
    expect(await get()).toEqual({ menuVersion: 'v2' });
    const put = await t.request({
      method: 'PUT',
      url: '/api/v1/menu/version',
      token,
      payload: { menuVersion: 'v3' },
    });
    expect(put.statusCode).toBe(200);
    expect(await get()).toEqual({ menuVersion: 'v3' });
    const v3 = body<{
      menuVersion: string;
      menus: { menuCode: string; parentCode: string | null; level: number }[];
    }>(await t.request({ method: 'GET', url: '/api/v1/menu/v3/list', token })).data;
    expect(v3.menuVersion).toBe('v3');
    expect(v3.menus).toContainEqual(
      expect.objectContaining({ menuCode: 'userSettingAddress', parentCode: 'userSetting', level: 1 }),
    );
    const other = await t.login('purchaser');
    expect(
      body<{ menuVersion: string }>(
        await t.request({ method: 'GET', url: '/api/v1/menu/version', token: other }),
      ).data,
    ).toEqual({ menuVersion: 'v2' });
  });

  it('fills approveNum from a registered counter, only for items the user can see', async () => {
    let calls = 0;
    const unregister = registerMenuCounter('userSettingAddress', async () => {
      calls += 1;
      return 7;
    });
    try {
      const token = await t.login('purchaser');
      const tree = body<
        { menuCode: string; approveNum: number; childMenus: { menuCode: string; approveNum: number }[] }[]
      >(await t.request({ method: 'GET', url: '/api/v1/menu/list', token })).data;
      const address = tree.flatMap((n) => n.childMenus).find((n) => n.menuCode === 'userSettingAddress');
      expect(address?.approveNum).toBe(7);
      expect(tree.find((n) => n.menuCode === 'homepage')?.approveNum).toBe(0);
      const viewer = await t.login('viewer');
      calls = 0;
      const viewerTree = JSON.stringify(
        body(await t.request({ method: 'GET', url: '/api/v1/menu/list', token: viewer })).data,
      );
      expect(viewerTree).not.toContain('userSettingAddress');
      expect(calls).toBe(0);
    } finally {
      unregister();
    }
  });
});
