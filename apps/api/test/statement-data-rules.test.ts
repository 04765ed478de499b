import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO, demoId } from './support/demo-ids.ts';
import { exportedRows, firstColumnSorted } from './support/export-sheet.ts';

// Statement data rules (issue #15 item 3, spec §6 `/setting/statementData`): the admin gives an employee a
// scope over statements; every buyer read and write of the statement domain honours it — a statement outside
// answers exactly like an absent one (404), the export and the supplier picker follow, a create for a
// supplier outside is an unknown supplier. No rule = every statement (the default). Demo statements:
// ST202611200001 (Shanghai Precision, sent), ST202611200002 (Suzhou Steel, confirmed), ST202611200003
// (Shanghai Precision, closed).

let t: TestApp;
const tokens = { admin: '', finance: '' };
const SHANGHAI_ST = demoId(1_030_001);
const SUZHOU_ST = demoId(1_030_002);
const ABSENT = '00000000-0000-4000-8000-00000000dead';

beforeAll(async () => {
  t = await startTestApp();
  tokens.admin = await t.login('admin');
  tokens.finance = await t.login('finance');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token = tokens.finance, language?: 'zh_cn' | 'en_us') =>
  t.request({
    method: 'GET',
    url: `/api/v1${url}`,
    token,
    ...(language ? { language } : {}),
  });
const post = (
  url: string,
  payload: Record<string, unknown>,
  token = tokens.finance,
  language?: 'zh_cn' | 'en_us',
) =>
  t.request({
    method: 'POST',
    url: `/api/v1${url}`,
    token,
    payload,
    headers: { 'idempotency-key': crypto.randomUUID() },
    ...(language ? { language } : {}),
  });
const listCodes = async () =>
  body<{ items: { code: string }[] }>(await get('/account/statement/list'))
    .data.items.map((i) => i.code)
    .sort();
const saveRule = (rule: Record<string, unknown>, language?: 'zh_cn' | 'en_us') =>
  post(
    '/setting/statementData/save',
    { userId: DEMO.users.finance, allData: false, ...rule },
    tokens.admin,
    language,
  );
const ruleCount = async () =>
  Number((await t.sql<{ n: string }>('select count(*)::text as n from statement_data_rules'))[0]!.n);

describe('statement data rules', () => {
  it('no rule: every statement; a supplier rule: only its statements, the others answer like absent ones', async () => {
    expect(await listCodes()).toEqual(['ST202611200001', 'ST202611200002', 'ST202611200003']);
    const saved = await saveRule({ vendorIds: [DEMO.vendors.shanghaiPrecision], remark: '华东对账' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await listCodes()).toEqual(['ST202611200001', 'ST202611200003']);

    // Out of scope ≡ absent: same status and the same body.
    const outside = await get(`/account/statement/detail/${SUZHOU_ST}`);
    const absent = await get(`/account/statement/detail/${ABSENT}`);
    expect(outside.statusCode).toBe(404);
    expect(body<ErrorData>(outside).data).toEqual(body<ErrorData>(absent).data);
    expect(body<ErrorData>(outside).desc).toBe(body<ErrorData>(absent).desc);
    expect((await get(`/account/statement/detail/${SHANGHAI_ST}`)).statusCode).toBe(200);
    // Every write: 404 as for an absent id, nothing changed.
    const payee = { method: 0, payee: '苏州钢材', bankAccount: '62258801', fileIds: [] };
    for (const [url, payload] of [
      ['/account/statement/close', { id: SUZHOU_ST }],
      ['/account/statement/message', { id: SUZHOU_ST, body: '范围外' }],
      ['/account/statement/payApply', { id: SUZHOU_ST, ...payee }],
      ['/account/statement/mergePayApply', { ids: [SUZHOU_ST], ...payee }],
    ] as const) {
      const res = await post(url, payload);
      expect(res.statusCode, url).toBe(404);
      expect(body<ErrorData>(res).data.errorCode).toBe('statement.notFound');
    }
    const status = await t.sql<{ status: number }>('select status from statements where id = $1', [
      SUZHOU_ST,
    ]);
    expect(status[0]!.status).toBe(3);
    // The supplier picker and a create for a supplier outside the rule (≡ an unknown supplier).
    const vendors = body<{ items: { id: string }[] }>(await get('/account/statement/vendors')).data.items;
    expect(vendors.map((v) => v.id)).not.toContain(DEMO.vendors.suzhouSteel);
    const create = await post('/account/statement/create', {
      vendorId: DEMO.vendors.suzhouSteel,
      currency: 'CNY',
      periodFrom: '2026-01-01',
      periodTo: '2026-12-31',
    });
    expect(create.statusCode).toBe(400);
    expect(body<ErrorData>(create).data.fields).toEqual([
      expect.objectContaining({ path: 'vendorId', code: 'statement.vendorUnknown' }),
    ]);
    // The export honours the scope.
    const rows = await exportedRows(t, tokens.finance, 'statement.statements', {
      columns: [{ key: 'code', title: 'No.' }],
      filters: {},
      language: 'zh_cn',
    });
    expect(firstColumnSorted(rows)).toEqual(['ST202611200001', 'ST202611200003']);
    // The admin (no rule) still sees everything.
    const all = body<{ items: unknown[] }>(await get('/account/statement/list', tokens.admin)).data.items;
    expect(all).toHaveLength(3);
  });

  it('a legal-entity rule keeps statements whose order lines all belong to its entities; all data and delete restore', async () => {
    type Listed = { id: string; userId: string; vendors: { name: string }[]; updatedByName: string };
    const rule = body<{ items: Listed[] }>(
      await get('/setting/statementData/list', tokens.admin),
    ).data.items.find((r) => r.userId === DEMO.users.finance);
    expect(rule!.vendors.map((v) => v.name)).toEqual(['上海精工零部件有限公司']);
    // Who saved it last (the list's "updated by").
    expect(rule!.updatedByName).toBe('系统管理员');
    expect(
      (
        await t.sql<{ by: string }>('select updated_by as by from statement_data_rules where id = $1', [
          rule!.id,
        ])
      )[0]!.by,
    ).toBe(DEMO.users.admin);
    // Statements whose order-line items all belong to one legal entity (demo orders are bought by Huaxia
    // Shanghai and Huaxia Suzhou).
    const within = async (entity: string) =>
      (
        await t.sql<{ code: string }>(
          `select code from statements s where not exists (select 1 from statement_items i
             where i.statement_id = s.id and i.kind = 'line' and i.legal_entity_id is distinct from $1)
           order by code`,
          [entity],
        )
      ).map((r) => r.code);
    const shanghai = await within(DEMO.legalEntities.huaxiaShanghai);
    const suzhou = await within(DEMO.legalEntities.huaxiaSuzhou);
    expect(shanghai.length + suzhou.length).toBeGreaterThan(0);
    expect(shanghai.length).toBeLessThan(3);
    const res = await saveRule({ id: rule!.id, legalEntityIds: [DEMO.legalEntities.huaxiaShanghai] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await listCodes()).toEqual(shanghai);
    await saveRule({ id: rule!.id, legalEntityIds: [DEMO.legalEntities.huaxiaSuzhou] });
    expect(await listCodes()).toEqual(suzhou);
    await saveRule({ id: rule!.id, allData: true });
    expect(await listCodes()).toHaveLength(3);
    await saveRule({ id: rule!.id, vendorIds: [DEMO.vendors.suzhouSteel] });
    expect(await listCodes()).toEqual(['ST202611200002']);
    const deleted = await post('/setting/statementData/delete', { id: rule!.id }, tokens.admin);
    expect(deleted.statusCode).toBe(200);
    expect(await listCodes()).toHaveLength(3);
    expect((await post('/setting/statementData/delete', { id: rule!.id }, tokens.admin)).statusCode).toBe(
      404,
    );
  });

  it('the rule form is checked on the server: translated field errors, nothing written', async () => {
    const before = await ruleCount();
    const empty = await saveRule({}, 'zh_cn');
    expect(empty.statusCode).toBe(400);
    expect(body<ErrorData>(empty).data.fields).toEqual([
      expect.objectContaining({
        path: 'vendorIds',
        code: 'statement.ruleScopeRequired',
        message: '请至少选择一个供应商或法人实体，或允许查看全部对账单',
      }),
    ]);
    const foreign = await saveRule(
      { vendorIds: [DEMO.vendors.shanghaiPrecision], legalEntityIds: [DEMO.legalEntities.dongfangBeijing] },
      'en_us',
    );
    expect(body<ErrorData>(foreign).data.fields).toEqual([
      expect.objectContaining({
        path: 'legalEntityIds',
        message: 'One of these legal entities does not exist',
      }),
    ]);
    const supplierUser = await saveRule({ userId: DEMO.users.supplier, allData: true });
    expect(body<ErrorData>(supplierUser).data.fields).toEqual([
      expect.objectContaining({ path: 'userId', code: 'statement.ruleEmployeeUnknown' }),
    ]);
    expect((await saveRule({ allData: true })).statusCode).toBe(200);
    const twice = await saveRule({ allData: true });
    expect(body<ErrorData>(twice).data.fields).toEqual([
      expect.objectContaining({ path: 'userId', code: 'statement.ruleEmployeeTaken' }),
    ]);
    expect(await ruleCount()).toBe(before + 1);
    const unknown = await saveRule({ id: ABSENT, allData: true });
    expect(unknown.statusCode).toBe(404);
    // Only the staff manager reaches the rules.
    expect((await get('/setting/statementData/list')).statusCode).toBe(403);
  });
});
