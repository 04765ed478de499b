import type { TestApp } from '../../support/test-app.ts';
import { DEMO, demoId } from '../../support/demo-ids.ts';
import type { DomainMatrix, Fixture } from '../types.ts';

// Access-matrix entries and fixtures of "my assessments", results, grade changes, grade levels,
// reminders and the supplier's own results (issue #17 §3–§4). The plans are the fixtures of
// domains/evaluation.ts (same ids): an appraisal belongs to its evaluator, a result to its tenant and
// supplier company, a grade change to its tenant.

const PLAN = 'evaluation:plan' as const;
const APPRAISAL = 'evaluation:appraisal' as const;
const RESULT = 'evaluation:result' as const;
const ADJUSTMENT = 'evaluation:adjustment' as const;
const HUAXIA_PLAN = demoId(1_709_011);
const DONGFANG_PLAN = demoId(1_709_012);
const HUAXIA_APPRAISAL = demoId(1_709_021);
const DONGFANG_APPRAISAL = demoId(1_709_022);
const HUAXIA_SHANGHAI_RESULT = demoId(1_709_031);
const HUAXIA_SUZHOU_RESULT = demoId(1_709_032);
const DONGFANG_SHANGHAI_RESULT = demoId(1_709_033);
const HUAXIA_ADJUSTMENT = demoId(1_709_041);
const DONGFANG_ADJUSTMENT = demoId(1_709_042);

async function insertAppraisal(
  t: TestApp,
  id: string,
  tenantId: string,
  planId: string,
  evaluatorId: string,
) {
  await t.sql(
    `insert into evaluation_appraisals (id, tenant_id, plan_id, vendor_id, evaluator_id, status)
     values ($1, $2, $3, $4, $5, 1) on conflict do nothing`,
    [id, tenantId, planId, DEMO.vendors.shanghaiPrecision, evaluatorId],
  );
}

async function insertResult(t: TestApp, id: string, tenantId: string, planId: string, vendorId: string) {
  // Published and appealed: every buyer and supplier action is possible on it.
  await t.sql(
    `insert into evaluation_results (id, tenant_id, plan_id, vendor_id, score, grade, breakdown, published_at,
       appeal_comment, appealed_at)
     values ($1, $2, $3, $4, 72.5, 'B', '{"criteria":[]}', now(), '矩阵申诉', now()) on conflict do nothing`,
    [id, tenantId, planId, vendorId],
  );
}

async function insertAdjustment(t: TestApp, id: string, tenantId: string, resultId: string, planId: string) {
  await t.sql(
    `insert into evaluation_grade_adjustments (id, tenant_id, result_id, plan_id, vendor_id, from_grade, to_grade,
       reason, status, requested_by)
     values ($1, $2, $3, $4, $5, 'B', 'A', '矩阵', 3, $6) on conflict do nothing`,
    [id, tenantId, resultId, planId, DEMO.vendors.shanghaiPrecision, DEMO.users.admin],
  );
}

const scoresBody = (id: string) => ({ payload: { id, scores: [] } });

