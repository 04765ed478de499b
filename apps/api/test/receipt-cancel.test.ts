import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { orderFixture } from './support/order-fixture.ts';

// Cancelling a receipt (issue #14) on real PostgreSQL: the receipt stays as cancelled (4), its
// quantities go back on the ledger (received, and delivered for what it rejected against a note), the
// order status is derived again, a history row and a message to the supplier; refused while a return
// references its goods (409 with the return's code, translated), on a wrong status, with bad input
// (nothing written); and a race of cancel against a return's creation where exactly one wins.

const O = CODES.order;
const R = CODES.receipt;
const H = CODES.historyAction;

let t: TestApp;
let purchaser: string;
let supplier: string;
beforeAll(async () => {
  t = await startTestApp();
  purchaser = await t.login('purchaser');
  supplier = await t.login('supplier', 'supplier');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql('delete from purchase_returns');
  await t.sql('delete from receipts');
  await t.sql('delete from receiving_closures');
  await t.sql('delete from receiving_settings');
  await t.sql('delete from purchase_orders');
});

const { confirmedOrder, receive } = orderFixture(
  () => t,
  () => ({ purchaser, supplier }),
  'PR-CANCEL',
);

type Lang = 'zh_cn' | 'en_us';
const post = (url: string, payload: unknown, token = purchaser, language: Lang = 'en_us') =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token, payload: payload as object, language });
const get = (url: string, token = purchaser) =>
  t.request({ method: 'GET', url: `/api/v1${url}`, token, language: 'en_us' });

async function deliver(orderId: string, orderLineId: string, quantity: string): Promise<string> {
  const res = await post(
    '/vendor/order/deliver',
    { orderId, courier: 'sf', trackingNo: 'SF1234567890', lines: [{ orderLineId, quantity }] },
    supplier,
  );
  expect(res.statusCode, res.body).toBe(200);
  return body<{ deliveryId: string }>(res).data.deliveryId;
}

type Ledger = { delivered: string; received: string; receivedAmount: string; status: number };
async function ledgerOf(orderId: string): Promise<Ledger> {
  const [row] = await t.sql<Ledger>(
    `select l.delivered_qty::text as delivered, l.received_qty::text as received,
            l.received_amount::text as "receivedAmount", o.status
       from purchase_order_lines l join purchase_orders o on o.id = l.order_id where o.id = $1`,
    [orderId],
  );
  return row as Ledger;
}
const statusOf = async (id: string) =>
  (await t.sql<{ status: number }>('select status from receipts where id = $1', [id]))[0]?.status;

const returnBody = (orderId: string, orderLineId: string, quantity: string) => ({
  orderId,
  remark: '质量问题',
  lines: [{ orderLineId, quantity, reason: '划伤', disposition: 'refund' }],
});

