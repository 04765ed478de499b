import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';
import { HUAXIA, paymentHelpers, SHANGHAI, SUZHOU } from './payment-support.ts';

// Statements of account (issue #15, /account) through real HTTP on PostgreSQL: the item rule (the
// supplier's received − returned amounts not yet applied, on orders of the period, and its invoices of the
// period, none held by another open statement), every transition on both sides, messages, the supplier's
// scope (tenant AND company, nothing before sent), pay apply / merge pay apply through the payment rules,
// and the race: simultaneous pay applies of one statement make exactly one payment application.

const S = CODES.statement;
const H = CODES.historyAction;
const PERIOD = { periodFrom: '2025-03-01', periodTo: '2025-03-31' };
let t: TestApp;
const tokens = { finance: '', supplier: '', supplier2: '', admin: '', approver: '' };
let h: ReturnType<typeof paymentHelpers>;

beforeAll(async () => {
  t = await startTestApp({}, { poolMax: 20 });
  tokens.finance = await t.login('finance');
  tokens.admin = await t.login('admin');
  tokens.approver = await t.login('approver');
  tokens.supplier = await t.login('supplier', 'supplier');
  tokens.supplier2 = await t.login('supplier2', 'supplier');
  h = paymentHelpers(t, () => tokens);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql('delete from statements');
  await t.sql('delete from payment_applications');
  await t.sql('update purchase_order_lines set applied_amount = 0, paid_amount = 0');
  await t.sql('delete from approval_flows where doc_type = $1', [CODES.documentType.paymentApply.code]);
  await t.sql('delete from idempotency_keys');
  // Orders and invoices of earlier tests leave the 2025 periods the tests state.
  await t.sql(
    `update purchase_orders set created_at = timestamptz '2020-01-01' where created_at >= '2025-01-01' and created_at < '2026-01-01'`,
  );
  await t.sql(`delete from invoices where invoice_date >= '2025-01-01' and invoice_date < '2026-01-01'`);
});

const fields = (res: Parameters<typeof body>[0]) => body<ErrorData>(res).data.fields ?? [];

/** An order of the period (placed on `day`, Shanghai time) with lines of 10 × 10.00 and the received quantities. */
async function periodOrder(
  received: string[],
  day = '2025-03-15',
  options: Parameters<typeof h.order>[1] = {},
) {
  const order = await h.order(received, options);
  await t.sql(
    `update purchase_orders set created_at = ($2::date + time '10:00') at time zone 'Asia/Shanghai' where id = $1`,
    [order.orderId, day],
  );
  return order;
}

async function invoiceOf(vendorId: string, date: string, total: string, status = 2): Promise<string> {
  const id = randomUUID();
  const number = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  await t.sql(
    `insert into invoices (id, tenant_id, vendor_id, invoice_code, invoice_number, invoice_date, amount_excl_tax,
       tax_amount, total_amount, seller_tax_no, buyer_tax_no, status, submitted_by)
     values ($1, $2, $3, '3100231130', $4, $5, $6, 0, $6, '91310000MA1FL0XX01', '91330100MA2XX0XX02', $7, $8)`,
    [id, HUAXIA, vendorId, number, date, total, status, DEMO.users.supplier],
  );
  return id;
}

const create = (extra: Record<string, unknown> = {}, token = tokens.finance) =>
  h.post(
    '/account/statement/create',
    { vendorId: SHANGHAI, currency: 'CNY', ...PERIOD, remark: '三月对账', ...extra },
    token,
  );

async function created(extra: Record<string, unknown> = {}): Promise<string> {
  const res = await create(extra);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ id: string }>(res).data.id;
}

const payee = { method: 0, payee: '上海精密机械有限公司', bankAccount: '6225 8801 2345 6789', fileIds: [] };

type Detail = {
  status: number;
  code: string;
  receivedAmount: string;
  outstandingAmount: string;
  invoiceTotal: string;
  orderedAmount: string;
  invoicedAmount: string;
  uninvoicedAmount: string;
  disputeReason: string | null;
  paymentId: string | null;
  payment: { code: string; status: number; method: number; bankName: string; remark: string } | null;
  paymentLapse: {
    paymentId: string;
    paymentCode: string;
    outcome: string;
    actorName: string | null;
    comment: string | null;
    amountToPay: string;
  } | null;
  items: { kind: string; orderLineId: string | null; invoiceId: string | null; outstandingAmount: string }[];
  messages: { side: string; body: string }[];
  history: { action: number; comment: string | null }[];
};
const detail = async (id: string, token = tokens.finance) =>
  body<Detail>(await h.get(`/account/statement/detail/${id}`, token)).data;
