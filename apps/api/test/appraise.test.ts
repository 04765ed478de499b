import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { EVALUATION_REMINDER_JOB, sendEvaluationReminders } from '@procure/evaluation-server';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO, demoId } from './support/demo-ids.ts';

// Supplier performance, issue #17 §3–§4, through real HTTP on PostgreSQL: "my assessments" (an evaluator
// scores only what is assigned to them, scores within range, nothing persisted on 4xx, another
// evaluator's appraisal ≡ absent), the last commit computing the results (weighting and grading with
// known answers; concurrent last commits), results approval through the engine (published), a grade
// change with a reason (its own approval document), the supplier's own results and its one appeal,
// grade levels (vendorSettingLevel), reminders (button and daily job, once a day).

const QUARTERLY = demoId(1_700_001);
const P = CODES.performancePlan;
const A = CODES.appraisal;
const PLAN_DOC = CODES.documentType.performancePlan.code;
const { shanghaiPrecision: SHANGHAI, suzhouSteel: SUZHOU } = DEMO.vendors;
const { purchaser: PURCHASER, approver: APPROVER } = DEMO.users;

let t: TestApp;
let admin: string;
let purchaser: string;
let approver: string;
let supplier: string;
let supplier2: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  purchaser = await t.login('purchaser');
  approver = await t.login('approver');
  supplier = await t.login('supplier', 'supplier');
  supplier2 = await t.login('supplier2', 'supplier');
});
afterAll(async () => {
  await t.close();
});

type Lang = 'zh_cn' | 'en_us';
const post = (url: string, payload: unknown, token = admin, language: Lang = 'en_us') =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token, payload: payload as object, language });
const get = (url: string, token = admin, language: Lang = 'en_us') =>
  t.request({ method: 'GET', url: `/api/v1${url}`, token, language });

type Summary = { id: string; planId: string; vendorId: string; status: number; late: boolean };
type Detail = Summary & {
  criteria: { criterionId: string; name: string; method: string; editable: boolean; score: number | null }[];
};
type Result = {
  id: string;
  vendorId: string;
  score: number | null;
  grade: string;
  finalGrade: string;
  adjustedGrade: string | null;
  publishedAt: string | null;
  breakdown: {
    name: string;
    score: number | null;
    evaluatorScores: { evaluatorName: string; score: number }[];
  }[];
  adjustments: { fromGrade: string; toGrade: string; reason: string; status: number }[];
  appealComment: string | null;
  appealAnswer: string | null;
};

/**
 * A plan on the quarterly template (quality 30 manual: purchaser + approver; three computed criteria
 * 25/20/10; service 15 manual: purchaser) for a period WITHOUT ledger facts, so the computed criteria have
 * no score and their weights are left out: score = (quality × 30 + service × 15) / 45. Approved by the
 * demo approver (the demo flow of performance plans).
 */
