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
} from '@procure/order-server';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// Invoice requests (issue #15, /assetsManagement) through real HTTP on PostgreSQL: the requestable basis
// (received − returned − invoiced − open requests), bad input refused with translated field errors and
// nothing kept, the transitions (acknowledge, cancel, invoiced by the supplier's invoice), supplier
// scoping, and two (and twenty) racing requests that together cannot over-request.

const { huaxia: HUAXIA } = DEMO.tenants;
const { shanghaiPrecision: SHANGHAI } = DEMO.vendors;
const R = CODES.invoiceRequest;
const TITLE = randomUUID();
const ADDRESS = randomUUID();

let t: TestApp;
let finance: string;
let supplier: string;
let supplier2: string;
beforeAll(async () => {
  t = await startTestApp();
  finance = await t.login('finance');
  supplier = await t.login('supplier', 'supplier');
  supplier2 = await t.login('supplier2', 'supplier');
  await t.sql(
    `insert into md_invoice_titles (id, tenant_id, code, name_zh, name_en, bank_name, bank_account, address)
     values ($1, $2, '91330100MA2H0X7Y1Q', '华夏测试抬头', 'Huaxia test title', '工商银行', '6222', '杭州')`,
    [TITLE, HUAXIA],
  );
  await t.sql(
    `insert into person_addresses (id, tenant_id, user_id, name, phone, email, region_code, province_name,
       city_name, area_name, address, address_type)
     values ($1, $2, $3, '钱收票', '13912345678', 'a@b.cn', '330106', '浙江省', '杭州市', '西湖区', '文三路 90 号', 2)`,
    [ADDRESS, HUAXIA, DEMO.users.finance],
  );
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql('delete from invoice_requests');
  await t.sql('delete from invoices');
  await t.sql('update purchase_order_lines set invoiced_qty = 0, invoiced_amount = 0');
});

type Lang = 'zh_cn' | 'en_us';
const post = (url: string, payload: unknown, token = finance, language: Lang = 'en_us') =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token, payload: payload as object, language });
const get = (url: string, token = finance, language: Lang = 'en_us') =>
  t.request({ method: 'GET', url: `/api/v1${url}`, token, language });