const supplierDetail = (id: string, token = tokens.supplier) =>
  h.get(`/vendor/account/statement/detail/${id}`, token);

async function confirmed(extra: Record<string, unknown> = {}): Promise<string> {
  const id = await created(extra);
  expect((await h.post('/account/statement/send', { id })).statusCode).toBe(200);
  const res = await h.post('/vendor/account/statement/confirm', { id }, tokens.supplier);
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

describe('create: what a statement holds', () => {
  it("takes the period's orders' received − returned amounts not yet applied, and the period's invoices", async () => {
    const { lineIds } = await periodOrder(['6', '10', '0'], '2025-03-15', { returned: ['1', '0', '0'] });
    const outside = await periodOrder(['10'], '2025-04-02'); // placed after the period
    const other = await periodOrder(['10'], '2025-03-10', { vendor: SUZHOU }); // another supplier
    const inPeriod = await invoiceOf(SHANGHAI, '2025-03-20', '113.00');
    await invoiceOf(SHANGHAI, '2025-02-28', '50.00'); // before the period
    await invoiceOf(SHANGHAI, '2025-03-21', '70.00', 5); // voided
    // Half of line 2 is already applied for payment: only the rest is outstanding.
    const applied = await h.create([{ orderLineId: lineIds[1]!, amount: '40' }]);
    expect((await h.post('/payables/submit', { id: applied })).statusCode).toBe(200);

    const id = await created();
    const d = await detail(id);
    expect(d.status).toBe(S.draft.code);
    expect(d.code).toMatch(/^ST\d{12}$/);
    expect(d.items.map((item) => item.orderLineId ?? item.invoiceId)).toEqual([
      lineIds[0],
      lineIds[1],
      inPeriod,
    ]);
    expect(d.items.map((item) => item.outstandingAmount)).toEqual(['50.00', '60.00', '0.00']);
    expect(d).toMatchObject({
      orderedAmount: '200.00',
      receivedAmount: '150.00',
      outstandingAmount: '110.00',
      invoiceTotal: '113.00',
      invoicedAmount: '0.00',
      uninvoicedAmount: '150.00',
    });
    expect(JSON.stringify(d)).not.toContain(outside.lineIds[0]);
    expect(JSON.stringify(d)).not.toContain(other.lineIds[0]);
    expect(d.history.map((row) => row.action)).toEqual([H.create.code]);

    // Everything is held by the open statement: a second one finds nothing (422, nothing written).
    const again = await create({}, tokens.finance);
    expect(again.statusCode).toBe(422);
    expect(body<ErrorData>(again).data.errorCode).toBe('statement.nothingToState');
    expect((await t.sql('select id from statements')).length).toBe(1);
  });

  it('refuses a bad period, an unknown supplier and bad input (400 field errors, translated)', async () => {
    const res = await h.post(
      '/account/statement/create',
      { vendorId: SHANGHAI, currency: 'CNY', periodFrom: '2025-03-31', periodTo: '2025-03-01' },
      tokens.finance,
      'zh_cn',
    );
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual([
      expect.objectContaining({ path: 'periodTo', code: 'statement.periodInvalid' }),
    ]);
    expect(fields(res)[0]?.message).toMatch(/[\u4e00-\u9fff]/);
    const unknown = await create({ vendorId: randomUUID() });
    expect(fields(unknown)).toEqual([expect.objectContaining({ code: 'statement.vendorUnknown' })]);
    const bad = await create({ periodFrom: '2025-02-30', currency: 'cny' });
    expect(
      fields(bad)
        .map((f) => f.path)
        .sort(),
    ).toEqual(['currency', 'periodFrom']);
    expect((await t.sql('select id from statements')).length).toBe(0);
  });
});

describe('the supplier confirms or disputes; the buyer reopens, closes, deletes', () => {
  it('draft → sent → disputed (reason) → reopened → sent → confirmed; messages both ways; history', async () => {
    await periodOrder(['10']);
    const id = await created();
    // A draft is the buyer's own: the supplier does not see it (404 like an absent id).
    expect((await supplierDetail(id)).statusCode).toBe(404);
    expect((await h.post('/vendor/account/statement/confirm', { id }, tokens.supplier)).statusCode).toBe(404);
    expect((await h.post('/account/statement/send', { id })).statusCode).toBe(200);
    const seen = await supplierDetail(id);
    expect(seen.statusCode).toBe(200);
    expect(body<Detail>(seen).data.items).toHaveLength(1);
    // Another supplier company: absent.
    expect((await supplierDetail(id, tokens.supplier2)).statusCode).toBe(404);
    expect((await h.post('/vendor/account/statement/confirm', { id }, tokens.supplier2)).statusCode).toBe(
      404,
    );

    const noReason = await h.post('/vendor/account/statement/dispute', { id, reason: '' }, tokens.supplier);
    expect(noReason.statusCode).toBe(400);
    const disputed = await h.post(
      '/vendor/account/statement/dispute',
      { id, reason: '第 1 行少收 2 件' },
      tokens.supplier,
      'zh_cn',
    );
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(body(disputed).desc).toBe('对账单已提出异议');
    expect((await detail(id)).disputeReason).toBe('第 1 行少收 2 件');
    expect((await h.post('/vendor/account/statement/confirm', { id }, tokens.supplier)).statusCode).toBe(409);

    expect(
      (await h.post('/vendor/account/statement/message', { id, body: '请核对入库单' }, tokens.supplier))
        .statusCode,
    ).toBe(200);
    expect((await h.post('/account/statement/message', { id, body: '已核对，重新发送' })).statusCode).toBe(
      200,
    );
    expect((await h.post('/account/statement/reopen', { id })).statusCode).toBe(200);
    expect((await detail(id)).status).toBe(S.draft.code);
    expect((await h.post('/account/statement/send', { id })).statusCode).toBe(200);
    expect((await h.post('/vendor/account/statement/confirm', { id }, tokens.supplier)).statusCode).toBe(200);
    const d = await detail(id);
    expect(d.status).toBe(S.confirmed.code);
    expect(d.messages.map((m) => [m.side, m.body])).toEqual([
      ['supplier', '请核对入库单'],
      ['buyer', '已核对，重新发送'],
    ]);
    expect(d.history.map((row) => row.action)).toEqual([
      H.create.code,
      H.send.code,
      H.dispute.code,
      H.reopen.code,
      H.send.code,
      H.confirm.code,
    ]);
    // The supplier heard of it in the message center.
    const told = await t.sql<{ n: string }>(
      `select count(*) as n from messages m join users u on u.id = m.recipient_id where u.vendor_id = $1 and m.link = $2`,
      [SHANGHAI, `/statement/detail/${id}`],
    );
    expect(Number(told[0]?.n)).toBeGreaterThan(0);
  });

  it('close (confirmed or disputed only), delete (draft only); the supplier list is tenant AND company scoped', async () => {
    await periodOrder(['10']);
    await periodOrder(['5'], '2025-03-12', { vendor: SUZHOU });
    const draft = await created();
    expect((await h.post('/account/statement/close', { id: draft })).statusCode).toBe(409);
    expect((await h.post('/account/statement/delete', { id: draft })).statusCode).toBe(200);
    const id = await confirmed();
    const suzhou = await created({ vendorId: SUZHOU });
    await h.post('/account/statement/send', { id: suzhou });
    expect((await h.post('/account/statement/delete', { id })).statusCode).toBe(409);
    expect((await h.post('/account/statement/close', { id })).statusCode).toBe(200);
    expect((await detail(id)).status).toBe(S.closed.code);

    const mine = body<{ items: { id: string }[] }>(
      await h.get('/vendor/account/statement/list', tokens.supplier),
    ).data;
    expect(mine.items.map((row) => row.id)).toEqual([id]);
    const theirs = body<{ items: { id: string }[] }>(
      await h.get('/vendor/account/statement/list', tokens.supplier2),
    ).data;
    expect(theirs.items.map((row) => row.id)).toEqual([suzhou]);
    // Buyer filters and keyset pages.
    const all = body<{ items: { id: string }[]; nextCursor: string | null }>(
      await h.get('/account/statement/list?pageSize=1'),
    ).data;
    expect(all.items).toHaveLength(1);
    expect(all.nextCursor).not.toBeNull();
    const next = body<{ items: { id: string }[]; nextCursor: string | null }>(
      await h.get(`/account/statement/list?pageSize=1&cursor=${all.nextCursor}`),
    ).data;
    expect(new Set([...all.items, ...next.items].map((row) => row.id))).toEqual(new Set([id, suzhou]));
    const closed = body<{ items: { id: string }[] }>(
      await h.get(`/account/statement/list?status=${S.closed.code}&from=2025-03-10&to=2025-03-20`),
    ).data;
    expect(closed.items.map((row) => row.id)).toEqual([id]);
    const none = body<{ items: unknown[] }>(await h.get('/account/statement/list?from=2025-04-01')).data;
    expect(none.items).toEqual([]);
  });
});

describe('pay apply and merge pay apply (through the payment rules)', () => {
  it('a confirmed statement → one PO payment application of its outstanding lines; it closes and is paid once', async () => {
    const { lineIds } = await periodOrder(['6', '10']);
    const id = await confirmed();
    const res = await h.post('/account/statement/payApply', { id, ...payee });
    expect(res.statusCode, res.body).toBe(200);
    const { paymentId, paymentCode } = body<{ paymentId: string; paymentCode: string }>(res).data;
    const payment = body<{
      type: number;
      status: number;
      totalAmount: string;
      lines: { orderLineId: string; amount: string }[];
    }>(await h.get(`/payables/detail/${paymentId}`)).data;
    expect(payment).toMatchObject({
      type: 1,
      status: CODES.paymentRequest.draft.code,
      totalAmount: '160.00',
    });
    expect(payment.lines.map((l) => [l.orderLineId, l.amount])).toEqual([
      [lineIds[0], '60.00'],
      [lineIds[1], '100.00'],
    ]);
    const d = await detail(id);
    expect(d).toMatchObject({ status: S.closed.code, paymentId });
    expect(d.payment?.code).toBe(paymentCode);
    expect(d.history.at(-1)).toMatchObject({ action: H.payApply.code, comment: paymentCode });
    // The supplier sees it closed, but not the buyer's payment application.
    expect(body<Detail>(await supplierDetail(id)).data).toMatchObject({
      status: S.closed.code,
      payment: null,
    });

    const again = await h.post('/account/statement/payApply', { id, ...payee });
    expect(again.statusCode).toBe(409);
    expect(body<ErrorData>(again).data.errorCode).toBe('statement.wrongStatus');
    expect(await h.count()).toBe(1);
    // The payment's own flow goes on: submit books it on the ledger.
    expect((await h.post('/payables/submit', { id: paymentId })).statusCode).toBe(200);
    expect(await h.ledger(lineIds[1]!)).toEqual({ applied: '100.00', paid: '0.00' });
  });

  it('the payment limits apply: a line applied elsewhere since the statement → 400 exceedsRoom, nothing written', async () => {
    const { lineIds } = await periodOrder(['10']);
    const id = await confirmed();
    const other = await h.create([{ orderLineId: lineIds[0]!, amount: '30' }]);
    expect((await h.post('/payables/submit', { id: other })).statusCode).toBe(200);
    const res = await h.post('/account/statement/payApply', { id, ...payee });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual([
      expect.objectContaining({ path: 'lines.0.amount', code: 'payment.exceedsRoom' }),
    ]);
    expect((await detail(id)).status).toBe(S.confirmed.code);
    expect(await h.count()).toBe(1);
    // The detail shows the ledger now beside the snapshot: applied moved by 30.00, the snapshot did not.
    type Item = { kind: string; appliedAmount: string; live: { appliedAmount: string } | null };
    const [line] = (await detail(id)).items as unknown as Item[];
    expect(line).toMatchObject({ kind: 'line', appliedAmount: '0.00', live: { appliedAmount: '30.00' } });
  });

  it('pay again: a cancelled payment leaves the statement closed with a lapsed payment; pay again makes a new one for what is still to pay', async () => {
    const { lineIds } = await periodOrder(['6', '10']);
    const id = await confirmed();
    const first = body<{ paymentId: string; paymentCode: string }>(
      await h.post('/account/statement/payApply', {
        id,
        ...payee,
        method: 2,
        bankName: '招商银行',
        remark: '三月',
      }),
    ).data;
    // While the payment lives, no pay again (409, nothing written) and no lapse shown.
    const early = await h.post('/account/statement/payAgain', { id, ...payee });
    expect(early.statusCode).toBe(409);
    expect(body<ErrorData>(early).data.errorCode).toBe('statement.wrongStatus');
    expect((await detail(id)).paymentLapse).toBeNull();
    expect((await h.post('/payables/cancel', { id: first.paymentId })).statusCode).toBe(200);

    // Today's behaviour checked: the statement stays closed, naming the cancelled payment; the detail now
    // says so (which payment, its outcome, who) and what a pay again would ask for.
    const lapsed = await detail(id);
    expect(lapsed).toMatchObject({ status: S.closed.code, paymentId: first.paymentId });
    expect(lapsed.payment).toMatchObject({
      code: first.paymentCode,
      method: 2,
      bankName: '招商银行',
      remark: '三月',
    });
    expect(lapsed.paymentLapse).toMatchObject({
      paymentId: first.paymentId,
      paymentCode: first.paymentCode,
      outcome: 'cancelled',
      amountToPay: '160.00',
    });
    expect(lapsed.paymentLapse?.actorName).toBeTruthy();
    // The supplier never sees the buyer's payment, nor its lapse.
    expect(body<Detail>(await supplierDetail(id)).data).toMatchObject({ payment: null, paymentLapse: null });

    // A line was applied elsewhere meanwhile: pay again asks only for what is still to pay.
    const other = await h.create([{ orderLineId: lineIds[1]!, amount: '30' }]);
    expect((await h.post('/payables/submit', { id: other })).statusCode).toBe(200);
    expect((await detail(id)).paymentLapse?.amountToPay).toBe('130.00');
    const res = await h.post('/account/statement/payAgain', { id, ...payee });
    expect(res.statusCode, res.body).toBe(200);
    const second = body<{ paymentId: string; paymentCode: string }>(res).data;
    expect(second.paymentId).not.toBe(first.paymentId);
    const payment = body<{
      type: number;
      totalAmount: string;
      lines: { orderLineId: string; amount: string }[];
    }>(await h.get(`/payables/detail/${second.paymentId}`)).data;
    expect(payment).toMatchObject({ type: 1, totalAmount: '130.00' });
    expect(payment.lines.map((l) => [l.orderLineId, l.amount])).toEqual([
      [lineIds[0], '60.00'],
      [lineIds[1], '70.00'],
    ]);
    const after = await detail(id);
    expect(after).toMatchObject({ status: S.closed.code, paymentId: second.paymentId, paymentLapse: null });
    expect(after.history.at(-1)).toMatchObject({ action: H.payApply.code, comment: second.paymentCode });
    // A repeat (the new payment lives) → 409, nothing written.
    const count = await h.count();
    expect((await h.post('/account/statement/payAgain', { id, ...payee })).statusCode).toBe(409);
    expect(await h.count()).toBe(count);
  });

  it('pay again after a rejection (reason shown) and after a delete; the money limits still hold at submit', async () => {
    await h.flow(DEMO.users.finance);
    const { lineIds } = await periodOrder(['10']);
    const id = await confirmed();
    const first = body<{ paymentId: string; paymentCode: string }>(
      await h.post('/account/statement/payApply', { id, ...payee }),
    ).data;
    expect((await h.post('/payables/submit', { id: first.paymentId })).statusCode).toBe(200);
    expect((await h.post('/payables/reject', { id: first.paymentId, comment: '金额有误' })).statusCode).toBe(
      200,
    );
    expect((await detail(id)).paymentLapse).toMatchObject({
      outcome: 'returned',
      comment: '金额有误',
      amountToPay: '100.00',
    });
    const res = await h.post('/account/statement/payAgain', { id, ...payee });
    expect(res.statusCode, res.body).toBe(200);
    const second = body<{ paymentId: string }>(res).data;
    // Two open applications for the same line: the payment domain's limits decide at submit — the returned
    // one resubmitted first takes the room, the new one is refused (nothing booked twice).
    expect((await h.post('/payables/submit', { id: first.paymentId })).statusCode).toBe(200);
    const refused = await h.post('/payables/submit', { id: second.paymentId });
    expect(refused.statusCode).toBe(400);
    expect(await h.ledger(lineIds[0]!)).toEqual({ applied: '100.00', paid: '0.00' });

    // Deleted (a draft): the detail still names it by its code.
    await h.post('/payables/withdraw', { id: first.paymentId });
    expect((await h.post('/payables/cancel', { id: first.paymentId })).statusCode).toBe(200);
    expect((await h.post('/payables/delete', { id: second.paymentId })).statusCode).toBe(200);
    const gone = await detail(id);
    expect(gone.paymentLapse).toMatchObject({
      paymentId: second.paymentId,
      outcome: 'deleted',
      amountToPay: '100.00',
    });
    expect(gone.paymentLapse?.paymentCode).toMatch(/\S/);
    expect(gone.payment).toBeNull();
    expect((await h.post('/account/statement/payAgain', { id, ...payee })).statusCode).toBe(200);
  });

  it('pay again refused for an open statement and a statement closed without payment (409); bad input 400 with field errors', async () => {
    await periodOrder(['10']);
    const id = await confirmed();
    expect((await h.post('/account/statement/payAgain', { id, ...payee })).statusCode).toBe(409);
    expect((await h.post('/account/statement/close', { id })).statusCode).toBe(200);
    expect((await h.post('/account/statement/payAgain', { id, ...payee })).statusCode).toBe(409);
    const bad = await h.post('/account/statement/payAgain', { id, ...payee, payee: '' });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad).map((f) => f.path)).toContain('payee');
    expect(await h.count()).toBe(0);
  });

  it('only a confirmed statement pays: a sent one → 409, nothing written', async () => {
    await periodOrder(['10']);
    const id = await created();
    await h.post('/account/statement/send', { id });
    const res = await h.post('/account/statement/payApply', { id, ...payee });
    expect(res.statusCode).toBe(409);
    expect(await h.count()).toBe(0);
  });

  it('merge pay apply: confirmed statements of one supplier → one application; mixed suppliers refused', async () => {
    const march = await periodOrder(['10']);
    const april = await periodOrder(['4'], '2025-04-10');
    await periodOrder(['5'], '2025-03-12', { vendor: SUZHOU });
    const a = await confirmed();
    const b = await confirmed({ periodFrom: '2025-04-01', periodTo: '2025-04-30' });
    const suzhou = await created({ vendorId: SUZHOU });
    await h.post('/account/statement/send', { id: suzhou });
    expect(
      (await h.post('/vendor/account/statement/confirm', { id: suzhou }, tokens.supplier2)).statusCode,
    ).toBe(200);

    const mixed = await h.post('/account/statement/mergePayApply', { ids: [a, suzhou], ...payee });
    expect(mixed.statusCode).toBe(400);
    expect(fields(mixed)).toEqual([expect.objectContaining({ path: 'ids', code: 'statement.mixed' })]);
    expect(await h.count()).toBe(0);

    const res = await h.post('/account/statement/mergePayApply', { ids: [a, b], ...payee });
    expect(res.statusCode, res.body).toBe(200);
    const { paymentId, statementIds } = body<{ paymentId: string; statementIds: string[] }>(res).data;
    expect(new Set(statementIds)).toEqual(new Set([a, b]));
    const payment = body<{ totalAmount: string; lines: { orderLineId: string }[] }>(
      await h.get(`/payables/detail/${paymentId}`),
    ).data;
    expect(payment.totalAmount).toBe('140.00');
    expect(payment.lines.map((l) => l.orderLineId).sort()).toEqual(
      [march.lineIds[0], april.lineIds[0]].sort(),
    );
    for (const id of [a, b]) expect((await detail(id)).paymentId).toBe(paymentId);
  });

  it('simultaneous pay applies of one statement (real PostgreSQL) → exactly one payment application', async () => {
    await periodOrder(['10', '3']);
    const id = await confirmed();
    const codes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        h.post('/account/statement/payApply', { id, ...payee, remark: `并发 ${i}` }),
      ),
    ).then((all) => all.map((res) => res.statusCode));
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(11);
    expect(await h.count()).toBe(1);
    const rows = await t.sql<{ payment_id: string }>('select payment_id from statements where id = $1', [id]);
    const payments = await t.sql<{ id: string }>('select id from payment_applications');
    expect(rows[0]?.payment_id).toBe(payments[0]?.id);
  });
});
