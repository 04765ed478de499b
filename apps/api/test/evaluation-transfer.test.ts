import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO, demoId } from './support/demo-ids.ts';

// Issue #17 §2 "transfer" through real HTTP on PostgreSQL: an evaluator's open assessments in the demo plan
// in evaluation (PP20261001001) move to another employee who may score — drafts cleared, submitted ones kept,
// the plan's criteria naming the new evaluator, a history row and a message in one transaction. Every
// refusal (same person, someone who may not score, nothing open, a clash, a plan not in evaluation,
// another tenant's plan, a supplier) is translated and changes nothing.

const EVAL1 = demoId(1_707_001); // perf.eval1: may score, not an evaluator of the demo plans
const EVAL2 = demoId(1_707_002); // perf.eval2: given one assessment of the plan below (a clash)
const CLASH_APPRAISAL = randomUUID();
const DONGFANG_PLAN = randomUUID();

let t: TestApp;
let admin: string;
let supplier: string;
let planId: string;
type Lang = 'zh_cn' | 'en_us';
const post = (url: string, payload: unknown, token = admin, language: Lang = 'en_us') =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token, payload: payload as object, language });

type Row = { id: string; vendor_id: string; evaluator_id: string; status: number };
const appraisals = () =>
  t.sql<Row>(
    'select id, vendor_id, evaluator_id, status from evaluation_appraisals where plan_id = $1 order by id',
    [planId],
  );
const snapshot = async () => ({
  appraisals: await appraisals(),
  scores: await t.sql(
    `select s.id, s.score, s.comment from evaluation_appraisal_scores s
       join evaluation_appraisals a on a.id = s.appraisal_id where a.plan_id = $1 order by s.id`,
    [planId],
  ),
  criteria: await t.sql(
    'select id, evaluator_ids from evaluation_plan_criteria where plan_id = $1 order by seq',
    [planId],
  ),
  history: await t.sql('select count(*)::int as n from approval_history where document_id = $1', [planId]),
  messages: await t.sql('select count(*)::int as n from messages'),
});

let from: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
  supplier = await t.login('supplier', 'supplier');
  const [plan] = await t.sql<{ id: string }>(
    `select id from evaluation_plans where tenant_id = $1 and code = 'PP20261001001'`,
    [DEMO.tenants.huaxia],
  );
  planId = plan!.id;
  const rows = await appraisals();
  // The evaluator with the most open assessments transfers; perf.eval2 gets one of its suppliers (a clash);
  // Dongfang gets a plan in evaluation (another tenant's).
  const open = rows.filter((r) => r.status !== 3);
  const counts = new Map<string, number>();
  for (const r of open) counts.set(r.evaluator_id, (counts.get(r.evaluator_id) ?? 0) + 1);
  from = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  await t.sql(
    `insert into evaluation_appraisals (id, tenant_id, plan_id, vendor_id, evaluator_id, status)
     values ($1, $2, $3, $4, $5, 1)`,
    [
      CLASH_APPRAISAL,
      DEMO.tenants.huaxia,
      planId,
      open.find((r) => r.evaluator_id === from)!.vendor_id,
      EVAL2,
    ],
  );
  await t.sql(
    `insert into evaluation_plans (id, tenant_id, code, name, mould_id, mould_name, period_from, period_to,
       deadline, status, created_by)
     values ($1, $2, 'PPTRANSFER', '转交测试', $3, '模板', '2026-01-01', '2026-03-31', '2026-04-15', 2, $4)`,
    [DONGFANG_PLAN, DEMO.tenants.dongfang, demoId(1_700_003), DEMO.users.admin],
  );
  expect(rows.some((r) => r.evaluator_id === EVAL1)).toBe(false);
});
afterAll(async () => {
  await t.close();
});

