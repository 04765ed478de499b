import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO, demoId } from './support/demo-ids.ts';
import {
  T,
  U,
  line,
  masterRefs,
  post as procurementPost,
  requestState,
  save,
  validRequest,
  type MasterRefs,
} from './procurement-helpers.ts';

// Issue #17 §5–§7 through real HTTP on PostgreSQL: statistics computed from the seeded published results
// (events, trend, grade distribution with the adjusted grade, criterion averages, period and class
// filters, keyset pages); one-off vendor assessments (save, submit with score and grade, void, delete,
// every refusal translated with nothing persisted, another tenant's id answering like an absent one);
// the grade guard: "warn" lists the D-graded supplier on the request, "block" refuses the approval that
// would create its order with the translated reason and changes nothing.

const SH = DEMO.vendors.shanghaiPrecision;
const SZ = DEMO.vendors.suzhouSteel;
const QUARTERLY = demoId(1_700_001);
const DONGFANG_ANNUAL = demoId(1_700_003);

let t: TestApp;
let admin: string;
let supplier: string;
type Lang = 'zh_cn' | 'en_us';
const post = (url: string, payload: unknown, token = admin, language: Lang = 'en_us') =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token, payload: payload as object, language });
const get = (url: string, token = admin, language: Lang = 'en_us') =>
  t.request({ method: 'GET', url: `/api/v1${url}`, token, language });
const count = async (table: string) =>
  Number((await t.sql<{ n: string }>(`select count(*) as n from ${table}`))[0]?.n);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  supplier = await t.login('supplier', 'supplier');
  // Only this file's seeded published evaluations (tools/seed/purchasing/evaluation-stats.ts): other
  // seeds' plans (whose periods move with the date) leave this file's clone of the database.
  await t.sql(`delete from evaluation_plans where tenant_id = $1 and code not in ($2, $3, $4)`, [
    T.huaxia,
    'PP20260105001',
    'PP20260405001',
    'PP20260705001',
  ]);
});
afterAll(async () => {
  await t.close();
});

type Overview = {
  events: { code: string; vendorCount: number; averageScore: number | null }[];
  trend: {
    vendors: { vendorId: string; name: string }[];
    points: { code: string; scores: { vendorId: string; score: number | null }[] }[];
  };
  grades: { grade: string; count: number }[];
  criteria: { name: string; averageScore: number | null; count: number }[];
  classes: { id: string; name: string }[];
};

