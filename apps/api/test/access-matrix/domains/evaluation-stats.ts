import type { TestApp } from '../../support/test-app.ts';
import { DEMO, demoId } from '../../support/demo-ids.ts';
import type { DomainMatrix, Fixture } from '../types.ts';

// Access-matrix entries and owned-object fixtures of the performance statistics, one-off vendor
// assessments and the grade guard (issue #17 §5–§7).

const ASSESSMENT = 'evaluation:assessment' as const;
const HUAXIA_ASSESSMENT = demoId(1_719_001);
const DONGFANG_ASSESSMENT = demoId(1_719_002);
const HUAXIA_MOULD = demoId(1_719_011);

async function insertAssessment(t: TestApp, id: string, tenantId: string, code: string) {
  // A draft: save, delete and submit are all possible on it, so a foreign id that slipped through would show.
  await t.sql(
    `insert into evaluation_assessments (id, tenant_id, code, vendor_id, vendor_name, mould_id, mould_name, state,
       created_by)
     values ($1, $2, $3, $4, '矩阵供应商', gen_random_uuid(), '矩阵模板', 1, $5) on conflict do nothing`,
    [id, tenantId, code, DEMO.vendors.shanghaiPrecision, DEMO.users.admin],
  );
  await t.sql(
    `insert into evaluation_assessment_scores (id, tenant_id, assessment_id, seq, name, weight, score)
     values (gen_random_uuid(), $1, $2, 1, '质量', 100, 80) on conflict do nothing`,
    [tenantId, id],
  );
}

export const evaluationStatsMatrix: DomainMatrix = {
  entries: {
    'GET /api/v1/performance/statistics/overview': {},
    'GET /api/v1/performance/statistics/vendorList': {},
    'GET /api/v1/performance/setting/gradeGuard': {},
    'POST /api/v1/performance/setting/gradeGuard': {
      request: () => ({ payload: { lowGradeMode: 'off' } }),
      note: 'A tenant setting: no object id; each tenant writes its own row.',
    },
    'GET /api/v1/performance/assessment/options': {},
    'GET /api/v1/performance/assessment/computed': {
      request: () => ({
        url: `/api/v1/performance/assessment/computed?vendorId=${DEMO.vendors.shanghaiPrecision}&mouldId=${HUAXIA_MOULD}&periodFrom=2026-01-01&periodTo=2026-03-31`,
      }),
      note: 'Ids in the query: a foreign template or supplier answers 400 on its field exactly like an absent one.',
    },
    'GET /api/v1/performance/assessment/list': {},
    'GET /api/v1/performance/assessment/summary': {},
    'GET /api/v1/performance/assessment/selectById/:id': { object: ASSESSMENT },
    'POST /api/v1/performance/assessment/save': {
      object: ASSESSMENT,
      request: (id) => ({
        payload: {
          id,
          vendorId: DEMO.vendors.shanghaiPrecision,
          mouldId: HUAXIA_MOULD,
          scores: [{ score: 80 }],
        },
      }),
      note: 'The assessment is looked up (locked) before its template: a foreign id answers 404 assessmentNotFound.',
    },
    'POST /api/v1/performance/assessment/delete': {
      object: ASSESSMENT,
      request: (id) => ({ payload: { id } }),
    },
    'POST /api/v1/performance/assessment/updateState': {
      object: ASSESSMENT,
      request: (id) => ({ payload: { id, state: 2 } }),
    },
  },
  fixtures: async (t) => {
    const { huaxia, dongfang } = DEMO.tenants;
    await insertAssessment(t, HUAXIA_ASSESSMENT, huaxia, 'VAMATRIX1');
    await insertAssessment(t, DONGFANG_ASSESSMENT, dongfang, 'VAMATRIX2');
    const fixtures: Fixture[] = [
      ['huaxia assessment', HUAXIA_ASSESSMENT, huaxia],
      ['dongfang assessment', DONGFANG_ASSESSMENT, dongfang],
    ].map(([name, id, tenantId]) => ({
      kind: ASSESSMENT,
      name: name as string,
      id: id as string,
      table: 'evaluation_assessments',
      owner: { tenantId: tenantId as string },
    }));
    return { [ASSESSMENT]: fixtures };
  },
};
