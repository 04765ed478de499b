import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO, demoId } from './support/demo-ids.ts';

// Supplier performance evaluation (issue #17) through real HTTP on PostgreSQL: templates (moulds) —
// weights adding up to 100 checked by the server with a translated field error, nothing written on 4xx,
// the state switch, tenant isolation (another tenant's template answers 404 like an absent one).

const HUAXIA_QUARTERLY = demoId(1_700_001);
const DONGFANG_ANNUAL = demoId(1_700_003);

let t: TestApp;
let admin: string;
let purchaser: string;
let supplier: string;
let approver: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  approver = await t.login('approver');
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
        { name: '价格', weight: 100, method: 'lowestBid' },
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

const PLAN_DOC = CODES.documentType.performancePlan.code;
const P = CODES.performancePlan;
const { shanghaiPrecision: SHANGHAI, suzhouSteel: SUZHOU } = DEMO.vendors;
const { purchaser: PURCHASER, approver: APPROVER, finance: FINANCE } = DEMO.users;

type Plan = {
  id: string;
  code: string;
  status: number;
  vendorCount: number;
  progress: { total: number; toScore: number; scored: number; submitted: number };
  criteria: { name: string; method: string; evaluators: { id: string; name: string }[] }[];
  vendors: { vendorId: string; name: string }[];
  history: { action: number }[];
};

/** The quarterly template has 5 criteria: quality (manual), three computed, service (manual). */
const planBody = (extra: Record<string, unknown> = {}) => ({
  name: '测试计划',
  mouldId: HUAXIA_QUARTERLY,
  periodFrom: '2026-07-01',
  periodTo: '2026-09-30',
  deadline: '2026-10-15',
  vendorIds: [SHANGHAI, SUZHOU],
  evaluatorIds: [[PURCHASER, APPROVER], [], [], [], [PURCHASER]],
  ...extra,
});

