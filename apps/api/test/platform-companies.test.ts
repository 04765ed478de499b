import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, CAPTCHA_CODE, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// Issue #16 §7, the operations console's platform lists (`/admin/supplier`, `/admin/buyer`): every company
// on the platform read across tenants (customers, members, suppliers), search by name or credit code,
// keyset pages; freeze and unfreeze with a reason and a history row. The effect (docs/conventions.md):
// a frozen supplier company's users, and the people of a frozen tenant, are signed out at once (their
// next call answers 401) and refused at sign-in with 403 `platform.companyFrozen`, translated.

const JOURNEY_SUPPLIER = 'platform.supplier';
let t: TestApp;
let ops: string;

type Supplier = {
  id: string;
  nameZh: string;
  socialCreditCode: string | null;
  status: 'active' | 'frozen';
  frozenReason: string | null;
  users: number;
  customers: { tenantId: string; shortNameZh: string; relation: string }[];
};
type Buyer = { id: string; code: string; status: string; members: number; suppliers: number };
type Page<T> = { items: T[]; nextCursor: string | null };

const get = (url: string, token = ops, language: 'zh_cn' | 'en_us' = 'en_us') =>
  t.request({ method: 'GET', url: `/api/v1${url}`, token, language });
const post = (url: string, payload: object, language: 'zh_cn' | 'en_us' = 'en_us') =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token: ops, payload, language });

async function suppliers(query = ''): Promise<Page<Supplier>> {
  const res = await get(`/ops/platform/suppliers${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<Page<Supplier>>(res).data;
}

async function signIn(username: string, site: 'buyer' | 'supplier', language: 'zh_cn' | 'en_us' = 'en_us') {
  const verifyKey = await t.captcha();
  return t.request({
    method: 'POST',
    url: `/api/v1/tenant/${site}/login`,
    payload: { username, password: 'Procure@2026', verifyKey, verifyCode: CAPTCHA_CODE },
    language,
  });
}

beforeAll(async () => {
  t = await startTestApp();
  ops = await t.login('ops', 'ops');
});
afterAll(async () => {
  await t.close();
});

describe('the platform lists', () => {
  it('lists every supplier company with the tenants it serves, across tenants', async () => {
    const all = await suppliers('?pageSize=100');
    const shanghai = all.items.find((s) => s.id === DEMO.vendors.shanghaiPrecision);
    expect(shanghai?.customers.map((c) => c.tenantId).sort()).toEqual(
      [DEMO.tenants.huaxia, DEMO.tenants.dongfang].sort(),
    );
    expect(shanghai?.users).toBeGreaterThan(0);
    const frozen = all.items.filter((s) => s.status === 'frozen');
    expect(frozen.map((s) => s.nameZh)).toContain('无锡停业电子有限公司');
    expect(frozen[0]?.frozenReason).toBeTruthy();
    expect(all.nextCursor).toBeNull();

    // Search: part of the name, or the start of the credit code; the status filter.
    expect((await suppliers('?keyword=精工')).items.map((s) => s.id)).toEqual([
      DEMO.vendors.shanghaiPrecision,
    ]);
    expect((await suppliers('?keyword=91310115ma1k4')).items.map((s) => s.id)).toEqual([
      DEMO.vendors.shanghaiPrecision,
    ]);
    expect((await suppliers('?keyword=%25')).items).toEqual([]);
    const onlyFrozen = await suppliers('?status=frozen');
    expect(onlyFrozen.items.every((s) => s.status === 'frozen')).toBe(true);
    expect(onlyFrozen.items.length).toBe(frozen.length);

    // Keyset pages of 2 walk the same rows, each once.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<Supplier> = await suppliers(`?pageSize=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((s) => s.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((s) => s.id));
  });

  it('lists every buyer tenant with its people and suppliers; searches by credit code', async () => {
    const res = await get('/ops/platform/buyers?keyword=91110108MA01HX');
    const page = body<Page<Buyer>>(res).data;
    expect(page.items.map((b) => b.id)).toEqual([DEMO.tenants.huaxia]);
    expect(page.items[0]).toMatchObject({ code: 'huaxia', status: 'active' });
    expect(page.items[0]!.members).toBeGreaterThan(3);
    expect(page.items[0]!.suppliers).toBeGreaterThan(1);
  });

  it('refuses bad input with translated errors and answers an unknown company 404', async () => {
    const badCursor = await get('/ops/platform/buyers?cursor=nope');
    expect(badCursor.statusCode).toBe(400);
    const empty = await post(
      '/ops/platform/suppliers/freeze',
      { id: DEMO.vendors.suzhouSteel, reason: ' ' },
      'zh_cn',
    );
    expect(empty.statusCode).toBe(400);
    expect(body<ErrorData>(empty).data.fields?.[0]).toMatchObject({
      path: 'reason',
      code: 'validation.required',
    });
    expect(
      await t.sql('select count(*)::int as n from platform_freezes where company_id = $1', [
        DEMO.vendors.suzhouSteel,
      ]),
    ).toEqual([{ n: 0 }]);
    const unknown = await post('/ops/platform/buyers/freeze', { id: DEMO.vendors.suzhouSteel, reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect((await get(`/ops/platform/suppliers/${DEMO.tenants.huaxia}/history`)).statusCode).toBe(404);
  });

  it('is for operators only', async () => {
    for (const [user, site] of [
      ['admin', 'buyer'],
      ['supplier', 'supplier'],
    ] as const) {
      const token = await t.login(user, site);
      expect((await get('/ops/platform/suppliers', token)).statusCode).toBe(403);
    }
  });
});

