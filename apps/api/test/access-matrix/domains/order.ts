import type { TestApp } from '../../support/test-app.ts';
import { DEMO, demoId } from '../../support/demo-ids.ts';
import type { DomainMatrix, Fixture } from '../types.ts';

// Access-matrix entries and owned-object fixtures of the order routes (issue #6). See ../entries.ts.

const ORDER = 'order:order' as const;
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
}

export const orderMatrix: DomainMatrix = {
  entries: {
    'GET /api/v1/order/list': {},
    'GET /api/v1/order/detail/:id': { object: ORDER },
  },
  // One order per (tenant, supplier) pair the demo has: each is foreign to the other tenant's
  // principals and, once suppliers read orders, to the other supplier.
  fixtures: async (t) => {
    const { huaxia, dongfang } = DEMO.tenants;
    const { shanghaiPrecision, suzhouSteel } = DEMO.vendors;
    await insertOrder(t, HUAXIA_SHANGHAI_ORDER, huaxia, shanghaiPrecision, 'POMATRIX0001');
    await insertOrder(t, HUAXIA_SUZHOU_ORDER, huaxia, suzhouSteel, 'POMATRIX0002');
    await insertOrder(t, DONGFANG_SHANGHAI_ORDER, dongfang, shanghaiPrecision, 'POMATRIX0003');
    const fixture = (name: string, id: string, tenantId: string, vendorId: string): Fixture => ({
      kind: ORDER,
      name,
      id,
      table: 'purchase_orders',
      owner: { tenantId, vendorId },
    });
    return {
      [ORDER]: [
        fixture('shanghai order (huaxia)', HUAXIA_SHANGHAI_ORDER, huaxia, shanghaiPrecision),
        fixture('suzhou order (huaxia)', HUAXIA_SUZHOU_ORDER, huaxia, suzhouSteel),
        fixture('shanghai order (dongfang)', DONGFANG_SHANGHAI_ORDER, dongfang, shanghaiPrecision),
      ],
    };
  },
};
