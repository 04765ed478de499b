import type { TestApp } from '../../support/test-app.ts';
import { DEMO, demoId } from '../../support/demo-ids.ts';
import type { DomainMatrix, Fixture, MatrixEntry } from '../types.ts';

// Access-matrix entries and owned-object fixtures of the supplier performance routes (issue #17).

const MOULD = 'evaluation:mould' as const;
const PLAN = 'evaluation:plan' as const;
const HUAXIA_MOULD = demoId(1_709_001);
const DONGFANG_MOULD = demoId(1_709_002);
const HUAXIA_PLAN = demoId(1_709_011);
const DONGFANG_PLAN = demoId(1_709_012);

async function insertPlan(t: TestApp, id: string, tenantId: string, mouldId: string, code: string) {
  // A draft: every plan action is possible on it, so a foreign id that slipped through would show.
  await t.sql(
    `insert into evaluation_plans (id, tenant_id, code, name, mould_id, mould_name, period_from, period_to,
       deadline, status, created_by)
     values ($1, $2, $3, '矩阵计划', $4, '矩阵模板', '2026-01-01', '2026-03-31', '2026-04-15', 1, $5)
     on conflict do nothing`,
    [id, tenantId, code, mouldId, DEMO.users.admin],
  );
}

async function insertMould(t: TestApp, id: string, tenantId: string, code: string) {
  await t.sql(
    `insert into evaluation_moulds (id, tenant_id, code, name, state, created_by)
     values ($1, $2, $3, '矩阵模板', 1, $4) on conflict do nothing`,
    [id, tenantId, code, DEMO.users.admin],
  );
  await t.sql(
    `insert into evaluation_mould_criteria (id, tenant_id, mould_id, seq, name, weight, method)
     values (gen_random_uuid(), $1, $2, 1, '质量', 100, 'manual') on conflict do nothing`,
    [tenantId, id],
  );
}

const mouldBody = { name: '矩阵模板', criteria: [{ name: '质量', weight: 100, method: 'manual' }] };
const planBody = {
  name: '矩阵计划',
  mouldId: HUAXIA_MOULD,
  periodFrom: '2026-01-01',
  periodTo: '2026-03-31',
  deadline: '2026-04-15',
  vendorIds: [DEMO.vendors.shanghaiPrecision],
  evaluatorIds: [[DEMO.users.approver]],
};
const byBody = (extra: Record<string, unknown> = {}): MatrixEntry => ({
  object: MOULD,
  request: (id) => ({ payload: { id, ...extra } }),
});

export const evaluationMatrix: DomainMatrix = {
  entries: {
    'GET /api/v1/performance/mould/page': {},
    'GET /api/v1/performance/mould/selectById/:id': { object: MOULD },
    'POST /api/v1/performance/mould/saveBase': {
      ...byBody(mouldBody),
      note: 'With an id it replaces that template: a foreign id answers 404 like an absent one.',
    },
    'POST /api/v1/performance/mould/updateState': byBody({ state: 0 }),
    'GET /api/v1/performance/mould/importDetail/template': {},
    'POST /api/v1/performance/mould/importDetail': {
      ...byBody({ content: 'AAAA' }),
      note: 'The template is looked up (locked) before the sheet is read: a foreign id answers 404 like an absent one.',
    },
    'GET /api/v1/performance/plan/options': {},
    'GET /api/v1/performance/plan/selectList': {},
    'GET /api/v1/performance/plan/selectById/:id': { object: PLAN },
    'GET /api/v1/performance/plan/facts/:id': { object: PLAN },
    'POST /api/v1/performance/plan/savePlan': {
      object: PLAN,
      request: (id) => ({ payload: { ...planBody, id } }),
      note: 'The plan is looked up (locked) before its template: a foreign id answers 404 plan.notFound.',
    },
    'POST /api/v1/performance/plan/submit': { object: PLAN, request: (id) => ({ payload: { id } }) },
    'POST /api/v1/performance/plan/cancel': { object: PLAN, request: (id) => ({ payload: { id } }) },
  },
  fixtures: async (t) => {
    const { huaxia, dongfang } = DEMO.tenants;
    await insertMould(t, HUAXIA_MOULD, huaxia, 'MBMATRIX1');
    await insertMould(t, DONGFANG_MOULD, dongfang, 'MBMATRIX2');
    const moulds: Fixture[] = [
      ['huaxia template', HUAXIA_MOULD, huaxia],
      ['dongfang template', DONGFANG_MOULD, dongfang],
    ].map(([name, id, tenantId]) => ({
      kind: MOULD,
      name: name as string,
      id: id as string,
      table: 'evaluation_moulds',
      owner: { tenantId: tenantId as string },
    }));
    await insertPlan(t, HUAXIA_PLAN, huaxia, HUAXIA_MOULD, 'PPMATRIX1');
    await insertPlan(t, DONGFANG_PLAN, dongfang, DONGFANG_MOULD, 'PPMATRIX2');
    const plans: Fixture[] = [
      ['huaxia plan', HUAXIA_PLAN, huaxia],
      ['dongfang plan', DONGFANG_PLAN, dongfang],
    ].map(([name, id, tenantId]) => ({
      kind: PLAN,
      name: name as string,
      id: id as string,
      table: 'evaluation_plans',
      owner: { tenantId: tenantId as string },
    }));
    return { [MOULD]: moulds, [PLAN]: plans };
  },
};