describe('freezing a supplier company', () => {
  it('signs its users out, refuses their sign-in with the reason, and unfreezes', async () => {
    const [company] = await t.sql<{ id: string }>('select vendor_id as id from users where username = $1', [
      JOURNEY_SUPPLIER,
    ]);
    const session = await t.login(JOURNEY_SUPPLIER, 'supplier');
    expect((await get('/employee/loginEmployee', session)).statusCode).toBe(200);

    const frozen = await post('/ops/platform/suppliers/freeze', { id: company!.id, reason: '资质造假' });
    expect(frozen.statusCode, frozen.body).toBe(200);
    expect((await get('/employee/loginEmployee', session)).statusCode).toBe(401);
    for (const [language, text] of [
      ['en_us', /frozen by the platform operator/],
      ['zh_cn', /已被平台冻结/],
    ] as const) {
      const refused = await signIn(JOURNEY_SUPPLIER, 'supplier', language);
      expect(refused.statusCode).toBe(403);
      expect(body<ErrorData>(refused).data.errorCode).toBe('platform.companyFrozen');
      expect(body(refused).desc).toMatch(text);
    }
    // A wrong password still answers the plain 400: the freeze is told only to the account's owner.
    const guess = await t.request({
      method: 'POST',
      url: '/api/v1/tenant/supplier/login',
      payload: {
        username: JOURNEY_SUPPLIER,
        password: 'wrong',
        verifyKey: await t.captcha(),
        verifyCode: CAPTCHA_CODE,
      },
    });
    expect(guess.statusCode).toBe(400);
    expect(
      (await post('/ops/platform/suppliers/freeze', { id: company!.id, reason: 'again' })).statusCode,
    ).toBe(409);
    const listed = await suppliers('?keyword=海岳');
    expect(listed.items[0]).toMatchObject({ status: 'frozen', frozenReason: '资质造假' });

    const thawed = await post('/ops/platform/suppliers/unfreeze', { id: company!.id, reason: '核实无误' });
    expect(thawed.statusCode, thawed.body).toBe(200);
    expect((await signIn(JOURNEY_SUPPLIER, 'supplier')).statusCode).toBe(200);
    // Revoked at the freeze: the old session stays signed out.
    expect((await get('/employee/loginEmployee', session)).statusCode).toBe(401);
    expect(
      (await post('/ops/platform/suppliers/unfreeze', { id: company!.id, reason: 'x' })).statusCode,
    ).toBe(409);
    const history = body<{ action: string; reason: string; operatorName: string }[]>(
      await get(`/ops/platform/suppliers/${company!.id}/history`),
    ).data;
    expect(history.map((h) => [h.action, h.reason])).toEqual([
      ['unfreeze', '核实无误'],
      ['freeze', '资质造假'],
    ]);
  });
});

describe('freezing a buyer tenant', () => {
  it('takes the tenant from its people and its suppliers; a person with no other tenant is refused', async () => {
    const purchaser = await t.login('purchaser');
    const supplier = await t.login('supplier', 'supplier');
    expect(
      (await post('/ops/platform/buyers/freeze', { id: DEMO.tenants.dongfang, reason: '欠费' })).statusCode,
    ).toBe(200);

    // The purchaser still signs into Huaxia; Dongfang is no longer listed nor reachable.
    const again = await signIn('purchaser', 'buyer');
    const tenants = body<{ tenantList: { tenantId: string }[] }>(again).data.tenantList.map(
      (x) => x.tenantId,
    );
    expect(tenants).toEqual([DEMO.tenants.huaxia]);
    expect((await get(`/switchTenant?tenantId=${DEMO.tenants.dongfang}`, purchaser)).statusCode).toBe(403);
    expect((await get(`/switchVdTenant?tenantId=${DEMO.tenants.dongfang}`, supplier)).statusCode).toBe(403);

    // Everyone of Huaxia frozen too: the admin (Huaxia only) is refused with the reason.
    expect(
      (await post('/ops/platform/buyers/freeze', { id: DEMO.tenants.huaxia, reason: '欠费' })).statusCode,
    ).toBe(200);
    const refused = await signIn('admin', 'buyer', 'zh_cn');
    expect(refused.statusCode).toBe(403);
    expect(body<ErrorData>(refused).data.errorCode).toBe('platform.companyFrozen');
    expect((await get('/employee/loginEmployee', purchaser)).statusCode).toBe(401);

    for (const id of [DEMO.tenants.huaxia, DEMO.tenants.dongfang]) {
      expect((await post('/ops/platform/buyers/unfreeze', { id, reason: '已缴费' })).statusCode).toBe(200);
    }
    expect((await signIn('admin', 'buyer')).statusCode).toBe(200);
  });
});