describe('performance statistics', () => {
  it('seeds a grade change waiting in the demo approver inbox (the demo flow of document type 14)', async () => {
    // Suzhou Steel's latest published result (row 1_710_321 of the seed) asked from D to C.
    const asked = await t.sql<{ id: string; status: number; from_grade: string; to_grade: string }>(
      'select id, status, from_grade, to_grade from evaluation_grade_adjustments where result_id = $1',
      [demoId(1_710_321)],
    );
    expect(asked.map(({ id: _, ...a }) => a)).toEqual([
      { status: CODES.gradeAdjustment.approving.code, from_grade: 'D', to_grade: 'C' },
    ]);
    const tasks = await t.sql<{ approver_id: string }>(
      `select approver_id from approval_tasks where doc_type = $1 and document_id = $2 and state = 'pending'`,
      [CODES.documentType.gradeAdjustment.code, asked[0]?.id],
    );
    expect(tasks).toEqual([{ approver_id: DEMO.users.approver }]);
  });

  it('computes events, trend, grades and criterion averages from the published results', async () => {
    const res = await get('/performance/statistics/overview?periodFrom=2025-10-01&periodTo=2026-06-30');
    expect(res.statusCode, res.body).toBe(200);
    const o = body<Overview>(res).data;
    expect(o.events.map((e) => e.code)).toEqual(['PP20260105001', 'PP20260405001', 'PP20260705001']);
    expect(o.events.every((e) => e.vendorCount === 2)).toBe(true);
    // Shanghai Q4 2025: 84×30 + 90×25 + 80×20 + 85×10 + 70×15 = 8270 → 82.70; Suzhou 7260 → 72.60.
    expect(o.events[0]?.averageScore).toBe(77.65);
    const q4 = o.trend.points[0]?.scores ?? [];
    expect(q4.find((s) => s.vendorId === SH)?.score).toBe(82.7);
    expect(q4.find((s) => s.vendorId === SZ)?.score).toBe(72.6);
    expect(o.trend.vendors.find((v) => v.vendorId === SH)?.name).toBe('Shanghai Precision Parts Co., Ltd.');
    // Grades: Shanghai B, A, A; Suzhou B, C adjusted to B, D → A 2, B 3, C 0, D 1.
    expect(o.grades).toEqual([
      { grade: 'A', count: 2 },
      { grade: 'B', count: 3 },
      { grade: 'C', count: 0 },
      { grade: 'D', count: 1 },
    ]);
    const quality = o.criteria.find((c) => c.name === '产品质量');
    // (84 + 75 + 88 + 66 + 90 + 55) / 6 = 76.33
    expect(quality).toEqual({ name: '产品质量', averageScore: 76.33, count: 6 });
  });

  it('filters by period and by supplier class (with its children), and counts only published results', async () => {
    const one = body<Overview>(
      await get('/performance/statistics/overview?periodFrom=2026-04-01&periodTo=2026-12-31'),
    ).data;
    expect(one.events.map((e) => e.code)).not.toContain('PP20260105001');
    expect(one.events.map((e) => e.code)).toContain('PP20260705001');
    const none = body<Overview>(await get(`/performance/statistics/overview?classId=${randomUUID()}`)).data;
    expect(none.events).toEqual([]);
    expect(none.grades.every((g) => g.count === 0)).toBe(true);
    // The demo classes (the vendor and the statistics seeds both classify): a class takes its own suppliers
    // and its children's; of those, the ones with published results (Shanghai and Suzhou) are in the trend.
    const classes = await t.sql<{ code: string; id: string }>(
      `select code, id from vendor_classes where tenant_id = $1 and code in ('RM', 'RM01', 'MP')`,
      [T.huaxia],
    );
    const idOf = (code: string) => classes.find((c) => c.code === code)?.id as string;
    const classified = await t.sql<{ vendorId: string; code: string; parentCode: string | null }>(
      `select vc.vendor_id as "vendorId", c.code, p.code as "parentCode"
         from vendor_classifications vc
         join vendor_classes c on c.id = vc.class_id
         left join vendor_classes p on p.id = c.parent_id
        where vc.tenant_id = $1`,
      [T.huaxia],
    );
    const inClass = (code: string) =>
      classified
        .filter((r) => (r.code === code || r.parentCode === code) && [SH, SZ].includes(r.vendorId))
        .map((r) => r.vendorId)
        .sort();
    expect(inClass('RM01')).toContain(SZ);
    for (const code of ['RM', 'RM01', 'MP']) {
      const classed = body<Overview>(
        await get(`/performance/statistics/overview?classId=${idOf(code)}`),
      ).data;
      expect(classed.trend.vendors.map((v) => v.vendorId).sort()).toEqual(inClass(code));
      expect(classed.classes.map((c) => c.id)).toEqual(
        expect.arrayContaining([idOf('RM'), idOf('RM01'), idOf('MP')]),
      );
    }
    // An unpublished result (a plan in evaluation) is not counted.
    const res = body<Overview>(await get('/performance/statistics/overview')).data;
    const published = await t.sql<{ n: number }>(
      `select count(*)::int as n from evaluation_results r join evaluation_plans p on p.id = r.plan_id
       where r.tenant_id = $1 and (p.status = 5 or r.published_at is not null)`,
      [T.huaxia],
    );
    expect(res.grades.reduce((n, g) => n + g.count, 0)).toBe(published[0]?.n);
  });

  it('pages the supplier list with a keyset cursor and refuses a forged cursor', async () => {
    type Page = { items: { id: string; grade: string; adjusted: boolean }[]; nextCursor: string | null };
    const first = body<Page>(await get('/performance/statistics/vendorList?pageSize=4')).data;
    expect(first.items).toHaveLength(4);
    expect(first.nextCursor).not.toBeNull();
    const second = body<Page>(
      await get(`/performance/statistics/vendorList?pageSize=4&cursor=${first.nextCursor}`),
    ).data;
    const ids = [...first.items, ...second.items].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(6);
    expect([...first.items, ...second.items].some((r) => r.adjusted && r.grade === 'B')).toBe(true);
    const forged = await get('/performance/statistics/vendorList?cursor=abc');
    expect(forged.statusCode).toBe(400);
    expect(body<ErrorData>(forged).data.fields?.[0]?.code).toBe('evaluation.badCursor');
    // Another tenant's results never show: every row is one of Huaxia's plans.
    const huaxiaPlans = await t.sql<{ id: string }>('select id from evaluation_plans where tenant_id = $1', [
      T.huaxia,
    ]);
    const planIds = new Set(huaxiaPlans.map((p) => p.id));
    const all = body<{ items: { planId: string }[] }>(
      await get('/performance/statistics/vendorList?pageSize=100'),
    ).data;
    expect(all.items.every((r) => planIds.has(r.planId))).toBe(true);
  });

  it('exports the supplier list as xlsx through the shared export mechanism', async () => {
    const res = await post('/downloadCenter/export', {
      list: 'evaluation.statistics',
      filters: { periodFrom: '2025-10-01', periodTo: '2026-06-30' },
      columns: [
        { key: 'vendorName', title: 'Supplier' },
        { key: 'planCode', title: 'Plan no.' },
        { key: 'grade', title: 'Grade' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id, mode } = body<{ id: string; mode: string }>(res).data;
    expect(mode).toBe('immediate');
    const file = await t.request({
      method: 'GET',
      url: `/api/v1/downloadCenter/export/${id}/file`,
      token: admin,
    });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Supplier', 'Plan no.', 'Grade']);
    expect(rows).toHaveLength(7);
    expect(rows.slice(1).map((r) => r[1])).toContain('PP20260405001');
  });

  it('refuses a supplier and answers 403', async () => {
    expect((await get('/performance/statistics/overview', supplier)).statusCode).toBe(403);
  });
});

type Detail = {
  id: string;
  code: string;
  state: number;
  score: number | null;
  grade: string | null;
  vendorName: string;
  criteria: { name: string; weight: number; score: number | null; method: string; facts: unknown }[];
};

type SupplierStats = {
  customerName: string;
  periods: { id: string; planCode: string; score: number | null; grade: string; adjusted: boolean }[];
  trend: {
    vendors: { vendorId: string; name: string }[];
    points: { code: string; scores: { vendorId: string; score: number | null }[] }[];
  };
  grades: { grade: string; count: number }[];
  criteria: { name: string; averageScore: number | null; count: number }[];
};

describe("the supplier's own statistics", () => {
  let supplier2: string;
  beforeAll(async () => {
    supplier2 = await t.login('supplier2', 'supplier');
  });
  const stats = async (token: string, query = '') => {
    const res = await get(`/vendor/performance/statistics${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return body<SupplierStats>(res).data;
  };

  it('shows each company only its own published results, oldest period first', async () => {
    const sh = await stats(supplier);
    expect(sh.customerName).not.toBe('');
    expect(sh.periods.map((p) => p.planCode)).toEqual(['PP20260105001', 'PP20260405001', 'PP20260705001']);
    // Shanghai: 82.70 B, 87.10 A, 89.60 A (the weights 30/25/20/10/15 of the quarterly template).
    expect(sh.periods.map((p) => [p.score, p.grade])).toEqual([
      [82.7, 'B'],
      [87.1, 'A'],
      [89.6, 'A'],
    ]);
    expect(sh.trend.vendors).toEqual([{ vendorId: SH, name: 'Shanghai Precision Parts Co., Ltd.' }]);
    expect(sh.trend.points.flatMap((p) => p.scores.map((s) => s.vendorId))).toEqual([SH, SH, SH]);
    expect(sh.grades).toEqual([
      { grade: 'A', count: 2 },
      { grade: 'B', count: 1 },
      { grade: 'C', count: 0 },
      { grade: 'D', count: 0 },
    ]);
    // (84 + 88 + 90) / 3 = 87.33: Suzhou's quality scores do not count.
    expect(sh.criteria.find((c) => c.name === '产品质量')).toEqual({
      name: '产品质量',
      averageScore: 87.33,
      count: 3,
    });
    // Suzhou: its own three, the Q1 grade adjusted C → B; never one of Shanghai's result ids.
    const sz = await stats(supplier2);
    expect(sz.periods.map((p) => [p.score, p.grade, p.adjusted])).toEqual([
      [72.6, 'B', false],
      [64, 'B', true],
      [54.8, 'D', false],
    ]);
    expect(sz.trend.vendors.map((v) => v.vendorId)).toEqual([SZ]);
    const shIds = new Set(sh.periods.map((p) => p.id));
    expect(sz.periods.some((p) => shIds.has(p.id))).toBe(false);
    // The period filter.
    const last = await stats(supplier, '?periodFrom=2026-04-01');
    expect(last.periods.map((p) => p.planCode)).toEqual(['PP20260705001']);
  });

  it('leaves out an unpublished result, and refuses a buyer and a bad date', async () => {
    const [q2] = await t.sql<{ id: string; published_at: Date }>(
      `select r.id, r.published_at from evaluation_results r join evaluation_plans p on p.id = r.plan_id
        where p.code = 'PP20260705001' and r.vendor_id = $1`,
      [SH],
    );
    await t.sql('update evaluation_results set published_at = null where id = $1', [q2?.id]);
    try {
      const sh = await stats(supplier);
      expect(sh.periods.map((p) => p.planCode)).toEqual(['PP20260105001', 'PP20260405001']);
      expect(sh.criteria.find((c) => c.name === '产品质量')?.count).toBe(2);
    } finally {
      await t.sql('update evaluation_results set published_at = $2 where id = $1', [
        q2?.id,
        q2?.published_at,
      ]);
    }
    expect((await get('/vendor/performance/statistics', admin)).statusCode).toBe(403);
    const bad = await get('/vendor/performance/statistics?periodFrom=2026-13-01', supplier);
    expect(bad.statusCode).toBe(400);
  });
});

describe('one-off vendor assessments', () => {
  const scores = (values: (number | null)[]) => values.map((score) => ({ score }));
  const EMPTY_PERIOD = { periodFrom: '2000-01-01', periodTo: '2000-01-31' };

  it('saves a draft, replaces it, submits it with its weighted score and grade, then voids it', async () => {
    // A period without any ledger facts: the three computed criteria have no score and their weights
    // are left out; only the two manual ones (30 % and 15 %) count.
    const created = await post('/performance/assessment/save', {
      vendorId: SZ,
      mouldId: QUARTERLY,
      ...EMPTY_PERIOD,
      comment: '试样评估',
      scores: scores([80, null, 70, 90, null]),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, code } = body<{ id: string; code: string }>(created).data;
    expect(code).toMatch(/^VA\d{11}$/);

    const missing = await post('/performance/assessment/updateState', { id, state: 2 });
    expect(missing.statusCode).toBe(400);
    expect(body<ErrorData>(missing).data.fields?.[0]).toMatchObject({ path: 'scores.4.score' });

    const replaced = await post('/performance/assessment/save', {
      id,
      vendorId: SZ,
      mouldId: QUARTERLY,
      ...EMPTY_PERIOD,
      scores: scores([80, 60, 70, 90, 50]),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const submitted = await post('/performance/assessment/updateState', { id, state: 2 }, admin, 'zh_cn');
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(body(submitted).desc).toBe('考评已提交');
    const detail = body<Detail>(await get(`/performance/assessment/selectById/${id}`)).data;
    // (80×30 + 50×15) / 45 = 70.00, grade B; the typed 60, 70, 90 of the computed criteria are ignored.
    expect(detail).toMatchObject({ state: 2, score: 70, grade: 'B' });
    expect(detail.criteria.map((c) => c.score)).toEqual([80, null, null, null, 50]);
    expect(detail.vendorName).toBe('Suzhou Hengsteel Materials Co., Ltd.');
    expect(detail.criteria.map((c) => c.weight)).toEqual([30, 25, 20, 10, 15]);

    const editLate = await post('/performance/assessment/save', {
      id,
      vendorId: SZ,
      mouldId: QUARTERLY,
      scores: scores([1, 1, 1, 1, 1]),
    });
    expect(editLate.statusCode).toBe(409);
    expect((await post('/performance/assessment/delete', { id })).statusCode).toBe(409);
    const voided = await post('/performance/assessment/updateState', { id, state: 3 });
    expect(voided.statusCode).toBe(200);
    expect((await post('/performance/assessment/updateState', { id, state: 3 })).statusCode).toBe(409);

    const summary = body<{ vendorId: string; count: number }[]>(
      await get('/performance/assessment/summary'),
    ).data;
    // The seeded Suzhou assessments: one submitted (the void one and the draft do not count).
    expect(summary.find((s) => s.vendorId === SZ)?.count).toBe(1);
  });

  it('refuses bad input with translated field errors and writes nothing', async () => {
    const before = await count('evaluation_assessments');
    const beforeScores = await count('evaluation_assessment_scores');
    const cases: [unknown, string, string][] = [
      [
        { vendorId: SZ, mouldId: QUARTERLY, scores: scores([101, 1, 1, 1, 1]) },
        'scores.0.score',
        'validation.tooLarge',
      ],
      [
        { vendorId: SZ, mouldId: QUARTERLY, scores: scores([1.234, 1, 1, 1, 1]) },
        'scores.0.score',
        'validation.maxDecimals',
      ],
      [
        { vendorId: SZ, mouldId: QUARTERLY, scores: scores([1, 1]) },
        'scores',
        'evaluation.assessmentScoresShape',
      ],
      [
        { vendorId: SZ, mouldId: DONGFANG_ANNUAL, scores: scores([1, 1]) },
        'mouldId',
        'evaluation.mouldNotFound',
      ],
      [
        { vendorId: randomUUID(), mouldId: QUARTERLY, scores: scores([1, 1, 1, 1, 1]) },
        'vendorId',
        'evaluation.vendorUnknown',
      ],
    ];
    for (const [payload, path, code] of cases) {
      const res = await post('/performance/assessment/save', payload, admin, 'zh_cn');
      expect(res.statusCode, res.body).toBe(400);
      const field = body<ErrorData>(res).data.fields?.find((f) => f.path === path);
      expect(field?.code, res.body).toBe(code);
      expect(field?.message).toMatch(/[\u4e00-\u9fff]/);
    }
    const shape = await post('/performance/assessment/save', cases[2]?.[0], admin, 'en_us');
    expect(body<ErrorData>(shape).data.fields?.[0]?.message).toBe('Score each of the template’s 5 criteria');
    expect(await count('evaluation_assessments')).toBe(before);
    expect(await count('evaluation_assessment_scores')).toBe(beforeScores);
  });

  it("answers another tenant's assessment like an absent one and pages the list", async () => {
    const foreign = randomUUID();
    await t.sql(
      `insert into evaluation_assessments (id, tenant_id, code, vendor_id, vendor_name, mould_id, mould_name, state, created_by)
       values ($1, $2, 'VAFOREIGN', $3, 'x', $4, 'x', 1, $5)`,
      [foreign, T.dongfang, SH, DONGFANG_ANNUAL, U.admin],
    );
    for (const probe of [foreign, randomUUID()]) {
      const res = await get(`/performance/assessment/selectById/${probe}`);
      expect(res.statusCode).toBe(404);
      expect(body<ErrorData>(res).data.errorCode).toBe('evaluation.assessmentNotFound');
      for (const [url, payload] of [
        ['/performance/assessment/delete', { id: probe }],
        ['/performance/assessment/updateState', { id: probe, state: 2 }],
        [
          '/performance/assessment/save',
          { id: probe, vendorId: SH, mouldId: QUARTERLY, scores: scores([1, 1, 1, 1, 1]) },
        ],
      ] as const) {
        const write = await post(url, payload);
        expect(write.statusCode, url).toBe(404);
        expect(body<ErrorData>(write).data.errorCode).toBe('evaluation.assessmentNotFound');
      }
    }
    expect(await t.sql('select state from evaluation_assessments where id = $1', [foreign])).toEqual([
      { state: 1 },
    ]);
    type Page = { items: { id: string; state: number }[]; nextCursor: string | null };
    const first = body<Page>(await get('/performance/assessment/list?pageSize=2')).data;
    expect(first.items).toHaveLength(2);
    const second = body<Page>(
      await get(`/performance/assessment/list?pageSize=2&cursor=${first.nextCursor}`),
    ).data;
    expect(second.items.map((r) => r.id)).not.toContain(first.items[0]?.id);
    const drafts = body<Page>(await get('/performance/assessment/list?state=1')).data;
    expect(drafts.items.every((r) => r.state === CODES.vendorAssessment.draft.code)).toBe(true);
  });

  it('prefills the computed criteria from the ledger and computes them itself on save, whatever the client sent', async () => {
    const PERIOD = { periodFrom: '2020-01-01', periodTo: '2030-12-31' };
    const query = `vendorId=${SH}&mouldId=${QUARTERLY}&periodFrom=${PERIOD.periodFrom}&periodTo=${PERIOD.periodTo}`;
    const res = await get(`/performance/assessment/computed?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    type Computed = {
      facts: { deliveryLines: number; acceptedQty: string } | null;
      criteria: { seq: number; method: string; score: number | null }[];
    };
    const computed = body<Computed>(res).data;
    expect(computed.criteria.map((c) => [c.seq, c.method])).toEqual([
      [2, 'onTimeDelivery'],
      [3, 'receiptRejection'],
      [4, 'returnRate'],
    ]);
    // The demo ledger of Shanghai Precision has deliveries and receipts in this period.
    expect(computed.facts?.deliveryLines).toBeGreaterThan(0);
    const serverScores = computed.criteria.map((c) => c.score);
    expect(serverScores.every((s) => s !== null && s !== 1.11)).toBe(true);

    // A forged client value for every computed criterion: the server's own value wins.
    const saved = await post('/performance/assessment/save', {
      vendorId: SH,
      mouldId: QUARTERLY,
      ...PERIOD,
      scores: scores([80, 1.11, 1.11, 1.11, 90]),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = body<{ id: string }>(saved).data;
    const detail = body<Detail & { periodFrom: string; periodTo: string }>(
      await get(`/performance/assessment/selectById/${id}`),
    ).data;
    expect(detail.criteria.map((c) => c.score)).toEqual([80, ...serverScores, 90]);
    expect(detail.criteria.map((c) => c.method)).toEqual([
      'manual',
      'onTimeDelivery',
      'receiptRejection',
      'returnRate',
      'manual',
    ]);
    expect(detail.criteria[1]?.facts).toEqual(computed.facts);
    expect(detail.criteria[0]?.facts).toBeNull();
    expect([detail.periodFrom, detail.periodTo]).toEqual([PERIOD.periodFrom, PERIOD.periodTo]);

    // The same forged values in a period without facts: no computed score at all.
    const empty = await get(
      `/performance/assessment/computed?vendorId=${SH}&mouldId=${QUARTERLY}&periodFrom=2000-01-01&periodTo=2000-01-31`,
    );
    expect(body<Computed>(empty).data.criteria.map((c) => c.score)).toEqual([null, null, null]);

    // Without a period the computed criteria cannot be computed: 400 on the field, nothing written.
    const before = await count('evaluation_assessments');
    const noPeriod = await post(
      '/performance/assessment/save',
      { vendorId: SH, mouldId: QUARTERLY, scores: scores([80, 100, 100, 100, 90]) },
      admin,
      'zh_cn',
    );
    expect(noPeriod.statusCode).toBe(400);
    expect(body<ErrorData>(noPeriod).data.fields?.[0]).toMatchObject({ path: 'periodFrom' });
    const reversed = await get(
      `/performance/assessment/computed?vendorId=${SH}&mouldId=${QUARTERLY}&periodFrom=2026-02-01&periodTo=2026-01-01`,
    );
    expect(reversed.statusCode).toBe(400);
    const foreignMould = await get(
      `/performance/assessment/computed?vendorId=${SH}&mouldId=${DONGFANG_ANNUAL}&periodFrom=2026-01-01&periodTo=2026-01-31`,
    );
    expect(foreignMould.statusCode).toBe(400);
    expect(body<ErrorData>(foreignMould).data.fields?.[0]).toMatchObject({
      code: 'evaluation.mouldNotFound',
    });
    expect(await count('evaluation_assessments')).toBe(before);
    await post('/performance/assessment/delete', { id });
  });

  it('deletes a draft', async () => {
    const created = await post('/performance/assessment/save', {
      vendorId: SH,
      mouldId: QUARTERLY,
      ...EMPTY_PERIOD,
      scores: scores([null, null, null, null, null]),
    });
    const { id } = body<{ id: string }>(created).data;
    expect((await post('/performance/assessment/delete', { id })).statusCode).toBe(200);
    expect((await get(`/performance/assessment/selectById/${id}`)).statusCode).toBe(404);
    expect(await t.sql('select 1 from evaluation_assessment_scores where assessment_id = $1', [id])).toEqual(
      [],
    );
  });
});

describe('grade guard at order creation', () => {
  let refs: MasterRefs;
  let approver: string;
  let purchaser: string;
  beforeAll(async () => {
    refs = await masterRefs(t);
    approver = await t.login('approver');
    purchaser = await t.login('purchaser');
    await t.sql(`delete from approval_flows where doc_type = $1`, [CODES.documentType.purchaseApply.code]);
    const flow = await post('/approval/flows/save', {
      docType: CODES.documentType.purchaseApply.code,
      name: 'Grade guard flow',
      priority: 10,
      enabled: true,
      categoryIds: [],
      costCentreIds: [],
      legalEntityIds: [],
      nodes: [
        {
          key: 'approver',
          name: 'Approver',
          approverType: CODES.approverType.employee.code,
          mode: CODES.approvalMode.preemptive.code,
          allowDynamic: false,
          onlyWhenOverBudget: false,
          employeeIds: [U.approver],
        },
      ],
    });
    if (flow.statusCode !== 200) throw new Error(flow.body);
  });

  async function submittedRequest(vendorId: string) {
    const saved = await save(t, purchaser, validRequest(refs, { lines: [line(refs, { vendorId })] }));
    const committed = await procurementPost(t, purchaser, 'commit', {
      id: saved.id,
      confirmOverBudget: true,
    });
    expect(committed.statusCode, committed.body).toBe(200);
    return saved.id;
  }
  type Notice = { vendorId: string; grade: string; mode: string; message: string };
  const notices = async (id: string, language: Lang) =>
    body<{ gradeNotices: Notice[] }>(await get(`/procurementApply/show/${id}`, purchaser, language)).data
      .gradeNotices;

  it('warn: the request shows the D-graded supplier, the approval creates the order', async () => {
    expect((await post('/performance/setting/gradeGuard', { lowGradeMode: 'warn' })).statusCode).toBe(200);
    const id = await submittedRequest(SZ);
    const en = await notices(id, 'en_us');
    expect(en).toEqual([
      expect.objectContaining({
        vendorId: SZ,
        grade: 'D',
        mode: 'warn',
        message:
          'Suzhou Hengsteel Materials Co., Ltd. has the performance grade D (latest published evaluation): order with care',
      }),
    ]);
    expect((await notices(id, 'zh_cn'))[0]?.message).toMatch(/苏州恒钢材料有限公司.*D/);
    // Shanghai's latest grade is A: no notice.
    expect(await notices(await submittedRequest(SH), 'en_us')).toEqual([]);
    const approved = await procurementPost(t, approver, 'approve', { id, action: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await t.sql('select count(*)::int as n from purchase_orders where source_id = $1', [id])).toEqual([
      { n: 1 },
    ]);
  });

  it('block: the approval answers 422 with the translated reason and nothing changes', async () => {
    const id = await submittedRequest(SZ);
    expect((await post('/performance/setting/gradeGuard', { lowGradeMode: 'block' })).statusCode).toBe(200);
    expect((await notices(id, 'en_us'))[0]?.mode).toBe('block');
    const before = await requestState(t, id);
    for (const [language, text] of [
      [
        'en_us',
        /No order can be placed with 苏州恒钢材料有限公司: its latest published performance grade is D/,
      ],
      ['zh_cn', /不能向苏州恒钢材料有限公司下单：其最近一次发布的绩效等级为 D/],
    ] as const) {
      const refused = await procurementPost(t, approver, 'approve', { id, action: 'approve' }, language);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(body<ErrorData>(refused).data.errorCode).toBe('evaluation.gradeBlocked');
      expect(body(refused).desc).toMatch(text);
    }
    expect(await requestState(t, id)).toBe(before);
    expect(await t.sql('select count(*)::int as n from purchase_orders where source_id = $1', [id])).toEqual([
      { n: 0 },
    ]);
    // The setting back to off: the same approval goes through.
    await post('/performance/setting/gradeGuard', { lowGradeMode: 'off' });
    const open = await procurementPost(t, approver, 'approve', { id, action: 'approve' });
    expect(open.statusCode, open.body).toBe(200);
  });

  it('refuses a mode it does not know, and a supplier', async () => {
    const bad = await post('/performance/setting/gradeGuard', { lowGradeMode: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect((await get('/performance/setting/gradeGuard', supplier)).statusCode).toBe(403);
    expect(
      body<{ lowGradeMode: string }>(await get('/performance/setting/gradeGuard')).data.lowGradeMode,
    ).toBe('off');
  });
});
