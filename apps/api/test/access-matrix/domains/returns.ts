import type { TestApp } from '../../support/test-app.ts';
import { DEMO, demoId } from '../../support/demo-ids.ts';
import type { DomainMatrix, Fixture, MatrixEntry } from '../types.ts';

// Access-matrix entries and owned-object fixtures of the return routes (issue #14). See ../entries.ts.

const RETURN = 'returns:return' as const;
const HUAXIA_SHANGHAI_RETURN = demoId(1_009_001);
const HUAXIA_SUZHOU_RETURN = demoId(1_009_002);
const DONGFANG_SHANGHAI_RETURN = demoId(1_009_003);
const SOME_ORDER = demoId(1_009_999);
const SOME_LINE = demoId(1_009_998);

async function insertReturn(t: TestApp, id: string, tenantId: string, vendorId: string, code: string) {
  // Sent to the supplier (status 1): visible to its own supplier, foreign to every other principal.
  await t.sql(
    `insert into purchase_returns (id, tenant_id, code, order_id, order_code, vendor_id, currency, status,
       total_qty, total_amount, created_by, sent_at)
     values ($1, $2, $3, gen_random_uuid(), 'POMATRIX', $4, 'CNY', 1, 1, '10.00', $5, now()) on conflict do nothing`,
    [id, tenantId, code, vendorId, DEMO.users.purchaser],
  );
  await t.sql(
    `insert into purchase_return_lines (id, tenant_id, return_id, vendor_id, order_line_id, line_no, product_code,
       name, unit, unit_price, quantity, amount, reason, disposition)
     values (gen_random_uuid(), $1, $2, $3, gen_random_uuid(), 1, 'M-1', '矩阵物料', 'pcs', 10, 1, 10, '矩阵', 'refund')
     on conflict do nothing`,
    [tenantId, id, vendorId],
  );
}

const byBody = (key: string, extra: Record<string, unknown> = {}): MatrixEntry => ({
  object: RETURN,
  request: (id) => ({ payload: { [key]: id, ...extra } }),
});
const returnBody = {
  orderId: SOME_ORDER,
  lines: [{ orderLineId: SOME_LINE, quantity: '1', reason: '矩阵', disposition: 'refund' }],
};

export const returnsMatrix: DomainMatrix = {
  entries: {
    'GET /api/v1/return/list': {},
    'GET /api/v1/return/detail/:id': { object: RETURN },
    'POST /api/v1/return/create': {
      request: () => ({ payload: returnBody }),
      note: 'Names an order, not a return: an absent order answers 404 like a foreign one (order matrix).',
    },
    'POST /api/v1/return/update': {
      object: RETURN,
      request: (id) => ({ payload: { ...returnBody, id } }),
      note: 'The return is looked up before its order: a foreign id answers 404 return.notFound.',
    },
    'POST /api/v1/return/submit': byBody('id'),
    'POST /api/v1/return/confirm': byBody('id'),
    'POST /api/v1/return/complete': byBody('id'),
    'POST /api/v1/return/delete': byBody('id'),
    'POST /api/v1/return/repeal': byBody('id'),
    // The supplier portal: tenant AND company scoped, and only returns the buyer has sent.
    'GET /api/v1/vendor/return/list': {},
    'GET /api/v1/vendor/return/detail/:id': { object: RETURN },
    'POST /api/v1/vendor/return/confirm': byBody('id'),
    'POST /api/v1/vendor/return/dispute': byBody('id', { comment: '矩阵' }),
  },
  fixtures: async (t) => {
    const { huaxia, dongfang } = DEMO.tenants;
    const { shanghaiPrecision, suzhouSteel } = DEMO.vendors;
    await insertReturn(t, HUAXIA_SHANGHAI_RETURN, huaxia, shanghaiPrecision, 'POMATRIX-R1');
    await insertReturn(t, HUAXIA_SUZHOU_RETURN, huaxia, suzhouSteel, 'POMATRIX-R2');
    await insertReturn(t, DONGFANG_SHANGHAI_RETURN, dongfang, shanghaiPrecision, 'POMATRIX-R3');
    const all = [
      ['shanghai return (huaxia)', HUAXIA_SHANGHAI_RETURN, huaxia, shanghaiPrecision],
      ['suzhou return (huaxia)', HUAXIA_SUZHOU_RETURN, huaxia, suzhouSteel],
      ['shanghai return (dongfang)', DONGFANG_SHANGHAI_RETURN, dongfang, shanghaiPrecision],
    ] as const;
    const fixtures: Fixture[] = all.map(([name, id, tenantId, vendorId]) => ({
      kind: RETURN,
      name,
      id,
      table: 'purchase_returns',
      owner: { tenantId, vendorId },
    }));
    return { [RETURN]: fixtures };
  },
};
