import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { invoiceBody } from './support/order-fixture.ts';
import { paymentHelpers, SHANGHAI } from './payment-support.ts';

// Invoice write-off (issue #15) through real HTTP on PostgreSQL: a paid advance is offset by an invoiced
// invoice of its supplier; Σ active write-offs never exceed the advance or the invoice, also under 20
// concurrent requests; bad input and wrong documents change nothing; a written-off invoice cannot be
// voided until the write-off is reversed; the supplier sees its own write-offs only.

const I = CODES.invoice;
let t: TestApp;
const tokens = { finance: '', supplier: '', supplier2: '', admin: '' };
let h: ReturnType<typeof paymentHelpers>;

beforeAll(async () => {
  t = await startTestApp({}, { poolMax: 30 });
  tokens.finance = await t.login('finance');
  tokens.admin = await t.login('admin');
  tokens.supplier = await t.login('supplier', 'supplier');
  tokens.supplier2 = await t.login('supplier2', 'supplier');
  h = paymentHelpers(t, () => tokens);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql('delete from invoice_write_offs');
  await t.sql('delete from payment_applications');
  await t.sql('delete from invoices');
  await t.sql('update purchase_order_lines set applied_amount = 0, paid_amount = 0');
  await t.sql('delete from approval_flows where doc_type = $1', [CODES.documentType.paymentApply.code]);
  await t.sql('delete from idempotency_keys');
});

const errorOf = (res: Parameters<typeof body>[0]) => body<ErrorData>(res).data;

/** A paid advance of `amount` on the first line of a new order with 10 received (10 × 10.00). */
async function paidAdvance(amount: string, lineId?: string) {
  const line = lineId ?? (await h.order(['10'])).lineIds[0]!;
  const id = await h.create([{ orderLineId: line, amount }], { type: CODES.paymentType.advance.code });
  expect((await h.post('/payables/submit', { id })).statusCode).toBe(200);
  const paid = await h.post('/payables/confirmPay', { id, paymentNo: 'BK1', voucherNo: 'JZ1' });
  expect(paid.statusCode, paid.body).toBe(200);
  return { id, lineId: line };
}

/** An invoice of 10 pieces × 10.00 (+13 % = 113.00) on `lineId`, checked and examined (status 3). */
async function invoicedInvoice(lineId: string, examine = true): Promise<string> {
  const submitted = await h.post('/vendor/invoice/submit', invoiceBody(lineId, '10', '10'), tokens.supplier);
  expect(submitted.statusCode, submitted.body).toBe(200);
  const id = body<{ id: string }>(submitted).data.id;
  if (examine) {
    await h.post('/invoice/check', { id });
    const examined = await h.post('/invoice/examine', { id });
    expect(body<{ status: number }>(examined).data.status).toBe(I.invoiced.code);
  }
  return id;
}

const writeOff = (
  paymentId: string,
  invoiceId: string,
  amount: string,
  language: 'en_us' | 'zh_cn' = 'en_us',
) => h.post('/payables/writeOff/save', { paymentId, invoiceId, amount }, tokens.finance, language);
const rows = async () =>
  Number((await t.sql<{ n: string }>('select count(*) as n from invoice_write_offs'))[0]?.n);