/** A confirmed order with one line per entry: `ordered` 10, `received` accepted, `returned` back. */
async function receivedOrder(received: string[], returned: string[] = []) {
  const db = t.database.db;
  const { orderIds } = await withTenant(db, { tenantId: HUAXIA, userId: DEMO.users.purchaser }, (tx) =>
    createOrdersFromRequest(tx, {
      tenantId: HUAXIA,
      sourceType: 'purchaseApply',
      sourceId: randomUUID(),
      sourceCode: 'PR-IR',
      buyerId: DEMO.users.purchaser,
      legalEntityId: randomUUID(),
      currency: 'CNY',
      receiverName: '周收货',
      receiverPhone: '13912345678',
      receivingAddress: '杭州市文三路 90 号',
      lines: received.map(() => ({
        sourceLineId: randomUUID(),
        vendorId: SHANGHAI,
        productCode: 'M8-40',
        name: '六角螺栓 M8×40',
        unit: 'pcs',
        quantity: '10',
        unitPrice: '10.5',
        taxRate: '13',
        amount: '105.00',
        needByDate: '2026-12-31',
      })),
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

type Line = { orderLineId: string; quantity: string };
const requestBody = (lines: Line[], extra: Record<string, unknown> = {}) => ({
  vendorId: SHANGHAI,
  invoiceTitleId: TITLE,
  addressId: ADDRESS,
  remark: '请本月开票',
  lines,
  ...extra,
});
async function createRequest(lines: Line[]) {
  const res = await post('/assetsManagement/invoiceRequest/create', requestBody(lines));
  expect(res.statusCode, res.body).toBe(200);
  return body<{ id: string; code: string; status: number }>(res).data;
}
const requestCount = async () =>
  Number((await t.sql<{ n: string }>('select count(*) as n from invoice_requests'))[0]?.n);
type Requestable = { orderLineId: string; basisQty: string; requestedQty: string; requestableQty: string };
const requestable = async (lineId: string) =>
  body<{ items: Requestable[] }>(
    await get(`/assetsManagement/invoiceRequest/requestable?vendorId=${SHANGHAI}`),
  ).data.items.find((line) => line.orderLineId === lineId);

describe('invoice request', () => {
  it('requestable = received − returned − invoiced − open requests; a request copies title and address', async () => {
    const a = await receivedOrder(['8', '0'], ['1']);
    expect(await requestable(a.lineIds[0]!)).toMatchObject({ basisQty: '7', requestableQty: '7' });
    // Nothing received on the second line: nothing to request, it is not listed.
    expect(await requestable(a.lineIds[1]!)).toBeUndefined();
    const saved = await createRequest([{ orderLineId: a.lineIds[0]!, quantity: '3' }]);
    expect(saved.code).toMatch(/^IR\d{12}$/);
    expect(await requestable(a.lineIds[0]!)).toMatchObject({ requestedQty: '3', requestableQty: '4' });
    const detail = body<Record<string, unknown>>(
      await get(`/assetsManagement/invoiceRequest/detail/${saved.id}`),
    ).data;
    expect(detail).toMatchObject({
      status: R.submitted.code,
      titleName: '华夏测试抬头',
      receiverName: '钱收票',
      totalAmount: '31.50',
      remark: '请本月开票',
    });
    const list = body<{ items: { id: string; orderCodes: string[] }[] }>(
      await get('/assetsManagement/invoiceRequest/list?keyword=IR'),
    ).data.items;
    expect(list.map((item) => item.id)).toEqual([saved.id]);
  });

  it('refuses bad input with translated field errors in both languages and keeps nothing', async () => {
    const a = await receivedOrder(['5']);
    const other = await t.sql<{ id: string }>(
      `select l.id from purchase_order_lines l where l.vendor_id <> $1 limit 1`,
      [SHANGHAI],
    );
    const res = await post(
      '/assetsManagement/invoiceRequest/create',
      requestBody(
        [
          { orderLineId: a.lineIds[0]!, quantity: '6' },
          { orderLineId: other[0]?.id ?? randomUUID(), quantity: '1' },
        ],
        { invoiceTitleId: randomUUID(), addressId: randomUUID() },
      ),
    );
    expect(res.statusCode).toBe(400);
    const fields = body<ErrorData>(res).data.fields!;
    expect(fields.map((field) => [field.path, field.code])).toEqual([
      ['invoiceTitleId', 'invoiceRequest.titleUnknown'],
      ['addressId', 'invoiceRequest.addressUnknown'],
      ['lines.0.quantity', 'invoiceRequest.overBasis'],
      ['lines.1.orderLineId', 'invoiceRequest.lineUnknown'],
    ]);
    expect(fields[2]!.message).toContain('At most 5');
    const zh = await post(
      '/assetsManagement/invoiceRequest/create',
      requestBody([{ orderLineId: a.lineIds[0]!, quantity: '6' }]),
      finance,
      'zh_cn',
    );
    expect(body<ErrorData>(zh).data.fields![0]!.message).toMatch(/[\u4e00-\u9fff].*5|5.*[\u4e00-\u9fff]/);
    const zero = await post(
      '/assetsManagement/invoiceRequest/create',
      requestBody([{ orderLineId: a.lineIds[0]!, quantity: '0' }]),
    );
    expect(zero.statusCode).toBe(400);
    const none = await post('/assetsManagement/invoiceRequest/create', requestBody([]));
    expect(none.statusCode).toBe(400);
    // Another supplier's session, or the supplier's own portal, cannot send requests.
    expect(
      (await post('/assetsManagement/invoiceRequest/create', requestBody([]), supplier)).statusCode,
    ).toBe(403);
    expect(await requestCount()).toBe(0);
  });

  it('preview (/assetsManagement/confirm) checks like create, values the lines and writes nothing', async () => {
    const a = await receivedOrder(['8', '5']);
    await createRequest([{ orderLineId: a.lineIds[1]!, quantity: '2' }]);
    const payload = requestBody([
      { orderLineId: a.lineIds[0]!, quantity: '3' },
      { orderLineId: a.lineIds[1]!, quantity: '1.5' },
    ]);
    const res = await post('/assetsManagement/invoiceRequest/preview', payload);
    expect(res.statusCode, res.body).toBe(200);
    const preview = body<{
      vendorName: string;
      title: { name: string };
      address: { name: string };
      lines: { quantity: string; amount: string; requestableQty: string; leftQty: string }[];
      totalAmount: string;
    }>(res).data;
    expect(preview.vendorName).toMatch(/Shanghai/);
    expect(preview.title.name).toBe('华夏测试抬头');
    expect(preview.address.name).toBe('钱收票');
    expect(
      preview.lines.map((line) => [line.quantity, line.amount, line.requestableQty, line.leftQty]),
    ).toEqual([
      ['3', '31.50', '8', '5'],
      ['1.5', '15.75', '3', '1.5'],
    ]);
    expect(preview.totalAmount).toBe('47.25');
    expect(await requestCount()).toBe(1);
    // The same field errors as create, translated; still nothing written.
    const bad = await post(
      '/assetsManagement/invoiceRequest/preview',
      requestBody([{ orderLineId: a.lineIds[1]!, quantity: '4' }], { addressId: randomUUID() }),
      finance,
      'zh_cn',
    );
    expect(bad.statusCode).toBe(400);
    const fields = body<ErrorData>(bad).data.fields!;
    expect(fields.map((field) => [field.path, field.code])).toEqual([
      ['addressId', 'invoiceRequest.addressUnknown'],
      ['lines.0.quantity', 'invoiceRequest.overBasis'],
    ]);
    expect(fields[1]!.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await requestCount()).toBe(1);
    // The send re-checks: a request taking the rest first makes the reviewed one fail on send.
    await createRequest([{ orderLineId: a.lineIds[1]!, quantity: '3' }]);
    const late = await post('/assetsManagement/invoiceRequest/create', payload);
    expect(late.statusCode).toBe(400);
    expect(body<ErrorData>(late).data.fields!.map((field) => field.path)).toEqual(['lines.1.quantity']);
    expect(await requestCount()).toBe(2);
  });

  it('sent → acknowledged by its supplier → invoiced by the invoice that answers it; another supplier sees nothing', async () => {
    const a = await receivedOrder(['10']);
    const saved = await createRequest([{ orderLineId: a.lineIds[0]!, quantity: '4' }]);
    expect(
      body<{ items: unknown[] }>(await get('/vendor/invoiceRequest/list', supplier2)).data.items,
    ).toEqual([]);
    expect((await get(`/vendor/invoiceRequest/detail/${saved.id}`, supplier2)).statusCode).toBe(404);
    expect((await post('/vendor/invoiceRequest/acknowledge', { id: saved.id }, supplier2)).statusCode).toBe(
      404,
    );
    const seen = body<{ items: { id: string }[] }>(await get('/vendor/invoiceRequest/list', supplier)).data
      .items;
    expect(seen.map((item) => item.id)).toEqual([saved.id]);
    const ack = await post('/vendor/invoiceRequest/acknowledge', { id: saved.id }, supplier);
    expect(body(ack)).toMatchObject({ code: 0, data: { status: R.acknowledged.code } });
    expect((await post('/vendor/invoiceRequest/acknowledge', { id: saved.id }, supplier)).statusCode).toBe(
      409,
    );
    const lines = [{ orderLineId: a.lineIds[0]!, quantity: '4', unitPrice: '10.5', taxRate: '13' }];
    const invoice = {
      invoiceCode: '044031900111',
      invoiceNumber: '77000001',
      invoiceDate: '2026-11-20',
      ...invoiceTotals(lines),
      sellerTaxNo: '91310000MA1FL4XQ3K',
      buyerTaxNo: '91330100MA2H0X7Y1Q',
      lines,
      requestId: saved.id,
    };
    const submitted = await post('/vendor/invoice/submit', invoice, supplier);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const invoiceId = body<{ id: string }>(submitted).data.id;
    const detail = body<{ status: number; invoiceId: string; invoiceNumber: string }>(
      await get(`/assetsManagement/invoiceRequest/detail/${saved.id}`),
    ).data;
    expect(detail).toMatchObject({ status: R.invoiced.code, invoiceId, invoiceNumber: '77000001' });
    const invoiceDetail = body<{ request: { id: string; code: string } | null }>(
      await get(`/invoice/detail/${invoiceId}`),
    ).data;
    expect(invoiceDetail.request).toEqual({ id: saved.id, code: saved.code });
    // Invoiced quantities now count through the ledger: 10 − 4 invoiced, no open request.
    expect(await requestable(a.lineIds[0]!)).toMatchObject({ requestedQty: '0', requestableQty: '6' });
    // A second invoice cannot answer the same request (409), and nothing of it is kept.
    const again = await post(
      '/vendor/invoice/submit',
      {
        ...invoice,
        invoiceNumber: '77000002',
        lines: [{ ...lines[0]!, quantity: '1' }],
        ...invoiceTotals([{ ...lines[0]!, quantity: '1' }]),
      },
      supplier,
    );
    expect(again.statusCode).toBe(409);
    expect(body<ErrorData>(again).data.errorCode).toBe('invoiceRequest.wrongStatus');
    expect(Number((await t.sql<{ n: string }>('select count(*) as n from invoices'))[0]?.n)).toBe(1);
    expect((await post('/assetsManagement/invoiceRequest/cancel', { id: saved.id })).statusCode).toBe(409);
  });

  it('an answering invoice returned or voided reopens its request; the corrected resubmission invoices it again', async () => {
    const a = await receivedOrder(['10']);
    const saved = await createRequest([{ orderLineId: a.lineIds[0]!, quantity: '2' }]);
    const lines = [{ orderLineId: a.lineIds[0]!, quantity: '2', unitPrice: '10.5', taxRate: '13' }];
    const invoice = {
      invoiceCode: '044031900111',
      invoiceNumber: '77000011',
      invoiceDate: '2026-11-20',
      ...invoiceTotals(lines),
      sellerTaxNo: '91310000MA1FL4XQ3K',
      buyerTaxNo: '91330100MA2H0X7Y1Q',
      lines,
    };
    const submitted = await post('/vendor/invoice/submit', { ...invoice, requestId: saved.id }, supplier);
    const invoiceId = body<{ id: string }>(submitted).data.id;
    const state = async () =>
      body<{ status: number; invoiceId: string | null }>(
        await get(`/assetsManagement/invoiceRequest/detail/${saved.id}`),
      ).data;
    expect(await state()).toMatchObject({ status: R.invoiced.code, invoiceId });
    expect((await post('/invoice/return', { id: invoiceId, reason: '抬头错误' })).statusCode).toBe(200);
    expect(await state()).toMatchObject({ status: R.acknowledged.code, invoiceId });
    // The request is open again and counts: 10 − 2 requested.
    expect(await requestable(a.lineIds[0]!)).toMatchObject({ requestedQty: '2', requestableQty: '8' });
    const again = await post(`/vendor/invoice/resubmit/${invoiceId}`, invoice, supplier);
    expect(again.statusCode, again.body).toBe(200);
    expect(await state()).toMatchObject({ status: R.invoiced.code, invoiceId });
    expect((await post('/invoice/void', { id: invoiceId, reason: '作废' })).statusCode).toBe(200);
    expect(await state()).toMatchObject({ status: R.acknowledged.code, invoiceId });
  });

  it('cancel releases the open quantity; a foreign or absent id answers 404 alike', async () => {
    const a = await receivedOrder(['10']);
    const saved = await createRequest([{ orderLineId: a.lineIds[0]!, quantity: '10' }]);
    expect(await requestable(a.lineIds[0]!)).toBeUndefined();
    const cancelled = await post(
      '/assetsManagement/invoiceRequest/cancel',
      { id: saved.id },
      finance,
      'zh_cn',
    );
    expect(body(cancelled)).toMatchObject({ code: 0, data: { status: R.cancelled.code } });
    expect(body(cancelled).desc).toMatch(/[\u4e00-\u9fff]/);
    expect(await requestable(a.lineIds[0]!)).toMatchObject({ requestableQty: '10' });
    const absent = await post('/assetsManagement/invoiceRequest/cancel', { id: randomUUID() });
    expect(absent.statusCode).toBe(404);
    expect(body<ErrorData>(absent).data.errorCode).toBe('invoiceRequest.notFound');
  });

  it('racing requests cannot over-request: 2 × 6 against 10 → one; 20 × 1 against 10 → exactly 10', async () => {
    const a = await receivedOrder(['10']);
    const two = await Promise.all(
      [1, 2].map(() =>
        post(
          '/assetsManagement/invoiceRequest/create',
          requestBody([{ orderLineId: a.lineIds[0]!, quantity: '6' }]),
        ),
      ),
    );
    expect(two.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect(await requestCount()).toBe(1);
    await t.sql('delete from invoice_requests');
    const many = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(
          '/assetsManagement/invoiceRequest/create',
          requestBody([{ orderLineId: a.lineIds[0]!, quantity: '1' }]),
        ),
      ),
    );
    expect(many.filter((res) => res.statusCode === 200)).toHaveLength(10);
    expect(many.filter((res) => res.statusCode === 400)).toHaveLength(10);
    const total = await t.sql<{ q: string }>(
      `select coalesce(sum(quantity), 0)::text as q from invoice_request_lines where order_line_id = $1`,
      [a.lineIds[0]],
    );
    expect(total[0]!.q).toBe('10.000');
    const codes = await t.sql<{ code: string }>('select code from invoice_requests');
    expect(new Set(codes.map((row) => row.code)).size).toBe(10);
  });
});