describe('transfer of open assessments', () => {
  it('refuses every bad transfer, translated, and changes nothing', async () => {
    const before = await snapshot();
    const same = await post(
      '/performance/appraise/transfer',
      { planId, fromId: from, toId: from },
      admin,
      'zh_cn',
    );
    expect(same.statusCode).toBe(400);
    expect(body<ErrorData>(same).data.fields?.map((f) => [f.path, f.code, f.message])).toEqual([
      ['toId', 'evaluation.transferSame', '请选择当前评估人以外的员工'],
    ]);
    for (const toId of [DEMO.users.supplier, randomUUID()]) {
      const res = await post('/performance/appraise/transfer', { planId, fromId: from, toId });
      expect(res.statusCode).toBe(400);
      expect(body<ErrorData>(res).data.fields?.map((f) => [f.path, f.code])).toEqual([
        ['toId', 'evaluation.evaluatorUnknown'],
      ]);
    }
    const none = await post('/performance/appraise/transfer', { planId, fromId: EVAL1, toId: from });
    expect(none.statusCode).toBe(409);
    expect(body<ErrorData>(none).data.errorCode).toBe('evaluation.transferNone');
    {
      const clash = await post('/performance/appraise/transfer', { planId, fromId: from, toId: EVAL2 });
      expect(clash.statusCode).toBe(409);
      expect(body<ErrorData>(clash)).toMatchObject({
        data: { errorCode: 'evaluation.transferClash' },
        desc: 'The new evaluator already assesses one of these suppliers in this plan',
      });
    }
    const [published] = await t.sql<{ id: string }>(
      `select id from evaluation_plans where tenant_id = $1 and code = 'PP20260701001'`,
      [DEMO.tenants.huaxia],
    );
    const wrong = await post('/performance/appraise/transfer', {
      planId: published!.id,
      fromId: from,
      toId: EVAL1,
    });
    expect(wrong.statusCode).toBe(409);
    expect(body<ErrorData>(wrong).data.errorCode).toBe('evaluation.wrongStatus');
    const foreign = await post('/performance/appraise/transfer', {
      planId: DONGFANG_PLAN,
      fromId: from,
      toId: EVAL1,
    });
    const absent = await post('/performance/appraise/transfer', {
      planId: randomUUID(),
      fromId: from,
      toId: EVAL1,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(absent.body);
    const bad = await post('/performance/appraise/transfer', {
      planId,
      fromId: 'x',
      toId: EVAL1,
      comment: ' ',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await post('/performance/appraise/transfer', { planId, fromId: from, toId: EVAL1 }, supplier))
        .statusCode,
    ).toBe(403);
    expect(await snapshot()).toEqual(before);
    await t.sql('delete from evaluation_appraisals where id = $1', [CLASH_APPRAISAL]);
  });

  it('moves the open assessments with a history row and a message; drafts cleared, submitted ones kept', async () => {
    const rows = await appraisals();
    const open = rows.filter((r) => r.evaluator_id === from && r.status !== 3);
    const submitted = rows.filter((r) => r.evaluator_id === from && r.status === 3);
    expect(open.length).toBeGreaterThan(0);
    // A draft score of the old evaluator must not pass to the new one.
    await t.sql(
      `update evaluation_appraisal_scores set score = 50, comment = 'draft' where appraisal_id = $1`,
      [open[0]!.id],
    );
    await t.sql('update evaluation_appraisals set status = 2 where id = $1', [open[0]!.id]);
    const res = await post('/performance/appraise/transfer', {
      planId,
      fromId: from,
      toId: EVAL1,
      comment: '原评估人休假',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ transferred: number }>(res)).toMatchObject({
      data: { transferred: open.length },
      desc: `${open.length} open assessments transferred`,
    });
    const after = await appraisals();
    for (const r of open)
      expect(after.find((a) => a.id === r.id)).toMatchObject({ evaluator_id: EVAL1, status: 1 });
    for (const r of submitted)
      expect(after.find((a) => a.id === r.id)).toMatchObject({ evaluator_id: from, status: 3 });
    const scores = await t.sql<{ score: string | null; comment: string }>(
      'select score, comment from evaluation_appraisal_scores where appraisal_id = $1',
      [open[0]!.id],
    );
    expect(scores.every((s) => s.score === null && s.comment === '')).toBe(true);
    const criteria = await t.sql<{ evaluator_ids: string[] }>(
      'select evaluator_ids from evaluation_plan_criteria where plan_id = $1',
      [planId],
    );
    expect(criteria.some((c) => c.evaluator_ids.includes(EVAL1))).toBe(true);
    if (submitted.length === 0) expect(criteria.some((c) => c.evaluator_ids.includes(from))).toBe(false);
    const [history] = await t.sql<{ action: number; comment: string; actor_id: string }>(
      `select action, comment, actor_id from approval_history where document_id = $1
        order by created_at desc limit 1`,
      [planId],
    );
    expect(history).toMatchObject({ action: 7, actor_id: DEMO.users.admin });
    expect(history?.comment).toContain('原评估人休假');
    const [message] = await t.sql<{ title_en: string; body_zh: string; link: string }>(
      'select title_en, body_zh, link from messages where recipient_id = $1 order by created_at desc limit 1',
      [EVAL1],
    );
    expect(message?.title_en).toMatch(/^Performance assessments handed to you: /);
    expect(message?.body_zh).toContain('原评估人休假');
    expect(message?.link).toBe('/vendor/performance/myAssess');
    // Nothing open is left to move.
    const again = await post('/performance/appraise/transfer', { planId, fromId: from, toId: EVAL1 });
    expect(again.statusCode).toBe(409);
  });
});
