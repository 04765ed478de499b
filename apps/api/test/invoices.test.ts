import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { withTenant } from '@procure/server-db';
import { invoiceTotals } from '@procure/shared-validation';
import {
  createOrdersFromRequest,
  lockOrder,
  receiveOnLine,
  refreshOrderStatusFromLedger,
  returnOnLine,
  type OrderSourceLine,
} from '@procure/order-server';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// Invoices (issue #15) through real HTTP on PostgreSQL: the supplier's submission (several orders, exact
// totals, duplicate check, invoiced ≤ ordered), the three-way match and its hold reasons in both
// languages, check / examine (approval engine) / return / void and the ledger they write (invoiced =
// lines of invoices in 2 or 3), late linking, the tolerance setting, the OCR simulator through an upload,
// concurrency (20 identical submissions → 1; 20 invoices against 10 ordered → 10) and nothing kept on 4xx.

const { huaxia: HUAXIA } = DEMO.tenants;
const { shanghaiPrecision: SHANGHAI } = DEMO.vendors;
const I = CODES.invoice;
const H = CODES.historyAction;
const DOC = CODES.documentType.invoiceExamination.code;
const SELLER = '91310000MA1FL4XQ3K';
const BUYER = '91330100MA2H0X7Y1Q';

let t: TestApp;
let purchaser: string;
let finance: string;
let admin: string;
let approver: string;
let supplier: string;
let supplier2: string;
beforeAll(async () => {
  t = await startTestApp();
  purchaser = await t.login('purchaser');
  finance = await t.login('finance');
  admin = await t.login('admin');
  approver = await t.login('approver');
  supplier = await t.login('supplier', 'supplier');
  supplier2 = await t.login('supplier2', 'supplier');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql('delete from invoices');
  await t.sql('update purchase_order_lines set invoiced_qty = 0, invoiced_amount = 0');
  await t.sql('delete from invoice_settings');
  await t.sql('delete from approval_flows where doc_type = $1', [DOC]);
});

type Lang = 'zh_cn' | 'en_us';
const post = (url: string, payload: unknown, token = finance, language: Lang = 'en_us') =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token, payload: payload as object, language });
const get = (url: string, token = finance, language: Lang = 'en_us') =>
  t.request({ method: 'GET', url: `/api/v1${url}`, token, language });

const sourceLine = (quantity: string, unitPrice = '10.5'): OrderSourceLine => ({
  sourceLineId: randomUUID(),
  vendorId: SHANGHAI,
  productCode: 'M8-40',
  name: '六角螺栓 M8×40',
  unit: 'pcs',
  quantity,
  unitPrice,
  taxRate: '13',
  amount: (Number(quantity) * Number(unitPrice)).toFixed(2),
  needByDate: '2026-12-31',
});

/** A confirmed order whose lines have `received` accepted (and `returned` returned) on the ledger. */
async function receivedOrder(received: string[], ordered = '10', returned: string[] = []) {
  const db = t.database.db;
  const { orderIds } = await withTenant(db, { tenantId: HUAXIA, userId: DEMO.users.purchaser }, (tx) =>
    createOrdersFromRequest(tx, {
      tenantId: HUAXIA,
      sourceType: 'purchaseApply',
      sourceId: randomUUID(),
      sourceCode: 'PR-INV',
      buyerId: DEMO.users.purchaser,
      legalEntityId: randomUUID(),
      currency: 'CNY',
      receiverName: '周收货',
      receiverPhone: '13912345678',
      receivingAddress: '杭州市文三路 90 号',
      lines: received.map(() => sourceLine(ordered)),
    }),
  );
  const orderId = orderIds[0] as string;
  expect((await post('/vendor/order/confirm', { id: orderId }, supplier)).statusCode).toBe(200);
  const lines = await t.sql<{ id: string }>(
    'select id from purchase_order_lines where order_id = $1 order by line_no',
    [orderId],
  );
  await withTenant(db, { tenantId: HUAXIA, userId: DEMO.users.purchaser }, async (tx) => {
    await lockOrder(tx, HUAXIA, orderId, null);
    for (const [index, qty] of received.entries()) {
      const lineId = lines[index]!.id;
      if (qty !== '0')
        await receiveOnLine(tx, HUAXIA, lineId, { accepted: qty, rejected: '0', againstDelivery: false });
      const back = returned[index];
      if (back && back !== '0') await returnOnLine(tx, HUAXIA, lineId, back, 'refund');
    }
    await refreshOrderStatusFromLedger(tx, HUAXIA, orderId);
  });
  return { orderId, lineIds: lines.map((line) => line.id) };
}

