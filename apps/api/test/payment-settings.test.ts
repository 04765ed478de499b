import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { invoiceTotals } from '@procure/shared-validation';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';
import { paymentHelpers } from './payment-support.ts';

// The company's payment settings (issue #15, `/setting/payment`; docs/conventions.md "Payment settings")
// through real HTTP on PostgreSQL: the settings routes (validation, translated answers, nothing stored on
// 400) and each rule in the payment service — allowed methods and types at save and again at submit, the
// advance's maximum % of the PO amount at save and again at submit (under the order locks), invoice
// verification required on submit, voucher number on confirm pay and batch confirm pay. A refusal changes
// nothing; no settings row keeps the behaviour from before the settings.

const S = CODES.paymentRequest;
let t: TestApp;
const tokens = { finance: '', supplier: '', admin: '', purchaser: '' };
let h: ReturnType<typeof paymentHelpers>;

beforeAll(async () => {
  t = await startTestApp();
  tokens.finance = await t.login('finance');
  tokens.admin = await t.login('admin');
  tokens.purchaser = await t.login('purchaser');
  tokens.supplier = await t.login('supplier', 'supplier');
  h = paymentHelpers(t, () => tokens);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql('delete from payment_settings');
  await t.sql('delete from approval_flows where doc_type = $1', [CODES.documentType.paymentApply.code]);
  await t.sql('delete from idempotency_keys');
});

const DEFAULTS = {
  methods: [0, 2, 3, 6],
  defaultMethod: 0,
  types: [0, 1, 2],
  advanceMaxPercent: 100,
  verificationRequired: false,
  voucherRequired: true,
};
type Setting = typeof DEFAULTS;
const fields = (res: Parameters<typeof body>[0]) => body<ErrorData>(res).data.fields ?? [];
const errorCode = (res: Parameters<typeof body>[0]) => body<ErrorData>(res).data.errorCode;

async function settle(change: Partial<Setting>): Promise<void> {
  const res = await h.post('/financialSet/paymentSetting', { ...DEFAULTS, ...change });
  expect(res.statusCode, res.body).toBe(200);
}
const settingRows = async () =>
  Number((await t.sql<{ n: string }>('select count(*) as n from payment_settings'))[0]?.n);
const paymentRow = async (id: string) =>
  (
    await t.sql<{ status: number; method: number; voucher: string | null; payment: string | null }>(
      'select status, method, voucher_no as voucher, payment_no as payment from payment_applications where id = $1',
      [id],
    )
  )[0];

/** An approved PO payment of `amount` on a fresh order line (no approval flow: approved at submit). */
async function approved(amount = '50'): Promise<{ id: string; lineId: string }> {
  const { lineIds } = await h.order(['10']);
  const id = await h.create([{ orderLineId: lineIds[0]!, amount }]);
  const res = await h.post('/payables/submit', { id });
  expect(res.statusCode, res.body).toBe(200);
  expect(await h.statusOf(id)).toBe(S.approved.code);
  return { id, lineId: lineIds[0]! };
}

