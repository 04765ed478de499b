import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { DEMO, demoId } from './support/demo-ids.ts';

// Enterprise risk (issue #16 §6) on PostgreSQL with the simulator: the demo monitoring (Huaxia, valid
// package, three suppliers), adding and removing, the quota, the 2001 answers without a valid package (and
// nothing persisted), the requests and gets of dishonesty / abnormal, details, the invoke records, settings,
// and the rule that a supplier never reads risk and a tenant only its own suppliers'.

const HUAXIA = DEMO.tenants.huaxia;
const DONGFANG = DEMO.tenants.dongfang;
const ANDA = demoId(900001); // Hangzhou Anda: the simulator's riskiest profile
const XINRUI = demoId(900011); // Wuxi Xinrui: serves Huaxia, not monitored by the demo
let t: TestApp;
let admin: string;
let riskHuaxia: string;
let riskDongfang: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  riskHuaxia = await t.login('risk');
  riskDongfang = await t.login('risk');
  const switched = await t.request({
    method: 'GET',
    url: `/api/v1/switchTenant?tenantId=${DONGFANG}`,
    token: riskDongfang,
  });
  expect(switched.json().code).toBe(0);
});
afterAll(async () => {
  await t.close();
});

const get = (token: string, url: string, language: 'zh_cn' | 'en_us' = 'en_us') =>
  t.request({ method: 'GET', url, token, language });
const post = (token: string, url: string, payload: unknown, language: 'zh_cn' | 'en_us' = 'en_us') =>
  t.request({ method: 'POST', url, token, payload: payload as object, language });
const counts = async (table: string, tenantId: string) =>
  Number(
    (await t.sql<{ n: string }>(`select count(*) as n from ${table} where tenant_id = $1`, [tenantId]))[0]?.n,
  );

describe('the demo monitoring', () => {
  it('Huaxia monitors three suppliers with what the simulator found, and says it is simulated', async () => {
    const res = await get(admin, '/api/v1/monitorin/list');
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body.simulated).toBe(true);
    expect(body.provider).toBe('simulator');
    expect(body.package).toMatchObject({ status: 'valid', quota: 10, used: 3 });
    const monitored = body.items.filter((i: { monitored: boolean }) => i.monitored);
    expect(monitored.map((i: { vendorId: string }) => i.vendorId).sort()).toEqual(
      [DEMO.vendors.shanghaiPrecision, DEMO.vendors.suzhouSteel, ANDA].sort(),
    );
    const anda = monitored.find((i: { vendorId: string }) => i.vendorId === ANDA);
    expect(anda.counts.dishonesty).toBeGreaterThan(0);
    expect(anda.highestLevel).toBe(3);
    expect(body.items.find((i: { vendorId: string }) => i.vendorId === XINRUI)?.monitored).toBe(false);
    expect(await counts('risk_invocations', HUAXIA)).toBe(12); // 3 suppliers × 4 signal kinds
  });

  it('the risk and social pages split the records; a record opens by id', async () => {
    const risk = (await get(admin, `/api/v1/monitorin/risk?vendorId=${ANDA}`)).json().data;
    expect(risk.records.length).toBeGreaterThan(0);
    expect(risk.records.every((r: { kind: string }) => r.kind !== 'opinion')).toBe(true);
    expect(risk.records.every((r: { simulated: boolean }) => r.simulated)).toBe(true);
    const social = (await get(admin, `/api/v1/monitorin/social?vendorId=${ANDA}`)).json().data;
    expect(social.records.length).toBeGreaterThan(0);
    expect(social.records.every((r: { kind: string }) => r.kind === 'opinion')).toBe(true);
    const detail = await get(admin, `/api/v1/monitorin/details/${risk.records[0].id}`);
    expect(detail.json().data).toMatchObject({ id: risk.records[0].id, vendorId: ANDA });
    const all = (await get(admin, '/api/v1/monitorin/records?pageSize=5')).json().data;
    expect(all.rows).toHaveLength(5);
    expect(all.total).toBeGreaterThan(5);
  });
});

