import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialCreditCheckChar } from '@procure/shared-validation';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';

// Master data (issue #6 item 1): CRUD, uniqueness, disable vs lookups, validation, tenant isolation.

type Coded = { id: string; code: string; nameZh: string; nameEn: string; name: string; disabled: boolean };
const API = '/api/v1/masterdata';
const creditCode = (first17: string) => `${first17}${socialCreditCheckChar(first17)}`;

let t: TestApp;
let admin: string;
let purchaser: string;
let supplier: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  purchaser = await t.login('purchaser');
  supplier = await t.login('supplier', 'supplier');
});
afterAll(async () => t?.close());

type Language = 'zh_cn' | 'en_us';
const get = (url: string, token: string, language?: Language) =>
  t.request({ method: 'GET', url, token, ...(language ? { language } : {}) });
const post = (url: string, token: string, payload: object, language?: Language) =>
  t.request({ method: 'POST', url, token, payload, ...(language ? { language } : {}) });
const put = (url: string, token: string, payload: object) =>
  t.request({ method: 'PUT', url, token, payload });

describe('units (the generic code + names entity)', () => {
  it('creates, edits, disables (gone from the lookup, kept in management) and enables', async () => {
    const created = await post(`${API}/units/save`, admin, { code: 'BOX', nameZh: '箱', nameEn: 'box' });
    expect(created.statusCode).toBe(200);
    const { id } = body<{ id: string }>(created).data;

    const edited = await post(`${API}/units/save`, admin, { id, code: 'BOX', nameZh: '箱子', nameEn: 'box' });
    expect(edited.statusCode).toBe(200);

    const lookup = body<Coded[]>(await get(`${API}/units/list`, purchaser, 'en_us')).data;
    expect(lookup.find((u) => u.id === id)).toMatchObject({ nameZh: '箱子', name: 'box', disabled: false });

    expect((await put(`${API}/units/${id}/status`, admin, { disabled: true })).statusCode).toBe(200);
    const afterDisable = body<Coded[]>(await get(`${API}/units/list`, purchaser)).data;
    expect(afterDisable.some((u) => u.id === id)).toBe(false);
    const managed = body<Coded[]>(await get(`${API}/units/manage`, admin)).data;
    expect(managed.find((u) => u.id === id)?.disabled).toBe(true);

    await put(`${API}/units/${id}/status`, admin, { disabled: false });
    expect(body<Coded[]>(await get(`${API}/units/list`, purchaser)).data.some((u) => u.id === id)).toBe(true);
  });

  it('refuses a taken code with a translated 409 and keeps the first row', async () => {
    await post(`${API}/units/save`, admin, { code: 'SET', nameZh: '套', nameEn: 'set' });
    const dup = await post(
      `${API}/units/save`,
      admin,
      { code: 'SET', nameZh: '组', nameEn: 'group' },
      'zh_cn',
    );
    expect(dup.statusCode).toBe(409);
    expect(body<ErrorData>(dup).data.errorCode).toBe('masterdata.codeTaken');
    expect(body(dup).desc).toMatch(/编码/);
    const rows = await t.sql<{ name_zh: string }>(`select name_zh from md_units where code = 'SET'`);
    expect(rows).toEqual([{ name_zh: '套' }]);
  });

  it('answers bad input with 400 field errors and writes nothing', async () => {
    const before = await t.sql(`select count(*)::int as n from md_units`);
    const res = await post(
      `${API}/units/save`,
      admin,
      { code: 'bad code!', nameZh: '', nameEn: 'x'.repeat(51) },
      'en_us',
    );
    expect(res.statusCode).toBe(400);
    const paths = body<ErrorData>(res)
      .data.fields?.map((f) => f.path)
      .sort();
    expect(paths).toEqual(['code', 'nameEn', 'nameZh']);
    expect(body<ErrorData>(res).data.fields?.every((f) => f.message.length > 0)).toBe(true);
    expect(await t.sql(`select count(*)::int as n from md_units`)).toEqual(before);
  });

  it('keeps tenants apart: another tenant neither sees nor changes the row', async () => {
    const { id } = body<{ id: string }>(
      await post(`${API}/units/save`, admin, { code: 'KG', nameZh: '千克', nameEn: 'kg' }),
    ).data;
    const switched = await t.login('purchaser');
    const huaxiaOnly = body<Coded[]>(await get(`${API}/units/list`, switched)).data;
    expect(huaxiaOnly.some((u) => u.id === id)).toBe(true);
    const dongfang = (await t.sql<{ id: string }>(`select id from tenants where code = 'dongfang'`))[0]?.id;
    await t.request({ method: 'GET', url: `/api/v1/switchTenant?tenantId=${dongfang}`, token: switched });
    const other = body<Coded[]>(await get(`${API}/units/list`, switched)).data;
    expect(other.some((u) => u.id === id)).toBe(false);
    // The same code is free in the other tenant (uniqueness is per tenant).
    const rows = await t.sql(`select 1 from md_units where code = 'KG'`);
    expect(rows).toHaveLength(1);
  });

  it('refuses lookups to supplier sessions and management without the permission (403)', async () => {
    expect((await get(`${API}/units/list`, supplier)).statusCode).toBe(403);
    expect((await get(`${API}/units/manage`, purchaser)).statusCode).toBe(403);
    expect(
      (await post(`${API}/units/save`, purchaser, { code: 'X1', nameZh: '件', nameEn: 'pc' })).statusCode,
    ).toBe(403);
  });
});

