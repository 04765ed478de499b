import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { invoiceTotals } from '@procure/shared-validation';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { paymentHelpers } from './payment-support.ts';

// Submit with invoice verification (issue #15) through real HTTP on PostgreSQL: `POST /payables/submit`
// with `verifyInvoices: true` books only when every invoice of the supplier covering the payment's order
// lines (under review or invoiced) has passed the tax verification; unverified ones are verified now
// (simulator: a number ending in 9999 fails). Failed or none → 409 naming it, nothing booked, the checks
// made kept (docs/conventions.md); adapter down → 503, nothing changed; Idempotency-Key as on every submit.

const S = CODES.paymentRequest;
const H = CODES.historyAction;
let t: TestApp;
const tokens = { finance: '', supplier: '', admin: '' };
let h: ReturnType<typeof paymentHelpers>;

beforeAll(async () => {
  t = await startTestApp();
  tokens.finance = await t.login('finance');
  tokens.admin = await t.login('admin');
  tokens.supplier = await t.login('supplier', 'supplier');
  h = paymentHelpers(t, () => tokens);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql('delete from approval_flows where doc_type = $1', [CODES.documentType.paymentApply.code]);
  await t.sql('delete from idempotency_keys');
});

let serial = 30_000_000;
/** The supplier's invoice over `lines` (10.00 a piece); `fail` makes the simulator refuse it. */
async function invoice(lines: { orderLineId: string; quantity: string }[], fail = false, app = t) {
  const full = lines.map((line) => ({ ...line, unitPrice: '10', taxRate: '13' }));
  serial += 1;
  const res = await app.request({
    method: 'POST',
    url: '/api/v1/vendor/invoice/submit',
    token: app === t ? tokens.supplier : await app.login('supplier', 'supplier'),
    language: 'en_us',
    payload: {
      invoiceCode: '044031900111',
      invoiceNumber: fail ? `${String(serial % 10_000).padStart(4, '0')}9999` : String(serial),
      invoiceDate: '2026-11-20',
      ...invoiceTotals(full),
      checkCode: '12345678901234567890',
      sellerTaxNo: '91310000MA1FL4XQ3K',
      buyerTaxNo: '91330100MA2H0X7Y1Q',
      lines: full,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { id } = body<{ id: string }>(res).data;
  const [row] = await app.sql<{ number: string }>(
    'select invoice_number as number from invoices where id = $1',
    [id],
  );
  return { id, number: row!.number };
}
const verifyOf = async (id: string) =>
  (await t.sql<{ v: string | null }>('select verify_result as v from invoices where id = $1', [id]))[0]?.v;
const invoiceHistory = async (id: string) =>
  (
    await t.sql<{ action: number }>(
      'select action from approval_history where document_id = $1 order by created_at, id',
      [id],
    )
  ).map((r) => r.action);
const instances = async (id: string) =>
  Number(
    (
      await t.sql<{ n: string }>('select count(*) as n from approval_instances where document_id = $1', [id])
    )[0]?.n,
  );

describe('submit with invoice verification', () => {
  it('passes when every covering invoice is verified, and books as a plain submit does', async () => {
    const { lineIds } = await h.order(['6', '10']);
    const a = await invoice([{ orderLineId: lineIds[0]!, quantity: '6' }]);
    const b = await invoice([{ orderLineId: lineIds[1]!, quantity: '4' }]);
    for (const inv of [a, b]) expect((await h.post('/invoice/check', { id: inv.id })).statusCode).toBe(200);
    const id = await h.create([
      { orderLineId: lineIds[0]!, amount: '60' },
      { orderLineId: lineIds[1]!, amount: '40' },
    ]);
    const res = await h.post('/payables/submit', { id, verifyInvoices: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ status: number }>(res).data.status).toBe(S.approved.code);
    expect(await h.ledger(lineIds[0]!)).toEqual({ applied: '60.00', paid: '0.00' });
    expect(await h.ledger(lineIds[1]!)).toEqual({ applied: '40.00', paid: '0.00' });
    // Already verified: not verified again.
    expect(await invoiceHistory(a.id)).toEqual([H.submit.code, H.invoicePass.code]);
  });

  it('verifies the unverified invoices now through the simulator and stores the results as a check does', async () => {
    const { lineIds } = await h.order(['6']);
    const a = await invoice([{ orderLineId: lineIds[0]!, quantity: '6' }]);
    expect(await verifyOf(a.id)).toBeNull();
    const id = await h.create([{ orderLineId: lineIds[0]!, amount: '60' }]);
    const key = { 'idempotency-key': `verify-${id}` };
    const res = await h.post('/payables/submit', { id, verifyInvoices: true }, tokens.finance, 'en_us', key);
    expect(res.statusCode, res.body).toBe(200);
    expect(await verifyOf(a.id)).toBe('passed');
    expect(await invoiceHistory(a.id)).toEqual([H.submit.code, H.invoicePass.code]);
    expect(await h.ledger(lineIds[0]!)).toEqual({ applied: '60.00', paid: '0.00' });
    // The same key again: the first answer, no second effect; another body with it → 409.
    const again = await h.post(
      '/payables/submit',
      { id, verifyInvoices: true },
      tokens.finance,
      'en_us',
      key,
    );
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeDefined();
    expect(await h.ledger(lineIds[0]!)).toEqual({ applied: '60.00', paid: '0.00' });
    const other = await h.post('/payables/submit', { id }, tokens.finance, 'en_us', key);
    expect(body<ErrorData>(other).data.errorCode).toBe('idempotency.mismatch');
  });

  it('refuses a failed invoice, naming it in both languages; nothing booked, the checks made are kept', async () => {
    const { lineIds } = await h.order(['6', '10']);
    const good = await invoice([{ orderLineId: lineIds[0]!, quantity: '6' }]);
    const bad = await invoice([{ orderLineId: lineIds[1]!, quantity: '4' }], true);
    const id = await h.create([
      { orderLineId: lineIds[0]!, amount: '60' },
      { orderLineId: lineIds[1]!, amount: '40' },
    ]);
    const key = { 'idempotency-key': `refused-${id}` };
    const historyBefore = await h.historyActions(id);
    const res = await h.post('/payables/submit', { id, verifyInvoices: true }, tokens.finance, 'en_us', key);
    expect(res.statusCode, res.body).toBe(409);
    expect(body<ErrorData>(res).data.errorCode).toBe('payment.invoiceFailed');
    expect(body(res).desc).toContain(`Invoice ${bad.number} failed the tax verification`);
    expect(await h.statusOf(id)).toBe(S.draft.code);
    expect(await h.ledger(lineIds[0]!)).toEqual({ applied: '0.00', paid: '0.00' });
    expect(await h.ledger(lineIds[1]!)).toEqual({ applied: '0.00', paid: '0.00' });
    expect(await instances(id)).toBe(0);
    expect(await h.historyActions(id)).toEqual(historyBefore);
    // The tax bureau's answers are kept (passed and failed), each recorded once.
    expect(await verifyOf(good.id)).toBe('passed');
    expect(await verifyOf(bad.id)).toBe('failed');
    expect(await invoiceHistory(bad.id)).toEqual([H.submit.code, H.invoiceFail.code]);
    // Errors are not stored under the key: a repeat runs again and is refused again (no new check).
    const zh = await h.post('/payables/submit', { id, verifyInvoices: true }, tokens.finance, 'zh_cn', key);
    expect(zh.statusCode).toBe(409);
    expect(body(zh).desc).toContain(`发票 ${bad.number}`);
    expect(await invoiceHistory(bad.id)).toEqual([H.submit.code, H.invoiceFail.code]);
    expect(await h.statusOf(id)).toBe(S.draft.code);
    // A plain submit is unchanged: it does not look at invoices.
    expect((await h.post('/payables/submit', { id })).statusCode).toBe(200);
  });

  it('refuses when no invoice covers the order lines (a returned or voided one does not count)', async () => {
    const { lineIds } = await h.order(['6']);
    const id = await h.create([{ orderLineId: lineIds[0]!, amount: '60' }]);
    const res = await h.post('/payables/submit', { id, verifyInvoices: true });
    expect(res.statusCode).toBe(409);
    expect(body<ErrorData>(res).data.errorCode).toBe('payment.noInvoice');
    expect(body(res).desc).toContain('No invoice');
    const zh = await h.post('/payables/submit', { id, verifyInvoices: true }, tokens.finance, 'zh_cn');
    expect(body(zh).desc).not.toContain('No invoice');
    const voided = await invoice([{ orderLineId: lineIds[0]!, quantity: '6' }]);
    expect((await h.post('/invoice/void', { id: voided.id, reason: 'wrong' })).statusCode).toBe(200);
    expect(
      body<ErrorData>(await h.post('/payables/submit', { id, verifyInvoices: true })).data.errorCode,
    ).toBe('payment.noInvoice');
    expect(await h.statusOf(id)).toBe(S.draft.code);
    expect(await h.ledger(lineIds[0]!)).toEqual({ applied: '0.00', paid: '0.00' });
    // A direct payment has no order line, hence no invoice.
    const direct = await h.create([{ description: 'Consulting', amount: '100' }], { type: 0 });
    expect(
      body<ErrorData>(await h.post('/payables/submit', { id: direct, verifyInvoices: true })).data.errorCode,
    ).toBe('payment.noInvoice');
    expect(await h.statusOf(direct)).toBe(S.draft.code);
  });
});

describe('the verification service is down', () => {
  let down: TestApp;
  let server: Server;
  let calls = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      calls += 1;
      res.writeHead(502).end('bad gateway');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    down = await startTestApp({
      TAX_VERIFY_PROVIDER: 'http',
      TAX_VERIFY_HTTP_URL: `http://127.0.0.1:${port}/verify`,
    });
  });
  afterAll(async () => {
    await down.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers 503 translated and changes nothing', async () => {
    const finance = await down.login('finance');
    const d = paymentHelpers(down, () => ({ ...tokens, finance }));
    const { lineIds } = await d.order(['6']);
    const a = await invoice([{ orderLineId: lineIds[0]!, quantity: '6' }], false, down);
    const id = await d.create([{ orderLineId: lineIds[0]!, amount: '60' }]);
    const res = await d.post('/payables/submit', { id, verifyInvoices: true });
    expect(res.statusCode, res.body).toBe(503);
    expect(body<ErrorData>(res).data.errorCode).toBe('invoice.verifyUnavailable');
    expect(body(res).desc).toContain('not available');
    expect(calls).toBe(1);
    const zh = await d.post('/payables/submit', { id, verifyInvoices: true }, finance, 'zh_cn');
    expect(zh.statusCode).toBe(503);
    expect(body(zh).desc).not.toContain('not available');
    const [row] = await down.sql<{ v: string | null; status: number }>(
      'select verify_result as v, status from invoices where id = $1',
      [a.id],
    );
    expect(row).toEqual({ v: null, status: CODES.invoice.underReview.code });
    expect(await d.statusOf(id)).toBe(S.draft.code);
    expect(await d.ledger(lineIds[0]!)).toEqual({ applied: '0.00', paid: '0.00' });
  });
});