type Line = { orderLineId: string; quantity: string; unitPrice?: string; taxRate?: string };
let serial = 10_000_000;
function invoiceBody(lines: Line[], extra: Record<string, unknown> = {}) {
  const full = lines.map((line) => ({ unitPrice: '10.5', taxRate: '13', ...line }));
  serial += 1;
  return {
    invoiceCode: '044031900111',
    invoiceNumber: String(serial),
    invoiceDate: '2026-11-20',
    ...invoiceTotals(full),
    checkCode: '12345678901234567890',
    sellerTaxNo: SELLER,
    buyerTaxNo: BUYER,
    lines: full,
    ...extra,
  };
}
async function submit(lines: Line[], extra: Record<string, unknown> = {}) {
  const res = await post('/vendor/invoice/submit', invoiceBody(lines, extra), supplier);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ id: string; status: number; held: boolean }>(res).data;
}
const ledger = async (lineId: string) =>
  (
    await t.sql<{ invoiced: string; amount: string }>(
      'select invoiced_qty::text as invoiced, invoiced_amount::text as amount from purchase_order_lines where id = $1',
      [lineId],
    )
  )[0]!;
const statusOf = async (id: string) =>
  (await t.sql<{ status: number }>('select status from invoices where id = $1', [id]))[0]?.status;
const invoiceCount = async () =>
  Number((await t.sql<{ n: string }>('select count(*) as n from invoices'))[0]?.n);
type Detail = {
  status: number;
  held: boolean;
  holdReasons: string[];
  reason: string | null;
  lines: {
    receiptCode: string | null;
    match: {
      held: boolean;
      basisQty: string;
      previouslyInvoicedQty: string;
      reasons: { code: string; message: string }[];
    };
  }[];
  history: { action: number; comment: string | null }[];
};
const detail = async (id: string, language: Lang = 'en_us', token = finance) =>
  body<Detail>(await get(`/invoice/detail/${id}`, token, language)).data;