describe('cancel a receipt', () => {
  it('gives the quantities back, derives the order status again, writes history and tells the supplier', async () => {
    const { id: orderId, lineId } = await confirmedOrder('20');
    const note = await deliver(orderId, lineId, '20');
    const first = await receive(orderId, lineId, '18', '2', note);
    expect(await ledgerOf(orderId)).toMatchObject({
      delivered: '18.000',
      received: '18.000',
      status: O.partlyReceived.code,
    });

    const res = await post('/receive/cancel', { id: first, reason: '数量点错' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).desc).toMatch(/cancelled/);
    expect(body<{ status: number; orderStatus: number }>(res).data).toMatchObject({
      status: R.cancelled.code,
      orderStatus: O.awaitingReceipt.code,
    });
    // Received back to 0, the rejected 2 are delivered again (the note holds all 20 once more).
    expect(await ledgerOf(orderId)).toMatchObject({
      delivered: '20.000',
      received: '0.000',
      receivedAmount: '0.00',
      status: O.awaitingReceipt.code,
    });
    const detail = body<{ status: number; cancelReason: string; cancelledByName: string | null }>(
      await get(`/receive/details/${first}`),
    ).data;
    expect(detail).toMatchObject({ status: R.cancelled.code, cancelReason: '数量点错' });
    expect(detail.cancelledByName).toBeTruthy();
    const history = await t.sql<{ comment: string }>(
      'select comment from purchase_order_history where order_id = $1 and action = $2',
      [orderId, H.void.code],
    );
    expect(history).toHaveLength(1);
    expect(history[0]?.comment).toMatch(/数量点错/);
    const messages = await t.sql<{ title_en: string }>('select title_en from messages where link = $1', [
      `/receive/detail/${first}`,
    ]);
    expect(messages.some((m) => /cancelled/.test(m.title_en))).toBe(true);
    // The supplier sees it as cancelled, with the reason.
    const seen = await get(`/vendor/receive/details/${first}`, supplier);
    expect(body<{ status: number; cancelReason: string }>(seen).data).toMatchObject({
      status: R.cancelled.code,
      cancelReason: '数量点错',
    });

    // The note can be taken again in full; a second cancel is refused.
    const again = await receive(orderId, lineId, '20', '0', note);
    expect(await ledgerOf(orderId)).toMatchObject({ received: '20.000', status: O.received.code });
    const twice = await post('/receive/cancel', { id: first, reason: '再来' });
    expect(twice.statusCode).toBe(409);
    expect(body<ErrorData>(twice).data.errorCode).toBe('receiving.cancelWrongStatus');
    // Cancelling the complete receipt takes the order from 4 back to 2.
    expect((await post('/receive/cancel', { id: again, reason: '退回' })).statusCode).toBe(200);
    expect(await ledgerOf(orderId)).toMatchObject({ received: '0.000', status: O.awaitingReceipt.code });
  });

  it('is refused while a return references the goods (409, translated), and nothing changes', async () => {
    const { id: orderId, lineId } = await confirmedOrder('20');
    const receiptId = await receive(orderId, lineId, '20');
    const created = await post('/return/create', returnBody(orderId, lineId, '2'));
    expect(created.statusCode, created.body).toBe(200);
    const code = body<{ code: string }>(created).data.code;
    const before = await ledgerOf(orderId);

    for (const [language, pattern] of [
      ['en_us', /cannot be cancelled/],
      ['zh_cn', /[\u4e00-\u9fff]/],
    ] as const) {
      const res = await post('/receive/cancel', { id: receiptId, reason: '点错' }, purchaser, language);
      expect(res.statusCode).toBe(409);
      expect(body<ErrorData>(res).data.errorCode).toBe('receiving.cancelReturned');
      expect(body(res).desc).toMatch(pattern);
      expect(body(res).desc).toContain(code);
    }
    expect(await ledgerOf(orderId)).toEqual(before);
    expect(await statusOf(receiptId)).toBe(R.received.code);
    // Once the draft return is deleted, the receipt may be cancelled.
    const returnId = body<{ id: string }>(created).data.id;
    expect((await post('/return/delete', { id: returnId })).statusCode).toBe(200);
    expect((await post('/receive/cancel', { id: receiptId, reason: '点错' })).statusCode).toBe(200);
  });

  it('answers bad input with translated field errors, absent ids with 404, suppliers with 403', async () => {
    const { id: orderId, lineId } = await confirmedOrder('20');
    const receiptId = await receive(orderId, lineId, '5');
    const empty = await post('/receive/cancel', { id: receiptId, reason: '' }, purchaser, 'zh_cn');
    expect(empty.statusCode).toBe(400);
    expect(body<ErrorData>(empty).data.fields?.[0]).toMatchObject({ path: 'reason' });
    expect(body<ErrorData>(empty).data.fields?.[0]?.message).toMatch(/[\u4e00-\u9fff]/);
    const notUuid = await post('/receive/cancel', { id: 'nope', reason: 'x' });
    expect(notUuid.statusCode).toBe(400);
    const absent = await post('/receive/cancel', { id: randomUUID(), reason: 'x' });
    expect(absent.statusCode).toBe(404);
    expect(body<ErrorData>(absent).data.errorCode).toBe('receiving.notFound');
    const bySupplier = await post('/receive/cancel', { id: receiptId, reason: 'x' }, supplier);
    expect(bySupplier.statusCode).toBe(403);
    expect(await statusOf(receiptId)).toBe(R.received.code);
    expect((await ledgerOf(orderId)).received).toBe('5.000');
  });

  it('races a return: cancel and a return that needs the receipt’s goods never both win', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { id: orderId, lineId } = await confirmedOrder('20');
      await receive(orderId, lineId, '10');
      const second = await receive(orderId, lineId, '10');
      // 15 fits only while the second receipt counts.
      const [cancel, created] = await Promise.all([
        post('/receive/cancel', { id: second, reason: '竞态' }),
        post('/return/create', returnBody(orderId, lineId, '15')),
      ]);
      const wins = [cancel.statusCode, created.statusCode].filter((code) => code === 200);
      expect(wins, `${cancel.body} ${created.body}`).toHaveLength(1);
      const ledger = await ledgerOf(orderId);
      if (cancel.statusCode === 200) {
        expect(created.statusCode).toBe(400);
        expect(ledger.received).toBe('10.000');
        expect(await statusOf(second)).toBe(R.cancelled.code);
      } else {
        expect(cancel.statusCode).toBe(409);
        expect(body<ErrorData>(cancel).data.errorCode).toBe('receiving.cancelReturned');
        expect(ledger.received).toBe('20.000');
        expect(await statusOf(second)).toBe(R.received.code);
      }
    }
  });
});
