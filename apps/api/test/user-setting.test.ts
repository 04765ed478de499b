import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// Personal settings: message settings, financial authority, default addresses, work proxy.
const USERS = DEMO.users;
const ADDR = { office: DEMO.addresses.purchaserOffice, warehouse: DEMO.addresses.purchaserWarehouse };
const HUAXIA = DEMO.tenants.huaxia;
const DONGFANG = DEMO.tenants.dongfang;

const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

let t: TestApp;
let purchaser: string;
beforeAll(async () => {
  t = await startTestApp();
  purchaser = await t.login('purchaser');
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
  t.request({ method, url: `/api/v1${url}`, token, language: 'en_us', ...(payload ? { payload } : {}) });

describe('message settings', () => {
  it('answers defaults for every type, saves toggles and keeps them per user', async () => {
    const before = body<{ messageType: string; sms: boolean }[]>(
      await call('GET', '/mysetting/messageSetting', purchaser),
    ).data;
    expect(before.map((s) => s.messageType)).toEqual([
      'approvalTodo',
      'approvalResult',
      'orderStatus',
      'delivery',
      'invoice',
      'payment',
      'systemNotice',
      'dailyDigest',
    ]);
    const res = await call('PUT', '/mysetting/messageSetting', purchaser, {
      items: [{ messageType: 'payment', inApp: false, email: false, sms: true }],
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).desc).toBe('Message settings saved');
    const after = body<{ messageType: string; inApp: boolean; sms: boolean }[]>(
      await call('GET', '/mysetting/messageSetting', purchaser),
    ).data;
    expect(after.find((s) => s.messageType === 'payment')).toMatchObject({ inApp: false, sms: true });
    // Another user of the same tenant still has the defaults.
    const approver = await t.login('approver');
    const theirs = body<{ messageType: string; inApp: boolean }[]>(
      await call('GET', '/mysetting/messageSetting', approver),
    ).data;
    expect(theirs.find((s) => s.messageType === 'payment')?.inApp).toBe(true);
  });

  it('refuses an unknown type or a repeated type and changes nothing', async () => {
    const unknown = await call('PUT', '/mysetting/messageSetting', purchaser, {
      items: [{ messageType: 'lottery', inApp: true, email: true, sms: true }],
    });
    expect(unknown.statusCode).toBe(400);
    const twice = await call('PUT', '/mysetting/messageSetting', purchaser, {
      items: [
        { messageType: 'delivery', inApp: false, email: false, sms: false },
        { messageType: 'delivery', inApp: true, email: true, sms: true },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const rows = await t.sql("select * from message_settings where message_type = 'delivery'");
    expect(rows).toHaveLength(0);
  });
});

describe('financial authority', () => {
  it('lists the entities of the finance user with the payment-accounting flag', async () => {
    const finance = await t.login('finance');
    const res = await call('GET', '/finance/getData', finance);
    expect(res.statusCode).toBe(200);
    const data = body<{ paymentAccounting: boolean; invoiceVerification: boolean; scopes: unknown[] }>(
      res,
    ).data;
    expect(data.paymentAccounting).toBe(true);
    expect(data.invoiceVerification).toBe(false);
    expect(data.scopes).toHaveLength(2);
  });

  it('gives the purchaser invoice verification on one cost centre, in the request language', async () => {
    const data = body<{
      paymentAccounting: boolean;
      invoiceVerification: boolean;
      scopes: { legalEntityName: string; costCentreCode: string | null }[];
    }>(await call('GET', '/finance/getData', purchaser)).data;
    expect(data).toMatchObject({ paymentAccounting: false, invoiceVerification: true });
    expect(data.scopes).toEqual([
      expect.objectContaining({
        costCentreCode: 'CC-1001',
        legalEntityName: expect.stringMatching(/Shanghai/),
      }),
    ]);
  });

  it('shows nothing of another tenant: the purchaser switched to Dongfang has no scopes there', async () => {
    // Seeded authority rows belong to Huaxia; a row in another tenant is invisible through RLS.
    await t.sql(
      'insert into finance_authorities (id, tenant_id, user_id, legal_entity_id) values ($1, $2, $3, $4)',
      [randomUUID(), DONGFANG, USERS.approver, DEMO.legalEntities.dongfangBeijing],
    );
    const approver = await t.login('approver');
    const data = body<{ scopes: unknown[] }>(await call('GET', '/finance/getData', approver)).data;
    expect(data.scopes).toEqual([]);
  });
});

describe('default addresses (profile/modify)', () => {
  let invoiceId: string;
  beforeAll(async () => {
    invoiceId = randomUUID();
    await t.sql(
      `insert into person_addresses (id, tenant_id, user_id, name, phone, email, region_code, province_name,
         city_name, area_name, address, address_type, is_default)
       values ($1, $2, $3, '票据', '13900000001', 'a@b.cn', '310104', '上海市', '市辖区', '徐汇区', '1 号', 2, false),
              ($4, $2, $5, '别人', '13900000002', 'c@d.cn', '310104', '上海市', '市辖区', '徐汇区', '2 号', 2, true)`,
      [invoiceId, HUAXIA, USERS.purchaser, randomUUID(), USERS.approver],
    );
  });
  const defaults = async () =>
    (
      await t.sql<{ id: string }>(
        'select id from person_addresses where user_id = $1 and is_default order by address_type',
        [USERS.purchaser],
      )
    ).map((r) => r.id);

  it('makes the given own addresses the defaults of their types', async () => {
    const res = await call('POST', '/mysetting/profile/modify', purchaser, {
      defaultReceiveAddressId: ADDR.warehouse,
      defaultInvoiceAddressId: invoiceId,
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).desc).toBe('Default addresses saved');
    expect(await defaults()).toEqual([ADDR.warehouse, invoiceId]);
  });

  it('answers 404 for another person’s address and changes nothing (one transaction)', async () => {
    const before = await defaults();
    const [other] = await t.sql<{ id: string }>('select id from person_addresses where user_id = $1', [
      USERS.approver,
    ]);
    const res = await call('POST', '/mysetting/profile/modify', purchaser, {
      defaultReceiveAddressId: ADDR.office,
      defaultInvoiceAddressId: other?.id,
    });
    expect(res.statusCode).toBe(404);
    expect(body<ErrorData>(res).data.errorCode).toBe('common.notFound');
    expect(await defaults()).toEqual(before);
  });

  it('answers 404 for an address of the wrong type and 400 for an empty body', async () => {
    const wrongType = await call('POST', '/mysetting/profile/modify', purchaser, {
      defaultInvoiceAddressId: ADDR.office,
    });
    expect(wrongType.statusCode).toBe(404);
    const empty = await call('POST', '/mysetting/profile/modify', purchaser, {});
    expect(empty.statusCode).toBe(400);
  });
});

describe('work proxy', () => {
  beforeEach(async () => {
    await t.sql('delete from work_proxies');
  });
  const set = (payload: Record<string, unknown>, token = purchaser) =>
    call('POST', '/workproxy/set', token, payload);

  it('sets a proxy to a colleague, lists it and exposes it to the approval engine', async () => {
    const candidates = body<{ userId: string }[]>(await call('GET', '/workproxy/candidates', purchaser)).data;
    expect(candidates.map((c) => c.userId)).toContain(USERS.approver);
    expect(candidates.map((c) => c.userId)).not.toContain(USERS.purchaser);
    expect(candidates.map((c) => c.userId)).not.toContain(USERS.supplier);

    const res = await set({ delegateUserId: USERS.approver, startDate: iso(0), endDate: iso(3) });
    expect(res.statusCode).toBe(200);
    expect(body<{ status: string; delegateName: string }>(res).data).toMatchObject({
      status: 'active',
      delegateName: '王审批',
    });
    const list = body<{ id: string }[]>(await call('GET', '/workproxy/get', purchaser)).data;
    expect(list).toHaveLength(1);
    const [row] = await t.sql('select tenant_id, user_id, delegate_user_id from work_proxies');
    expect(row).toEqual({ tenant_id: HUAXIA, user_id: USERS.purchaser, delegate_user_id: USERS.approver });
  });

  it('answers 409 for an overlapping period and allows it again after cancelling', async () => {
    const first = body<{ id: string }>(
      await set({ delegateUserId: USERS.approver, startDate: iso(2), endDate: iso(5) }),
    ).data;
    const overlap = await set({ delegateUserId: USERS.finance, startDate: iso(5), endDate: iso(9) });
    expect(overlap.statusCode).toBe(409);
    expect(body<ErrorData>(overlap).data.errorCode).toBe('workProxy.overlap');
    // Adjacent days do not overlap.
    expect(
      (await set({ delegateUserId: USERS.finance, startDate: iso(6), endDate: iso(9) })).statusCode,
    ).toBe(200);
    const cancel = await call('POST', '/workproxy/cancel', purchaser, { id: first.id });
    expect(cancel.statusCode).toBe(200);
    expect(body(cancel).desc).toBe('Work proxy cancelled');
    expect((await set({ delegateUserId: USERS.admin, startDate: iso(3), endDate: iso(4) })).statusCode).toBe(
      200,
    );
    // Cancelling twice, or someone else's proxy, answers 404.
    expect((await call('POST', '/workproxy/cancel', purchaser, { id: first.id })).statusCode).toBe(404);
  });

  it('refuses an employee of another tenant (404), oneself, a past start and an end before the start', async () => {
    // The supplier user belongs to Huaxia too, but is not an employee; ops is in no tenant.
    for (const delegateUserId of [USERS.supplier, USERS.ops, randomUUID()]) {
      const res = await set({ delegateUserId, startDate: iso(1), endDate: iso(2) });
      expect(res.statusCode).toBe(404);
    }
    const self = await set({ delegateUserId: USERS.purchaser, startDate: iso(1), endDate: iso(2) });
    expect(body<ErrorData>(self).data.fields?.[0]).toMatchObject({
      path: 'delegateUserId',
      code: 'workProxy.self',
    });
    const past = await set({ delegateUserId: USERS.approver, startDate: iso(-1), endDate: iso(2) });
    expect(past.statusCode).toBe(400);
    expect(body<ErrorData>(past).data.fields?.[0]?.code).toBe('workProxy.startInPast');
    const reversed = await set({ delegateUserId: USERS.approver, startDate: iso(3), endDate: iso(2) });
    expect(body<ErrorData>(reversed).data.fields?.[0]).toMatchObject({
      path: 'endDate',
      code: 'workProxy.endBeforeStart',
      message: 'The end date cannot be before the start date',
    });
    expect(await t.sql('select * from work_proxies')).toHaveLength(0);
  });

  it('does not show one tenant’s proxies in another tenant (row-level security)', async () => {
    await set({ delegateUserId: USERS.approver, startDate: iso(0), endDate: iso(1) });
    const switched = await t.request({
      method: 'GET',
      url: `/api/v1/switchTenant?tenantId=${DONGFANG}`,
      token: purchaser,
    });
    expect(switched.statusCode).toBe(200);
    const token = (switched.json() as { data: { token?: string } }).data.token ?? purchaser;
    const list = body<unknown[]>(await call('GET', '/workproxy/get', token)).data;
    expect(list).toEqual([]);
    // Back to Huaxia for the other tests of this file.
    purchaser = await t.login('purchaser');
  });
});

describe('access', () => {
  it('needs a session and the permission', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/workproxy/get' })).statusCode).toBe(401);
    const supplier = await t.login('supplier', 'supplier');
    expect((await call('GET', '/finance/getData', supplier)).statusCode).toBe(403);
  });
});
