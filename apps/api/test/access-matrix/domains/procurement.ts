import type { TestApp } from '../../support/test-app.ts';
import { DEMO, demoId } from '../../support/demo-ids.ts';
import type { DomainMatrix, Fixture, MatrixEntry } from '../types.ts';

// Access-matrix entries and owned-object fixtures of the procurement routes (issue #6). See ../entries.ts.

const REQUEST = 'procurement:request' as const;
const HUAXIA_REQUEST = demoId(790001);
const DONGFANG_REQUEST = demoId(790002);
const TEMPLATE = 'procurement:template' as const;
const HUAXIA_TEMPLATE = demoId(790011);
const DONGFANG_TEMPLATE = demoId(790012);

async function insertTemplate(t: TestApp, id: string, tenantId: string, userId: string, name: string) {
  await t.sql(
    `insert into purchase_templates (id, tenant_id, owner_id, name, source_type, source_code, line_count)
     values ($1, $2, $3, $4, 'request', 'PRMATRIX', 1) on conflict do nothing`,
    [id, tenantId, userId, name],
  );
}

async function insertRequest(t: TestApp, id: string, tenantId: string, userId: string, code: string) {
  await t.sql(
    `insert into purchase_requests (id, tenant_id, code, kind, title, status, applicant_id, created_by)
     values ($1, $2, $3, 'direct', '矩阵测试申请', 1, $4, $4) on conflict do nothing`,
    [id, tenantId, code, userId],
  );
}

/** A route whose body names the request by `id` (plus whatever else the body needs to pass its schema). */
const byBody = (extra: Record<string, unknown> = {}): MatrixEntry => ({
  object: REQUEST,
  request: (id) => ({ payload: { id, ...extra } }),
});

export const procurementMatrix: DomainMatrix = {
  entries: {
    'GET /api/v1/procurementApply/list': {},
    'GET /api/v1/procurementApply/show/:id': {
      object: REQUEST,
      sites: ['buyer'],
      note: 'any buyer session: the request decides who sees it (owner, admin, an approver with a task)',
    },
    'GET /api/v1/procurementApply/budgetCheck/:id': { object: REQUEST },
    'POST /api/v1/procurementApply/holdSubmit': byBody({ kind: 'direct', lines: [] }),
    'POST /api/v1/procurementApply/createDetails': {
      request: () => ({ payload: { source: 'cart', cartItemIds: [] } }),
      note: 'an empty choice is refused (400) before the cart is read; the cart rows are the catalogue matrix',
    },
    'POST /api/v1/procurementApply/commit': byBody({ confirmOverBudget: false }),
    'POST /api/v1/procurementApply/approve': byBody({ action: 'approve' }),
    'POST /api/v1/procurementApply/repeal': byBody(),
    'POST /api/v1/procurementApply/delete': byBody(),
    'POST /api/v1/procurementApply/copy': byBody(),
    'POST /api/v1/procurementApply/cancel': byBody({ reason: '矩阵' }),
    // Order templates (issue #13 §4): personal, so another user's template is foreign even in the tenant.
    'GET /api/v1/orderTemplate/list': {},
    'GET /api/v1/orderTemplate/detail/:id': { object: TEMPLATE },
    'POST /api/v1/orderTemplate/saveFromRequest': {
      object: REQUEST,
      request: (id) => ({ payload: { requestId: id, name: '矩阵模板' } }),
    },
    'POST /api/v1/orderTemplate/saveFromOrder': {
      object: 'order:order',
      request: (id) => ({ payload: { orderId: id, name: '矩阵模板' } }),
      note: 'needs the order permission on top of apply (403 without it)',
    },
    'POST /api/v1/orderTemplate/rename': {
      object: TEMPLATE,
      request: (id) => ({ payload: { id, name: '矩阵改名' } }),
    },
    'POST /api/v1/orderTemplate/delete': { object: TEMPLATE, request: (id) => ({ payload: { id } }) },
    'POST /api/v1/orderTemplate/createRequest': { object: TEMPLATE, request: (id) => ({ payload: { id } }) },
  },
  // The Huaxia request is the admin's (admins read every request of their tenant, so a request of
  // someone else would not be foreign to them); the Dongfang one is the purchaser's.
  fixtures: async (t) => {
    await insertRequest(t, HUAXIA_REQUEST, DEMO.tenants.huaxia, DEMO.users.admin, 'PRMATRIX0001');
    await insertRequest(t, DONGFANG_REQUEST, DEMO.tenants.dongfang, DEMO.users.purchaser, 'PRMATRIX0002');
    await insertTemplate(t, HUAXIA_TEMPLATE, DEMO.tenants.huaxia, DEMO.users.admin, '矩阵模板 A');
    await insertTemplate(t, DONGFANG_TEMPLATE, DEMO.tenants.dongfang, DEMO.users.purchaser, '矩阵模板 B');
    const fixture = (name: string, id: string, tenantId: string, userId: string): Fixture => ({
      kind: REQUEST,
      name,
      id,
      table: 'purchase_requests',
      owner: { tenantId, userId },
    });
    const template = (name: string, id: string, tenantId: string, userId: string): Fixture => ({
      kind: TEMPLATE,
      name,
      id,
      table: 'purchase_templates',
      owner: { tenantId, userId },
    });
    return {
      [TEMPLATE]: [
        template('admin template (huaxia)', HUAXIA_TEMPLATE, DEMO.tenants.huaxia, DEMO.users.admin),
        template(
          'purchaser template (dongfang)',
          DONGFANG_TEMPLATE,
          DEMO.tenants.dongfang,
          DEMO.users.purchaser,
        ),
      ],
      [REQUEST]: [
        fixture('admin request (huaxia)', HUAXIA_REQUEST, DEMO.tenants.huaxia, DEMO.users.admin),
        fixture(
          'purchaser request (dongfang)',
          DONGFANG_REQUEST,
          DEMO.tenants.dongfang,
          DEMO.users.purchaser,
        ),
      ],
    };
  },
};
