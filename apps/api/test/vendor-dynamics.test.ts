import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { DEMO } from './support/demo-ids.ts';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';

// Issue #16 §3: the supplier files' "lately" list (GET /vendor/dynamic/lately: newest events across the
// tenant's suppliers from the domain's history and the orders) and one supplier's order statistics
// (POST /vendor/orderStatistics/:id: one statement through the order contract, compared here with SQL).

type Event = {
  kind: string;
  vendorId: string;
  vendorName: string;
  at: string;
  subject: string | null;
  refId: string | null;
  fromStatus: number | null;
  toStatus: number | null;
  amount: string | null;
};
type Figures = {
  orderCount: number;
  orderedAmount: string;
  receivedAmount: string;
  returnedAmount: string;
  invoicedAmount: string;
  paidAmount: string;
};
type Stats = {
  vendorId: string;
  byStatus: (Figures & { status: number; currency: string })[];
  totals: (Figures & { currency: string })[];
  lastOrderAt: string | null;
  lastOrderInPeriodAt: string | null;
};

const HUAXIA = DEMO.tenants.huaxia;
const SHANGHAI = DEMO.vendors.shanghaiPrecision;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const lately = async (query = '', language: 'zh_cn' | 'en_us' = 'zh_cn') =>
  t.request({ url: `/api/v1/vendor/dynamic/lately${query}`, token: admin, language });
const stats = async (vendorId: string, payload: object, language: 'zh_cn' | 'en_us' = 'zh_cn') =>
  t.request({
    method: 'POST',
    url: `/api/v1/vendor/orderStatistics/${vendorId}`,
    token: admin,
    payload,
    language,
  });

describe('the lately list', () => {
  it("holds the tenant's newest events, newest first, of its own suppliers only, orders included", async () => {
    const res = await lately('?limit=50');
    expect(res.statusCode).toBe(200);
    const events = body<Event[]>(res).data;
    expect(events.length).toBeGreaterThan(5);
    expect(events.length).toBeLessThanOrEqual(50);
    const times = events.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const own = new Set(
      (
        await t.sql<{ vendor_id: string }>(`select vendor_id from tenant_vendors where tenant_id = $1`, [
          HUAXIA,
        ])
      ).map((r) => r.vendor_id),
    );
    expect(events.every((e) => own.has(e.vendorId) && e.vendorName.length > 0)).toBe(true);
    const kinds = new Set(events.map((e) => e.kind));
    expect(kinds.has('orderCreated')).toBe(true);
    const [newestOrder] = await t.sql<{ id: string; code: string }>(
      `select id, code from purchase_orders where tenant_id = $1 order by created_at desc, id desc limit 1`,
      [HUAXIA],
    );
    const order = events.find((e) => e.kind === 'orderCreated');
    expect(order?.refId).toBe(newestOrder!.id);
    expect(order?.subject).toBe(newestOrder!.code);
    // Another tenant's orders never show.
    const foreign = await t.sql<{ id: string }>(`select id from purchase_orders where tenant_id <> $1`, [
      HUAXIA,
    ]);
    expect(events.some((e) => foreign.some((f) => f.id === e.refId))).toBe(false);
  });

  it('puts a status move just made first, names in the request language, and honours the limit', async () => {
    const before = await t.sql<{ status: number }>(
      `select status from md_vendor_profiles where tenant_id = $1 and vendor_id = $2`,
      [HUAXIA, SHANGHAI],
    );
    expect(before[0]?.status).toBe(CODES.supplierStatus.qualified.code);
    const frozen = await t.request({
      method: 'POST',
      url: '/api/v1/vendor/status/change',
      token: admin,
      payload: { vendorId: SHANGHAI, status: CODES.supplierStatus.frozen.code, reason: '动态测试' },
    });
    expect(frozen.statusCode).toBe(200);
    const [first] = body<Event[]>(await lately('?limit=3', 'en_us')).data;
    expect(first).toMatchObject({
      kind: 'statusChanged',
      vendorId: SHANGHAI,
      fromStatus: CODES.supplierStatus.qualified.code,
      toStatus: CODES.supplierStatus.frozen.code,
    });
    expect(first!.vendorName).toMatch(/Shanghai/);
    expect(body<Event[]>(await lately('?limit=3')).data).toHaveLength(3);
    await t.request({
      method: 'POST',
      url: '/api/v1/vendor/status/change',
      token: admin,
      payload: { vendorId: SHANGHAI, status: CODES.supplierStatus.qualified.code, reason: '动态测试' },
    });
  });

  it('refuses a bad limit with a translated 400', async () => {
    for (const query of ['?limit=0', '?limit=51', '?limit=x']) {
      const res = await lately(query, 'en_us');
      expect(res.statusCode).toBe(400);
      expect(body<ErrorData>(res).data.errorCode).toBe('validation.failed');
    }
  });
});

