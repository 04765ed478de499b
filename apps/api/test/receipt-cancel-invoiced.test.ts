import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { orderFixture, invoiceBody } from './support/order-fixture.ts';

// Cancelling a receipt whose goods are invoiced (issue #14 with #15) on real PostgreSQL: invoices read
// the order-line ledger, so a cancel that would leave a line's payable basis (received − returned) below
// what is already invoiced on it is refused (409 receiving.cancelInvoiced, translated, nothing changes);
// one that leaves enough goes through. And a race of cancel against an invoice submission: both take the
// order lock, so the outcome is one of the two serial orders — never a cancel that won while the invoice
// was matched against the goods it took away.

const R = CODES.receipt;

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
  'PR-CANCEL-INV',
);

type Lang = 'zh_cn' | 'en_us';
const post = (url: string, payload: unknown, token = purchaser, language: Lang = 'en_us') =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token, payload: payload as object, language });

const invoice = (orderLineId: string, quantity: string) =>
  post('/vendor/invoice/submit', invoiceBody(orderLineId, quantity), supplier);

type Ledger = { received: string; invoiced: string; status: number };
async function ledgerOf(orderId: string): Promise<Ledger> {
  const [row] = await t.sql<Ledger>(
    `select l.received_qty::text as received, l.invoiced_qty::text as invoiced, o.status
       from purchase_order_lines l join purchase_orders o on o.id = l.order_id where o.id = $1`,
    [orderId],
  );
  return row as Ledger;
}
const statusOf = async (id: string) =>
  (await t.sql<{ status: number }>('select status from receipts where id = $1', [id]))[0]?.status;

describe('cancel a receipt whose goods are invoiced', () => {
  it('is refused when the invoiced quantity would exceed received − returned (409, both languages), allowed when it fits', async () => {
    const { id: orderId, lineId } = await confirmedOrder('20');
    const first = await receive(orderId, lineId, '10');
    const second = await receive(orderId, lineId, '10');
    expect((await invoice(lineId, '15')).statusCode).toBe(200);
    const before = await ledgerOf(orderId);
    expect(before).toMatchObject({ received: '20.000', invoiced: '15.000' });

    for (const [language, pattern] of [
      ['en_us', /invoiced for 15, more than the 10/],
      ['zh_cn', /[\u4e00-\u9fff].*15.*10/],
    ] as const) {
      const res = await post('/receive/cancel', { id: second, reason: '点错' }, purchaser, language);
      expect(res.statusCode, res.body).toBe(409);
      expect(body<ErrorData>(res).data.errorCode).toBe('receiving.cancelInvoiced');
      expect(body(res).desc).toMatch(pattern);
    }
    expect(await ledgerOf(orderId)).toEqual(before);
    expect(await statusOf(second)).toBe(R.received.code);

    // A second order where only 10 of 20 are invoiced: cancelling one receipt of 10 leaves exactly 10.
    const other = await confirmedOrder('20');
    await receive(other.id, other.lineId, '10');
    const last = await receive(other.id, other.lineId, '10');
    expect((await invoice(other.lineId, '10')).statusCode).toBe(200);
    const res = await post('/receive/cancel', { id: last, reason: '点错' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ledgerOf(other.id)).toMatchObject({ received: '10.000', invoiced: '10.000' });
    expect(await statusOf(first)).toBe(R.received.code);
  });

  it('races an invoice: the cancel never wins against an invoice that was matched on its goods', async () => {
    for (let round = 0; round < 12; round += 1) {
      const { id: orderId, lineId } = await confirmedOrder('20');
      await receive(orderId, lineId, '10');
      const second = await receive(orderId, lineId, '10');
      // 15 invoiced fits the basis (20) only while the second receipt counts.
      const [cancel, submitted] = await Promise.all([
        post('/receive/cancel', { id: second, reason: '竞态' }),
        invoice(lineId, '15'),
      ]);
      expect(submitted.statusCode, submitted.body).toBe(200);
      const held = body<{ held: boolean }>(submitted).data.held;
      const ledger = await ledgerOf(orderId);
      expect(ledger.invoiced).toBe('15.000');
      if (cancel.statusCode === 200) {
        // Cancel first: the invoice was matched against the 10 left, so it is held.
        expect(held, 'an invoice matched on goods a concurrent cancel took away').toBe(true);
        expect(ledger.received).toBe('10.000');
        expect(await statusOf(second)).toBe(R.cancelled.code);
      } else {
        // Invoice first: the cancel sees 15 invoiced against 10 left.
        expect(cancel.statusCode, cancel.body).toBe(409);
        expect(body<ErrorData>(cancel).data.errorCode).toBe('receiving.cancelInvoiced');
        expect(held).toBe(false);
        expect(ledger.received).toBe('20.000');
        expect(await statusOf(second)).toBe(R.received.code);
      }
    }
  });
});