describe('the settings routes', () => {
  it('answers the defaults without a row, to payment users and to the finance settings permission', async () => {
    for (const token of [tokens.finance, tokens.admin]) {
      for (const url of ['/payables/setting', '/financialSet/paymentSetting']) {
        const res = await h.get(url, token);
        expect(res.statusCode, res.body).toBe(200);
        expect(body(res).data).toEqual(DEFAULTS);
      }
    }
    // The purchaser holds neither permission.
    expect((await h.get('/payables/setting', tokens.purchaser)).statusCode).toBe(403);
    expect((await h.get('/financialSet/paymentSetting', tokens.purchaser)).statusCode).toBe(403);
    const denied = await h.post('/financialSet/paymentSetting', DEFAULTS, tokens.purchaser);
    expect(denied.statusCode).toBe(403);
    expect(await settingRows()).toBe(0);
  });

  it('the payable accountant finds the page under Finance, the admin under both groups', async () => {
    type Node = { menuCode: string; menuName: string; path: string; childMenus: Node[] };
    const tree = async (token: string) => body<Node[]>(await h.get('/menu/list', token, 'zh_cn')).data;
    const finance = await tree(tokens.finance);
    expect(finance.find((n) => n.menuCode === 'setting')).toBeUndefined();
    const entry = finance
      .find((n) => n.menuCode === 'finance')
      ?.childMenus.find((n) => n.path === '/setting/payment');
    expect(entry).toMatchObject({ menuCode: 'financePaymentSetting', menuName: '付款设置' });
    const admin = await tree(tokens.admin);
    for (const [group, code] of [
      ['finance', 'financePaymentSetting'],
      ['setting', 'settingPayment'],
    ]) {
      const children = admin.find((n) => n.menuCode === group)?.childMenus ?? [];
      expect(children.find((n) => n.path === '/setting/payment')?.menuCode).toBe(code);
    }
    const purchaser = JSON.stringify(await tree(tokens.purchaser));
    expect(purchaser).not.toContain('/setting/payment');
  });

  it('saves in code order with a translated message; every payment user reads them', async () => {
    const res = await h.post(
      '/financialSet/paymentSetting',
      { ...DEFAULTS, methods: [6, 0], defaultMethod: 6, types: [2, 1], advanceMaxPercent: 40 },
      tokens.finance,
      'zh_cn',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).desc).toBe('付款设置已保存');
    const expected = { ...DEFAULTS, methods: [0, 6], defaultMethod: 6, types: [1, 2], advanceMaxPercent: 40 };
    expect(body(res).data).toEqual(expected);
    expect(body(await h.get('/payables/setting', tokens.admin)).data).toEqual(expected);
    // Saved again: one row per tenant.
    await settle({ voucherRequired: false });
    expect(await settingRows()).toBe(1);
    expect(body(await h.get('/payables/setting')).data).toEqual({ ...DEFAULTS, voucherRequired: false });
  });

  it('refuses an invalid setting with translated field errors and stores nothing', async () => {
    await settle({ methods: [0, 2], defaultMethod: 2 });
    const before = body(await h.get('/financialSet/paymentSetting')).data;
    const cases: [Partial<Setting> & Record<string, unknown>, string, string][] = [
      [{ methods: [] }, 'methods', 'validation.required'],
      [{ methods: [0, 4] }, 'methods.1', 'validation.oneOf'],
      [{ methods: [0, 0] }, 'methods', 'validation.invalid'],
      [{ methods: [2, 3], defaultMethod: 0 }, 'defaultMethod', 'payment.setting.defaultNotAllowed'],
      [{ types: [] }, 'types', 'validation.required'],
      [{ advanceMaxPercent: 0 }, 'advanceMaxPercent', 'validation.tooSmall'],
      [{ advanceMaxPercent: 101 }, 'advanceMaxPercent', 'validation.tooLarge'],
      [{ advanceMaxPercent: 30.5 }, 'advanceMaxPercent', 'validation.integer'],
    ];
    for (const [change, path, code] of cases) {
      const res = await h.post(
        '/financialSet/paymentSetting',
        { ...DEFAULTS, ...change },
        tokens.finance,
        'zh_cn',
      );
      expect(res.statusCode, `${JSON.stringify(change)} ${res.body}`).toBe(400);
      const field = fields(res).find((f) => f.path === path);
      expect(field?.code, `${JSON.stringify(change)} ${res.body}`).toBe(code);
      expect(field?.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const wrong = await h.post(
      '/financialSet/paymentSetting',
      { ...DEFAULTS, methods: [3], defaultMethod: 0 },
      tokens.finance,
      'en_us',
    );
    expect(fields(wrong)[0]?.message).toBe('The default payment method must be one of the allowed methods');
    expect(body(await h.get('/financialSet/paymentSetting')).data).toEqual(before);
  });
});

describe('allowed methods and types', () => {
  it('without a row every type and method is saved and submitted as before', async () => {
    const { lineIds } = await h.order(['10', '10']);
    const po = await h.create([{ orderLineId: lineIds[0]!, amount: '10' }], { method: 3 });
    const advance = await h.create([{ orderLineId: lineIds[1]!, amount: '100' }], { type: 2, method: 2 });
    const direct = await h.create([{ description: '运费', amount: '5' }], { type: 0 });
    for (const id of [po, advance, direct])
      expect((await h.post('/payables/submit', { id })).statusCode).toBe(200);
    expect(await settingRows()).toBe(0);
  });

  it('save refuses a type or method the settings do not allow (translated field errors), nothing written', async () => {
    await settle({ methods: [0, 2], defaultMethod: 2, types: [1] });
    const { lineIds } = await h.order(['10']);
    const count = await h.count();
    const res = await h.post(
      '/payables/save',
      h.paymentBody([{ orderLineId: lineIds[0]!, amount: '10' }], { type: 2, method: 3 }),
      tokens.finance,
      'zh_cn',
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(fields(res).map((f) => [f.path, f.code])).toEqual([
      ['type', 'payment.typeNotAllowed'],
      ['method', 'payment.methodNotAllowed'],
    ]);
    expect(fields(res)[1]?.message).toMatch(/[\u4e00-\u9fa5]/);
    const direct = await h.post(
      '/payables/save',
      h.paymentBody([{ description: '运费', amount: '5' }], { type: 0 }),
    );
    expect(fields(direct).map((f) => f.code)).toEqual(['payment.typeNotAllowed']);
    expect(await h.count()).toBe(count);
    // Allowed ones pass.
    await h.create([{ orderLineId: lineIds[0]!, amount: '10' }], { method: 2 });
    expect(await h.count()).toBe(count + 1);
  });

  it('an edit to a method no longer allowed is refused and leaves the draft as it was', async () => {
    const { lineIds } = await h.order(['10']);
    const id = await h.create([{ orderLineId: lineIds[0]!, amount: '10' }], { method: 3 });
    await settle({ methods: [0] });
    const res = await h.post('/payables/save', {
      ...h.paymentBody([{ orderLineId: lineIds[0]!, amount: '20' }], { method: 3 }),
      id,
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res).map((f) => f.code)).toEqual(['payment.methodNotAllowed']);
    const detail = body<{ totalAmount: string; method: number }>(await h.get(`/payables/detail/${id}`)).data;
    expect(detail).toMatchObject({ totalAmount: '10.00', method: 3 });
  });

  it('submit re-checks: a draft whose method or type was disallowed since is refused (422), nothing booked', async () => {
    const { lineIds } = await h.order(['10', '10']);
    const byMethod = await h.create([{ orderLineId: lineIds[0]!, amount: '10' }], { method: 3 });
    const byType = await h.create([{ orderLineId: lineIds[1]!, amount: '10' }], { type: 2 });
    await settle({ methods: [0, 2], types: [1] });
    const res = await h.post('/payables/submit', { id: byMethod }, tokens.finance, 'zh_cn');
    expect(res.statusCode, res.body).toBe(422);
    expect(errorCode(res)).toBe('payment.methodNotAllowed');
    expect(body(res).desc).toMatch(/[\u4e00-\u9fa5]/);
    const second = await h.post('/payables/submit', { id: byType });
    expect(second.statusCode).toBe(422);
    expect(errorCode(second)).toBe('payment.typeNotAllowed');
    expect(body(second).desc).toBe('The company’s payment settings do not allow this payment type');
    for (const id of [byMethod, byType]) expect(await h.statusOf(id)).toBe(S.draft.code);
    for (const lineId of lineIds) expect(await h.ledger(lineId)).toEqual({ applied: '0.00', paid: '0.00' });
  });
});

describe('the advance maximum % of the PO amount', () => {
  it('save refuses an advance above the % (with the limit left), counting the advances booked before', async () => {
    await settle({ advanceMaxPercent: 30 });
    const { lineIds } = await h.order(['0']); // PO amount 100.00, nothing received: advances only
    const line = lineIds[0]!;
    const count = await h.count();
    const over = await h.post(
      '/payables/save',
      h.paymentBody([{ orderLineId: line, amount: '30.01' }], { type: 2 }),
    );
    expect(over.statusCode, over.body).toBe(400);
    expect(fields(over)).toEqual([
      expect.objectContaining({
        path: 'lines.0.amount',
        code: 'payment.advanceOverLimit',
        message: 'An advance may take at most 30% of the PO amount: at most 30.00 is left on this order line',
      }),
    ]);
    expect(await h.count()).toBe(count);
    const first = await h.create([{ orderLineId: line, amount: '20' }], { type: 2 });
    expect((await h.post('/payables/submit', { id: first })).statusCode).toBe(200);
    const second = await h.post(
      '/payables/save',
      h.paymentBody([{ orderLineId: line, amount: '10.01' }], { type: 2 }),
      tokens.finance,
      'zh_cn',
    );
    expect(second.statusCode).toBe(400);
    expect(fields(second)[0]?.code).toBe('payment.advanceOverLimit');
    expect(fields(second)[0]?.message).toContain('10.00');
    await h.create([{ orderLineId: line, amount: '10' }], { type: 2 });
    // A PO payment is not an advance: only the ledger's room limits it.
    await settle({ advanceMaxPercent: 1 });
    const { lineIds: received } = await h.order(['10']);
    await h.create([{ orderLineId: received[0]!, amount: '100' }]);
  });

  it('submit re-checks under the order locks: the second of two drafts above the % is refused, nothing booked', async () => {
    const { lineIds } = await h.order(['0']);
    const line = lineIds[0]!;
    const a = await h.create([{ orderLineId: line, amount: '20' }], { type: 2 });
    const b = await h.create([{ orderLineId: line, amount: '20' }], { type: 2 });
    await settle({ advanceMaxPercent: 30 });
    expect((await h.post('/payables/submit', { id: a })).statusCode).toBe(200);
    const res = await h.post('/payables/submit', { id: b });
    expect(res.statusCode, res.body).toBe(422);
    expect(errorCode(res)).toBe('payment.advanceOverLimit');
    expect(body(res).desc).toContain('10.00');
    expect(await h.statusOf(b)).toBe(S.draft.code);
    expect(await h.ledger(line)).toEqual({ applied: '20.00', paid: '0.00' });
    // Withdrawn or cancelled advances no longer count.
    expect((await h.post('/payables/cancel', { id: a })).statusCode).toBe(200);
    expect((await h.post('/payables/submit', { id: b })).statusCode).toBe(200);
  });
});

let serial = 31_000_000;
async function verifiedInvoice(orderLineId: string, quantity: string) {
  const lines = [{ orderLineId, quantity, unitPrice: '10', taxRate: '13' }];
  serial += 1;
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/vendor/invoice/submit',
    token: tokens.supplier,
    language: 'en_us',
    payload: {
      invoiceCode: '044031900111',
      invoiceNumber: String(serial),
      invoiceDate: '2026-11-20',
      ...invoiceTotals(lines),
      checkCode: '12345678901234567890',
      sellerTaxNo: '91310000MA1FL4XQ3K',
      buyerTaxNo: '91330100MA2H0X7Y1Q',
      lines,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('invoice verification required on submit', () => {
  it('refuses a PO payment submitted without verification (422, translated), nothing booked', async () => {
    await settle({ verificationRequired: true });
    const { lineIds } = await h.order(['6']);
    const id = await h.create([{ orderLineId: lineIds[0]!, amount: '60' }]);
    for (const [language, pattern] of [
      ['zh_cn', /[\u4e00-\u9fa5]/],
      ['en_us', /require the invoice verification/],
    ] as const) {
      const res = await h.post('/payables/submit', { id }, tokens.finance, language);
      expect(res.statusCode, res.body).toBe(422);
      expect(errorCode(res)).toBe('payment.verificationRequired');
      expect(body(res).desc).toMatch(pattern);
    }
    const explicit = await h.post('/payables/submit', { id, verifyInvoices: false });
    expect(explicit.statusCode).toBe(422);
    expect(await h.statusOf(id)).toBe(S.draft.code);
    expect(await h.ledger(lineIds[0]!)).toEqual({ applied: '0.00', paid: '0.00' });
    expect(await h.historyActions(id)).toEqual([CODES.historyAction.create.code]);
    // With the verification it goes on to the verification itself: no invoice yet → 409, then one → 200.
    const none = await h.post('/payables/submit', { id, verifyInvoices: true });
    expect(none.statusCode).toBe(409);
    expect(errorCode(none)).toBe('payment.noInvoice');
    await verifiedInvoice(lineIds[0]!, '6');
    const done = await h.post('/payables/submit', { id, verifyInvoices: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(await h.ledger(lineIds[0]!)).toEqual({ applied: '60.00', paid: '0.00' });
  });

  it('advances and direct payments have no invoices to verify: submitted as before', async () => {
    await settle({ verificationRequired: true });
    const { lineIds } = await h.order(['0']);
    const advance = await h.create([{ orderLineId: lineIds[0]!, amount: '10' }], { type: 2 });
    const direct = await h.create([{ description: '运费', amount: '5' }], { type: 0 });
    for (const id of [advance, direct])
      expect((await h.post('/payables/submit', { id })).statusCode).toBe(200);
  });
});

describe('voucher number required on confirm pay', () => {
  it('without a row a voucher number is required, as before: refused (422, translated), nothing paid', async () => {
    const { id, lineId } = await approved();
    for (const payload of [
      { id, paymentNo: 'BK1' },
      { id, paymentNo: 'BK1', voucherNo: '' },
    ]) {
      const res = await h.post('/payables/confirmPay', payload, tokens.finance, 'zh_cn');
      expect(res.statusCode, res.body).toBe(422);
      expect(errorCode(res)).toBe('payment.voucherRequired');
      expect(body(res).desc).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await paymentRow(id)).toMatchObject({ status: S.approved.code, voucher: null, payment: null });
    expect(await h.ledger(lineId)).toEqual({ applied: '50.00', paid: '0.00' });
    const ok = await h.post('/payables/confirmPay', { id, paymentNo: 'BK1', voucherNo: 'JZ1' });
    expect(ok.statusCode).toBe(200);
  });

  it('batch confirm pay is all or nothing on the voucher rule too', async () => {
    await settle({ voucherRequired: true });
    const a = await approved('10');
    const b = await approved('20');
    const res = await h.post('/payables/batchConfirmPay', { ids: [a.id, b.id], paymentNo: 'BK9' });
    expect(res.statusCode, res.body).toBe(422);
    expect(body(res).desc).toBe(
      'The company’s payment settings require a voucher number to confirm the payment',
    );
    for (const { id, lineId } of [a, b]) {
      expect(await h.statusOf(id)).toBe(S.approved.code);
      expect((await h.ledger(lineId)).paid).toBe('0.00');
    }
  });

  it('turned off, confirm pay and batch confirm pay need only the payment number', async () => {
    await settle({ voucherRequired: false });
    const one = await approved('10');
    const res = await h.post('/payables/confirmPay', { id: one.id, paymentNo: 'BK-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await paymentRow(one.id)).toMatchObject({ status: S.paid.code, voucher: '', payment: 'BK-1' });
    expect(await h.ledger(one.lineId)).toEqual({ applied: '10.00', paid: '10.00' });
    const a = await approved('10');
    const b = await approved('20');
    const batch = await h.post('/payables/batchConfirmPay', { ids: [a.id, b.id], paymentNo: 'BK-2' });
    expect(batch.statusCode, batch.body).toBe(200);
    // A voucher number given is still checked and stored.
    const c = await approved('5');
    const bad = await h.post('/payables/confirmPay', { id: c.id, paymentNo: 'BK-3', voucherNo: '凭证' });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)[0]?.path).toBe('voucherNo');
    expect(await h.statusOf(c.id)).toBe(S.approved.code);
  });

  it('another tenant’s settings do not apply here', async () => {
    await t.sql(
      `insert into payment_settings (tenant_id, methods, default_method, types, voucher_required)
       values ($1, '{0}', 0, '{1}', false)`,
      [DEMO.tenants.dongfang],
    );
    expect(body(await h.get('/payables/setting')).data).toEqual(DEFAULTS);
    const { id } = await approved('10');
    expect((await h.post('/payables/confirmPay', { id, paymentNo: 'BK1' })).statusCode).toBe(422);
  });
});
