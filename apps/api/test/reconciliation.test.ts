import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// Invoice reconciliation (issue #15, /assetsManagement/reconciliation) through real HTTP on PostgreSQL, on
// the demo ledger of Huaxia × Shanghai Precision (invoices, requests and payments on PO202611050001/-0002):
// every line equals the ledger, the open requests and the documents behind it; the totals equal the sums over
// every page; filters and keyset pages; the supplier portal sees the same lines of its own company only.

const { shanghaiPrecision: SHANGHAI, suzhouSteel: SUZHOU } = DEMO.vendors;
const HUAXIA = DEMO.tenants.huaxia;

type Line = {
  id: string;
  orderCode: string;
  currency: string;
  receivedAmount: string;
  invoicedAmount: string;
  requestedQty: string;
  requestedAmount: string;
  paidAmount: string;
  uninvoicedAmount: string;
  unpaidAmount: string;
  invoices: { id: string; number: string }[];
  payments: { id: string; code: string }[];
};
type Totals = {
  currency: string;
  lines: number;
  receivedAmount: string;
  invoicedAmount: string;
  requestedAmount: string;
  paidAmount: string;
  uninvoicedAmount: string;
  unpaidAmount: string;
};
type Page = { items: Line[]; nextCursor: string | null; totals: Totals[] };

