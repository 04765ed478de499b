import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { invoiceBody, orderFixture } from './support/order-fixture.ts';

// Change tax rate (issue #15, `/personnel`) through real HTTP on PostgreSQL: the buyer gives order lines a
// new VAT rate with a reason; a change row per line, one history row, a message to the supplier. Refused
// with nothing written: a line already invoiced (409, translated, naming it), the same rate, unknown
// lines, a rate outside the VAT set, no reason, a cancelled order, an absent order.

let t: TestApp;
let purchaser: string;
let supplier: string;
const { confirmedOrder, receive } = orderFixture(
  () => t,
  () => ({ purchaser, supplier }),
  'PR-TAX-RATE',
);

beforeAll(async () => {
  t = await startTestApp();
  purchaser = await t.login('purchaser');
  supplier = await t.login('supplier', 'supplier');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql('delete from invoices');
  await t.sql('delete from receipts');
  await t.sql('delete from purchase_orders');
});

type Lang = 'zh_cn' | 'en_us';
const change = (payload: object, language: Lang = 'en_us') =>
  t.request({ method: 'POST', url: '/api/v1/order/taxRate/change', token: purchaser, payload, language });
const rateOf = async (lineId: string) =>
  (
    await t.sql<{ rate: string }>('select tax_rate::text as rate from purchase_order_lines where id = $1', [
      lineId,
    ])
  )[0]?.rate;
const changeRows = async () =>
  Number((await t.sql<{ n: string }>('select count(*) as n from purchase_order_tax_rate_changes'))[0]?.n);

describe('change tax rate', () => {
  it('changes the rate, records the change and the history, tells the supplier', async () => {
    const order = await confirmedOrder('20');
    const res = await change({
      orderId: order.id,
      lineIds: [order.lineId],
      taxRate: 9,
      reason: '供应商转为 9% 税率',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ changed: number }>(res).data.changed).toBe(1);
    expect(await rateOf(order.lineId)).toBe('9.00');

    const listed = body<{ items: { orderCode: string; fromRate: string; toRate: string; reason: string }[] }>(
      await t.request({
        method: 'GET',
        url: `/api/v1/order/taxRate/changes?orderId=${order.id}`,
        token: purchaser,
      }),
    ).data.items;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ fromRate: '13', toRate: '9', reason: '供应商转为 9% 税率' });
    const history = await t.sql<{ comment: string }>(
      'select comment from purchase_order_history where order_id = $1 and action = $2',
      [order.id, CODES.historyAction.taxRateChange.code],
    );
    expect(history).toHaveLength(1);
    expect(history[0]?.comment).toContain('13% → 9%');
    const messages = await t.sql<{ n: string }>(`select count(*) as n from messages where title_en like $1`, [
      `%tax rate of order%`,
    ]);
    expect(Number(messages[0]?.n)).toBeGreaterThan(0);
  });

  it('refuses an invoiced line, the same rate and bad input, and changes nothing', async () => {
    const order = await confirmedOrder('20');
    // The same rate: nothing to change.
    const same = await change({ orderId: order.id, lineIds: [order.lineId], taxRate: 13, reason: 'x' });
    expect(same.statusCode).toBe(400);
    expect(body<ErrorData>(same).data.fields?.[0]?.code).toBe('order.taxRateUnchanged');
    // Bad input.
    for (const payload of [
      { orderId: order.id, lineIds: [order.lineId], taxRate: 7, reason: 'x' },
      { orderId: order.id, lineIds: [order.lineId], taxRate: 9, reason: '' },
      { orderId: order.id, lineIds: [], taxRate: 9, reason: 'x' },
      { orderId: order.id, lineIds: [randomUUID()], taxRate: 9, reason: 'x' },
    ]) {
      expect((await change(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await change({ orderId: randomUUID(), lineIds: [order.lineId], taxRate: 9, reason: 'x' })).statusCode,
    ).toBe(404);

    // Received and invoiced: the line keeps the rate it was invoiced at (409, translated, named).
    await receive(order.id, order.lineId, '10');
    const submitted = await t.request({
      method: 'POST',
      url: '/api/v1/vendor/invoice/submit',
      token: supplier,
      payload: invoiceBody(order.lineId, '10'),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const invoiced = await change(
      { orderId: order.id, lineIds: [order.lineId], taxRate: 9, reason: 'x' },
      'zh_cn',
    );
    expect(invoiced.statusCode).toBe(409);
    expect(body<ErrorData>(invoiced).data.errorCode).toBe('order.taxRateInvoiced');
    expect(body(invoiced).desc).toContain('六角螺栓');
    expect(body(invoiced).desc).toMatch(/开票/);

    // A cancelled order is not live.
    const other = await confirmedOrder('5');
    await t.sql('update purchase_orders set status = $2 where id = $1', [
      other.id,
      CODES.order.cancelled.code,
    ]);
    const cancelled = await change({ orderId: other.id, lineIds: [other.lineId], taxRate: 9, reason: 'x' });
    expect([cancelled.statusCode, body<ErrorData>(cancelled).data.errorCode]).toEqual([
      409,
      'order.wrongStatus',
    ]);

    expect(await rateOf(order.lineId)).toBe('13.00');
    expect(await changeRows()).toBe(0);
  });
});