describe('supplier submission', () => {
  it('one invoice over two orders: lines enter review and count on the ledger; the match holds one line and says why in both languages', async () => {
    const a = await receivedOrder(['10']);
    const b = await receivedOrder(['4']);
    const saved = await submit([
      { orderLineId: a.lineIds[0]!, quantity: '10' },
      { orderLineId: b.lineIds[0]!, quantity: '6' },
    ]);
    expect(saved).toMatchObject({ status: I.underReview.code, held: true });
    expect(await ledger(a.lineIds[0]!)).toEqual({ invoiced: '10.000', amount: '105.00' });
    expect(await ledger(b.lineIds[0]!)).toEqual({ invoiced: '6.000', amount: '63.00' });
    const en = await detail(saved.id);
    expect(en.lines.map((line) => line.match.held)).toEqual([false, true]);
    expect(en.lines[1]!.match.basisQty).toBe('4');
    expect(en.lines[1]!.match.reasons[0]!.message).toBe(
      'Invoiced quantity 6 is 2 more than received minus returned minus already invoiced (4); the tolerance is 0%',
    );
    const zh = await detail(saved.id, 'zh_cn');
    expect(zh.lines[1]!.match.reasons[0]!.message).toMatch(/[\u4e00-\u9fff]/);
    const list = body<{
      items: { id: string; held: boolean; holdReasons: string[]; orderCodes: string[] }[];
    }>(await get('/vendor/invoice/list', supplier)).data.items;
    expect(list[0]).toMatchObject({ id: saved.id, held: true });
    expect(list[0]!.orderCodes).toHaveLength(2);
    expect(list[0]!.holdReasons[0]).toContain('Invoiced quantity 6');
    expect(en.history.map((entry) => entry.action)).toEqual([H.submit.code]);
  });

  it('refuses bad input with translated field errors and keeps nothing: totals, foreign and unknown lines, over ordered', async () => {
    const a = await receivedOrder(['10']);
    const wrongTotal = await post(
      '/vendor/invoice/submit',
      invoiceBody([{ orderLineId: a.lineIds[0]!, quantity: '1' }], {
        taxAmount: '1.36',
        totalAmount: '11.86',
      }),
      supplier,
    );
    expect(wrongTotal.statusCode).toBe(400);
    expect(body<ErrorData>(wrongTotal).data.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'taxAmount',
          code: 'invoice.totalMismatch',
          message: 'Does not add up: the lines give 1.37',
        }),
      ]),
    );
    const foreign = await post(
      '/vendor/invoice/submit',
      invoiceBody([{ orderLineId: a.lineIds[0]!, quantity: '1' }]),
      supplier2,
    );
    expect(body<ErrorData>(foreign).data.fields?.[0]).toMatchObject({
      path: 'lines.0.orderLineId',
      code: 'invoice.lineUnknown',
    });
    const over = await post(
      '/vendor/invoice/submit',
      invoiceBody([{ orderLineId: a.lineIds[0]!, quantity: '10.001' }]),
      supplier,
      'zh_cn',
    );
    expect(body<ErrorData>(over).data.fields?.[0]).toMatchObject({
      path: 'lines.0.quantity',
      code: 'invoice.overOrdered',
    });
    const badNumber = await post(
      '/vendor/invoice/submit',
      invoiceBody([{ orderLineId: a.lineIds[0]!, quantity: '1' }], { invoiceNumber: '12' }),
      supplier,
    );
    expect(body<ErrorData>(badNumber).data.fields?.[0]).toMatchObject({
      path: 'invoiceNumber',
      code: 'validation.digits',
    });
    expect(await invoiceCount()).toBe(0);
    expect(await ledger(a.lineIds[0]!)).toEqual({ invoiced: '0.000', amount: '0.00' });
  });

  it('duplicate check: the same supplier + code + number is refused in any status, even voided; 20 concurrent identical submissions → one', async () => {
    const a = await receivedOrder(['10']);
    const same = invoiceBody([{ orderLineId: a.lineIds[0]!, quantity: '1' }]);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post('/vendor/invoice/submit', same, supplier)),
    );
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(body<ErrorData>(results.find((res) => res.statusCode === 409)!).data.errorCode).toBe(
      'invoice.duplicate',
    );
    expect(await invoiceCount()).toBe(1);
    expect(await ledger(a.lineIds[0]!)).toMatchObject({ invoiced: '1.000' });
    const id = (await t.sql<{ id: string }>('select id from invoices'))[0]!.id;
    expect((await post('/invoice/void', { id, reason: '开错了' })).statusCode).toBe(200);
    const again = await post('/vendor/invoice/submit', same, supplier, 'zh_cn');
    expect(again.statusCode).toBe(409);
    expect(body(again).desc).toMatch(/[\u4e00-\u9fff]/);
  });

  it('invoiced ≤ ordered holds under races: 20 concurrent invoices of 1 against 10 ordered → exactly 10', async () => {
    const a = await receivedOrder(['10']);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(
          '/vendor/invoice/submit',
          invoiceBody([{ orderLineId: a.lineIds[0]!, quantity: '1' }]),
          supplier,
        ),
      ),
    );
    const ok = results.filter((res) => res.statusCode === 200).length;
    expect(ok).toBe(10);
    expect(
      results.every((res) => res.statusCode === 200 || res.statusCode === 400 || res.statusCode === 409),
    ).toBe(true);
    expect(await ledger(a.lineIds[0]!)).toEqual({ invoiced: '10.000', amount: '105.00' });
    expect(await invoiceCount()).toBe(10);
  });
});