describe('cost centres, categories, contract types, invoice titles', () => {
  it('cost centres carry costCenterName and an existing department only', async () => {
    const bad = await post(`${API}/costCentres/save`, admin, {
      code: 'CC-X',
      nameZh: '测试中心',
      nameEn: 'Test centre',
      departmentId: '00000000-0000-4000-8000-00000000ffff',
    });
    expect(bad.statusCode).toBe(400);
    expect(body<ErrorData>(bad).data.fields?.[0]?.path).toBe('departmentId');
    const ok = await post(`${API}/costCentres/save`, admin, {
      code: 'CC-X',
      nameZh: '测试中心',
      nameEn: 'Test centre',
    });
    expect(ok.statusCode).toBe(200);
    const list = body<(Coded & { costCenterName: string })[]>(
      await get(`${API}/costCentres/list`, purchaser, 'en_us'),
    ).data;
    expect(list.find((c) => c.code === 'CC-X')?.costCenterName).toBe('Test centre');
  });

  it('builds the two-level category tree with accounts; a disabled child leaves the lookup', async () => {
    const account = body<{ id: string }>(
      await post(`${API}/financialAccounts/save`, admin, {
        code: '6602',
        nameZh: '办公费',
        nameEn: 'Office expenses',
      }),
    ).data.id;
    const parent = body<{ id: string }>(
      await post(`${API}/procurementCategories/save`, admin, { code: 'IT', nameZh: 'IT 设备', nameEn: 'IT' }),
    ).data.id;
    const child = body<{ id: string }>(
      await post(`${API}/procurementCategories/save`, admin, {
        code: 'IT-PC',
        nameZh: '电脑',
        nameEn: 'Computers',
        parentId: parent,
        accountIds: [account],
      }),
    ).data.id;
    type Tree = {
      id: string;
      procurementName: string;
      classificationList: { id: string; financialAccounts: { id: string; code: string }[] }[];
    }[];
    const tree = body<Tree>(await get(`${API}/procurementCategories/list`, purchaser)).data;
    const it = tree.find((c) => c.id === parent);
    expect(it?.procurementName).toBe('IT 设备');
    expect(it?.classificationList).toEqual([
      expect.objectContaining({
        id: child,
        financialAccounts: [expect.objectContaining({ id: account, code: '6602' })],
      }),
    ]);
    // A child cannot become a parent of a parent (two levels only).
    const nested = await post(`${API}/procurementCategories/save`, admin, {
      code: 'IT-X',
      nameZh: '三级',
      nameEn: 'Third',
      parentId: child,
    });
    expect(nested.statusCode).toBe(400);
    await put(`${API}/procurementCategories/${child}/status`, admin, { disabled: true });
    const after = body<Tree>(await get(`${API}/procurementCategories/list`, purchaser)).data;
    expect(after.find((c) => c.id === parent)?.classificationList).toEqual([]);
  });

  it('contract types keep the snake_case contract and refuse duplicate item codes', async () => {
    const dup = await post(`${API}/contractTypes/save`, admin, {
      code: 'FRAME',
      nameZh: '框架合同',
      nameEn: 'Framework',
      contract_item: [
        { item_code: 'A', item_name: '甲' },
        { item_code: 'A', item_name: '乙' },
      ],
    });
    expect(dup.statusCode).toBe(400);
    expect(body<ErrorData>(dup).data.fields?.[0]?.path).toBe('contract_item.1.item_code');
    const saved = await post(`${API}/contractTypes/save`, admin, {
      code: 'FRAME',
      nameZh: '框架合同',
      nameEn: 'Framework',
      contract_item: [{ item_code: 'A', item_name: '甲' }],
    });
    expect(saved.statusCode).toBe(200);
    const list = body<{ contract_type_code: string; contract_type_name: string; contract_item: unknown[] }[]>(
      await get(`${API}/contractTypes/list`, purchaser, 'en_us'),
    ).data;
    expect(list.find((c) => c.contract_type_code === 'FRAME')).toMatchObject({
      contract_type_name: 'Framework',
      contract_item: [{ item_code: 'A', item_name: '甲' }],
    });
  });

  it('invoice titles validate the tax number and are unique by it', async () => {
    const input = {
      title: '华夏科技有限公司',
      taxNo: creditCode('91110000MA00TT001'),
      bankName: '工商银行',
      bankAccount: '6222020200112233',
      address: '北京市海淀区中关村 1 号',
    };
    expect((await post(`${API}/invoiceTitles/save`, admin, { ...input, taxNo: 'abc' })).statusCode).toBe(400);
    // 18 characters of the alphabet with a wrong check character: the credit-code check refuses it.
    const badCheck = await post(
      `${API}/invoiceTitles/save`,
      admin,
      { ...input, taxNo: '91110000MA00TT0010' },
      'en_us',
    );
    expect(badCheck.statusCode).toBe(400);
    expect(body<ErrorData>(badCheck).data.fields?.[0]).toMatchObject({
      path: 'taxNo',
      code: 'validation.socialCreditCodeCheck',
    });
    expect((await post(`${API}/invoiceTitles/save`, admin, input)).statusCode).toBe(200);
    expect((await post(`${API}/invoiceTitles/save`, admin, input)).statusCode).toBe(409);
  });
});

