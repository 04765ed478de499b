import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { CODES } from '@procure/shared-codes';
import { withTenant } from '@procure/server-db';
import { createOrdersFromRequest, type OrderSourceLine } from '@procure/order-server';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// The buyer order routes through real HTTP, and the database's own guards of the ledger: CHECK
// constraints and row-level security, exercised as the app role (the superuser would bypass RLS).

const { huaxia: HUAXIA, dongfang: DONGFANG } = DEMO.tenants;
const { shanghaiPrecision: SHANGHAI, suzhouSteel: SUZHOU } = DEMO.vendors;

type Summary = {
  id: string;
  code: string;
  status: number;
  vendorId: string;
  sourceCode: string;
  totalAmount: string;
};
type Page = { items: Summary[]; nextCursor: string | null };
type Detail = Summary & {
  sourceId: string;
  receiverName: string;
  lines: Record<string, string | number | null>[];
  history: { action: number; actorName: string }[];
};

let t: TestApp;
let purchaser: string;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql('delete from purchase_orders');
  purchaser = await t.login('purchaser');
});

const line = (vendorId: string, quantity = '2', unitPrice = '10.5', amount = '21.00'): OrderSourceLine => ({
  sourceLineId: randomUUID(),
  vendorId,
  productCode: 'M8-40',
  name: '六角螺栓 M8×40',
  unit: 'pcs',
  quantity,
  unitPrice,
  taxRate: '13',
  amount,
  needByDate: '2026-12-31',
});

async function approve(sourceCode: string, lines: OrderSourceLine[], tenantId = HUAXIA) {
  const sourceId = randomUUID();
  const { orderIds } = await withTenant(t.database.db, { tenantId, userId: DEMO.users.purchaser }, (tx) =>
    createOrdersFromRequest(tx, {
      tenantId,
      sourceType: 'purchaseApply',
      sourceId,
      sourceCode,
      buyerId: DEMO.users.purchaser,
      legalEntityId: randomUUID(),
      currency: 'CNY',
      receiverName: '周收货',
      receiverPhone: '13912345678',
      receivingAddress: '杭州市文三路 90 号',
      lines,
    }),
  );
  return { sourceId, orderIds };
}

const get = (url: string, token = purchaser, language: 'zh_cn' | 'en_us' = 'en_us') =>
  t.request({ method: 'GET', url: `/api/v1${url}`, token, language });
const list = async (query = '') => body<Page>(await get(`/order/list${query}`)).data;

