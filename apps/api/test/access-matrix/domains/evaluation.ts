import type { TestApp } from '../../support/test-app.ts';
import { DEMO, demoId } from '../../support/demo-ids.ts';
import type { DomainMatrix, Fixture, MatrixEntry } from '../types.ts';

// Access-matrix entries and owned-object fixtures of the supplier performance routes (issue #17).

const MOULD = 'evaluation:mould' as const;
const HUAXIA_MOULD = demoId(1_709_001);
const DONGFANG_MOULD = demoId(1_709_002);

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
    return { [MOULD]: moulds };
  },
};
