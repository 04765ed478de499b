import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { demoId } from './support/demo-ids.ts';

// Supplier performance evaluation (issue #17) through real HTTP on PostgreSQL: templates (moulds) —
// weights adding up to 100 checked by the server with a translated field error, nothing written on 4xx,
// the state switch, tenant isolation (another tenant's template answers 404 like an absent one).

const HUAXIA_QUARTERLY = demoId(1_700_001);
const DONGFANG_ANNUAL = demoId(1_700_003);

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
afterAll(async () => {
  await t.close();
});

type Lang = 'zh_cn' | 'en_us';
const post = (url: string, payload: unknown, token = admin, language: Lang = 'en_us') =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token, payload: payload as object, language });
const get = (url: string, token = admin, language: Lang = 'en_us') =>
  t.request({ method: 'GET', url: `/api/v1${url}`, token, language });
const count = async (table: string) =>
  Number((await t.sql<{ n: string }>(`select count(*) as n from ${table}`))[0]?.n);

type Mould = {
  id: string;
  code: string;
  name: string;
  state: number;
  criteriaCount: number;
  computedCount: number;
  criteria: { name: string; weight: number; method: string; seq: number }[];
};

describe('evaluation templates', () => {
  it('lists the demo templates of the tenant only', async () => {
    const res = await get('/performance/mould/page');
    expect(res.statusCode, res.body).toBe(200);
    const rows = body<Mould[]>(res).data;
    expect(rows.map((r) => r.id)).toContain(HUAXIA_QUARTERLY);
    expect(rows.map((r) => r.id)).not.toContain(DONGFANG_ANNUAL);
    const quarterly = rows.find((r) => r.id === HUAXIA_QUARTERLY);
    expect(quarterly).toMatchObject({ criteriaCount: 5, computedCount: 3, state: 1 });
    const disabled = body<Mould[]>(await get('/performance/mould/page?state=0')).data;
    expect(disabled.every((r) => r.state === CODES.enabled.disabled.code)).toBe(true);
    expect(disabled.length).toBeGreaterThan(0);
  });

  it('creates a template, replaces its criteria, and reads it back in order', async () => {
    const created = await post('/performance/mould/saveBase', {
      name: '测试模板',
      criteria: [
        { name: '质量', weight: 60, method: 'manual' },
        { name: '交期', weight: 40, method: 'onTimeDelivery', remark: '按需求日期' },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, code } = body<{ id: string; code: string }>(created).data;
    expect(code).toMatch(/^MB\d{8}\d{3}$/);
    expect(body(created).desc).toBe('Template saved');

    const updated = await post('/performance/mould/saveBase', {
      id,
      name: '测试模板 v2',
      criteria: [
        { name: '交期', weight: 50, method: 'onTimeDelivery' },
        { name: '退货', weight: 25, method: 'returnRate' },
        { name: '拒收', weight: 25, method: 'receiptRejection' },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const detail = body<Mould>(await get(`/performance/mould/selectById/${id}`)).data;
    expect(detail).toMatchObject({ code, name: '测试模板 v2', criteriaCount: 3, computedCount: 3 });
    expect(detail.criteria.map((c) => [c.seq, c.name, c.weight, c.method])).toEqual([
      [1, '交期', 50, 'onTimeDelivery'],
      [2, '退货', 25, 'returnRate'],
      [3, '拒收', 25, 'receiptRejection'],
    ]);
  });

  it('refuses weights that do not add up to 100 in both languages, writing nothing', async () => {
    const moulds = await count('evaluation_moulds');
    const criteria = await count('evaluation_mould_criteria');
    const payload = {
      name: '错误模板',
      criteria: [
        { name: '质量', weight: 50, method: 'manual' },
        { name: '交期', weight: 30, method: 'onTimeDelivery' },
      ],
    };
    const en = await post('/performance/mould/saveBase', payload);
    expect(en.statusCode).toBe(400);
    expect(body<ErrorData>(en).data.fields).toEqual([
      { path: 'criteria', code: 'evaluation.weightsSum', message: 'The weights must add up to 100 (now 80)' },
    ]);
    const zh = await post('/performance/mould/saveBase', payload, admin, 'zh_cn');
    expect(body<ErrorData>(zh).data.fields?.[0]?.message).toMatch(/100/);
    expect(body<ErrorData>(zh).data.fields?.[0]?.message).toMatch(/[\u4e00-\u9fff]/);
    // An update with a bad sum leaves the stored criteria alone.
    const upd = await post('/performance/mould/saveBase', { ...payload, id: HUAXIA_QUARTERLY });
    expect(upd.statusCode).toBe(400);
    expect(await count('evaluation_moulds')).toBe(moulds);
    expect(await count('evaluation_mould_criteria')).toBe(criteria);
  });

  it('refuses an unknown method, a weight out of range and duplicate names', async () => {
    const res = await post('/performance/mould/saveBase', {
      name: '错误模板',
      criteria: [
        { name: '质量', weight: 0, method: 'manual' },
        { name: '价格', weight: 100, method: 'priceChange' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(body<ErrorData>(res).data.fields?.map((f) => `${f.path}:${f.code}`)).toEqual([
      'criteria.0.weight:validation.tooSmall',
      'criteria.1.method:validation.oneOf',
    ]);
    const dup = await post('/performance/mould/saveBase', {
      name: '错误模板',
      criteria: [
        { name: '质量', weight: 50, method: 'manual' },
        { name: '质量', weight: 50, method: 'manual' },
      ],
    });
    expect(body<ErrorData>(dup).data.fields?.map((f) => `${f.path}:${f.code}`)).toEqual([
      'criteria.1.name:evaluation.criterionDuplicate',
    ]);
  });

  it('enables and disables a template', async () => {
    const off = await post('/performance/mould/updateState', { id: HUAXIA_QUARTERLY, state: 0 });
    expect(off.statusCode, off.body).toBe(200);
    expect(body(off).desc).toBe('Template disabled');
    expect(body<Mould>(await get(`/performance/mould/selectById/${HUAXIA_QUARTERLY}`)).data.state).toBe(0);
    const on = await post('/performance/mould/updateState', { id: HUAXIA_QUARTERLY, state: 1 });
    expect(body(on).desc).toBe('Template enabled');
    const bad = await post('/performance/mould/updateState', { id: HUAXIA_QUARTERLY, state: 2 });
    expect(bad.statusCode).toBe(400);
  });

  it("answers another tenant's template like an absent one and keeps it unchanged", async () => {
    for (const id of [DONGFANG_ANNUAL, '00000000-0000-4000-8000-000000000000']) {
      expect((await get(`/performance/mould/selectById/${id}`)).statusCode).toBe(404);
      const upd = await post('/performance/mould/saveBase', {
        id,
        name: '越权',
        criteria: [{ name: '质量', weight: 100, method: 'manual' }],
      });
      expect(upd.statusCode).toBe(404);
      expect(body<ErrorData>(upd).data.errorCode).toBe('evaluation.mouldNotFound');
      expect((await post('/performance/mould/updateState', { id, state: 0 })).statusCode).toBe(404);
    }
    const [row] = await t.sql<{ name: string; state: number }>(
      'select name, state from evaluation_moulds where id = $1',
      [DONGFANG_ANNUAL],
    );
    expect(row).toEqual({ name: '年度供应商考核', state: 1 });
  });

  it('is closed to callers without the performance permission and to supplier sessions', async () => {
    expect((await get('/performance/mould/page', purchaser)).statusCode).toBe(403);
    expect((await get('/performance/mould/page', supplier)).statusCode).toBe(403);
  });
});
