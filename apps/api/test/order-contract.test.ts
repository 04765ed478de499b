import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { withTenant } from '@procure/server-db';
import {
  cancelOrdersOfSource,
  createOrdersFromRequest,
  orderHistory,
  ordersOfSource,
  type OrdersFromRequestInput,
} from '@procure/order-server';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// The order contract procurement calls when a request is approved or cancelled (DOMAIN §4), on real
// PostgreSQL as the app role inside the tenant's scope, the way procurement's transaction runs it.

const HUAXIA = DEMO.tenants.huaxia;
const DONGFANG = DEMO.tenants.dongfang;
const BUYER = DEMO.users.purchaser;
const SHANGHAI = DEMO.vendors.shanghaiPrecision;
const SUZHOU = DEMO.vendors.suzhouSteel;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql('delete from purchase_orders');
});

const line = (vendorId: string, quantity: string, unitPrice: string, amount: string) => ({
  sourceLineId: randomUUID(),
  vendorId,
  productCode: `P-${quantity}`,
  name: 'M8 螺栓',
  unit: 'pcs',
  quantity,
  unitPrice,
  taxRate: '13',
  amount,
  needByDate: '2026-12-31',
});

const request = (lines: OrdersFromRequestInput['lines'], tenantId = HUAXIA): OrdersFromRequestInput => ({
  tenantId,
  sourceType: 'purchaseApply',
  sourceId: randomUUID(),
  sourceCode: 'PR202611210001',
  buyerId: BUYER,
  legalEntityId: randomUUID(),
  currency: 'CNY',
  receiverName: '周收货',
  receiverPhone: '13912345678',
  receivingAddress: '浙江省杭州市西湖区文三路 90 号',
  lines,
});