describe('who reads risk', () => {
  it('a supplier never does (403), on either gateway', async () => {
    const supplier = await t.login('supplier', 'supplier');
    expect((await get(supplier, '/api/v1/monitorin/list')).statusCode).toBe(403);
    expect(
      (await get(supplier, `/api/v1/monitorin/risk?vendorId=${DEMO.vendors.shanghaiPrecision}`)).statusCode,
    ).toBe(403);
    expect(
      (
        await post(supplier, '/bid/qxb/enterprise/getDishonesty', {
          vendorId: DEMO.vendors.shanghaiPrecision,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("another tenant's supplier and record answer 404 like absent ones", async () => {
    const foreign = await get(riskDongfang, `/api/v1/monitorin/risk?vendorId=${ANDA}`);
    const absent = await get(riskDongfang, `/api/v1/monitorin/risk?vendorId=${demoId(999999)}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(absent.body);
    const [record] = await t.sql<{ id: string }>('select id from risk_records where tenant_id = $1 limit 1', [
      HUAXIA,
    ]);
    const res = await get(riskDongfang, `/api/v1/monitorin/details/${record!.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().data.errorCode).toBe('risk.recordNotFound');
  });
});

describe('the monitoring package (business code 2001)', () => {
  it('an expired package answers 2001 on every adapter call and persists nothing', async () => {
    const before = [await counts('risk_monitors', DONGFANG), await counts('risk_invocations', DONGFANG)];
    const list = (await get(riskDongfang, '/api/v1/monitorin/list')).json().data;
    expect(list.package.status).toBe('expired');
    for (const [url, payload, language] of [
      ['/api/v1/monitorin/add', { vendorId: DEMO.vendors.shanghaiPrecision }, 'zh_cn'],
      ['/bid/qxb/enterprise/requestDishonesty', { vendorId: DEMO.vendors.shanghaiPrecision }, 'en_us'],
      [
        '/bid/qxb/enterprise/requestManagementAbnormal',
        { vendorId: DEMO.vendors.shanghaiPrecision },
        'en_us',
      ],
    ] as const) {
      const res = await post(riskDongfang, url, payload, language);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 2001, data: { errorCode: 'risk.packageRequired' } });
      expect(res.json().desc).toMatch(language === 'zh_cn' ? /监控/ : /monitoring package/);
    }
    const details = await get(
      riskDongfang,
      `/api/v1/enterprise/getQxbInfo/${DEMO.vendors.shanghaiPrecision}`,
    );
    expect(details.json().code).toBe(2001);
    expect([await counts('risk_monitors', DONGFANG), await counts('risk_invocations', DONGFANG)]).toEqual(
      before,
    );
  });

  it('no package at all answers 2001 too; a valid one lets the call through', async () => {
    await t.sql('delete from risk_packages where tenant_id = $1', [DONGFANG]);
    const none = await post(riskDongfang, '/api/v1/monitorin/add', {
      vendorId: DEMO.vendors.shanghaiPrecision,
    });
    expect(none.json().code).toBe(2001);
    expect((await get(riskDongfang, '/api/v1/monitorin/list')).json().data.package.status).toBe('none');
    await t.sql(
      'insert into risk_packages (tenant_id, quota, valid_from, valid_to) values ($1, 1, current_date - 1, current_date + 30)',
      [DONGFANG],
    );
    const added = await post(riskDongfang, '/api/v1/monitorin/add', {
      vendorId: DEMO.vendors.shanghaiPrecision,
    });
    expect(added.json().code).toBe(0);
    // Quota 1, used 1: full. Restore the demo state after.
    await t.sql('delete from risk_monitors where tenant_id = $1', [DONGFANG]);
    await t.sql('update risk_packages set valid_to = current_date - 10 where tenant_id = $1', [DONGFANG]);
  });
});

describe('adding and removing', () => {
  it('adds a supplier, looks at it at once and records the calls; a second add is a conflict', async () => {
    const calls = await counts('risk_invocations', HUAXIA);
    const res = await post(riskHuaxia, '/api/v1/monitorin/add', { vendorId: XINRUI }, 'zh_cn');
    expect(res.statusCode).toBe(200);
    expect(res.json().desc).toBe('已加入监控');
    expect(res.json().data.fresh).toBeGreaterThan(0);
    expect(await counts('risk_invocations', HUAXIA)).toBe(calls + 4);
    const again = await post(riskHuaxia, '/api/v1/monitorin/add', { vendorId: XINRUI });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.errorCode).toBe('risk.alreadyMonitored');
  });

  it('a full package refuses with its quota and persists nothing', async () => {
    await post(riskHuaxia, '/api/v1/monitorin/remove', { vendorId: XINRUI });
    await t.sql('update risk_packages set quota = 3 where tenant_id = $1', [HUAXIA]);
    const calls = await counts('risk_invocations', HUAXIA);
    const res = await post(riskHuaxia, '/api/v1/monitorin/add', { vendorId: XINRUI });
    expect(res.statusCode).toBe(409);
    expect(res.json().desc).toMatch(/covers 3 suppliers/);
    expect(await counts('risk_monitors', HUAXIA)).toBe(3);
    expect(await counts('risk_invocations', HUAXIA)).toBe(calls);
    await t.sql('update risk_packages set quota = 10 where tenant_id = $1', [HUAXIA]);
  });

  it('concurrent adds never pass the quota', async () => {
    await t.sql('update risk_packages set quota = 4 where tenant_id = $1', [HUAXIA]);
    await t.sql('delete from risk_monitors where tenant_id = $1 and vendor_id = $2', [HUAXIA, XINRUI]);
    // Two different free suppliers would be needed; the same one twice also races the insert.
    const results = await Promise.all(
      Array.from({ length: 6 }, () => post(riskHuaxia, '/api/v1/monitorin/add', { vendorId: XINRUI })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(await counts('risk_monitors', HUAXIA)).toBe(4);
    await t.sql('update risk_packages set quota = 10 where tenant_id = $1', [HUAXIA]);
  });

  it('removing one not monitored answers 404', async () => {
    const res = await post(riskHuaxia, '/api/v1/monitorin/remove', { vendorId: demoId(999999) });
    expect(res.statusCode).toBe(404);
  });
});

describe('requests, gets, details and the invoke records (/bid/qxb/enterprise)', () => {
  it('request dishonesty calls the simulator once more and adds nothing new the same day; get reads them', async () => {
    const res = await post(admin, '/bid/qxb/enterprise/requestDishonesty', { vendorId: ANDA });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ provider: 'simulator', simulated: true, fresh: 0 });
    expect(data.found).toBe(data.records.length);
    const got = (await post(admin, '/bid/qxb/enterprise/getDishonesty', { vendorId: ANDA })).json().data;
    expect(got.records).toEqual(data.records);
    const abnormal = await post(admin, '/bid/qxb/enterprise/getManagementAbnormal', { vendorId: ANDA });
    expect(abnormal.json().data.records.every((r: { kind: string }) => r.kind === 'abnormal')).toBe(true);
  });

  it('details by vendor id and by credit code; an unknown code answers 404', async () => {
    const byId = (await get(admin, `/api/v1/enterprise/getQxbInfo/${DEMO.vendors.suzhouSteel}`)).json().data;
    expect(byId).toMatchObject({ simulated: true, costUnits: 1, vendorId: DEMO.vendors.suzhouSteel });
    expect(byId.details.socialCreditCode).toBe('91320505MA1P8QW3C9');
    const byCode = await get(admin, '/bid/qxb/enterprise/details?socialCreditCode=91320505MA1P8QW3C9');
    expect(byCode.json().data).toEqual(byId);
    const unknown = await get(admin, '/bid/qxb/enterprise/details?socialCreditCode=91350100M000100Y43');
    expect(unknown.statusCode).toBe(404);
    const bad = await get(admin, '/bid/qxb/enterprise/details?socialCreditCode=NOT-A-CODE');
    expect(bad.statusCode).toBe(400);
    const neither = await get(admin, '/bid/qxb/enterprise/details');
    expect(neither.statusCode).toBe(400);
  });

  it('the invoke record page lists every call: who, what, result, cost units', async () => {
    const page = (
      await post(admin, '/bid/qxb/enterprise/invokeRecordPage', { pageNo: 1, pageSize: 3 })
    ).json().data;
    expect(page.rows).toHaveLength(3);
    expect(page.total).toBe(await counts('risk_invocations', HUAXIA));
    expect(page.costUnits).toBeGreaterThanOrEqual(page.total);
    expect(page.rows[0]).toMatchObject({
      userName: '系统管理员',
      result: 'ok',
      simulated: true,
      costUnits: 1,
    });
  });
});

describe('settings', () => {
  it('refuses someone who does not manage suppliers and saves nothing; saves a valid list', async () => {
    const before = (await get(admin, '/api/v1/monitorin/settings')).json().data;
    expect(before.recipients.map((r: { userId: string }) => r.userId)).toContain(DEMO.users.admin);
    const bad = await post(admin, '/api/v1/monitorin/settings/save', {
      signals: ['dishonesty'],
      notifyUserIds: [DEMO.users.admin, DEMO.users.purchaser],
      email: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields[0]).toMatchObject({
      path: 'notifyUserIds.1',
      code: 'risk.notifyUserInvalid',
    });
    const empty = await post(admin, '/api/v1/monitorin/settings/save', {
      signals: [],
      notifyUserIds: [],
      email: true,
    });
    expect(empty.statusCode).toBe(400);
    expect((await get(admin, '/api/v1/monitorin/settings')).json().data.signals).toEqual(before.signals);
    const good = await post(admin, '/api/v1/monitorin/settings/save', {
      signals: ['opinion', 'dishonesty'],
      notifyUserIds: [DEMO.users.admin],
      email: false,
    });
    expect(good.statusCode).toBe(200);
    const after = (await get(admin, '/api/v1/monitorin/settings')).json().data;
    expect(after).toMatchObject({
      signals: ['dishonesty', 'opinion'],
      notifyUserIds: [DEMO.users.admin],
      email: false,
    });
  });
});
