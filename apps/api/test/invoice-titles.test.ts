import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialCreditCheckChar } from '@procure/shared-validation';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// Invoice titles for finance (issue #15, spec §2 /assetsManagement "invoice title") through real HTTP on
// PostgreSQL: the ONE master-data entity with a default per tenant. List, save (the tax number is a unified
// social credit code, checked by the server), enable/disable (disabling the default clears it), set default
// (a disabled title is refused, translated), refusals change nothing, and racing "set default" calls leave
// exactly one default.

const URL = '/api/v1/assetsManagement/invoiceTitle';
const { huaxia: HUAXIA, dongfang: DONGFANG } = DEMO.tenants;
const creditCode = (first17: string) => `${first17}${socialCreditCheckChar(first17)}`;

type Title = { id: string; title: string; taxNo: string; disabled: boolean; isDefault: boolean };
type Row = { id: string; code: string; name_zh: string; disabled: boolean; is_default: boolean };

let t: TestApp;
let finance: string;
let purchaser: string;
beforeAll(async () => {
  t = await startTestApp({}, { poolMax: 8 });
  finance = await t.login('finance');
  purchaser = await t.login('purchaser');
});
afterAll(async () => t?.close());

type Language = 'zh_cn' | 'en_us';
const list = async (token = finance) =>
  body<Title[]>(await t.request({ method: 'GET', url: `${URL}/list`, token })).data;
const post = (path: string, payload: object, language?: Language, token = finance) =>
  t.request({ method: 'POST', url: `${URL}/${path}`, token, payload, ...(language ? { language } : {}) });
const rows = (tenantId = HUAXIA) =>
  t.sql<Row>(
    `select id, code, name_zh, disabled, is_default from md_invoice_titles where tenant_id = $1 order by id`,
    [tenantId],
  );
const defaults = async (tenantId = HUAXIA) => (await rows(tenantId)).filter((r) => r.is_default);
const input = (n: number, extra: object = {}) => ({
  title: `测试抬头有限公司${n}`,
  taxNo: creditCode(`91110000MA0TT${String(n).padStart(4, '0')}`),
  bankName: '招商银行北京分行',
  bankAccount: '6214830100001234',
  address: '北京市朝阳区建国路 1 号',
  phone: '01088886666',
  ...extra,
});
async function create(n: number): Promise<string> {
  const res = await post('save', input(n));
  expect(res.statusCode, res.body).toBe(200);
  return body<{ id: string }>(res).data.id;
}

describe('the demo titles', () => {
  it('lists every title of the tenant with exactly one enabled default, first', async () => {
    const titles = await list();
    expect(titles.length).toBeGreaterThanOrEqual(3);
    expect(titles.filter((title) => title.isDefault)).toHaveLength(1);
    expect(titles[0]).toMatchObject({ isDefault: true, disabled: false, taxNo: '91110108MA01HX0002' });
    expect(titles.some((title) => title.disabled && !title.isDefault)).toBe(true);
    // Dongfang has its own default too.
    expect(await defaults(DONGFANG)).toHaveLength(1);
  });

  it('is finance work: a purchaser gets 403', async () => {
    const res = await t.request({ method: 'GET', url: `${URL}/list`, token: purchaser });
    expect(res.statusCode).toBe(403);
    expect((await post('setDefault', { id: randomUUID() }, undefined, purchaser)).statusCode).toBe(403);
  });
});