async function evaluatingPlan(extra: Record<string, unknown> = {}): Promise<string> {
  const saved = await post('/performance/plan/savePlan', {
    name: '评分测试计划',
    mouldId: QUARTERLY,
    periodFrom: '2024-01-01',
    periodTo: '2024-03-31',
    deadline: '2099-04-15',
    vendorIds: [SHANGHAI, SUZHOU],
    evaluatorIds: [[PURCHASER, APPROVER], [], [], [], [PURCHASER]],
    ...extra,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const { id } = body<{ id: string }>(saved).data;
  expect((await post('/performance/plan/submit', { id })).statusCode).toBe(200);
  const approved = await post(
    '/approval/act',
    { docType: PLAN_DOC, documentId: id, action: 'approve' },
    approver,
  );
  expect(approved.statusCode, approved.body).toBe(200);
  return id;
}

async function mine(token: string, planId: string): Promise<Detail[]> {
  const page = body<{ items: Summary[] }>(
    await get('/performance/appraise/myAssess?pageSize=100', token),
  ).data;
  const out: Detail[] = [];
  for (const s of page.items.filter((i) => i.planId === planId)) {
    out.push(body<Detail>(await get(`/performance/appraise/detail/${s.id}`, token)).data);
  }
  return out;
}
const of = (list: Detail[], vendorId: string) => list.find((d) => d.vendorId === vendorId) as Detail;
const crit = (d: Detail, name: string) => d.criteria.find((c) => c.name === name)?.criterionId as string;
const scoresOf = (appraisalId: string) =>
  t.sql<{ criterion_id: string; score: string | null; comment: string }>(
    'select criterion_id, score::text as score, comment from evaluation_appraisal_scores where appraisal_id = $1 order by criterion_id',
    [appraisalId],
  );

/** Scores (quality, service) given by the purchaser and quality by the approver, then both commit. */
async function scoreAll(
  planId: string,
  given: Record<string, { purchaser: [number, number]; approver: number }>,
): Promise<void> {
  const p = await mine(purchaser, planId);
  const a = await mine(approver, planId);
  for (const [vendorId, s] of Object.entries(given)) {
    const pd = of(p, vendorId);
    const res = await post(
      '/performance/appraise/commit',
      {
        id: pd.id,
        scores: [
          { criterionId: crit(pd, '产品质量'), score: s.purchaser[0], comment: '来料稳定' },
          { criterionId: crit(pd, '服务与响应'), score: s.purchaser[1] },
        ],
      },
      purchaser,
    );
    expect(res.statusCode, res.body).toBe(200);
    const ad = of(a, vendorId);
    const res2 = await post(
      '/performance/appraise/commit',
      { id: ad.id, scores: [{ criterionId: crit(ad, '产品质量'), score: s.approver }] },
      approver,
    );
    expect(res2.statusCode, res2.body).toBe(200);
  }
}

describe('my assessments', () => {
  let planId: string;
  beforeAll(async () => {
    planId = await evaluatingPlan();
  });

  it('lists each evaluator’s own appraisals in keyset pages, filtered by status', async () => {
    const first = body<{ items: Summary[]; nextCursor: string | null }>(
      await get('/performance/appraise/myAssess?pageSize=1', approver),
    ).data;
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).not.toBeNull();
    const seen = new Set(first.items.map((i) => i.id));
    let cursor = first.nextCursor;
    while (cursor) {
      const next = body<{ items: Summary[]; nextCursor: string | null }>(
        await get(`/performance/appraise/myAssess?pageSize=1&cursor=${cursor}`, approver),
      ).data;
      for (const item of next.items) {
        expect(seen.has(item.id)).toBe(false);
        seen.add(item.id);
      }
      cursor = next.nextCursor;
    }
    const all = body<{ items: Summary[] }>(
      await get('/performance/appraise/myAssess?pageSize=100', approver),
    ).data;
    expect(seen.size).toBe(all.items.length);
    expect(
      all.items
        .filter((i) => i.planId === planId)
        .map((i) => i.vendorId)
        .sort(),
    ).toEqual([SHANGHAI, SUZHOU].sort());
    const done = body<{ items: Summary[] }>(
      await get('/performance/appraise/myAssess?status=3', approver),
    ).data;
    expect(done.items.every((i) => i.status === A.submitted.code)).toBe(true);
    expect((await get('/performance/appraise/myAssess?cursor=nonsense', approver)).statusCode).toBe(400);
  });

  it('shows the criteria assigned (editable) and the computed ones read-only; another evaluator’s ≡ absent', async () => {
    const p = of(await mine(purchaser, planId), SHANGHAI);
    expect(p.criteria.map((c) => [c.name, c.editable])).toEqual([
      ['产品质量', true],
      ['准时交付率', false],
      ['收货拒收率', false],
      ['退货率', false],
      ['服务与响应', true],
    ]);
    const a = of(await mine(approver, planId), SHANGHAI);
    expect(a.criteria.filter((c) => c.editable).map((c) => c.name)).toEqual(['产品质量']);
    const foreign = await get(`/performance/appraise/detail/${p.id}`, approver);
    const absent = await get(`/performance/appraise/detail/${randomUUID()}`, approver);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(absent.body);
    // The plan's manager without the appraise permission cannot open "my assessments" of others either.
    expect((await get('/performance/appraise/myAssess', supplier)).statusCode).toBe(403);
  });

  it('refuses out-of-range scores, unassigned criteria and foreign appraisals, persisting nothing', async () => {
    const p = of(await mine(purchaser, planId), SUZHOU);
    const a = of(await mine(approver, planId), SUZHOU);
    const before = await scoresOf(a.id);
    for (const score of [100.01, -1, 12.345]) {
      const res = await post(
        '/performance/appraise/save',
        { id: a.id, scores: [{ criterionId: crit(a, '产品质量'), score }] },
        approver,
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(body<ErrorData>(res).data.fields?.[0]).toMatchObject({
        path: 'scores.0.score',
        code: 'evaluation.scoreRange',
        message: 'Enter a score from 0 to 100 with at most 2 decimals',
      });
    }
    const zh = await post(
      '/performance/appraise/save',
      { id: a.id, scores: [{ criterionId: crit(a, '产品质量'), score: 101 }] },
      approver,
      'zh_cn',
    );
    expect(body<ErrorData>(zh).data.fields?.[0]?.message).toMatch(/[\u4e00-\u9fff]/);
    // Service is the purchaser's alone; a computed criterion is nobody's.
    for (const criterionId of [crit(p, '服务与响应'), crit(p, '准时交付率'), randomUUID()]) {
      const res = await post(
        '/performance/appraise/save',
        {
          id: a.id,
          scores: [
            { criterionId: crit(a, '产品质量'), score: 88 },
            { criterionId, score: 50 },
          ],
        },
        approver,
      );
      expect(res.statusCode).toBe(400);
      expect(body<ErrorData>(res).data.fields?.[0]).toMatchObject({
        path: 'scores.1.criterionId',
        code: 'evaluation.criterionNotAssigned',
      });
    }
    // The purchaser's appraisal through the approver's session: like an absent one.
    const foreign = await post(
      '/performance/appraise/save',
      { id: p.id, scores: [{ criterionId: crit(p, '产品质量'), score: 10 }] },
      approver,
    );
    const absent = await post(
      '/performance/appraise/save',
      { id: randomUUID(), scores: [{ criterionId: crit(p, '产品质量'), score: 10 }] },
      approver,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(absent.body);
    expect(await scoresOf(a.id)).toEqual(before);
    expect((await scoresOf(p.id)).every((s) => s.score === null)).toBe(true);
  });

  it('saves (2), refuses an incomplete commit without writing, commits (3) once', async () => {
    const p = of(await mine(purchaser, planId), SHANGHAI);
    const quality = crit(p, '产品质量');
    const service = crit(p, '服务与响应');
    const saved = await post(
      '/performance/appraise/save',
      { id: p.id, scores: [{ criterionId: quality, score: 90, comment: '良好' }] },
      purchaser,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body<{ status: number }>(saved).data.status).toBe(A.scored.code);
    const incomplete = await post(
      '/performance/appraise/commit',
      { id: p.id, scores: [{ criterionId: quality, score: 10 }] },
      purchaser,
    );
    expect(incomplete.statusCode).toBe(400);
    expect(body<ErrorData>(incomplete).data.fields?.[0]).toMatchObject({
      path: 'scores',
      code: 'evaluation.scoreMissing',
    });
    const after = of(await mine(purchaser, planId), SHANGHAI);
    expect(after.status).toBe(A.scored.code);
    expect(after.criteria.find((c) => c.criterionId === quality)?.score).toBe(90);

    const committed = await post(
      '/performance/appraise/commit',
      { id: p.id, scores: [{ criterionId: service, score: 70 }] },
      purchaser,
    );
    expect(committed.statusCode, committed.body).toBe(200);
    expect(body<{ status: number; planStatus: number }>(committed).data).toMatchObject({
      status: A.submitted.code,
      planStatus: P.evaluating.code,
    });
    for (const path of ['/performance/appraise/save', '/performance/appraise/commit']) {
      const again = await post(path, { id: p.id, scores: [{ criterionId: quality, score: 1 }] }, purchaser);
      expect(again.statusCode).toBe(409);
    }
    expect((await scoresOf(p.id)).map((s) => s.score).sort()).toEqual(['70.00', '90.00']);
  });

  it('reports progress per evaluator and per supplier (getAppraiseSpeed)', async () => {
    const res = await get(`/performance/plan/getAppraiseSpeed/${planId}`);
    expect(res.statusCode, res.body).toBe(200);
    const speed = body<{
      evaluators: { id: string; total: number; submitted: number; scored: number; late: boolean }[];
      vendors: { vendorId: string; total: number; submitted: number }[];
    }>(res).data;
    expect(speed.evaluators.find((e) => e.id === PURCHASER)).toMatchObject({
      total: 2,
      submitted: 1,
      late: false,
    });
    expect(speed.evaluators.find((e) => e.id === APPROVER)).toMatchObject({ total: 2, submitted: 0 });
    expect(speed.vendors.find((v) => v.vendorId === SHANGHAI)).toMatchObject({ total: 2, submitted: 1 });
    expect((await get(`/performance/plan/getAppraiseSpeed/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('computes the results at the last commit: mean of evaluators, weights, grades (known answers)', async () => {
    const a = await mine(approver, planId);
    const p = await mine(purchaser, planId);
    const commit = (token: string, d: Detail, scores: [string, number][]) =>
      post(
        '/performance/appraise/commit',
        { id: d.id, scores: scores.map(([name, score]) => ({ criterionId: crit(d, name), score })) },
        token,
      );
    expect((await commit(approver, of(a, SHANGHAI), [['产品质量', 81]])).statusCode).toBe(200);
    expect(
      (
        await commit(purchaser, of(p, SUZHOU), [
          ['产品质量', 60],
          ['服务与响应', 50],
        ])
      ).statusCode,
    ).toBe(200);
    const last = await commit(approver, of(a, SUZHOU), [['产品质量', 55.5]]);
    expect(body<{ planStatus: number }>(last).data.planStatus).toBe(P.evaluated.code);

    const results = body<Result[]>(await get(`/performance/result/list/${planId}`)).data;
    const shanghai = results.find((r) => r.vendorId === SHANGHAI) as Result;
    const suzhou = results.find((r) => r.vendorId === SUZHOU) as Result;
    // Shanghai: quality (90 + 81) / 2 = 85.5, service 70 → (85.5×30 + 70×15) / 45 = 80.333… → 80.33, B.
    expect(shanghai).toMatchObject({ score: 80.33, grade: 'B', finalGrade: 'B', publishedAt: null });
    expect(shanghai.breakdown.map((b) => [b.name, b.score])).toEqual([
      ['产品质量', 85.5],
      ['准时交付率', null],
      ['收货拒收率', null],
      ['退货率', null],
      ['服务与响应', 70],
    ]);
    expect(shanghai.breakdown[0]?.evaluatorScores.map((e) => e.score).sort()).toEqual([81, 90]);
    // Suzhou: quality (60 + 55.5) / 2 = 57.75, service 50 → (57.75×30 + 50×15) / 45 = 55.166… → 55.17, D.
    expect(suzhou).toMatchObject({ score: 55.17, grade: 'D' });
  });

  it('answers another tenant’s plan like an absent one (results, progress, reminder)', async () => {
    const [other] = await t.sql<{ id: string }>(
      `insert into evaluation_plans (id, tenant_id, code, name, mould_id, mould_name, period_from, period_to,
         deadline, status, created_by)
       values (gen_random_uuid(), $1, 'PPAPPRAISE', '别家计划', $2, 'x', '2026-01-01', '2026-01-31', '2026-02-10', 3, $3)
       returning id`,
      [DEMO.tenants.dongfang, demoId(1_700_003), DEMO.users.admin],
    );
    for (const url of ['/performance/result/list/', '/performance/plan/getAppraiseSpeed/']) {
      const foreign = await get(`${url}${other?.id}`);
      const absent = await get(`${url}${randomUUID()}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).toBe(absent.body);
    }
    const foreign = await post('/performance/plan/evaluationReminder', { id: other?.id });
    expect(foreign.statusCode).toBe(404);
  });

  it('sends the results through the approval engine, and publishes them to the suppliers when approved', async () => {
    expect((await post('/performance/result/submit', { id: randomUUID() })).statusCode).toBe(404);
    const submitted = await post('/performance/result/submit', { id: planId });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(body<{ status: number }>(submitted).data.status).toBe(P.evaluated.code);
    expect((await post('/performance/result/submit', { id: planId })).statusCode).toBe(409);
    const [result] = body<Result[]>(await get(`/performance/result/list/${planId}`)).data;
    // Under approval: no grade change.
    expect(
      (
        await post('/performance/result/saveAdjustGrade', {
          resultId: result?.id,
          grade: 'A',
          reason: '复核',
        })
      ).statusCode,
    ).toBe(409);
    // The supplier sees nothing before publication.
    const before = body<{ id: string }[]>(await get('/vendor/performance/result/list', supplier)).data;
    expect(before.some((r) => r.id === result?.id)).toBe(false);

    const approved = await post(
      '/approval/act',
      { docType: PLAN_DOC, documentId: planId, action: 'approve' },
      approver,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const plan = body<{ status: number }>(await get(`/performance/plan/selectById/${planId}`)).data;
    expect(plan.status).toBe(P.published.code);
    const results = body<Result[]>(await get(`/performance/result/list/${planId}`)).data;
    expect(results.every((r) => r.publishedAt !== null)).toBe(true);
    const told = await t.sql<{ recipient_id: string; body_en: string }>(
      "select recipient_id, body_en from messages where title_en like 'Performance results published%'",
    );
    expect(told.map((m) => m.recipient_id)).toEqual(
      expect.arrayContaining([DEMO.users.supplier, DEMO.users.supplier2]),
    );
  });

  it('changes a grade with a reason through its own approval document, keeping the history', async () => {
    const results = body<Result[]>(await get(`/performance/result/list/${planId}`)).data;
    const suzhou = results.find((r) => r.vendorId === SUZHOU) as Result;
    const bad: [Record<string, unknown>, string, string][] = [
      [{ grade: 'Z', reason: '复核' }, 'grade', 'evaluation.gradeUnknown'],
      [{ grade: 'D', reason: '复核' }, 'grade', 'evaluation.gradeUnchanged'],
      [{ grade: 'C', reason: '' }, 'reason', 'validation.required'],
    ];
    for (const [extra, path, code] of bad) {
      const res = await post('/performance/result/saveAdjustGrade', { resultId: suzhou.id, ...extra });
      expect(res.statusCode, res.body).toBe(400);
      expect(body<ErrorData>(res).data.fields?.[0]).toMatchObject({ path, code });
    }
    expect(
      (await post('/performance/result/saveAdjustGrade', { resultId: randomUUID(), grade: 'C', reason: 'x' }))
        .statusCode,
    ).toBe(404);
    // A request under approval blocks a second one (409).
    await t.sql(
      `insert into evaluation_grade_adjustments (id, tenant_id, result_id, plan_id, vendor_id, from_grade, to_grade, reason, status, requested_by)
       values (gen_random_uuid(), $1, $2, $3, $4, 'D', 'B', 'pending', 1, $5)`,
      [DEMO.tenants.huaxia, suzhou.id, planId, SUZHOU, DEMO.users.admin],
    );
    expect(
      (await post('/performance/result/saveAdjustGrade', { resultId: suzhou.id, grade: 'C', reason: '复核' }))
        .statusCode,
    ).toBe(409);
    await t.sql("update evaluation_grade_adjustments set status = 3 where reason = 'pending'");
    // The demo tenant's grade-change flow (document type 14): the request waits for the demo approver,
    // the grade stays until then.
    const res = await post('/performance/result/saveAdjustGrade', {
      resultId: suzhou.id,
      grade: 'c',
      reason: '交付延误因不可抗力，复核后上调',
    });
    expect(res.statusCode, res.body).toBe(200);
    const asked = body<{ id: string; status: number }>(res).data;
    expect(asked.status).toBe(CODES.gradeAdjustment.approving.code);
    const waiting = body<Result[]>(await get(`/performance/result/list/${planId}`)).data.find(
      (r) => r.id === suzhou.id,
    ) as Result;
    expect(waiting).toMatchObject({ grade: 'D', finalGrade: 'D' });
    const decided = await post(
      '/approval/act',
      { docType: CODES.documentType.gradeAdjustment.code, documentId: asked.id, action: 'approve' },
      approver,
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const after = body<Result[]>(await get(`/performance/result/list/${planId}`)).data.find(
      (r) => r.id === suzhou.id,
    ) as Result;
    expect(after).toMatchObject({ grade: 'D', adjustedGrade: 'C', finalGrade: 'C' });
    expect(after.adjustments.map((a) => [a.fromGrade, a.toGrade, a.status])).toEqual([
      ['D', 'B', CODES.gradeAdjustment.rejected.code],
      ['D', 'C', CODES.gradeAdjustment.approved.code],
    ]);
    const history = body<{ history: { action: number; comment: string | null }[] }>(
      await get(`/performance/plan/selectById/${planId}`),
    ).data.history;
    expect(
      history.some((h) => h.action === CODES.historyAction.change.code && h.comment?.includes('D → C')),
    ).toBe(true);
  });

  it('shows a supplier its own published results only, without evaluators; one appeal, answered once', async () => {
    const mineList = body<
      { id: string; grade: string; breakdown: Record<string, unknown>[]; adjustReason: string | null }[]
    >(await get('/vendor/performance/result/list', supplier2)).data;
    const results = body<Result[]>(await get(`/performance/result/list/${planId}`)).data;
    const suzhou = results.find((r) => r.vendorId === SUZHOU) as Result;
    const shanghai = results.find((r) => r.vendorId === SHANGHAI) as Result;
    const own = mineList.find((r) => r.id === suzhou.id);
    expect(own).toMatchObject({ grade: 'C', adjustReason: '交付延误因不可抗力，复核后上调' });
    expect(mineList.some((r) => r.id === shanghai.id)).toBe(false);
    expect(JSON.stringify(own)).not.toMatch(/evaluator|采购员|审批人/i);
    expect(own?.breakdown.every((b) => !('evaluatorScores' in b))).toBe(true);
    // Another supplier's result ≡ absent, read or appeal.
    const foreign = await get(`/vendor/performance/result/detail/${shanghai.id}`, supplier2);
    const absent = await get(`/vendor/performance/result/detail/${randomUUID()}`, supplier2);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(absent.body);
    const foreignAppeal = await post(
      '/vendor/performance/result/appeal',
      { id: shanghai.id, comment: 'x' },
      supplier2,
    );
    expect(foreignAppeal.statusCode).toBe(404);
    // Buyers cannot use the supplier's routes.
    expect((await get('/vendor/performance/result/list', admin)).statusCode).toBe(403);

    expect(
      (await post('/vendor/performance/result/appeal', { id: suzhou.id, comment: '' }, supplier2)).statusCode,
    ).toBe(400);
    const appeal = await post(
      '/vendor/performance/result/appeal',
      { id: suzhou.id, comment: '质量评分未考虑已整改批次' },
      supplier2,
    );
    expect(appeal.statusCode, appeal.body).toBe(200);
    expect(
      (await post('/vendor/performance/result/appeal', { id: suzhou.id, comment: '再次申诉' }, supplier2))
        .statusCode,
    ).toBe(409);
    const creatorTold = await t.sql<{ recipient_id: string }>(
      "select recipient_id from messages where title_en like 'Performance appeal from%'",
    );
    expect(creatorTold.map((m) => m.recipient_id)).toContain(DEMO.users.admin);

    const answer = await post('/performance/result/answerAppeal', {
      resultId: suzhou.id,
      answer: '已复核，维持 C',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(
      (await post('/performance/result/answerAppeal', { resultId: suzhou.id, answer: '再答' })).statusCode,
    ).toBe(409);
    expect(
      (await post('/performance/result/answerAppeal', { resultId: shanghai.id, answer: '未申诉' }))
        .statusCode,
    ).toBe(409);
    const seen = body<{ appealComment: string; appealAnswer: string }>(
      await get(`/vendor/performance/result/detail/${suzhou.id}`, supplier2),
    ).data;
    expect(seen).toMatchObject({ appealComment: '质量评分未考虑已整改批次', appealAnswer: '已复核，维持 C' });
  });
});

describe('concurrent last commits', () => {
  it('compute the results exactly once', async () => {
    const planId = await evaluatingPlan({ vendorIds: [SHANGHAI] });
    const p = of(await mine(purchaser, planId), SHANGHAI);
    const a = of(await mine(approver, planId), SHANGHAI);
    const [r1, r2] = await Promise.all([
      post(
        '/performance/appraise/commit',
        {
          id: p.id,
          scores: [
            { criterionId: crit(p, '产品质量'), score: 100 },
            { criterionId: crit(p, '服务与响应'), score: 40 },
          ],
        },
        purchaser,
      ),
      post(
        '/performance/appraise/commit',
        { id: a.id, scores: [{ criterionId: crit(a, '产品质量'), score: 70 }] },
        approver,
      ),
    ]);
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    const rows = await t.sql<{ score: string; grade: string }>(
      'select score::text as score, grade from evaluation_results where plan_id = $1',
      [planId],
    );
    // (85 × 30 + 40 × 15) / 45 = 70 → B.
    expect(rows).toEqual([{ score: '70.00', grade: 'B' }]);
    const plan = body<{ status: number }>(await get(`/performance/plan/selectById/${planId}`)).data;
    expect(plan.status).toBe(P.evaluated.code);
  });
});

describe('grade levels (vendorSettingLevel)', () => {
  it('offers the defaults, refuses bad levels without writing, and grades later results with saved ones', async () => {
    const defaults = body<{ custom: boolean; levels: { grade: string; minScore: number }[] }>(
      await get('/performance/level/vendorSettingLevel'),
    ).data;
    expect(defaults.custom).toBe(false);
    expect(defaults.levels.map((l) => `${l.grade}${l.minScore}`)).toEqual(['A85', 'B70', 'C60', 'D0']);
    const bad: [unknown[], string][] = [
      [
        [
          { grade: 'A', minScore: 80 },
          { grade: 'B', minScore: 50 },
        ],
        'evaluation.levelNoZero',
      ],
      [
        [
          { grade: 'A', minScore: 80 },
          { grade: 'a', minScore: 0 },
        ],
        'evaluation.levelDuplicate',
      ],
      [
        [
          { grade: 'A', minScore: 101 },
          { grade: 'B', minScore: 0 },
        ],
        'evaluation.scoreRange',
      ],
    ];
    for (const [levels, code] of bad) {
      const res = await post('/performance/level/vendorSettingLevel', { levels });
      expect(res.statusCode).toBe(400);
      expect(body<ErrorData>(res).data.fields?.map((f) => f.code)).toContain(code);
    }
    expect(
      (await t.sql('select 1 from evaluation_grade_levels where tenant_id = $1', [DEMO.tenants.huaxia]))
        .length,
    ).toBe(0);
    const saved = await post('/performance/level/vendorSettingLevel', {
      levels: [
        { grade: '优', minScore: 90 },
        { grade: '良', minScore: 75 },
        { grade: '差', minScore: 0 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Other roles cannot read or change them.
    expect((await get('/performance/level/vendorSettingLevel', purchaser)).statusCode).toBe(403);

    const planId = await evaluatingPlan({ vendorIds: [SUZHOU] });
    await scoreAll(planId, { [SUZHOU]: { purchaser: [80, 80], approver: 80 } });
    const [result] = body<Result[]>(await get(`/performance/result/list/${planId}`)).data;
    expect(result).toMatchObject({ score: 80, grade: '良' });
    await t.sql('delete from evaluation_grade_levels where tenant_id = $1', [DEMO.tenants.huaxia]);
  });
});

describe('evaluation reminders', () => {
  it('is scheduled daily at 09:00 China time', () => {
    expect(t.app.jobs.schedules()).toContainEqual(
      expect.objectContaining({ name: EVALUATION_REMINDER_JOB, cron: '0 9 * * *', tz: 'Asia/Shanghai' }),
    );
  });

  const reminders = (planCode: string) =>
    t.sql<{ recipient_id: string; body_en: string; link: string }>(
      "select recipient_id, body_en, link from messages where title_en like 'Performance scoring overdue%' and body_en like $1",
      [`%${planCode}%`],
    );

  it('messages late evaluators once a day (job), and the plan’s button reminds whoever has not submitted', async () => {
    const planId = await evaluatingPlan({ deadline: '2024-04-15', vendorIds: [SHANGHAI] });
    const { code } = body<{ code: string }>(await get(`/performance/plan/selectById/${planId}`)).data;
    // The approver has submitted; only the purchaser is late.
    const a = of(await mine(approver, planId), SHANGHAI);
    await post(
      '/performance/appraise/commit',
      { id: a.id, scores: [{ criterionId: crit(a, '产品质量'), score: 90 }] },
      approver,
    );
    const late = body<{ items: Summary[] }>(
      await get('/performance/appraise/myAssess?pageSize=100', purchaser),
    ).data;
    expect(late.items.find((i) => i.planId === planId)?.late).toBe(true);

    const day = new Date('2026-11-20T02:00:00Z');
    const first = await sendEvaluationReminders(t.database.db, day);
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    const sent = await reminders(code);
    expect(sent.map((m) => m.recipient_id)).toEqual([PURCHASER]);
    expect(sent[0]?.link).toMatch(/^\/vendor\/performance\/myAssess\/detail\//);
    // Same China day (later that evening): nothing twice; the button says 0.
    await sendEvaluationReminders(t.database.db, new Date('2026-11-20T15:00:00Z'));
    expect(await reminders(code)).toHaveLength(1);
    t.clock.set(new Date('2026-11-20T15:30:00Z'));
    const button = await post('/performance/plan/evaluationReminder', { id: planId });
    expect(button.statusCode, button.body).toBe(200);
    expect(body<{ reminded: number }>(button).data.reminded).toBe(0);
    // The next China day (16:00 UTC = 00:00 in Shanghai): once more.
    t.clock.set(new Date('2026-11-20T16:30:00Z'));
    const next = await post('/performance/plan/evaluationReminder', { id: planId });
    expect(body<{ reminded: number }>(next).data.reminded).toBe(1);
    expect(body(next).desc).toBe('Reminders sent: 1');
    expect(await reminders(code)).toHaveLength(2);
    // Not in evaluation, or not the tenant's: 409 / 404.
    expect((await post('/performance/plan/evaluationReminder', { id: randomUUID() })).statusCode).toBe(404);
    await post('/performance/plan/cancel', { id: planId });
    expect((await post('/performance/plan/evaluationReminder', { id: planId })).statusCode).toBe(409);
  });
});

describe('demo data', () => {
  it('has a plan in evaluation with one appraisal submitted and a published plan with one appeal', async () => {
    const plans = body<{ id: string; code: string; status: number; progress: { submitted: number } }[]>(
      await get('/performance/plan/selectList'),
    ).data;
    const evaluating = plans.find((p) => p.code === 'PP20261001001');
    expect(evaluating).toMatchObject({ status: P.evaluating.code, progress: { submitted: 1 } });
    const published = plans.find((p) => p.code === 'PP20260701001');
    expect(published?.status).toBe(P.published.code);
    const results = body<Result[]>(await get(`/performance/result/list/${published?.id}`)).data;
    expect(results.filter((r) => r.appealComment !== null)).toHaveLength(1);
    const own = body<{ planCode: string }[]>(await get('/vendor/performance/result/list', supplier)).data;
    expect(own.map((r) => r.planCode)).toContain('PP20260701001');
    const journey = await t.login('perf.eval1');
    expect((await get('/performance/appraise/myAssess', journey)).statusCode).toBe(200);
    expect(
      (await get('/vendor/performance/result/list', await t.login('perf.supplier', 'supplier'))).statusCode,
    ).toBe(200);
  });
});

describe('a plan of computed criteria only', () => {
  it('opens no appraisal and is evaluated at approval, from the ledger alone', async () => {
    const mould = await post('/performance/mould/saveBase', {
      name: '全自动模板',
      criteria: [
        { name: '交期', weight: 60, method: 'onTimeDelivery' },
        { name: '退货', weight: 40, method: 'returnRate' },
      ],
    });
    const mouldId = body<{ id: string }>(mould).data.id;
    const planId = await evaluatingPlan({ mouldId, evaluatorIds: [[], []], vendorIds: [SUZHOU] });
    const plan = body<{ status: number; progress: { total: number } }>(
      await get(`/performance/plan/selectById/${planId}`),
    ).data;
    expect(plan).toMatchObject({ status: P.evaluated.code, progress: { total: 0 } });
    const [result] = body<Result[]>(await get(`/performance/result/list/${planId}`)).data;
    // No facts in the period: no score, no grade (shown as "—").
    expect(result).toMatchObject({ score: null, grade: '' });
  });

  it('names the customer in the supplier’s language', async () => {
    const zh = body<{ customerName: string }[]>(
      await get('/vendor/performance/result/list', supplier, 'zh_cn'),
    ).data;
    const en = body<{ customerName: string }[]>(
      await get('/vendor/performance/result/list', supplier, 'en_us'),
    ).data;
    expect(zh[0]?.customerName).toBe('华夏智造集团');
    expect(en[0]?.customerName).toBe('Huaxia Smart Manufacturing Group');
  });
});