let t: TestApp;
let finance: string;
let supplier: string;
let supplier2: string;
let purchaser: string;
beforeAll(async () => {
  t = await startTestApp();
  finance = await t.login('finance');
  purchaser = await t.login('purchaser');
  supplier = await t.login('supplier', 'supplier');
  supplier2 = await t.login('supplier2', 'supplier');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string, language: 'zh_cn' | 'en_us' = 'en_us') =>
  t.request({ method: 'GET', url: `/api/v1${url}`, token, language });
const page = async (url: string, token = finance) => {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return body<Page>(res).data;
};
async function allPages(base: string, token = finance, pageSize = 2): Promise<Page> {
  const items: Line[] = [];
  let cursor: string | null = null;
  let first: Page | null = null;
  do {
    const sep = base.includes('?') ? '&' : '?';
    const next: Page = await page(
      `${base}${sep}pageSize=${pageSize}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      token,
    );
    first ??= next;
    items.push(...next.items);
    cursor = next.nextCursor;
  } while (cursor);
  return { items, nextCursor: null, totals: first.totals };
}
const cents = (value: string) => Math.round(Number(value) * 100);

describe('invoice reconciliation', () => {
  it('each line is the ledger, its open requests and documents; totals are the sums over every page', async () => {
    const whole = await allPages(`/assetsManagement/reconciliation/list?vendorId=${SHANGHAI}`);
    expect(whole.items.length).toBeGreaterThan(2);
    const ledger = await t.sql<{
      id: string;
      received: string;
      invoiced: string;
      paid: string;
      requested: string | null;
    }>(
      `select l.id, round((l.received_qty - l.returned_qty) * l.unit_price, 2)::text as received,
         l.invoiced_amount::text as invoiced, l.paid_amount::text as paid,
         (select sum(rl.quantity)::text from invoice_request_lines rl join invoice_requests r on r.id = rl.request_id
           where rl.order_line_id = l.id and r.status in (1, 2)) as requested
       from purchase_order_lines l join purchase_orders o on o.id = l.order_id
       where o.tenant_id = $1 and o.vendor_id = $2 and o.status in (6, 2, 3, 4)`,
      [HUAXIA, SHANGHAI],
    );
    expect(whole.items.map((line) => line.id).sort()).toEqual(ledger.map((row) => row.id).sort());
    for (const row of ledger) {
      const line = whole.items.find((item) => item.id === row.id)!;
      expect(cents(line.receivedAmount)).toBe(cents(row.received));
      expect(cents(line.invoicedAmount)).toBe(cents(row.invoiced));
      expect(cents(line.paidAmount)).toBe(cents(row.paid));
      expect(Number(line.requestedQty)).toBe(Number(row.requested ?? 0));
      expect(cents(line.uninvoicedAmount)).toBe(cents(row.received) - cents(row.invoiced));
      expect(cents(line.unpaidAmount)).toBe(cents(row.invoiced) - cents(row.paid));
    }
    // The demo's invoiced line names its invoice and its payments.
    const invoiced = whole.items.filter((line) => line.invoices.some((i) => i.number === '20261101'));
    expect(invoiced.length).toBeGreaterThan(0);
    expect(whole.items.some((line) => line.payments.length > 0)).toBe(true);
    expect(whole.items.some((line) => Number(line.requestedQty) > 0)).toBe(true);
    // Totals (one currency here) are the sums of the lines of every page.
    expect(whole.totals).toHaveLength(1);
    const totals = whole.totals[0]!;
    const sum = (key: keyof Line) => whole.items.reduce((acc, line) => acc + cents(line[key] as string), 0);
    expect(totals.lines).toBe(whole.items.length);
    for (const key of [
      'receivedAmount',
      'invoicedAmount',
      'requestedAmount',
      'paidAmount',
      'uninvoicedAmount',
      'unpaidAmount',
    ] as const) {
      expect(cents(totals[key]), key).toBe(sum(key));
    }
  });

  it('filters: differences, currency, period and keyword; a bad cursor is a translated field error', async () => {
    const uninvoiced = await allPages(
      `/assetsManagement/reconciliation/list?vendorId=${SHANGHAI}&diff=uninvoiced`,
    );
    expect(uninvoiced.items.every((line) => cents(line.uninvoicedAmount) > 0)).toBe(true);
    const unpaid = await allPages(`/assetsManagement/reconciliation/list?vendorId=${SHANGHAI}&diff=unpaid`);
    expect(unpaid.items.every((line) => cents(line.unpaidAmount) > 0)).toBe(true);
    const usd = await page(`/assetsManagement/reconciliation/list?vendorId=${SHANGHAI}&currency=USD`);
    expect(usd.items).toEqual([]);
    expect(usd.totals).toEqual([]);
    const future = await page(`/assetsManagement/reconciliation/list?vendorId=${SHANGHAI}&from=2099-01-01`);
    expect(future.items).toEqual([]);
    const keyword = await page(
      `/assetsManagement/reconciliation/list?vendorId=${SHANGHAI}&keyword=PO202611050001`,
    );
    expect(keyword.items.length).toBeGreaterThan(0);
    expect(keyword.items.every((line) => line.orderCode === 'PO202611050001')).toBe(true);
    const bad = await get(
      `/assetsManagement/reconciliation/list?vendorId=${SHANGHAI}&cursor=xyz`,
      finance,
      'zh_cn',
    );
    expect(bad.statusCode).toBe(400);
    expect(body<ErrorData>(bad).data.fields?.[0]?.path).toBe('cursor');
    expect(body<ErrorData>(bad).data.fields?.[0]?.message).toMatch(/[\u4e00-\u9fff]/);
    const noVendor = await get('/assetsManagement/reconciliation/list', finance);
    expect(noVendor.statusCode).toBe(400);
    // An unknown supplier simply has no lines.
    expect((await page(`/assetsManagement/reconciliation/list?vendorId=${randomUUID()}`)).items).toEqual([]);
  });

  it('the supplier sees the same lines of its own company with the current buyer, and nothing else', async () => {
    const buyerView = await allPages(`/assetsManagement/reconciliation/list?vendorId=${SHANGHAI}`);
    const own = await allPages('/vendor/reconciliation/list', supplier, 3);
    expect(own.items.map((line) => line.id).sort()).toEqual(buyerView.items.map((line) => line.id).sort());
    expect(own.totals).toEqual(buyerView.totals);
    // Another supplier company sees only its own lines (none of Shanghai Precision's).
    const other = await allPages('/vendor/reconciliation/list', supplier2, 3);
    const theirs = new Set(buyerView.items.map((line) => line.id));
    expect(other.items.some((line) => theirs.has(line.id))).toBe(false);
    const suzhou = await t.sql<{ n: string }>(
      `select count(*)::text as n from purchase_order_lines l join purchase_orders o on o.id = l.order_id
       where o.tenant_id = $1 and o.vendor_id = $2 and o.status in (6, 2, 3, 4)`,
      [HUAXIA, SUZHOU],
    );
    expect(other.items.length).toBeLessThanOrEqual(Number(suzhou[0]!.n));
    // The buyer's route refuses a supplier session, the supplier's a buyer session; no permission → 403.
    expect(
      (await get(`/assetsManagement/reconciliation/list?vendorId=${SHANGHAI}`, supplier)).statusCode,
    ).toBe(403);
    expect((await get('/vendor/reconciliation/list', finance)).statusCode).toBe(403);
    expect(
      (await get(`/assetsManagement/reconciliation/list?vendorId=${SHANGHAI}`, purchaser)).statusCode,
    ).toBe(403);
    const vendors = body<{ items: { id: string }[] }>(
      await get('/assetsManagement/reconciliation/vendors', finance),
    );
    expect(vendors.data.items.map((v) => v.id)).toContain(SHANGHAI);
  });

  it('exports through the shared export mechanism on both portals', async () => {
    const buyerExport = await t.request({
      method: 'POST',
      url: '/api/v1/downloadCenter/export',
      token: finance,
      payload: {
        list: 'statement.reconciliation',
        filters: { vendorId: SHANGHAI },
        columns: [
          { key: 'orderCode', title: 'Order' },
          { key: 'paidAmount', title: 'Paid' },
        ],
      },
    });
    expect(buyerExport.statusCode, buyerExport.body).toBe(200);
    const supplierExport = await t.request({
      method: 'POST',
      url: '/api/v1/downloadCenter/export',
      token: supplier,
      payload: {
        list: 'statement.vendorReconciliation',
        filters: {},
        columns: [{ key: 'unpaidAmount', title: 'Unpaid' }],
      },
    });
    expect(supplierExport.statusCode, supplierExport.body).toBe(200);
    // A supplier cannot export the buyer's list (another site), nor the buyer the supplier's.
    const wrong = await t.request({
      method: 'POST',
      url: '/api/v1/downloadCenter/export',
      token: supplier,
      payload: {
        list: 'statement.reconciliation',
        filters: { vendorId: SHANGHAI },
        columns: [{ key: 'orderCode', title: 'Order' }],
      },
    });
    expect(wrong.statusCode).toBe(403);
  });
});