describe('currencies and rates', () => {
  it('appends rates (history never edited) and shows the latest as the current rate', async () => {
    const usd = await post(`${API}/currencies/save`, admin, {
      code: 'GBP',
      nameZh: '英镑',
      nameEn: 'Pound sterling',
      symbol: '£',
    });
    expect(usd.statusCode, usd.body).toBe(200);
    const r1 = await post(`${API}/currencies/rates`, admin, {
      currencyCode: 'GBP',
      rate: '7.1',
      effectiveDate: '2025-01-01',
    });
    expect(r1.statusCode, r1.body).toBe(200);
    await post(`${API}/currencies/rates`, admin, {
      currencyCode: 'GBP',
      rate: '7.25',
      effectiveDate: '2025-06-01',
    });
    const again = await post(`${API}/currencies/rates`, admin, {
      currencyCode: 'GBP',
      rate: '9',
      effectiveDate: '2025-01-01',
    });
    expect(again.statusCode).toBe(409);
    expect(body<ErrorData>(again).data.errorCode).toBe('masterdata.rateExists');
    const history = body<{ rate: string; effectiveDate: string }[]>(
      await get(`${API}/currencies/rates?currencyCode=GBP`, admin),
    ).data;
    expect(history.map((r) => [r.effectiveDate, r.rate])).toEqual([
      ['2025-06-01', '7.25'],
      ['2025-01-01', '7.1'],
    ]);
    const list = body<{ code: string; rate: string }[]>(await get(`${API}/currencies/list`, purchaser)).data;
    expect(list.find((c) => c.code === 'GBP')?.rate).toBe('7.25');
  });

  it('rejects a zero, negative or over-precise rate and an impossible date', async () => {
    for (const rate of ['0', '-1', '1.123456789', '1e3']) {
      const res = await post(`${API}/currencies/rates`, admin, {
        currencyCode: 'GBP',
        rate,
        effectiveDate: '2025-02-01',
      });
      expect(res.statusCode, rate).toBe(400);
    }
    const date = await post(`${API}/currencies/rates`, admin, {
      currencyCode: 'GBP',
      rate: '7',
      effectiveDate: '2025-02-30',
    });
    expect(date.statusCode).toBe(400);
  });
});

