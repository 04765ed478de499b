import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { body, startTestApp, type TestApp } from './support/test-app.ts';
import { orderFixture, invoiceBody } from './support/order-fixture.ts';

// The held marker of the invoice lists (issue #15) follows the ledger: an invoice held at submission
// (more invoiced than received) is no longer held once the rest is received, without any invoice call
// re-evaluating it — the list, the held filter and the detail header say what the match panel says.

let t: TestApp;
let purchaser: string;
let supplier: string;
let finance: string;
beforeAll(async () => {
  t = await startTestApp();
  purchaser = await t.login('purchaser');
  supplier = await t.login('supplier', 'supplier');
  finance = await t.login('finance');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql('delete from invoices');
  await t.sql('delete from invoice_settings');
  await t.sql('delete from purchase_returns');
  await t.sql('delete from receipts');
  await t.sql('delete from receiving_settings');
  await t.sql('delete from purchase_orders');
});

const { confirmedOrder, receive } = orderFixture(
  () => t,
  () => ({ purchaser, supplier }),
  'PR-HELD-LIVE',
);

type Lang = 'zh_cn' | 'en_us';
const post = (url: string, payload: unknown, token = purchaser, language: Lang = 'en_us') =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token, payload: payload as object, language });

const invoice = (orderLineId: string, quantity: string, unitPrice?: string) =>
  post('/vendor/invoice/submit', invoiceBody(orderLineId, quantity, unitPrice), supplier);

const get = (url: string, token = finance) =>
  t.request({ method: 'GET', url: `/api/v1${url}`, token, language: 'en_us' });

type Summary = { id: string; held: boolean; holdReasons: string[] };
const listed = async (url: string, token = finance) =>
  body<{ items: Summary[]; nextCursor: string | null }>(await get(url, token)).data;

describe('the held marker of the invoice lists', () => {
  it('follows a receipt made after submission (buyer list, supplier list, held filter, detail)', async () => {
    const { id: orderId, lineId } = await confirmedOrder('20');
    await receive(orderId, lineId, '10');
    const submitted = await invoice(lineId, '15');
    expect(submitted.statusCode, submitted.body).toBe(200);
    const id = body<{ id: string }>(submitted).data.id;

    const heldBefore = (await listed('/invoice/list')).items.find((item) => item.id === id);
    expect(heldBefore).toMatchObject({ held: true });
    expect(heldBefore?.holdReasons[0]).toContain('Invoiced quantity 15');
    expect((await listed('/invoice/list?held=true')).items.map((item) => item.id)).toEqual([id]);

    // The rest arrives: the stored flag is not touched by receiving, the live match is within tolerance.
    await receive(orderId, lineId, '5');
    const stored = await t.sql<{ held: boolean }>('select held from invoices where id = $1', [id]);
    expect(stored[0]?.held).toBe(true);

    for (const [url, token] of [
      ['/invoice/list', finance],
      ['/vendor/invoice/list', supplier],
    ] as const) {
      expect((await listed(url, token)).items.find((item) => item.id === id)).toMatchObject({
        held: false,
        holdReasons: [],
      });
    }
    expect((await listed('/invoice/list?held=true')).items).toEqual([]);
    expect((await listed('/invoice/list?held=false')).items.map((item) => item.id)).toEqual([id]);
    const detail = body<{ held: boolean; lines: { match: { held: boolean } }[] }>(
      await get(`/invoice/detail/${id}`),
    ).data;
    expect(detail.held).toBe(false);
    expect(detail.lines[0]?.match.held).toBe(false);
  });

  it('the held filter reads past pages of non-matching invoices and keeps keyset order', async () => {
    const { id: orderId, lineId } = await confirmedOrder('20');
    await receive(orderId, lineId, '20');
    const heldIds: string[] = [];
    // Oldest first: two invoices at the order's price, then three above it (held by price).
    for (let n = 0; n < 2; n += 1) expect((await invoice(lineId, '1')).statusCode).toBe(200);
    for (let n = 0; n < 3; n += 1) {
      const res = await invoice(lineId, '1', '12');
      expect(res.statusCode, res.body).toBe(200);
      heldIds.unshift(body<{ id: string }>(res).data.id);
    }
    const all = await listed('/invoice/list?pageSize=100');
    expect(all.items).toHaveLength(5);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Summary[]; nextCursor: string | null } = await listed(
        `/invoice/list?held=false&pageSize=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.items.every((item) => !item.held)).toBe(true);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.filter((item) => !item.held).map((item) => item.id));
    expect(seen).toHaveLength(2);
    expect(all.items.filter((item) => item.held).map((item) => item.id)).toEqual(heldIds);
  });
});