describe('GET /order/list', () => {
  it('pages newest first by keyset without gaps or repeats, and filters', async () => {
    await approve('PR-A', [line(SHANGHAI)]);
    await approve('PR-B', [line(SHANGHAI), line(SUZHOU)]);
    await approve('PR-C', [line(SUZHOU)]);
    const all = await list();
    expect(all.items.map((o) => o.sourceCode)).toEqual(['PR-C', 'PR-B', 'PR-B', 'PR-A']);
    expect(all.nextCursor).toBeNull();

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await list(`?pageSize=1${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((o) => o.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((o) => o.id));

    expect((await list(`?vendorId=${SUZHOU}`)).items.map((o) => o.sourceCode)).toEqual(['PR-C', 'PR-B']);
    expect((await list('?sourceCode=pr-b')).items).toHaveLength(2);
    expect((await list(`?keyword=${all.items[0]?.code}`)).items.map((o) => o.id)).toEqual([all.items[0]?.id]);
    expect((await list(`?status=${CODES.order.cancelled.code}`)).items).toEqual([]);
    expect((await list(`?status=${CODES.order.awaitingConfirm.code}`)).items).toHaveLength(4);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await list(`?createdFrom=${today}&createdTo=${today}`)).items).toHaveLength(4);
    expect((await list('?createdTo=2000-01-01')).items).toEqual([]);
  });

  it('answers a forged cursor or an unknown status with translated field errors', async () => {
    const res = await get('/order/list?cursor=bm90LWEtY3Vyc29y&status=7', purchaser, 'zh_cn');
    expect(res.statusCode).toBe(400);
    const fields = body<ErrorData>(res).data.fields ?? [];
    expect(fields.map((f) => [f.path, f.code]).sort()).toEqual([
      ['cursor', 'order.badCursor'],
      ['status', 'validation.oneOf'],
    ]);
    expect(fields.find((f) => f.path === 'cursor')?.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it("shows only the caller's tenant", async () => {
    await approve('PR-DF', [line(SHANGHAI)], DONGFANG);
    expect((await list()).items).toEqual([]);
  });

  it('refuses a supplier (no order permission on the buyer routes)', async () => {
    const supplier = await t.login('supplier', 'supplier');
    expect((await get('/order/list', supplier)).statusCode).toBe(403);
  });
});

describe('GET /order/detail/:id', () => {
  it('shows header, ledger lines and history, and treats another tenant’s order as absent', async () => {
    const { orderIds, sourceId } = await approve('PR-D', [line(SUZHOU, '1.5', '3.333333', '5.00')]);
    const res = await get(`/order/detail/${orderIds[0]}`);
    expect(res.statusCode).toBe(200);
    const detail = body<Detail>(res).data;
    expect(detail).toMatchObject({
      sourceId,
      sourceCode: 'PR-D',
      totalAmount: '5.00',
      receiverName: '周收货',
    });
    expect(detail.status).toBe(CODES.order.awaitingConfirm.code);
    expect(detail.lines[0]).toMatchObject({
      orderedQty: '1.500',
      orderedAmount: '5.00',
      unitPrice: '3.333333',
      receivedQty: '0.000',
      paidAmount: '0.00',
    });
    expect(detail.history.map((h) => h.action)).toEqual([CODES.historyAction.create.code]);
    expect(detail.history[0]?.actorName).not.toBe('');

    const { orderIds: foreign } = await approve('PR-DF', [line(SHANGHAI)], DONGFANG);
    const absent = await get(`/order/detail/${randomUUID()}`);
    const other = await get(`/order/detail/${foreign[0]}`);
    expect(absent.statusCode).toBe(404);
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(absent.body);
  });
});

/** One statement as the app role in a tenant (and supplier) scope; returns its rows or throws its error. */
async function asApp<R>(
  scope: { tenantId: string; vendorId?: string },
  text: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: t.url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      "select set_config('role', 'procure_app', true), set_config('app.tenant_id', $1, true), set_config('app.vendor_id', $2, true)",
      [scope.tenantId, scope.vendorId ?? ''],
    );
    const result = await client.query(text, values);
    await client.query('commit');
    return result.rows as R[];
  } finally {
    await client.end();
  }
}

describe('the ledger in the database', () => {
  const broken: [string, string][] = [
    ['a negative delivered quantity', 'delivered_qty = -1'],
    ['received more than ordered', 'received_qty = ordered_qty + 1'],
    ['returned more than received', 'received_qty = 1, returned_qty = 2'],
    ['invoiced more than ordered', 'invoiced_amount = ordered_amount + 0.01'],
    ['paid more than the line amount', 'paid_amount = ordered_amount + 0.01'],
    ['a zero ordered quantity', 'ordered_qty = 0'],
  ];
  it.each(broken)('refuses %s, changing nothing', async (_name, assignment) => {
    await approve('PR-L', [line(SHANGHAI, '2', '10.5', '21.00')]);
    await expect(
      asApp({ tenantId: HUAXIA }, `update purchase_order_lines set ${assignment}`),
    ).rejects.toThrow(/check constraint/);
    const [row] = await t.sql(
      'select ordered_qty::text, received_qty::text, paid_amount::text from purchase_order_lines',
    );
    expect(row).toEqual({ ordered_qty: '2.000', received_qty: '0.000', paid_amount: '0.00' });
  });

  it('accepts a consistent ledger (the constraints are not simply always false)', async () => {
    await approve('PR-L', [line(SHANGHAI, '2', '10.5', '21.00')]);
    await asApp(
      { tenantId: HUAXIA },
      'update purchase_order_lines set delivered_qty = 2, received_qty = 2, returned_qty = 1, invoiced_qty = 1, invoiced_amount = 10.5, applied_amount = 10.5, paid_amount = 10.5',
    );
    const [row] = await t.sql('select returned_qty::text from purchase_order_lines');
    expect(row).toEqual({ returned_qty: '1.000' });
  });
});

describe('row-level security', () => {
  it('scopes orders, lines and history by tenant and, for a supplier session, by supplier', async () => {
    await approve('PR-R', [line(SHANGHAI), line(SUZHOU)]);
    await approve('PR-R2', [line(SHANGHAI)], DONGFANG);
    const count = (table: string, scope: { tenantId: string; vendorId?: string }) =>
      asApp<{ n: number }>(scope, `select count(*)::int as n from ${table}`).then((rows) => rows[0]?.n);
    for (const table of ['purchase_orders', 'purchase_order_lines', 'purchase_order_history']) {
      expect(await count(table, { tenantId: HUAXIA })).toBe(2);
      expect(await count(table, { tenantId: HUAXIA, vendorId: SUZHOU })).toBe(1);
      expect(await count(table, { tenantId: DONGFANG, vendorId: SUZHOU })).toBe(0);
      expect(await count(table, { tenantId: DONGFANG })).toBe(1);
    }
    // A supplier cannot write another supplier's rows either (WITH CHECK / USING of the restrictive policy).
    const updated = await asApp(
      { tenantId: HUAXIA, vendorId: SUZHOU },
      'update purchase_orders set status = 9 where vendor_id = $1 returning id',
      [SHANGHAI],
    );
    expect(updated).toEqual([]);
  });
});