export const appraiseMatrix: DomainMatrix = {
  entries: {
    'GET /api/v1/performance/appraise/myAssess': {},
    'GET /api/v1/performance/appraise/detail/:id': { object: APPRAISAL },
    'POST /api/v1/performance/appraise/save': { object: APPRAISAL, request: scoresBody },
    'POST /api/v1/performance/appraise/commit': {
      object: APPRAISAL,
      request: scoresBody,
      note: 'The appraisal is looked up by evaluator first: another evaluator’s answers 404 like an absent one.',
    },
    'GET /api/v1/performance/plan/getAppraiseSpeed/:id': { object: PLAN },
    'POST /api/v1/performance/plan/evaluationReminder': {
      object: PLAN,
      request: (id) => ({ payload: { id } }),
    },
    'GET /api/v1/performance/result/list/:id': { object: PLAN },
    'POST /api/v1/performance/result/submit': { object: PLAN, request: (id) => ({ payload: { id } }) },
    'POST /api/v1/performance/result/saveAdjustGrade': {
      object: RESULT,
      request: (id) => ({ payload: { resultId: id, grade: 'A', reason: '矩阵' } }),
    },
    'GET /api/v1/performance/result/adjustment/:id': { object: ADJUSTMENT },
    'POST /api/v1/performance/result/answerAppeal': {
      object: RESULT,
      request: (id) => ({ payload: { resultId: id, answer: '矩阵答复' } }),
    },
    'GET /api/v1/performance/level/vendorSettingLevel': {},
    'POST /api/v1/performance/level/vendorSettingLevel': {
      request: () => ({
        payload: {
          levels: [
            { grade: 'A', minScore: 85 },
            { grade: 'B', minScore: 70 },
            { grade: 'C', minScore: 60 },
            { grade: 'D', minScore: 0 },
          ],
        },
      }),
      note: 'Replaces the tenant’s own levels (the defaults again); names no object.',
    },
    'POST /api/v1/performance/appraise/transfer': {
      object: PLAN,
      request: (id) => ({
        payload: { planId: id, fromId: DEMO.users.approver, toId: DEMO.users.purchaser },
      }),
      note: 'The plan is looked up (locked) first: a foreign id answers 404 like an absent one; the own one (a draft) 409.',
    },
    'GET /api/v1/vendor/performance/result/list': {},
    'GET /api/v1/vendor/performance/result/detail/:id': { object: RESULT },
    'GET /api/v1/vendor/performance/statistics': {
      note: 'The company’s own published results in the session tenant; names no object (no other company’s result id in the body).',
    },
    'POST /api/v1/vendor/performance/result/appeal': {
      object: RESULT,
      request: (id) => ({ payload: { id, comment: '矩阵申诉' } }),
      note: 'Another company’s (or tenant’s) result answers 404 like an absent one; the own one 409 (appealed).',
    },
  },
  fixtures: async (t) => {
    const { huaxia, dongfang } = DEMO.tenants;
    const { shanghaiPrecision, suzhouSteel } = DEMO.vendors;
    // The plans come from domains/evaluation.ts; its fixtures may run after these: insert them if absent.
    for (const [id, tenantId, code, mould] of [
      [HUAXIA_PLAN, huaxia, 'PPMATRIX1', demoId(1_709_001)],
      [DONGFANG_PLAN, dongfang, 'PPMATRIX2', demoId(1_709_002)],
    ] as const) {
      await t.sql(
        `insert into evaluation_plans (id, tenant_id, code, name, mould_id, mould_name, period_from, period_to,
           deadline, status, created_by)
         values ($1, $2, $3, '矩阵计划', $4, '矩阵模板', '2026-01-01', '2026-03-31', '2026-04-15', 1, $5)
         on conflict do nothing`,
        [id, tenantId, code, mould, DEMO.users.admin],
      );
    }
    await insertAppraisal(t, HUAXIA_APPRAISAL, huaxia, HUAXIA_PLAN, DEMO.users.approver);
    await insertAppraisal(t, DONGFANG_APPRAISAL, dongfang, DONGFANG_PLAN, DEMO.users.purchaser);
    await insertResult(t, HUAXIA_SHANGHAI_RESULT, huaxia, HUAXIA_PLAN, shanghaiPrecision);
    await insertResult(t, HUAXIA_SUZHOU_RESULT, huaxia, HUAXIA_PLAN, suzhouSteel);
    await insertResult(t, DONGFANG_SHANGHAI_RESULT, dongfang, DONGFANG_PLAN, shanghaiPrecision);
    await insertAdjustment(t, HUAXIA_ADJUSTMENT, huaxia, HUAXIA_SHANGHAI_RESULT, HUAXIA_PLAN);
    await insertAdjustment(t, DONGFANG_ADJUSTMENT, dongfang, DONGFANG_SHANGHAI_RESULT, DONGFANG_PLAN);
    const appraisals: Fixture[] = [
      {
        kind: APPRAISAL,
        name: 'huaxia appraisal (approver)',
        id: HUAXIA_APPRAISAL,
        table: 'evaluation_appraisals',
        owner: { tenantId: huaxia, userId: DEMO.users.approver },
      },
      {
        kind: APPRAISAL,
        name: 'dongfang appraisal (purchaser)',
        id: DONGFANG_APPRAISAL,
        table: 'evaluation_appraisals',
        owner: { tenantId: dongfang, userId: DEMO.users.purchaser },
      },
    ];
    const results: Fixture[] = (
      [
        ['shanghai result (huaxia)', HUAXIA_SHANGHAI_RESULT, huaxia, shanghaiPrecision],
        ['suzhou result (huaxia)', HUAXIA_SUZHOU_RESULT, huaxia, suzhouSteel],
        ['shanghai result (dongfang)', DONGFANG_SHANGHAI_RESULT, dongfang, shanghaiPrecision],
      ] as const
    ).map(([name, id, tenantId, vendorId]) => ({
      kind: RESULT,
      name,
      id,
      table: 'evaluation_results',
      owner: { tenantId, vendorId },
    }));
    const adjustments: Fixture[] = [
      {
        kind: ADJUSTMENT,
        name: 'huaxia grade change',
        id: HUAXIA_ADJUSTMENT,
        table: 'evaluation_grade_adjustments',
        owner: { tenantId: huaxia },
      },
      {
        kind: ADJUSTMENT,
        name: 'dongfang grade change',
        id: DONGFANG_ADJUSTMENT,
        table: 'evaluation_grade_adjustments',
        owner: { tenantId: dongfang },
      },
    ];
    return { [APPRAISAL]: appraisals, [RESULT]: results, [ADJUSTMENT]: adjustments };
  },
};
