import type { TestApp } from '../../support/test-app.ts';
import { DEMO, demoId } from '../../support/demo-ids.ts';
import type { DomainMatrix, Fixture, MatrixEntry, ObjectKind } from '../types.ts';

// Access-matrix entries and owned-object fixtures of the receiving routes (issue #14). See ../entries.ts.
// Orders are the order domain's fixtures (order:order, demoId 849001–849003); receipts are this domain's.

const ORDER = 'order:order' as const;
const RECEIPT = 'receiving:receipt' as const;
const ORDERS = [demoId(849001), demoId(849002), demoId(849003)] as const;
const receiptOf = (orderId: string) => orderId.replace(/849(\d{3})$/, '950$1');
const SOME_LINE = demoId(846999);

const byBody = (object: ObjectKind, key: string, extra: Record<string, unknown> = {}): MatrixEntry => ({
  object,
  request: (id) => ({ payload: { [key]: id, ...extra } }),
});
const receiptBody = {
  receiverName: '矩阵',
  receivedOn: '2026-11-26',
  lines: [{ orderLineId: SOME_LINE, accepted: '1', rejected: '0' }],
};

export const receivingMatrix: DomainMatrix = {
  entries: {
    'GET /api/v1/receive/toReceive': {},
    'GET /api/v1/receive/take/:id': { object: ORDER },
    'POST /api/v1/receive/confirm': byBody(ORDER, 'orderId', receiptBody),
    'POST /api/v1/receive/applySubmit': byBody(ORDER, 'orderId', receiptBody),
    'POST /api/v1/receive/closeReceiving': byBody(ORDER, 'orderId', { reason: '矩阵' }),
    'POST /api/v1/receive/cancel': byBody(RECEIPT, 'id', { reason: '矩阵' }),
    'GET /api/v1/receive/constList': {},
    'GET /api/v1/receive/details/:id': { object: RECEIPT },
    'GET /api/v1/receive/setting': {},
    'POST /api/v1/receive/setting': { request: () => ({ payload: { applicationRequired: false } }) },
    // Supplier portal: the receipts of the supplier's own deliveries.
    'GET /api/v1/vendor/receive/list': {},
    'GET /api/v1/vendor/receive/details/:id': { object: RECEIPT },
  },
  fixtures: async (t: TestApp) => {
    const { huaxia, dongfang } = DEMO.tenants;
    const { shanghaiPrecision, suzhouSteel } = DEMO.vendors;
    const owners = [
      ['shanghai receipt (huaxia)', ORDERS[0], huaxia, shanghaiPrecision],
      ['suzhou receipt (huaxia)', ORDERS[1], huaxia, suzhouSteel],
      ['shanghai receipt (dongfang)', ORDERS[2], dongfang, shanghaiPrecision],
    ] as const;
    const fixtures: Fixture[] = [];
    for (const [name, orderId, tenantId, vendorId] of owners) {
      const id = receiptOf(orderId);
      await t.sql(
        `insert into receipts (id, tenant_id, code, order_id, order_code, vendor_id, status, receiver_name,
           received_on, accepted_qty, rejected_qty, accepted_amount, created_by, confirmed_at)
         values ($1, $2, $3, $4, 'POMATRIX', $5, 3, '矩阵', current_date, 1, 0, 10, $6, now())
         on conflict do nothing`,
        [id, tenantId, `RMATRIX-${id.slice(-3)}`, orderId, vendorId, DEMO.users.purchaser],
      );
      fixtures.push({ kind: RECEIPT, name, id, table: 'receipts', owner: { tenantId, vendorId } });
    }
    return { [RECEIPT]: fixtures };
  },
};
