import type { DomainMatrix, Fixture } from '../types.ts';
import { DEMO, demoId } from '../../support/demo-ids.ts';

// Access-matrix entries and owned-object fixtures of the budget routes (issue #6). See ../entries.ts.
// Budget management is for buyer sessions with settingBudget. Writing probes change nothing even
// when let in: an absent cost centre (400), an invalid upload (400), absent or foreign ids (404).

const buyer = ['buyer'] as const;
const T = DEMO.tenants;

export const budgetMatrix: DomainMatrix = {
  entries: {
    'GET /api/v1/budget/list': { sites: buyer },
    'GET /api/v1/budget/import/template': { sites: buyer },
    'POST /api/v1/budget/import': {
      sites: buyer,
      request: () => ({ payload: { content: 'UEsDBA==' } }),
      note: 'four bytes of a zip header: not a workbook → 400, nothing imported',
    },
    'POST /api/v1/budget/create': {
      sites: buyer,
      request: (id) => ({
        payload: { costCentreId: id, name: 'Matrix budget', period: '2026', amount: '1.00' },
      }),
      note: 'the probed id as cost centre: absent or foreign → 400 budget.unknownCostCentre',
    },
    'GET /api/v1/budget/:id': { sites: buyer, object: 'budget:budget' },
    'PUT /api/v1/budget/:id/amount': {
      sites: buyer,
      object: 'budget:budget',
      request: () => ({ payload: { amount: '123456.00' } }),
    },
    'PUT /api/v1/budget/:id/status': {
      sites: buyer,
      object: 'budget:budget',
      request: () => ({ payload: { disabled: true } }),
    },
  },
  fixtures: async (t) => {
    const out: Fixture[] = [];
    const tenants = [
      ['huaxia', T.huaxia, demoId(7002)],
      ['dongfang', T.dongfang, demoId(7011)],
    ] as const;
    for (const [i, [name, tenantId, costCentreId]] of tenants.entries()) {
      const objectId = demoId(649900 + i);
      const id = demoId(649910 + i);
      await t.sql(
        `insert into budget_objects (id, tenant_id, cost_centre_id, project_code, name)
         values ($1, $2, $3, 'MATRIX', '矩阵预算') on conflict do nothing`,
        [objectId, tenantId, costCentreId],
      );
      await t.sql(
        `insert into budgets (id, tenant_id, object_id, period, amount) values ($1, $2, $3, '2030', '100.00')
         on conflict do nothing`,
        [id, tenantId, objectId],
      );
      out.push({
        kind: 'budget:budget',
        name: `budget (${name})`,
        id,
        table: 'budgets',
        owner: { tenantId },
      });
    }
    return { 'budget:budget': out };
  },
};
