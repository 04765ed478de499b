import type { TestApp } from '../../support/test-app.ts';
import { DEMO, demoId } from '../../support/demo-ids.ts';
import type { DomainMatrix, Fixture, MatrixEntry, ObjectKind } from '../types.ts';

// Access-matrix entries and owned-object fixtures of the order routes (issue #6). See ../entries.ts.

const ORDER = 'order:order' as const;
const DELIVERY = 'order:delivery' as const;
const CHANGE = 'order:change' as const;
const FILE = 'order:file' as const;
const HUAXIA_SHANGHAI_ORDER = demoId(849001);
const HUAXIA_SUZHOU_ORDER = demoId(849002);
const DONGFANG_SHANGHAI_ORDER = demoId(849003);

async function insertOrder(t: TestApp, id: string, tenantId: string, vendorId: string, code: string) {
  await t.sql(
    `insert into purchase_orders (id, tenant_id, code, vendor_id, source_type, source_id, source_code, buyer_id,
       legal_entity_id, currency, receiver_name, receiver_phone, receiving_address, status, line_count, total_amount)
     values ($1, $2, $3, $4, 'purchaseApply', gen_random_uuid(), 'PRMATRIX', $5, gen_random_uuid(), 'CNY',
       '矩阵', '13800000099', '矩阵路 1 号', 1, 1, '10.00') on conflict do nothing`,
    [id, tenantId, code, vendorId, DEMO.users.purchaser],
  );
  await t.sql(
    `insert into purchase_order_lines (id, tenant_id, order_id, vendor_id, line_no, source_line_id, product_code,
       name, unit, unit_price, tax_rate, need_by_date, ordered_qty, ordered_amount)
     values (gen_random_uuid(), $1, $2, $3, 1, gen_random_uuid(), 'M-1', '矩阵物料', 'pcs', 10, 13, current_date, 1, 10)
     on conflict do nothing`,
    [tenantId, id, vendorId],
  );
  // One delivery note and one open order change per fixture order (issue #13): the same id suffix.
  await t.sql(
    `insert into purchase_order_deliveries (id, tenant_id, order_id, vendor_id, code, courier, tracking_no, created_by)
     values ($1, $2, $3, $4, $5, 'sf', 'SF0000000000', $6) on conflict do nothing`,
    [deliveryOf(id), tenantId, id, vendorId, `${code}-1`, DEMO.users.supplier],
  );
  await t.sql(
    `insert into purchase_order_changes (id, tenant_id, order_id, vendor_id, code, origin, status, reason,
       base_version, total_before, total_after, created_by)
     values ($1, $2, $3, $4, $5, 'buyer', 1, '矩阵', 1, '10.00', '10.00', $6) on conflict do nothing`,
    [changeOf(id), tenantId, id, vendorId, `${code}-C1`, DEMO.users.purchaser],
  );
  // One attachment per fixture order, attached by the supplier user (issue #13).
  await t.sql(
    `insert into purchase_order_files (id, tenant_id, order_id, vendor_id, file_id, file_type, side, uploaded_by)
     values ($1, $2, $3, $4, gen_random_uuid(), 13, 'supplier', $5) on conflict do nothing`,
    [fileOf(id), tenantId, id, vendorId, DEMO.users.supplier],
  );
}

const deliveryOf = (orderId: string) => orderId.replace(/849(\d{3})$/, '848$1');
const changeOf = (orderId: string) => orderId.replace(/849(\d{3})$/, '847$1');
const fileOf = (orderId: string) => orderId.replace(/849(\d{3})$/, '845$1');

/** A route whose body names the object by `key` (plus what else the body needs to pass its schema). */
const byBody = (object: ObjectKind, key: string, extra: Record<string, unknown> = {}): MatrixEntry => ({
  object,
  request: (id) => ({ payload: { [key]: id, ...extra } }),
});
const changeBody = (lineId: string) => ({
  reason: '矩阵',
  lines: [{ orderLineId: lineId, quantity: '2' }],
});
const SOME_LINE = demoId(846999);