describe('check, examine, return, void', () => {
  it('examine needs a passed check and no held line; no flow → invoiced (3), ledger kept', async () => {
    const a = await receivedOrder(['5', '5']);
    const within = await submit([{ orderLineId: a.lineIds[0]!, quantity: '5' }]);
    expect(body<ErrorData>(await post('/invoice/examine', { id: within.id })).data.errorCode).toBe(
      'invoice.notVerified',
    );
    const checked = await post('/invoice/check', { id: within.id });
    expect(body<{ verifyResult: string }>(checked).data.verifyResult).toBe('passed');
    const examined = await post('/invoice/examine', { id: within.id });
    expect(examined.statusCode, examined.body).toBe(200);
    expect(body<{ status: number }>(examined).data.status).toBe(I.invoiced.code);
    expect(await ledger(a.lineIds[0]!)).toMatchObject({ invoiced: '5.000' });
    expect((await post('/invoice/examine', { id: within.id })).statusCode).toBe(409);

    const held = await submit([{ orderLineId: a.lineIds[1]!, quantity: '5', unitPrice: '11' }]);
    expect(held.held).toBe(true);
    await post('/invoice/check', { id: held.id });
    const refused = await post('/invoice/examine', { id: held.id }, finance, 'zh_cn');
    expect(refused.statusCode).toBe(409);
    expect(body<ErrorData>(refused).data.errorCode).toBe('invoice.held');
    expect(await statusOf(held.id)).toBe(I.underReview.code);
    // 5 % price tolerance: 11 is 4.76 % above 10.5 → within; the examination passes.
    expect(
      (await post('/financialSet/checkSetting', { priceTolerance: '5', qtyTolerance: '0' })).statusCode,
    ).toBe(200);
    expect((await detail(held.id)).lines[0]!.match.held).toBe(false);
    expect(body<{ status: number }>(await post('/invoice/examine', { id: held.id })).data.status).toBe(
      I.invoiced.code,
    );
  });

  it('a failed check (simulator: number ending 9999) blocks the examination', async () => {
    const a = await receivedOrder(['5']);
    const saved = await submit([{ orderLineId: a.lineIds[0]!, quantity: '5' }], {
      invoiceNumber: '12349999',
    });
    expect(
      body<{ verifyResult: string }>(await post('/invoice/check', { id: saved.id })).data.verifyResult,
    ).toBe('failed');
    expect(body<ErrorData>(await post('/invoice/examine', { id: saved.id })).data.errorCode).toBe(
      'invoice.notVerified',
    );
    expect((await detail(saved.id)).history.map((entry) => entry.action)).toEqual([
      H.submit.code,
      H.invoiceFail.code,
    ]);
  });

  it('with a flow: examining until the approver acts; a rejection returns it (4) with the comment and releases the ledger', async () => {
    const flow = await post(
      '/approval/flows/save',
      {
        docType: DOC,
        name: 'Invoice examination',
        priority: 10,
        enabled: true,
        categoryIds: [],
        costCentreIds: [],
        legalEntityIds: [],
        nodes: [
          {
            key: 'approver',
            name: 'Approver',
            approverType: CODES.approverType.employee.code,
            mode: CODES.approvalMode.preemptive.code,
            allowDynamic: false,
            onlyWhenOverBudget: false,
            employeeIds: [DEMO.users.approver],
          },
        ],
      },
      admin,
    );
    expect(flow.statusCode, flow.body).toBe(200);
    const a = await receivedOrder(['5']);
    const saved = await submit([{ orderLineId: a.lineIds[0]!, quantity: '5' }]);
    await post('/invoice/check', { id: saved.id });
    const started = body<{ status: number }>(await post('/invoice/examine', { id: saved.id })).data;
    expect(started.status).toBe(I.underReview.code);
    expect((await get('/approval/tasks', approver)).body).toContain(saved.id);
    expect(body<ErrorData>(await post('/invoice/return', { id: saved.id, reason: '' })).data.errorCode).toBe(
      'validation.failed',
    );
    const rejected = await post(
      '/approval/act',
      { docType: DOC, documentId: saved.id, action: 'reject', comment: '税号不对' },
      approver,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await statusOf(saved.id)).toBe(I.returned.code);
    expect(await ledger(a.lineIds[0]!)).toEqual({ invoiced: '0.000', amount: '0.00' });
    expect((await detail(saved.id)).reason).toBe('税号不对');
  });

  it('return (2 → 4) and void (3 → 5) release the ledger; a voided invoice accepts nothing more', async () => {
    const a = await receivedOrder(['10']);
    const one = await submit([{ orderLineId: a.lineIds[0]!, quantity: '4' }]);
    const two = await submit([{ orderLineId: a.lineIds[0]!, quantity: '6' }]);
    expect(await ledger(a.lineIds[0]!)).toMatchObject({ invoiced: '10.000' });
    const returned = await post('/invoice/return', { id: one.id, reason: '抬头错误' });
    expect(body<{ status: number }>(returned).data.status).toBe(I.returned.code);
    expect(await ledger(a.lineIds[0]!)).toMatchObject({ invoiced: '6.000' });
    const supplierView = await detail(one.id, 'en_us', finance);
    expect(supplierView.reason).toBe('抬头错误');
    await post('/invoice/check', { id: two.id });
    await post('/invoice/examine', { id: two.id });
    expect(await statusOf(two.id)).toBe(I.invoiced.code);
    expect((await post('/invoice/return', { id: two.id, reason: 'x' })).statusCode).toBe(409);
    expect(
      body<{ status: number }>(await post('/invoice/void', { id: two.id, reason: '红冲' })).data.status,
    ).toBe(I.voided.code);
    expect(await ledger(a.lineIds[0]!)).toEqual({ invoiced: '0.000', amount: '0.00' });
    expect((await post('/invoice/void', { id: two.id, reason: '再次' })).statusCode).toBe(409);
    expect((await detail(two.id)).history.map((entry) => entry.action)).toEqual([
      H.submit.code,
      H.invoicePass.code,
      H.submit.code, // the approval engine: sent to examination
      H.invoice.code,
      H.void.code,
    ]);
  });

  it('a returned invoice is corrected and resubmitted as the same document; only from returned, only by its supplier', async () => {
    const a = await receivedOrder(['10', '10']);
    const first = invoiceBody([{ orderLineId: a.lineIds[0]!, quantity: '4' }]);
    const saved = body<{ id: string }>(await post('/vendor/invoice/submit', first, supplier)).data;
    const resubmit = (payload: unknown, token = supplier, id = saved.id) =>
      post(`/vendor/invoice/resubmit/${id}`, payload, token);
    // Under review: nothing to correct yet (409, translated); nothing changes.
    const early = await resubmit(first);
    expect(early.statusCode).toBe(409);
    expect(body(early).desc).not.toBe('');
    await post('/invoice/return', { id: saved.id, reason: '抬头错误' });
    expect(await ledger(a.lineIds[0]!)).toMatchObject({ invoiced: '0.000' });

    // Same code + number (its own), another line and quantity: back to review, booked again, reason gone.
    const corrected = {
      ...invoiceBody([{ orderLineId: a.lineIds[1]!, quantity: '3' }]),
      invoiceCode: first.invoiceCode,
      invoiceNumber: first.invoiceNumber,
    };
    // Another supplier and an absent id answer alike (404); a wrong total is a field error; nothing written.
    expect((await resubmit(corrected, supplier2)).statusCode).toBe(404);
    expect((await resubmit(corrected, supplier, randomUUID())).statusCode).toBe(404);
    const wrong = await resubmit({ ...corrected, totalAmount: '1.00' });
    expect(wrong.statusCode).toBe(400);
    expect(await statusOf(saved.id)).toBe(I.returned.code);
    const again = await resubmit(corrected);
    expect(again.statusCode, again.body).toBe(200);
    expect(body<{ id: string; status: number }>(again).data).toMatchObject({
      id: saved.id,
      status: I.underReview.code,
    });
    expect(await ledger(a.lineIds[0]!)).toMatchObject({ invoiced: '0.000' });
    expect(await ledger(a.lineIds[1]!)).toMatchObject({ invoiced: '3.000' });
    const view = await detail(saved.id);
    expect(view).toMatchObject({ status: I.underReview.code, reason: null });
    expect(view.lines).toHaveLength(1);
    expect(view.history.map((entry) => entry.action)).toEqual([H.submit.code, H.return.code, H.submit.code]);
    expect(await invoiceCount()).toBe(1);
    // Once under review again, a second resubmission is refused.
    expect((await resubmit(corrected)).statusCode).toBe(409);
    // Another invoice still may not take this code + number.
    expect((await post('/vendor/invoice/submit', corrected, supplier)).statusCode).toBe(409);
  });

  it('returned goods shrink the basis: the detail (live) holds a line that was within at submission', async () => {
    const a = await receivedOrder(['5'], '10', ['0']);
    const saved = await submit([{ orderLineId: a.lineIds[0]!, quantity: '5' }]);
    expect(saved.held).toBe(false);
    await withTenant(t.database.db, { tenantId: HUAXIA, userId: DEMO.users.purchaser }, async (tx) => {
      await lockOrder(tx, HUAXIA, a.orderId, null);
      await returnOnLine(tx, HUAXIA, a.lineIds[0]!, '2', 'refund');
    });
    const line = (await detail(saved.id)).lines[0]!;
    expect(line.match).toMatchObject({ held: true, basisQty: '3', previouslyInvoicedQty: '0' });
    await post('/invoice/check', { id: saved.id });
    expect(body<ErrorData>(await post('/invoice/examine', { id: saved.id })).data.errorCode).toBe(
      'invoice.held',
    );
  });
});