describe('vendors', () => {
  it('creates the global company + tenant relation, validates the credit code, refuses a duplicate', async () => {
    const code = creditCode('91310000MA1FLT000');
    const wrongCheck = code.slice(0, 17) + (code.endsWith('0') ? '1' : '0');
    const bad = await post(`${API}/vendors/save`, admin, {
      name: '测试供应商',
      socialCreditCode: wrongCheck,
      status: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(body<ErrorData>(bad).data.fields?.[0]?.code).toBe('validation.socialCreditCodeCheck');
    const res = await post(`${API}/vendors/save`, admin, {
      name: '测试供应商',
      socialCreditCode: code,
      status: 1,
      contactMobile: '13800001111',
    });
    expect(res.statusCode).toBe(200);
    const vendorId = (
      await t.sql<{ id: string }>(`select id from vendors where social_credit_code = $1`, [code])
    )[0]?.id;
    expect(vendorId).toBeTruthy();
    expect(await t.sql(`select status from tenant_vendors where vendor_id = $1`, [vendorId])).toEqual([
      { status: 'active' },
    ]);
    const dup = await post(`${API}/vendors/save`, admin, {
      name: '另一个',
      socialCreditCode: code,
      status: 1,
    });
    expect(dup.statusCode).toBe(409);
    const list = body<{ id: string; socialCreditCode: string }[]>(
      await get(`${API}/vendors/list`, purchaser),
    ).data;
    expect(list.find((v) => v.id === vendorId)?.socialCreditCode).toBe(code);
  });
});

describe('procurement settings', () => {
  it('answers defaults, saves valid values and serves the decimal config', async () => {
    const initial = body<{ unitPriceDecimals: number }>(
      await get('/api/v1/procurementSetting/getParam', purchaser),
    ).data;
    expect(initial.unitPriceDecimals).toBeGreaterThanOrEqual(0);
    await t.sql(
      `insert into md_currencies (id, tenant_id, code, name_zh, name_en, symbol, is_base)
       select gen_random_uuid(), id, 'CNY', '人民币', 'Chinese yuan', '¥', true from tenants on conflict do nothing`,
    );
    const input = {
      purchaseRemarkLimit: 1000,
      defaultCurrency: 'CNY',
      overBudgetSubmitAllowed: true,
      prCodePrefix: 'HX',
      unitPriceDecimals: 4,
      pricePrecision: 3,
    };
    const bad = await post('/api/v1/procurementSetting/saveParam', admin, {
      ...input,
      purchaseRemarkLimit: 500,
      unitPriceDecimals: 7,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      body<ErrorData>(bad)
        .data.fields?.map((f) => f.path)
        .sort(),
    ).toEqual(['purchaseRemarkLimit', 'unitPriceDecimals']);
    expect((await post('/api/v1/procurementSetting/saveParam', admin, input)).statusCode).toBe(200);
    expect(body(await get(`${API}/decimalConfig`, purchaser)).data).toEqual({
      customDecimal: { inputUnitPriceLimit: 4 },
    });
    expect(body(await get(`${API}/pricePrecision`, purchaser)).data).toEqual({ pricePrecision: 3 });
    expect(body(await get('/api/v1/procurementSetting/getParam', purchaser)).data).toEqual(input);
  });

  it('lists employees of the tenant for pickers', async () => {
    const list = body<{ id: string; empName: string }[]>(await get(`${API}/employees/list`, purchaser)).data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((e) => typeof e.empName === 'string')).toBe(true);
  });
});
