import type { TestApp } from '../../support/test-app.ts';
import { DEMO, demoId } from '../../support/demo-ids.ts';
import type { DomainMatrix, Fixture, MatrixEntry } from '../types.ts';

// Access-matrix entries and owned-object fixtures of the statement routes (issue #15, /account). See
// ../entries.ts.

const STATEMENT = 'statement:statement' as const;
const RULE = 'statement:dataRule' as const;
const HUAXIA_RULE = demoId(1_031_011);
const DONGFANG_RULE = demoId(1_031_012);
const HUAXIA_SHANGHAI = demoId(1_031_001);
const HUAXIA_SUZHOU = demoId(1_031_002);
const DONGFANG_SHANGHAI = demoId(1_031_003);

async function insertStatement(t: TestApp, id: string, tenantId: string, vendorId: string, code: string) {
  // Sent (2): visible to its own supplier, foreign to every other principal.
  await t.sql(
    `insert into statements (id, tenant_id, code, vendor_id, currency, period_from, period_to, status, created_by, sent_at)
     values ($1, $2, $3, $4, 'CNY', '2024-01-01', '2024-01-31', 2, $5, now()) on conflict do nothing`,
    [id, tenantId, code, vendorId, DEMO.users.finance],
  );
}

const byBody = (extra: Record<string, unknown> = {}): MatrixEntry => ({
  object: STATEMENT,
  request: (id) => ({ payload: { id, ...extra } }),
});
const payee = { method: 0, payee: '矩阵收款人', bankAccount: '62258801' };

export const statementMatrix: DomainMatrix = {
  entries: {
    'GET /api/v1/account/statement/list': {},
    'GET /api/v1/account/statement/detail/:id': { object: STATEMENT },
    'GET /api/v1/account/statement/vendors': {},
    'POST /api/v1/account/statement/create': {
      request: (id) => ({
        payload: { vendorId: id, currency: 'CNY', periodFrom: '2024-01-01', periodTo: '2024-01-31' },
      }),
      note: 'Names a supplier, not a statement: an unknown supplier is a 400 field error.',
    },
    'POST /api/v1/account/statement/send': byBody(),
    'POST /api/v1/account/statement/reopen': byBody(),
    'POST /api/v1/account/statement/close': byBody(),
    'POST /api/v1/account/statement/delete': byBody(),
    'POST /api/v1/account/statement/payApply': byBody(payee),
    'POST /api/v1/account/statement/payAgain': byBody(payee),
    'POST /api/v1/account/statement/mergePayApply': {
      object: STATEMENT,
      request: (id) => ({ payload: { ids: [id], ...payee } }),
    },
    'POST /api/v1/account/statement/message': byBody({ body: '矩阵' }),
    // The supplier portal: tenant AND company scoped, from sent on.
    // Invoice reconciliation (/assetsManagement/reconciliation; the supplier's /vendor/reconciliation).
    'GET /api/v1/assetsManagement/reconciliation/list': {
      request: (id) => ({ url: `/api/v1/assetsManagement/reconciliation/list?vendorId=${id}` }),
      note: 'Names a supplier: the lines of an unknown or foreign supplier are simply not there (empty page).',
    },
    'GET /api/v1/assetsManagement/reconciliation/vendors': {},
    'GET /api/v1/vendor/reconciliation/list': {},
    'GET /api/v1/vendor/account/statement/list': {},
    'GET /api/v1/vendor/account/statement/detail/:id': { object: STATEMENT },
    'POST /api/v1/vendor/account/statement/confirm': byBody(),
    'POST /api/v1/vendor/account/statement/dispute': byBody({ reason: '矩阵' }),
    'POST /api/v1/vendor/account/statement/message': byBody({ body: '矩阵' }),
    // Statement data rules (/setting/statementData): the tenant's staff manager.
    'GET /api/v1/setting/statementData/list': {},
    'GET /api/v1/setting/statementData/options': {},
    'POST /api/v1/setting/statementData/save': {
      object: RULE,
      request: (id) => ({ payload: { id, userId: DEMO.users.finance, allData: true } }),
    },
    'POST /api/v1/setting/statementData/delete': { object: RULE, request: (id) => ({ payload: { id } }) },
  },
  fixtures: async (t) => {
    const { huaxia, dongfang } = DEMO.tenants;
    const { shanghaiPrecision, suzhouSteel } = DEMO.vendors;
    await insertStatement(t, HUAXIA_SHANGHAI, huaxia, shanghaiPrecision, 'STMATRIX0001');
    await insertStatement(t, HUAXIA_SUZHOU, huaxia, suzhouSteel, 'STMATRIX0002');
    await insertStatement(t, DONGFANG_SHANGHAI, dongfang, shanghaiPrecision, 'STMATRIX0003');
    const all = [
      ['shanghai statement (huaxia)', HUAXIA_SHANGHAI, huaxia, shanghaiPrecision],
      ['suzhou statement (huaxia)', HUAXIA_SUZHOU, huaxia, suzhouSteel],
      ['shanghai statement (dongfang)', DONGFANG_SHANGHAI, dongfang, shanghaiPrecision],
    ] as const;
    const fixtures: Fixture[] = all.map(([name, id, tenantId, vendorId]) => ({
      kind: STATEMENT,
      name,
      id,
      table: 'statements',
      owner: { tenantId, vendorId },
    }));
    for (const [id, tenantId] of [
      [HUAXIA_RULE, huaxia],
      [DONGFANG_RULE, dongfang],
    ] as const) {
      await t.sql(
        `insert into statement_data_rules (id, tenant_id, user_id, all_data, created_by, updated_by)
         values ($1, $2, $3, true, $3, $3) on conflict do nothing`,
        [id, tenantId, id],
      );
    }
    const rules: Fixture[] = [
      {
        kind: RULE,
        name: 'statement data rule (huaxia)',
        id: HUAXIA_RULE,
        table: 'statement_data_rules',
        owner: { tenantId: huaxia },
      },
      {
        kind: RULE,
        name: 'statement data rule (dongfang)',
        id: DONGFANG_RULE,
        table: 'statement_data_rules',
        owner: { tenantId: dongfang },
      },
    ];
    return { [STATEMENT]: fixtures, [RULE]: rules };
  },
};