describe('late linking, settings, OCR, scoping', () => {
  it('links a line to a receipt of its own order only, and evaluates the match again', async () => {
    const a = await receivedOrder(['5']);
    const b = await receivedOrder(['5']);
    const saved = await submit([{ orderLineId: a.lineIds[0]!, quantity: '5' }]);
    const receiptOf = async (orderId: string) => {
      const id = randomUUID();
      await t.sql(
        `insert into receipts (id, tenant_id, code, order_id, order_code, vendor_id, status, receiver_name, received_on,
           accepted_qty, rejected_qty, accepted_amount, created_by)
         values ($1, $2, $3, $4, 'PO', $5, 3, '周收货', '2026-11-20', 5, 0, 52.5, $6)`,
        [id, HUAXIA, `R-${id.slice(0, 8)}`, orderId, SHANGHAI, DEMO.users.purchaser],
      );
      return id;
    };
    const lineId = (
      await t.sql<{ id: string }>('select id from invoice_lines where invoice_id = $1', [saved.id])
    )[0]!.id;
    const wrong = await post('/invoice/linkReceipt', {
      id: saved.id,
      lineId,
      receiptId: await receiptOf(b.orderId),
    });
    expect(body<ErrorData>(wrong).data.fields?.[0]).toMatchObject({
      path: 'receiptId',
      code: 'invoice.receiptUnknown',
    });
    const receiptId = await receiptOf(a.orderId);
    const linked = await post('/invoice/linkReceipt', { id: saved.id, lineId, receiptId });
    expect(linked.statusCode, linked.body).toBe(200);
    const after = await detail(saved.id);
    expect(after.lines[0]!.receiptCode).toMatch(/^R-/);
    expect(after.history.at(-1)?.action).toBe(H.change.code);
  });

  it('check setting: 0 by default, saved per tenant, bad values refused', async () => {
    expect(body(await get('/financialSet/checkSetting')).data).toEqual({
      priceTolerance: '0',
      qtyTolerance: '0',
    });
    const bad = await post('/financialSet/checkSetting', { priceTolerance: '101', qtyTolerance: '1.234' });
    expect(
      body<ErrorData>(bad)
        .data.fields?.map((field) => field.code)
        .sort(),
    ).toEqual(['validation.maxDecimals', 'validation.tooLarge']);
    await post('/financialSet/checkSetting', { priceTolerance: '2.5', qtyTolerance: '10' });
    expect(body(await get('/financialSet/checkSetting')).data).toEqual({
      priceTolerance: '2.5',
      qtyTolerance: '10',
    });
    expect((await get('/financialSet/checkSetting', purchaser)).statusCode).toBe(403);
  });

  it('OCR simulator: an uploaded PDF (type 41) with the marker prefills the fields; another user’s file is 404', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<<>>stream\nBT (PROCURE-OCR{"invoiceCode":"044031900111","invoiceNumber":"87654321","totalAmount":"113.00"}) Tj ET\nendstream\nendobj\ntrailer<<>>\n%%EOF\n',
    );
    const boundary = `----procure${randomUUID()}`;
    const upload = await t.request({
      method: 'POST',
      url: '/api/v1/file/upload',
      token: supplier,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n41\r\n`),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="发票.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const fileId = body<{ id: string }>(upload).data.id;
    const ocr = await post('/vendor/invoice/ocr', { fileId }, supplier);
    expect(body(ocr).data).toEqual({
      provider: 'simulator',
      simulated: true,
      fields: { invoiceCode: '044031900111', invoiceNumber: '87654321', totalAmount: '113.00' },
    });
    expect((await post('/vendor/invoice/ocr', { fileId }, supplier2)).statusCode).toBe(404);
  });

  it('a supplier sees only its own invoices; the invoiceable list shows the basis', async () => {
    const a = await receivedOrder(['4']);
    const saved = await submit([{ orderLineId: a.lineIds[0]!, quantity: '1' }]);
    expect((await get(`/vendor/invoice/detail/${saved.id}`, supplier2)).statusCode).toBe(404);
    expect(body<{ items: unknown[] }>(await get('/vendor/invoice/list', supplier2)).data.items).toEqual([]);
    expect((await get(`/vendor/invoice/detail/${saved.id}`, supplier)).statusCode).toBe(200);
    const items = body<{ items: { orderLineId: string; basisQty: string; maxQty: string }[] }>(
      await get('/vendor/invoice/invoiceable', supplier),
    ).data.items;
    expect(items.find((item) => item.orderLineId === a.lineIds[0])).toMatchObject({
      basisQty: '3',
      maxQty: '9',
    });
  });
});