const inTenant = <T>(tenantId: string, fn: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(t.database.db, { tenantId, userId: BUYER }, fn);

describe('createOrdersFromRequest', () => {
  it('creates one order per supplier with summed totals and a ledger where only "ordered" is set', async () => {
    const input = request([
      line(SHANGHAI, '3', '0.1', '0.30'),
      line(SUZHOU, '2.5', '100.123456', '250.31'),
      line(SHANGHAI, '1.001', '99999.99', '100099.99'),
    ]);
    const { orderIds } = await inTenant(HUAXIA, (tx) => createOrdersFromRequest(tx, input));
    expect(orderIds).toHaveLength(2);

    const orders = await t.sql(
      'select id, code, vendor_id, status, total_amount::text, line_count, source_code from purchase_orders order by code',
    );
    expect(orders.map((o) => [o['vendor_id'], o['total_amount'], o['line_count'], o['status']])).toEqual([
      [SHANGHAI, '100100.29', 2, CODES.order.awaitingConfirm.code],
      [SUZHOU, '250.31', 1, CODES.order.awaitingConfirm.code],
    ]);
    expect(orders[0]?.['code']).toMatch(/^PO\d{8}0001$/);
    expect(orders[1]?.['code']).toMatch(/^PO\d{8}0002$/);

    const ledgers = await t.sql(
      `select ordered_qty::text, ordered_amount::text, delivered_qty::text, delivered_amount::text,
              received_qty::text, received_amount::text, returned_qty::text, returned_amount::text,
              invoiced_qty::text, invoiced_amount::text, paid_qty::text, paid_amount::text
       from purchase_order_lines l order by l.ordered_amount`,
    );
    expect(ledgers.map((l) => [l['ordered_qty'], l['ordered_amount']])).toEqual([
      ['3.000', '0.30'],
      ['2.500', '250.31'],
      ['1.001', '100099.99'],
    ]);
    for (const ledger of ledgers) {
      const { ordered_qty: _q, ordered_amount: _a, ...rest } = ledger;
      expect(Object.values(rest).every((v) => Number(v) === 0)).toBe(true);
    }
  });

  it('is idempotent per source: a second call returns the same orders and creates nothing', async () => {
    const input = request([line(SHANGHAI, '1', '10', '10.00'), line(SUZHOU, '1', '20', '20.00')]);
    const first = await inTenant(HUAXIA, (tx) => createOrdersFromRequest(tx, input));
    const second = await inTenant(HUAXIA, (tx) => createOrdersFromRequest(tx, input));
    expect([...second.orderIds].sort()).toEqual([...first.orderIds].sort());
    expect(await t.sql('select id from purchase_orders')).toHaveLength(2);
    expect(await t.sql('select id from purchase_order_lines')).toHaveLength(2);
  });

  it('is idempotent under concurrency: two approvals at once create one set of orders', async () => {
    const input = request([line(SHANGHAI, '1', '10', '10.00')]);
    const results = await Promise.all([
      inTenant(HUAXIA, (tx) => createOrdersFromRequest(tx, input)),
      inTenant(HUAXIA, (tx) => createOrdersFromRequest(tx, input)),
    ]);
    expect(results[0].orderIds).toEqual(results[1].orderIds);
    expect(await t.sql('select id from purchase_orders')).toHaveLength(1);
  });

  it('numbers orders per tenant and day without reusing a code', async () => {
    await inTenant(HUAXIA, (tx) => createOrdersFromRequest(tx, request([line(SHANGHAI, '1', '1', '1.00')])));
    await inTenant(HUAXIA, (tx) => createOrdersFromRequest(tx, request([line(SHANGHAI, '1', '1', '1.00')])));
    await inTenant(DONGFANG, (tx) =>
      createOrdersFromRequest(tx, request([line(SHANGHAI, '1', '1', '1.00')], DONGFANG)),
    );
    const codes = await t.sql<{ tenant_id: string; code: string }>(
      'select tenant_id, code from purchase_orders order by tenant_id, code',
    );
    expect(codes.map((c) => c.code.slice(-4))).toEqual(['0001', '0002', '0001']);
  });

  it('refuses a line whose amount is not unit price × quantity, and a source without lines, storing nothing', async () => {
    await expect(
      inTenant(HUAXIA, (tx) => createOrdersFromRequest(tx, request([line(SHANGHAI, '3', '0.1', '0.31')]))),
    ).rejects.toThrow(/amount/);
    await expect(inTenant(HUAXIA, (tx) => createOrdersFromRequest(tx, request([])))).rejects.toThrow(
      /no lines/,
    );
    await expect(
      inTenant(HUAXIA, (tx) => createOrdersFromRequest(tx, request([line(SHANGHAI, '0', '1', '0.00')]))),
    ).rejects.toThrow(/quantity/);
    expect(await t.sql('select id from purchase_orders')).toHaveLength(0);
  });

  it('records a "created" history row per order', async () => {
    const { orderIds } = await inTenant(HUAXIA, (tx) =>
      createOrdersFromRequest(tx, request([line(SHANGHAI, '1', '1', '1.00')])),
    );
    const history = await inTenant(HUAXIA, (tx) => orderHistory(tx, HUAXIA, orderIds[0] as string));
    expect(history.map((h) => h.action)).toEqual([CODES.historyAction.create.code]);
  });
});

describe('ordersOfSource', () => {
  it("lists the source's orders with supplier names in the asked language, and nothing of another tenant", async () => {
    const input = request([line(SUZHOU, '1', '5', '5.00'), line(SHANGHAI, '2', '5', '10.00')]);
    await inTenant(HUAXIA, (tx) => createOrdersFromRequest(tx, input));
    const zh = await inTenant(HUAXIA, (tx) => ordersOfSource(tx, HUAXIA, input.sourceId));
    expect(zh.map((o) => [o.amount, o.status])).toEqual([
      ['5.00', CODES.order.awaitingConfirm.code],
      ['10.00', CODES.order.awaitingConfirm.code],
    ]);
    const [vendor] = await t.sql<{ name_zh: string; name_en: string }>(
      'select name_zh, name_en from vendors where id = $1',
      [SUZHOU],
    );
    expect(zh[0]?.vendorName).toBe(vendor?.name_zh);
    const en = await inTenant(HUAXIA, (tx) => ordersOfSource(tx, HUAXIA, input.sourceId, 'en-US'));
    expect(en[0]?.vendorName).toBe(vendor?.name_en);
    // Row-level security: the other tenant's scope sees none of them, even asking with huaxia's id.
    expect(await inTenant(DONGFANG, (tx) => ordersOfSource(tx, HUAXIA, input.sourceId))).toEqual([]);
  });
});

describe('cancelOrdersOfSource', () => {
  it('cancels every order while all await supplier confirmation, with a history row each', async () => {
    const input = request([line(SUZHOU, '1', '5', '5.00'), line(SHANGHAI, '2', '5', '10.00')]);
    await inTenant(HUAXIA, (tx) => createOrdersFromRequest(tx, input));
    expect(await inTenant(HUAXIA, (tx) => cancelOrdersOfSource(tx, HUAXIA, input.sourceId, BUYER))).toBe(
      true,
    );
    const rows = await t.sql<{ status: number }>('select status from purchase_orders');
    expect(rows.map((r) => r.status)).toEqual([CODES.order.cancelled.code, CODES.order.cancelled.code]);
    const history = await t.sql<{ action: number }>(
      'select action from purchase_order_history order by created_at',
    );
    expect(history.filter((h) => h.action === CODES.historyAction.cancel.code)).toHaveLength(2);
    // Cancelling again is harmless (a retried cancel).
    expect(await inTenant(HUAXIA, (tx) => cancelOrdersOfSource(tx, HUAXIA, input.sourceId, BUYER))).toBe(
      true,
    );
  });

  it('refuses, changing nothing, once any order of the source has moved on', async () => {
    const input = request([line(SUZHOU, '1', '5', '5.00'), line(SHANGHAI, '2', '5', '10.00')]);
    await inTenant(HUAXIA, (tx) => createOrdersFromRequest(tx, input));
    await t.sql('update purchase_orders set status = $1 where vendor_id = $2', [
      CODES.order.awaitingReceipt.code,
      SUZHOU,
    ]);
    expect(await inTenant(HUAXIA, (tx) => cancelOrdersOfSource(tx, HUAXIA, input.sourceId, BUYER))).toBe(
      false,
    );
    const rows = await t.sql<{ status: number }>('select status from purchase_orders order by status');
    expect(rows.map((r) => r.status)).toEqual([
      CODES.order.awaitingConfirm.code,
      CODES.order.awaitingReceipt.code,
    ]);
  });

  it("cannot touch another tenant's orders", async () => {
    const input = request([line(SHANGHAI, '1', '5', '5.00')]);
    await inTenant(HUAXIA, (tx) => createOrdersFromRequest(tx, input));
    await inTenant(DONGFANG, (tx) => cancelOrdersOfSource(tx, HUAXIA, input.sourceId, BUYER));
    const rows = await t.sql<{ status: number }>('select status from purchase_orders');
    expect(rows.map((r) => r.status)).toEqual([CODES.order.awaitingConfirm.code]);
  });
});