describe('order statistics of one supplier', () => {
  const period = { from: '2020-01-01', to: '2029-12-31' };

  it('counts and sums the orders by status as the ledger holds them', async () => {
    const expected = await t.sql<{
      status: number;
      n: number;
      ordered: string;
      received: string;
      invoiced: string;
      paid: string;
    }>(
      `select o.status, count(*)::int as n, sum(o.total_amount)::numeric(20,2)::text as ordered,
              coalesce(sum(l.received), 0)::numeric(20,2)::text as received,
              coalesce(sum(l.invoiced), 0)::numeric(20,2)::text as invoiced,
              coalesce(sum(l.paid), 0)::numeric(20,2)::text as paid
         from purchase_orders o
         left join (select order_id, sum(received_amount) as received, sum(invoiced_amount) as invoiced,
                           sum(paid_amount) as paid from purchase_order_lines group by order_id) l on l.order_id = o.id
        where o.tenant_id = $1 and o.vendor_id = $2 group by o.status order by o.status`,
      [HUAXIA, SHANGHAI],
    );
    expect(expected.length).toBeGreaterThan(1);
    const res = await stats(SHANGHAI, period);
    expect(res.statusCode).toBe(200);
    const data = body<Stats>(res).data;
    expect(
      data.byStatus.map((r) => ({
        status: r.status,
        n: r.orderCount,
        ordered: r.orderedAmount,
        received: r.receivedAmount,
        invoiced: r.invoicedAmount,
        paid: r.paidAmount,
      })),
    ).toEqual(expected);
    const total = data.totals.find((x) => x.currency === 'CNY');
    expect(total?.orderCount).toBe(expected.reduce((n, r) => n + r.n, 0));
    const [last] = await t.sql<{ at: Date }>(
      `select max(created_at) as at from purchase_orders where tenant_id = $1 and vendor_id = $2`,
      [HUAXIA, SHANGHAI],
    );
    expect(data.lastOrderAt).toBe(new Date(last!.at).toISOString());
  });

  it('takes only the orders created in the period (China days, inclusive)', async () => {
    const [newest] = await t.sql<{ day: string }>(
      `select (max(created_at) at time zone 'Asia/Shanghai')::date::text as day from purchase_orders
        where tenant_id = $1 and vendor_id = $2`,
      [HUAXIA, SHANGHAI],
    );
    const [count] = await t.sql<{ n: number }>(
      `select count(*)::int as n from purchase_orders where tenant_id = $1 and vendor_id = $2
          and (created_at at time zone 'Asia/Shanghai')::date = $3::date`,
      [HUAXIA, SHANGHAI, newest!.day],
    );
    const day = body<Stats>(await stats(SHANGHAI, { from: newest!.day, to: newest!.day })).data;
    expect(day.totals.reduce((n, x) => n + x.orderCount, 0)).toBe(count!.n);
    const none = body<Stats>(await stats(SHANGHAI, { from: '2001-01-01', to: '2001-12-31' })).data;
    expect(none.byStatus).toEqual([]);
    expect(none.totals).toEqual([]);
    expect(none.lastOrderInPeriodAt).toBeNull();
    expect(none.lastOrderAt).not.toBeNull();
  });

  it('answers a supplier of another tenant like an absent one, and refuses a bad period translated', async () => {
    const foreign = await t.sql<{ vendor_id: string }>(
      `select vendor_id from tenant_vendors where tenant_id <> $1
          and vendor_id not in (select vendor_id from tenant_vendors where tenant_id = $1) limit 1`,
      [HUAXIA],
    );
    const absent = await stats('00000000-0000-4000-8000-000000999999', period);
    expect(absent.statusCode).toBe(404);
    if (foreign[0]) {
      const res = await stats(foreign[0].vendor_id, period);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(absent.body);
    }
    const backwards = await stats(SHANGHAI, { from: '2026-02-01', to: '2026-01-01' }, 'zh_cn');
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(body(backwards))).toContain('结束');
    const bad = await stats(SHANGHAI, { from: 'x', to: '2026-01-01' }, 'en_us');
    expect(bad.statusCode).toBe(400);
  });
});