describe('write off a paid advance against an invoice', () => {
  it('books it, shows what is left on both, keeps the invoice from being voided until reversed', async () => {
    const advance = await paidAdvance('60');
    const invoiceId = await invoicedInvoice(advance.lineId);

    const saved = await writeOff(advance.id, invoiceId, '40');
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = body<{ id: string }>(saved).data;

    const candidates = body<{
      advances: { id: string; remaining: string; writtenOff: string }[];
      invoices: { id: string; remaining: string; totalAmount: string }[];
    }>(await h.get(`/payables/writeOff/candidates?vendorId=${SHANGHAI}`)).data;
    expect(candidates.advances.find((a) => a.id === advance.id)).toMatchObject({
      writtenOff: '40.00',
      remaining: '20.00',
    });
    expect(candidates.invoices.find((i) => i.id === invoiceId)).toMatchObject({
      totalAmount: '113.00',
      remaining: '73.00',
    });
    const listed = body<{
      items: { id: string; amount: string; invoiceNumber: string; reversedAt: string | null }[];
    }>(await h.get(`/payables/writeOff/list?paymentId=${advance.id}`)).data.items;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id, amount: '40.00', reversedAt: null });
    expect(await h.historyActions(advance.id)).toContain(CODES.historyAction.invoice.code);

    // Voiding the invoice is refused while the write-off stands (translated), then allowed after reversal.
    const refused = await h.post(
      '/invoice/void',
      { id: invoiceId, reason: 'wrong' },
      tokens.finance,
      'zh_cn',
    );
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ errorCode: 'payment.writeOff.blocksVoid' });
    expect(body(refused).desc).toMatch(/核销/);
    expect(
      (await t.sql<{ status: number }>('select status from invoices where id = $1', [invoiceId]))[0]?.status,
    ).toBe(I.invoiced.code);

    const reversed = await h.post('/payables/writeOff/reverse', { id, reason: '金额有误' });
    expect(reversed.statusCode, reversed.body).toBe(200);
    const again = await h.post('/payables/writeOff/reverse', { id, reason: 'twice' });
    expect(errorOf(again).errorCode).toBe('payment.writeOff.reversed');
    const after = body<{ items: { reversedAt: string | null; reverseReason: string | null }[] }>(
      await h.get(`/payables/writeOff/list?invoiceId=${invoiceId}`),
    ).data.items;
    expect(after[0]?.reversedAt).not.toBeNull();
    expect(after[0]?.reverseReason).toBe('金额有误');
    expect((await h.post('/invoice/void', { id: invoiceId, reason: 'wrong' })).statusCode).toBe(200);
  });

  it('refuses more than is left, wrong documents and bad input, and writes nothing', async () => {
    const advance = await paidAdvance('60');
    const invoiceId = await invoicedInvoice(advance.lineId);

    const tooMuch = await writeOff(advance.id, invoiceId, '60.01', 'zh_cn');
    expect(tooMuch.statusCode).toBe(409);
    expect(errorOf(tooMuch).errorCode).toBe('payment.writeOff.exceeds');
    expect(body(tooMuch).desc).toContain('60.00');
    expect(body(tooMuch).desc).toMatch(/最多/);

    // A PO payment (type 1), a draft advance: not a paid advance.
    const poPayment = await h.create([{ orderLineId: advance.lineId, amount: '10' }]);
    expect(errorOf(await writeOff(poPayment, invoiceId, '1')).errorCode).toBe('payment.writeOff.notAdvance');
    const draft = await h.create([{ orderLineId: advance.lineId, amount: '5' }], {
      type: CODES.paymentType.advance.code,
    });
    expect(errorOf(await writeOff(draft, invoiceId, '1')).errorCode).toBe('payment.writeOff.notAdvance');
    // An invoice still under review is not booked.
    const other = await h.order(['10']);
    const underReview = await invoicedInvoice(other.lineIds[0]!, false);
    expect(errorOf(await writeOff(advance.id, underReview, '1')).errorCode).toBe(
      'payment.writeOff.invoiceNotBooked',
    );
    // Absent ids answer 404 with their own code.
    const absentPayment = await writeOff(randomUUID(), invoiceId, '1');
    expect([absentPayment.statusCode, errorOf(absentPayment).errorCode]).toEqual([404, 'payment.notFound']);
    const absentInvoice = await writeOff(advance.id, randomUUID(), '1');
    expect([absentInvoice.statusCode, errorOf(absentInvoice).errorCode]).toEqual([404, 'invoice.notFound']);
    // Bad amounts are field errors.
    for (const amount of ['0', '-1', 'abc', '1.234', '123456789']) {
      expect((await writeOff(advance.id, invoiceId, amount)).statusCode, amount).toBe(400);
    }
    expect((await h.post('/payables/writeOff/reverse', { id: randomUUID(), reason: 'x' })).statusCode).toBe(
      404,
    );
    expect((await h.post('/payables/writeOff/reverse', { id: randomUUID(), reason: '' })).statusCode).toBe(
      400,
    );
    expect(await rows()).toBe(0);
  });

  it('a supplier sees its own write-offs only; a buyer without the payment permission is refused', async () => {
    const advance = await paidAdvance('30');
    const invoiceId = await invoicedInvoice(advance.lineId);
    expect((await writeOff(advance.id, invoiceId, '30')).statusCode).toBe(200);
    const own = body<{ items: { amount: string }[] }>(
      await h.get(`/vendor/payables/writeOff/list?paymentId=${advance.id}`, tokens.supplier),
    ).data.items;
    expect(own.map((row) => row.amount)).toEqual(['30.00']);
    const foreign = body<{ items: unknown[] }>(
      await h.get(`/vendor/payables/writeOff/list?paymentId=${advance.id}`, tokens.supplier2),
    ).data.items;
    expect(foreign).toEqual([]);
    expect((await h.get('/payables/writeOff/list', tokens.supplier)).statusCode).toBe(403);
  });
});

describe('races on PostgreSQL', () => {
  it('20 concurrent write-offs of one advance never exceed it; two advances never exceed one invoice', async () => {
    const advance = await paidAdvance('60');
    const invoiceId = await invoicedInvoice(advance.lineId);
    const results = await Promise.all(Array.from({ length: 20 }, () => writeOff(advance.id, invoiceId, '5')));
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(12);
    expect(results.every((res) => res.statusCode === 200 || res.statusCode === 409)).toBe(true);
    const [sum] = await t.sql<{ total: string }>(
      'select sum(amount)::text as total from invoice_write_offs where payment_id = $1',
      [advance.id],
    );
    expect(sum?.total).toBe('60.00');

    // Two more advances (60 each) race for what is left of the invoice: 113 − 60 = 53.
    const second = await paidAdvance('60');
    const third = await paidAdvance('60');
    const race = await Promise.all(
      Array.from({ length: 20 }, (_, i) => writeOff(i % 2 === 0 ? second.id : third.id, invoiceId, '6')),
    );
    const won = race.filter((res) => res.statusCode === 200).length;
    expect(won).toBe(8);
    const [onInvoice] = await t.sql<{ total: string }>(
      'select sum(amount)::text as total from invoice_write_offs where invoice_id = $1 and reversed_at is null',
      [invoiceId],
    );
    expect(Number(onInvoice?.total)).toBeLessThanOrEqual(113);
    expect(onInvoice?.total).toBe('108.00');
  });

  it('the same save repeated with one Idempotency-Key writes one row', async () => {
    const advance = await paidAdvance('60');
    const invoiceId = await invoicedInvoice(advance.lineId);
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        h.post(
          '/payables/writeOff/save',
          { paymentId: advance.id, invoiceId, amount: '7' },
          tokens.finance,
          'en_us',
          { 'idempotency-key': key },
        ),
      ),
    );
    expect(results.filter((res) => res.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(await rows()).toBe(1);
  });
});