describe('save', () => {
  it('creates and edits a title; the master-data lookup shows it with its default flag', async () => {
    const id = await create(1);
    const edited = await post('save', input(1, { id, title: '测试抬头有限公司改' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await list()).find((title) => title.id === id)).toMatchObject({
      title: '测试抬头有限公司改',
      disabled: false,
      isDefault: false,
    });
    const lookup = body<Title[]>(
      await t.request({ method: 'GET', url: '/api/v1/masterdata/invoiceTitles/list', token: purchaser }),
    ).data;
    expect(lookup.find((title) => title.id === id)?.isDefault).toBe(false);
  });

  it('refuses a tax number that is not a credit code (translated field errors) and writes nothing', async () => {
    const before = await rows();
    // Right shape, wrong check character.
    const good = creditCode('91110000MA0TT0002');
    const wrongCheck = `${good.slice(0, 17)}${good.endsWith('0') ? '1' : '0'}`;
    const zh = await post('save', input(2, { taxNo: wrongCheck }), 'zh_cn');
    expect(zh.statusCode).toBe(400);
    const field = body<ErrorData>(zh).data.fields?.find((f) => f.path === 'taxNo');
    expect(field?.code).toBe('validation.socialCreditCodeCheck');
    expect(field?.message).toMatch(/[\u4e00-\u9fff]/);
    const en = await post('save', input(2, { taxNo: '91110000MA0TT0002' }), 'en_us');
    expect(en.statusCode).toBe(400);
    const enField = body<ErrorData>(en).data.fields?.find((f) => f.path === 'taxNo');
    expect(enField?.code).toBe('validation.socialCreditCode');
    expect(enField?.message).toMatch(/credit code/i);
    // Every bad field at once.
    const many = await post('save', {
      title: '',
      taxNo: 'abc',
      bankName: '',
      bankAccount: '12a',
      address: '',
    });
    expect(many.statusCode).toBe(400);
    expect(
      body<ErrorData>(many)
        .data.fields?.map((f) => f.path)
        .sort(),
    ).toEqual(['address', 'bankAccount', 'bankName', 'taxNo', 'title']);
    expect(await rows()).toEqual(before);
  });

  it('refuses a tax number already used (409, a translated error on the tax number) and keeps the first title', async () => {
    const id = await create(3);
    const other = await create(31);
    const before = await rows();
    const dup = await post('save', input(3, { title: '另一个抬头有限公司' }), 'zh_cn');
    expect(dup.statusCode).toBe(409);
    const zh = '公司已有使用该税号的其他开票抬头';
    expect(body<ErrorData>(dup).data).toEqual({
      errorCode: 'masterdata.taxNoTaken',
      fields: [{ path: 'taxNo', code: 'masterdata.taxNoTaken', message: zh }],
    });
    expect(body(dup).desc).toBe(zh);
    // Editing another title onto that tax number: the same field error, in English too.
    const edit = await post('save', input(3, { id: other }), 'en_us');
    expect(edit.statusCode).toBe(409);
    expect(body<ErrorData>(edit).data.fields).toEqual([
      {
        path: 'taxNo',
        code: 'masterdata.taxNoTaken',
        message: 'Another invoice title of your company already has this tax number',
      },
    ]);
    // The master-data tab saves through the same service.
    const tab = await t.request({
      method: 'POST',
      url: '/api/v1/masterdata/invoiceTitles/save',
      token: await t.login('admin'),
      payload: input(3, { title: '又一个抬头有限公司' }),
    });
    expect(tab.statusCode).toBe(409);
    expect(body<ErrorData>(tab).data.fields?.[0]).toMatchObject({
      path: 'taxNo',
      code: 'masterdata.taxNoTaken',
    });
    expect(await rows()).toEqual(before);
    expect((await list()).find((title) => title.id === id)?.title).toBe('测试抬头有限公司3');
  });

  it('answers an absent or foreign id with the same 404 and writes nothing', async () => {
    const [foreign] = await rows(DONGFANG);
    const before = [await rows(), await rows(DONGFANG)];
    const absent = await post('save', input(4, { id: randomUUID() }));
    const other = await post('save', input(4, { id: foreign?.id }));
    expect(absent.statusCode).toBe(404);
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(absent.body);
    expect([await rows(), await rows(DONGFANG)]).toEqual(before);
  });
});

describe('default and status', () => {
  it('sets the default (the old one loses it); a disabled title is refused with a translated 409', async () => {
    const id = await create(5);
    const res = await post('setDefault', { id }, 'en_us');
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).desc).toMatch(/default/i);
    expect((await defaults()).map((r) => r.id)).toEqual([id]);
    // Again: nothing changes.
    expect((await post('setDefault', { id })).statusCode).toBe(200);
    expect((await defaults()).map((r) => r.id)).toEqual([id]);

    const other = await create(6);
    expect((await post('status', { id: other, disabled: true })).statusCode).toBe(200);
    const before = await rows();
    for (const [language, text] of [
      ['zh_cn', /[\u4e00-\u9fff]/],
      ['en_us', /disabled/i],
    ] as const) {
      const refused = await post('setDefault', { id: other }, language);
      expect(refused.statusCode).toBe(409);
      expect(body<ErrorData>(refused).data.errorCode).toBe('masterdata.invoiceTitleDisabled');
      expect(body(refused).desc).toMatch(text);
    }
    expect(await rows()).toEqual(before);
    // Absent and foreign ids: the same 404.
    const [foreign] = await rows(DONGFANG);
    const absent = await post('setDefault', { id: randomUUID() });
    const alien = await post('setDefault', { id: foreign?.id });
    expect(absent.statusCode).toBe(404);
    expect(alien.body).toBe(absent.body);
    expect(await defaults(DONGFANG)).toHaveLength(1);
  });

  it('disabling the default clears it (this route and the master-data route); enabling does not restore it', async () => {
    const id = await create(7);
    await post('setDefault', { id });
    expect((await post('status', { id, disabled: true })).statusCode).toBe(200);
    expect(await defaults()).toEqual([]);
    const lookup = body<Title[]>(
      await t.request({ method: 'GET', url: '/api/v1/masterdata/invoiceTitles/list', token: purchaser }),
    ).data;
    expect(lookup.some((title) => title.id === id)).toBe(false);
    expect((await post('status', { id, disabled: false })).statusCode).toBe(200);
    expect(await defaults()).toEqual([]);

    // The master-data page's own disable (same entity, same rule).
    await post('setDefault', { id });
    const admin = await t.login('admin');
    const res = await t.request({
      method: 'PUT',
      url: `/api/v1/masterdata/invoiceTitles/${id}/status`,
      token: admin,
      payload: { disabled: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await defaults()).toEqual([]);
    await post('status', { id, disabled: false });
  });

  it('the database holds the rule too: one default per tenant, never a disabled one', async () => {
    const [a, b] = [await create(8), await create(9)];
    await post('setDefault', { id: a });
    await expect(t.sql(`update md_invoice_titles set is_default = true where id = $1`, [b])).rejects.toThrow(
      /md_invoice_titles_one_default_idx/,
    );
    await expect(t.sql(`update md_invoice_titles set disabled = true where id = $1`, [a])).rejects.toThrow(
      /md_invoice_titles_default_enabled_check/,
    );
  });

  it('racing "set default" calls on different titles all succeed and leave exactly one default', async () => {
    const ids: string[] = [];
    for (let n = 10; n < 16; n += 1) ids.push(await create(n));
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        [...ids, ...ids].map((id) => post('setDefault', { id }).then((res) => res.statusCode)),
      );
      expect(answers.every((status) => status === 200)).toBe(true);
      const left = await defaults();
      expect(left).toHaveLength(1);
      expect(ids).toContain(left[0]?.id);
    }
  });
});