export const orderMatrix: DomainMatrix = {
  entries: {
    'GET /api/v1/order/list': {},
    'GET /api/v1/order/legalEntities': {},
    'GET /api/v1/order/detail/:id': { object: ORDER },
    // Issue #13: the buyer's side of the lifecycle.
    'POST /api/v1/order/cancel': byBody(ORDER, 'id', { reason: '矩阵' }),
    // Change tax rate (issue #15): the order is locked first, a foreign one answers like an absent one.
    'POST /api/v1/order/taxRate/change': byBody(ORDER, 'orderId', {
      lineIds: ['00000000-0000-4000-8000-000000000001'],
      taxRate: 9,
      reason: '矩阵',
    }),
    'GET /api/v1/order/taxRate/changes': {},
    'GET /api/v1/order/delivery/:id': { object: DELIVERY },
    'GET /api/v1/order/versions/:id': { object: ORDER },
    'GET /api/v1/order/setting': {},
    'POST /api/v1/order/attach': byBody(ORDER, 'orderId', { fileType: 13, fileIds: [SOME_LINE] }),
    'POST /api/v1/order/removeFile': byBody(FILE, 'id'),
    'POST /api/v1/order/setting': { request: () => ({ payload: { deliverTimesLimit: '10' } }) },
    'GET /api/v1/orderChange/check/:orderId': { object: ORDER },
    'POST /api/v1/orderChange/modify': byBody(ORDER, 'orderId', changeBody(SOME_LINE)),
    'POST /api/v1/orderChange/submit': byBody(CHANGE, 'id'),
    'POST /api/v1/orderChange/confirm': byBody(CHANGE, 'id'),
    'POST /api/v1/orderChange/repeal': byBody(CHANGE, 'id'),
    'POST /api/v1/orderChange/delete': byBody(CHANGE, 'id'),
    'GET /api/v1/orderChange/detail/:id': { object: CHANGE },
    // The supplier portal (vendor prefix): tenant AND company scoped.
    'GET /api/v1/vendor/order/simulationList': {},
    'GET /api/v1/vendor/order/unreadCount': {},
    'GET /api/v1/vendor/order/todoCount': {},
    'GET /api/v1/vendor/order/detail/:id': { object: ORDER },
    'POST /api/v1/vendor/order/confirm': byBody(ORDER, 'id'),
    'POST /api/v1/vendor/order/refuse': byBody(ORDER, 'id', { reason: '矩阵' }),
    'GET /api/v1/vendor/order/deliverCheck/:id': { object: ORDER },
    'POST /api/v1/vendor/order/deliver': byBody(ORDER, 'orderId', {
      courier: 'sf',
      trackingNo: 'SF1',
      lines: [{ orderLineId: SOME_LINE, quantity: '1' }],
    }),
    'GET /api/v1/vendor/order/delivery/:id': { object: DELIVERY },
    'POST /api/v1/vendor/order/cancelReply': byBody(ORDER, 'id', { accept: true }),
    'GET /api/v1/vendor/order/changeApplyCheck/:id': { object: ORDER },
    'POST /api/v1/vendor/order/modify': byBody(ORDER, 'orderId', changeBody(SOME_LINE)),
    'GET /api/v1/vendor/order/versions/:id': { object: ORDER },
    'GET /api/v1/vendor/order/lineList': {},
    'GET /api/v1/vendor/order/legalEntities': {},
    'POST /api/v1/vendor/order/attach': byBody(ORDER, 'orderId', { fileType: 14, fileIds: [SOME_LINE] }),
    'POST /api/v1/vendor/order/removeFile': byBody(FILE, 'id'),
  },
  // One order per (tenant, supplier) pair the demo has: each is foreign to the other tenant's
  // principals and, once suppliers read orders, to the other supplier.
  fixtures: async (t) => {
    const { huaxia, dongfang } = DEMO.tenants;
    const { shanghaiPrecision, suzhouSteel } = DEMO.vendors;
    await insertOrder(t, HUAXIA_SHANGHAI_ORDER, huaxia, shanghaiPrecision, 'POMATRIX0001');
    await insertOrder(t, HUAXIA_SUZHOU_ORDER, huaxia, suzhouSteel, 'POMATRIX0002');
    await insertOrder(t, DONGFANG_SHANGHAI_ORDER, dongfang, shanghaiPrecision, 'POMATRIX0003');
    const all = [
      ['shanghai order (huaxia)', HUAXIA_SHANGHAI_ORDER, huaxia, shanghaiPrecision],
      ['suzhou order (huaxia)', HUAXIA_SUZHOU_ORDER, huaxia, suzhouSteel],
      ['shanghai order (dongfang)', DONGFANG_SHANGHAI_ORDER, dongfang, shanghaiPrecision],
    ] as const;
    const fixtures = (kind: ObjectKind, table: string, idOf: (orderId: string) => string): Fixture[] =>
      all.map(([name, orderId, tenantId, vendorId]) => ({
        kind,
        name,
        id: idOf(orderId),
        table,
        owner: { tenantId, vendorId },
      }));
    return {
      [ORDER]: fixtures(ORDER, 'purchase_orders', (id) => id),
      [DELIVERY]: fixtures(DELIVERY, 'purchase_order_deliveries', deliveryOf),
      [CHANGE]: fixtures(CHANGE, 'purchase_order_changes', changeOf),
      [FILE]: fixtures(FILE, 'purchase_order_files', fileOf),
    };
  },
};