describe('performance plans', () => {
  it('offers enabled templates, the tenant’s suppliers and the employees who may score', async () => {
    const res = await get('/performance/plan/options');
    expect(res.statusCode, res.body).toBe(200);
    const options = body<{
      moulds: { id: string; state: number }[];
      vendors: { vendorId: string }[];
      evaluators: { id: string }[];
    }>(res).data;
    expect(options.moulds.every((m) => m.state === 1)).toBe(true);
    expect(options.moulds.map((m) => m.id)).toContain(HUAXIA_QUARTERLY);
    expect(options.vendors.map((v) => v.vendorId)).toEqual(expect.arrayContaining([SHANGHAI, SUZHOU]));
    const evaluators = options.evaluators.map((e) => e.id);
    expect(evaluators).toEqual(expect.arrayContaining([PURCHASER, APPROVER]));
    expect(evaluators).not.toContain(FINANCE);
  });

  it('refuses bad plans with translated field errors and writes nothing', async () => {
    const plans = await count('evaluation_plans');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ periodTo: '2026-06-30' }, 'periodTo', 'evaluation.periodOrder'],
      [{ deadline: '2026-09-01' }, 'deadline', 'evaluation.deadlineBeforeEnd'],
      [{ vendorIds: [SHANGHAI, SHANGHAI] }, 'vendorIds.1', 'evaluation.vendorDuplicate'],
      [
        { vendorIds: [SHANGHAI, '00000000-0000-4000-8000-000000000000'] },
        'vendorIds.1',
        'evaluation.vendorUnknown',
      ],
      [{ evaluatorIds: [[PURCHASER]] }, 'evaluatorIds', 'evaluation.evaluatorsShape'],
      [{ evaluatorIds: [[], [], [], [], [PURCHASER]] }, 'evaluatorIds.0', 'evaluation.evaluatorRequired'],
      [
        { evaluatorIds: [[FINANCE], [], [], [], [PURCHASER]] },
        'evaluatorIds.0',
        'evaluation.evaluatorUnknown',
      ],
      [{ mouldId: demoId(1_700_002) }, 'mouldId', 'evaluation.mouldDisabled'],
      [{ mouldId: DONGFANG_ANNUAL }, 'mouldId', 'evaluation.mouldNotFound'],
    ];
    for (const [extra, path, code] of cases) {
      const res = await post('/performance/plan/savePlan', planBody(extra));
      expect(res.statusCode, `${code}: ${res.body}`).toBe(400);
      expect(body<ErrorData>(res).data.fields?.[0]).toMatchObject({ path, code });
    }
    const zh = await post('/performance/plan/savePlan', planBody({ periodTo: '2026-06-30' }), admin, 'zh_cn');
    expect(body<ErrorData>(zh).data.fields?.[0]?.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await count('evaluation_plans')).toBe(plans);
  });

  it('saves a draft with the template’s criteria copied, edits it, and lists it', async () => {
    const saved = await post('/performance/plan/savePlan', planBody());
    expect(saved.statusCode, saved.body).toBe(200);
    const { id, code } = body<{ id: string; code: string }>(saved).data;
    expect(code).toMatch(/^PP\d{11}$/);
    const edited = await post(
      '/performance/plan/savePlan',
      planBody({ id, vendorIds: [SUZHOU], name: '改名' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const plan = body<Plan>(await get(`/performance/plan/selectById/${id}`)).data;
    expect(plan).toMatchObject({ code, status: P.draft.code, vendorCount: 1 });
    expect(plan.criteria.map((c) => [c.name, c.method, c.evaluators.map((e) => e.id)])).toEqual([
      ['产品质量', 'manual', [PURCHASER, APPROVER]],
      ['准时交付率', 'onTimeDelivery', []],
      ['收货拒收率', 'receiptRejection', []],
      ['退货率', 'returnRate', []],
      ['服务与响应', 'manual', [PURCHASER]],
    ]);
    expect(plan.history.map((h) => h.action)).toEqual([CODES.historyAction.create.code]);
    const list = body<Plan[]>(await get('/performance/plan/selectList?status=1')).data;
    expect(list.map((p) => p.id)).toContain(id);
    expect(list.every((p) => p.status === P.draft.code)).toBe(true);
  });

  it('goes through the approval engine: reject → draft, approve → in evaluation with one appraisal per supplier × evaluator', async () => {
    const { id } = body<{ id: string }>(await post('/performance/plan/savePlan', planBody())).data;
    // The demo flow: one step, the demo approver.
    const submitted = await post('/performance/plan/submit', { id });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(body<{ status: number }>(submitted).data.status).toBe(P.approving.code);
    expect((await post('/performance/plan/submit', { id })).statusCode).toBe(409);
    expect((await post('/performance/plan/savePlan', planBody({ id }))).statusCode).toBe(409);

    const act = (action: string, comment?: string) =>
      post('/approval/act', { docType: PLAN_DOC, documentId: id, action, comment }, approver);
    expect((await act('reject', '请补充评分人')).statusCode).toBe(200);
    expect(body<Plan>(await get(`/performance/plan/selectById/${id}`)).data.status).toBe(P.draft.code);

    expect((await post('/performance/plan/submit', { id })).statusCode).toBe(200);
    const approved = await act('approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const plan = body<Plan>(await get(`/performance/plan/selectById/${id}`)).data;
    expect(plan.status).toBe(P.evaluating.code);
    // 2 suppliers × 2 evaluators (purchaser: quality + service; approver: quality).
    expect(plan.progress).toEqual({ total: 4, toScore: 4, scored: 0, submitted: 0 });
    const scores = await t.sql<{ evaluator_id: string; n: string }>(
      `select a.evaluator_id, count(*) as n from evaluation_appraisal_scores s
         join evaluation_appraisals a on a.id = s.appraisal_id where a.plan_id = $1 group by a.evaluator_id`,
      [id],
    );
    expect(Object.fromEntries(scores.map((r) => [r.evaluator_id, Number(r.n)]))).toEqual({
      [PURCHASER]: 4,
      [APPROVER]: 2,
    });
    expect(plan.history.map((h) => h.action)).toEqual([
      CODES.historyAction.create.code,
      CODES.historyAction.submit.code,
      CODES.historyAction.reject.code,
      CODES.historyAction.submit.code,
      CODES.historyAction.approve.code,
    ]);
    // In evaluation: cancel is possible, once.
    expect((await post('/performance/plan/cancel', { id })).statusCode).toBe(200);
    expect((await post('/performance/plan/cancel', { id })).statusCode).toBe(409);
  });

  it('is approved at once without a flow', async () => {
    await t.sql('delete from approval_flows where tenant_id = $1 and doc_type = $2', [
      DEMO.tenants.huaxia,
      PLAN_DOC,
    ]);
    const { id } = body<{ id: string }>(await post('/performance/plan/savePlan', planBody())).data;
    const res = await post('/performance/plan/submit', { id });
    expect(body<{ status: number }>(res).data.status).toBe(P.evaluating.code);
  });

  it("answers another tenant's plan like an absent one", async () => {
    const [other] = await t.sql<{ id: string }>(
      `insert into evaluation_plans (id, tenant_id, code, name, mould_id, mould_name, period_from, period_to,
         deadline, status, created_by)
       values (gen_random_uuid(), $1, 'PPOTHER', '别家计划', $2, 'x', '2026-01-01', '2026-01-31', '2026-02-10', 1, $3)
       returning id`,
      [DEMO.tenants.dongfang, DONGFANG_ANNUAL, DEMO.users.admin],
    );
    const id = other?.id as string;
    expect((await get(`/performance/plan/selectById/${id}`)).statusCode).toBe(404);
    expect((await post('/performance/plan/submit', { id })).statusCode).toBe(404);
    expect((await post('/performance/plan/cancel', { id })).statusCode).toBe(404);
    expect((await post('/performance/plan/savePlan', planBody({ id }))).statusCode).toBe(404);
    const [row] = await t.sql<{ status: number; name: string }>(
      'select status, name from evaluation_plans where id = $1',
      [id],
    );
    expect(row).toEqual({ status: 1, name: '别家计划' });
  });
});

describe('computed criteria against a seeded ledger', () => {
  it('counts deliveries on time, receipts accepted / rejected and returns of the period only', async () => {
    const huaxia = DEMO.tenants.huaxia;
    const order = randomUUID();
    const [lineA, lineB] = [randomUUID(), randomUUID()];
    await t.sql(
      `insert into purchase_orders (id, tenant_id, code, vendor_id, source_type, source_id, source_code, buyer_id,
         legal_entity_id, currency, receiver_name, receiver_phone, receiving_address, status, line_count, total_amount)
       values ($1, $2, 'POFACTS1', $3, 'purchaseApply', gen_random_uuid(), 'PRFACTS', $4, $5, 'CNY', '周', '13800000002',
         '上海', 3, 2, '200.00')`,
      [order, huaxia, SHANGHAI, PURCHASER, DEMO.legalEntities.huaxiaShanghai],
    );
    for (const [id, no, needBy] of [
      [lineA, 1, '2025-03-10'],
      [lineB, 2, '2025-03-20'],
    ] as const) {
      await t.sql(
        `insert into purchase_order_lines (id, tenant_id, order_id, vendor_id, line_no, source_line_id, product_code,
           name, unit, unit_price, tax_rate, need_by_date, ordered_qty, ordered_amount)
         values ($1, $2, $3, $4, $5, gen_random_uuid(), 'F-1', '测试件', '个', 10, 13, $6, 20, 200)`,
        [id, huaxia, order, SHANGHAI, no, needBy],
      );
    }
    const delivery = async (code: string, at: string, lines: string[]) => {
      const id = randomUUID();
      await t.sql(
        `insert into purchase_order_deliveries (id, tenant_id, order_id, vendor_id, code, courier, tracking_no,
           created_by, created_at) values ($1, $2, $3, $4, $5, 'SF', 'SF1', $6, $7)`,
        [id, huaxia, order, SHANGHAI, code, DEMO.users.supplier, at],
      );
      for (const line of lines) {
        await t.sql(
          `insert into purchase_order_delivery_lines (id, tenant_id, delivery_id, order_line_id, vendor_id, quantity)
           values (gen_random_uuid(), $1, $2, $3, $4, 5)`,
          [huaxia, id, line, SHANGHAI],
        );
      }
    };
    await delivery('POFACTS1-1', '2025-03-10T23:30:00+08:00', [lineA, lineB]); // both on time (China date 03-10)
    await delivery('POFACTS1-2', '2025-03-11T00:30:00+08:00', [lineA]); // line A late by half an hour
    await delivery('POFACTS1-3', '2025-04-02T10:00:00+08:00', [lineB]); // after the period
    const receipt = async (code: string, status: number, on: string, accepted: string, rejected: string) =>
      t.sql(
        `insert into receipts (id, tenant_id, code, order_id, order_code, vendor_id, status, receiver_name,
           received_on, accepted_qty, rejected_qty, accepted_amount, created_by)
         values (gen_random_uuid(), $1, $2, $3, 'POFACTS1', $4, $5, '周', $6, $7, $8, 0, $9)`,
        [huaxia, code, order, SHANGHAI, status, on, accepted, rejected, PURCHASER],
      );
    await receipt('POFACTS1-R1', 3, '2025-03-12', '9', '1');
    await receipt('POFACTS1-R2', 3, '2025-03-16', '5.5', '0');
    await receipt('POFACTS1-R3', 4, '2025-03-16', '100', '0'); // cancelled
    await receipt('POFACTS1-R4', 2, '2025-03-16', '50', '50'); // under approval
    await receipt('POFACTS1-R5', 3, '2025-02-28', '70', '30'); // before the period
    const giveBack = async (code: string, status: number, qty: string) => {
      const id = randomUUID();
      await t.sql(
        `insert into purchase_returns (id, tenant_id, code, order_id, order_code, vendor_id, currency, status,
           total_qty, total_amount, created_by, created_at)
         values ($1, $2, $3, $4, 'POFACTS1', $5, 'CNY', $6, $7, 0, $8, '2025-03-20T10:00:00+08:00')`,
        [id, huaxia, code, order, SHANGHAI, status, qty, PURCHASER],
      );
      await t.sql(
        `insert into purchase_return_lines (id, tenant_id, return_id, vendor_id, order_line_id, line_no, product_code,
           name, unit, unit_price, quantity, amount, reason, disposition)
         values (gen_random_uuid(), $1, $2, $3, $4, 1, 'F-1', '测试件', '个', 10, $5, 0, '测试', 'refund')`,
        [huaxia, id, SHANGHAI, lineA, qty],
      );
    };
    await giveBack('POFACTS1-T1', CODES.return.completed.code, '2.9');
    await giveBack('POFACTS1-T2', CODES.return.rejected.code, '3');
    await giveBack('POFACTS1-T3', CODES.return.draft.code, '1');

    const saved = await post(
      '/performance/plan/savePlan',
      planBody({ periodFrom: '2025-03-01', periodTo: '2025-03-31', deadline: '2025-04-10' }),
    );
    const { id } = body<{ id: string }>(saved).data;
    const res = await get(`/performance/plan/facts/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    type Facts = {
      vendorId: string;
      facts: Record<string, unknown>;
      rates: Record<string, number | null>;
      computed: { method: string; score: number | null }[];
    };
    const rows = body<Facts[]>(res).data;
    const shanghai = rows.find((r) => r.vendorId === SHANGHAI);
    expect(shanghai?.facts).toEqual({
      deliveryLines: 3,
      onTimeLines: 2,
      acceptedQty: '14.500',
      rejectedQty: '1.000',
      returnedQty: '2.900',
      pricedLines: 0,
      priceChange: null,
    });
    // 2/3 on time; 14.5 of 15.5 accepted; 2.9 returned of 14.5 accepted = 20 %.
    expect(shanghai?.computed.map((c) => [c.method, c.score])).toEqual([
      ['onTimeDelivery', 66.67],
      ['receiptRejection', 93.55],
      ['returnRate', 80],
    ]);
    expect(shanghai?.rates).toEqual({ onTimeRate: 66.67, rejectionRate: 6.45, returnRate: 20 });
    const suzhou = rows.find((r) => r.vendorId === SUZHOU);
    expect(suzhou?.computed.map((c) => c.score)).toEqual([null, null, null]);
  });
});

describe('price change rate against a seeded ledger', () => {
  const PRICE_TEMPLATE = demoId(1_700_004); // 价格变动率 (priceChange) 40, 准时交付率 30, 服务与响应 (manual) 30
  const PERIOD = { periodFrom: '2024-05-01', periodTo: '2024-05-31' };
  /** One order of `vendor` created at `at` with one line per [product code, unit price, quantity]. */
  const order = async (vendor: string, at: string, lines: [string, string, string][], extra = {}) => {
    const { currency = 'CNY', status = 3 } = extra as { currency?: string; status?: number };
    const id = randomUUID();
    await t.sql(
      `insert into purchase_orders (id, tenant_id, code, vendor_id, source_type, source_id, source_code, buyer_id,
         legal_entity_id, currency, receiver_name, receiver_phone, receiving_address, status, line_count,
         total_amount, created_at)
       values ($1, $2, $3, $4, 'purchaseApply', gen_random_uuid(), 'PRPRICE', $5, $6, $7, '周', '13800000002',
         '上海', $8, $9, '0', $10)`,
      [
        id,
        DEMO.tenants.huaxia,
        `POPRICE-${id.slice(0, 8)}`,
        vendor,
        PURCHASER,
        DEMO.legalEntities.huaxiaShanghai,
        currency,
        status,
        lines.length,
        at,
      ],
    );
    for (const [no, [code, price, qty]] of lines.entries()) {
      await t.sql(
        `insert into purchase_order_lines (id, tenant_id, order_id, vendor_id, line_no, source_line_id, product_code,
           name, unit, unit_price, tax_rate, need_by_date, ordered_qty, ordered_amount)
         values (gen_random_uuid(), $1, $2, $3, $4, gen_random_uuid(), $5, '测试件', '个', $6, 13, '2024-06-30', $7, 0)`,
        [DEMO.tenants.huaxia, id, vendor, no + 1, code, price, qty],
      );
    }
  };

  beforeAll(async () => {
    // Before the period: the last prices are A 12 (not 10, an older order; not 50, a cancelled one), B 20, C 8.
    await order(SHANGHAI, '2024-04-10T10:00:00+08:00', [
      ['PX-A', '10', '5'],
      ['PX-B', '20', '5'],
      ['PX-C', '8', '5'],
    ]);
    await order(SHANGHAI, '2024-04-20T10:00:00+08:00', [['PX-A', '12', '5']]);
    await order(SHANGHAI, '2024-04-25T10:00:00+08:00', [['PX-A', '50', '5']], {
      status: CODES.order.cancelled.code,
    });
    await order(SUZHOU, '2024-04-28T10:00:00+08:00', [['PX-A', '1', '5']]); // another supplier's price
    // In the period: A +10 % × 10, B +3 % × 30, C −25 % × 2, A ±0 × 10 (China date 05-31);
    // N has no earlier price, B in USD has no earlier USD price: neither compares.
    await order(SHANGHAI, '2024-05-10T10:00:00+08:00', [
      ['PX-A', '13.2', '10'],
      ['PX-B', '20.6', '30'],
      ['PX-N', '7', '5'],
    ]);
    await order(SHANGHAI, '2024-05-12T10:00:00+08:00', [['PX-B', '3', '100']], { currency: 'USD' });
    await order(SHANGHAI, '2024-05-15T10:00:00+08:00', [['PX-C', '6', '2']]);
    await order(SHANGHAI, '2024-05-31T23:30:00+08:00', [['PX-A', '12', '10']]);
    await order(SHANGHAI, '2024-06-01T00:10:00+08:00', [['PX-A', '100', '1000']]); // after the period
  });

  it('compares the period’s unit prices with the supplier’s last price before it, weighted by quantity', async () => {
    const saved = await post(
      '/performance/plan/savePlan',
      planBody({
        mouldId: PRICE_TEMPLATE,
        ...PERIOD,
        deadline: '2024-06-10',
        evaluatorIds: [[], [], [PURCHASER]],
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await get(`/performance/plan/facts/${body<{ id: string }>(saved).data.id}`);
    expect(res.statusCode, res.body).toBe(200);
    type Facts = {
      vendorId: string;
      facts: Record<string, unknown>;
      computed: { method: string; score: number | null }[];
    };
    const rows = body<Facts[]>(res).data;
    const shanghai = rows.find((r) => r.vendorId === SHANGHAI);
    // (10 × 10 % + 30 × 3 % − 2 × 25 % + 10 × 0 %) ÷ 52 = 2.69 % → 100 − 100 × 2.69 ÷ 10 = 73.1
    expect(shanghai?.facts).toMatchObject({ pricedLines: 4, priceChange: '2.69' });
    expect(shanghai?.computed.map((c) => [c.method, c.score])).toEqual([
      ['priceChange', 73.1],
      ['onTimeDelivery', null],
    ]);
    // Suzhou bought nothing in the period: no facts, no score.
    const suzhou = rows.find((r) => r.vendorId === SUZHOU);
    expect(suzhou?.facts).toMatchObject({ pricedLines: 0, priceChange: null });
    expect(suzhou?.computed.map((c) => c.score)).toEqual([null, null]);
  });

  it('computes it itself for a one-off assessment, whatever the client sent', async () => {
    const query = `vendorId=${SHANGHAI}&mouldId=${PRICE_TEMPLATE}&periodFrom=${PERIOD.periodFrom}&periodTo=${PERIOD.periodTo}`;
    const computed = await get(`/performance/assessment/computed?${query}`);
    expect(computed.statusCode, computed.body).toBe(200);
    expect(
      body<{ criteria: { score: number | null }[] }>(computed).data.criteria.map((c) => c.score),
    ).toEqual([73.1, null]);
    const saved = await post('/performance/assessment/save', {
      vendorId: SHANGHAI,
      mouldId: PRICE_TEMPLATE,
      ...PERIOD,
      scores: [{ score: 100 }, { score: 100 }, { score: 80 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    type Detail = {
      criteria: { method: string; score: number | null; facts: Record<string, unknown> | null }[];
    };
    const detail = body<Detail>(
      await get(`/performance/assessment/selectById/${body<{ id: string }>(saved).data.id}`),
    ).data;
    expect(detail.criteria.map((c) => [c.method, c.score])).toEqual([
      ['priceChange', 73.1],
      ['onTimeDelivery', null],
      ['manual', 80],
    ]);
    expect(detail.criteria[0]?.facts).toMatchObject({ pricedLines: 4, priceChange: '2.69' });
  });
});
