import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { withTenant } from '@procure/server-db';
import {
  createOrdersFromRequest,
  lockOrder,
  receiveOnLine,
  refreshOrderStatusFromLedger,
  type OrderSourceLine,
} from '@procure/order-server';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// Returns (issue #14) through real HTTP on PostgreSQL: every transition (create, update, delete, submit,
// approve / reject, the buyer's confirm, the supplier's confirm and dispute, complete), every rule (≤
// received − returned per line, translated field errors, nothing written on 4xx), the order-line
// ledger they write (returned = lines in 5, 6, 1, 2, 3) and concurrent submissions on one line.

const { huaxia: HUAXIA } = DEMO.tenants;
const { shanghaiPrecision: SHANGHAI } = DEMO.vendors;
const R = CODES.return;
const H = CODES.historyAction;
const RETURN_DOC = CODES.documentType.return.code;

let t: TestApp;
let purchaser: string;
let approver: string;
let admin: string;
let supplier: string;
let supplier2: string;
beforeAll(async () => {
  t = await startTestApp();
  purchaser = await t.login('purchaser');
  approver = await t.login('approver');
  admin = await t.login('admin');
  supplier = await t.login('supplier', 'supplier');
  supplier2 = await t.login('supplier2', 'supplier');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql('delete from purchase_returns');
  await t.sql('delete from approval_flows where doc_type = $1', [RETURN_DOC]);
});

type Lang = 'zh_cn' | 'en_us';
const post = (url: string, payload: unknown, token = purchaser, language: Lang = 'en_us') =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token, payload: payload as object, language });
const get = (url: string, token = purchaser, language: Lang = 'en_us') =>
  t.request({ method: 'GET', url: `/api/v1${url}`, token, language });

const sourceLine = (quantity = '20', unitPrice = '10.5'): OrderSourceLine => ({
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

/** A confirmed order whose lines have `received` accepted (through the ledger's receiveOnLine). */
async function receivedOrder(received: string[], ordered = '20') {
  const db = t.database.db;
  const { orderIds } = await withTenant(db, { tenantId: HUAXIA, userId: DEMO.users.purchaser }, (tx) =>
    createOrdersFromRequest(tx, {
      tenantId: HUAXIA,
      sourceType: 'purchaseApply',
      sourceId: randomUUID(),
      sourceCode: 'PR-RET',
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
      if (qty !== '0') {
        await receiveOnLine(tx, HUAXIA, lines[index]!.id, {
          accepted: qty,
          rejected: '0',
          againstDelivery: false,
        });
      }
    }
    await refreshOrderStatusFromLedger(tx, HUAXIA, orderId);
  });
  return { orderId, lineIds: lines.map((line) => line.id) };
}

const ledger = async (lineId: string) =>
  (
    await t.sql<{ received: string; returned: string; returned_amount: string }>(
      'select received_qty::text as received, returned_qty::text as returned, returned_amount::text as returned_amount from purchase_order_lines where id = $1',
      [lineId],
    )
  )[0]!;
const statusOf = async (id: string) =>
  (await t.sql<{ status: number }>('select status from purchase_returns where id = $1', [id]))[0]?.status;
const returnCount = async () =>
  Number((await t.sql<{ n: string }>('select count(*) as n from purchase_returns'))[0]?.n);
const historyActions = async (id: string) =>
  (
    await t.sql<{ action: number }>(
      'select action from approval_history where document_id = $1 order by created_at, id',
      [id],
    )
  ).map((row) => row.action);

type Line = { orderLineId: string; quantity: string; reason?: string; disposition?: 'refund' | 'replace' };
const returnBody = (orderId: string, lines: Line[], extra: Record<string, unknown> = {}) => ({
  orderId,
  remark: '质量问题',
  lines: lines.map((line) => ({ reason: '划伤', disposition: 'refund', ...line })),
  ...extra,
});
async function draft(orderId: string, lines: Line[]): Promise<string> {
  const res = await post('/return/create', returnBody(orderId, lines));
  expect(res.statusCode, res.body).toBe(200);
  return body<{ id: string }>(res).data.id;
}

async function returnFlow(): Promise<void> {
  const res = await post(
    '/approval/flows/save',
    {
      docType: RETURN_DOC,
      name: 'Return flow',
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
  expect(res.statusCode, res.body).toBe(200);
}
const act = (id: string, action: 'approve' | 'reject', comment?: string) =>
  post('/approval/act', { docType: RETURN_DOC, documentId: id, action, comment }, approver);

describe('create, update, delete', () => {
  it('creates a draft with a code per order, snapshots the lines and books nothing yet', async () => {
    const { orderId, lineIds } = await receivedOrder(['10']);
    const id = await draft(orderId, [{ orderLineId: lineIds[0]!, quantity: '3' }]);
    const detail = body<{ code: string; status: number; totalAmount: string; lines: { quantity: string }[] }>(
      await get(`/return/detail/${id}`),
    ).data;
    expect(detail).toMatchObject({ status: R.draft.code, totalAmount: '31.50' });
    expect(detail.code).toMatch(/-R1$/);
    expect(detail.lines[0]?.quantity).toBe('3.000');
    expect(await ledger(lineIds[0]!)).toMatchObject({ returned: '0.000' });
    expect(await historyActions(id)).toEqual([H.create.code]);
  });

  it('refuses more than received − returned, unknown and duplicate lines with translated field errors', async () => {
    const { orderId, lineIds } = await receivedOrder(['10', '0']);
    const over = await post(
      '/return/create',
      returnBody(orderId, [{ orderLineId: lineIds[0]!, quantity: '11' }]),
      purchaser,
      'zh_cn',
    );
    expect(over.statusCode).toBe(400);
    expect(body<ErrorData>(over).data.fields).toEqual([
      expect.objectContaining({ path: 'lines.0.quantity', code: 'return.exceedsReturnable' }),
    ]);
    expect(body<ErrorData>(over).data.fields?.[0]?.message).toMatch(/10/);
    expect(body<ErrorData>(over).data.fields?.[0]?.message).toMatch(/[\u4e00-\u9fff]/);
    // Line 2 received nothing: returnable 0.
    const none = await post(
      '/return/create',
      returnBody(orderId, [{ orderLineId: lineIds[1]!, quantity: '1' }]),
    );
    expect(body<ErrorData>(none).data.fields?.[0]).toMatchObject({
      path: 'lines.0.quantity',
      code: 'return.exceedsReturnable',
    });
    const unknown = await post(
      '/return/create',
      returnBody(orderId, [{ orderLineId: randomUUID(), quantity: '1' }]),
    );
    expect(body<ErrorData>(unknown).data.fields?.[0]).toMatchObject({ code: 'return.lineUnknown' });
    const dup = await post(
      '/return/create',
      returnBody(orderId, [
        { orderLineId: lineIds[0]!, quantity: '1' },
        { orderLineId: lineIds[0]!, quantity: '1' },
      ]),
    );
    expect(body<ErrorData>(dup).data.fields?.[0]).toMatchObject({
      path: 'lines.1.orderLineId',
      code: 'return.lineDuplicate',
    });
    const bad = await post(
      '/return/create',
      returnBody(orderId, [{ orderLineId: lineIds[0]!, quantity: '0', reason: '' }]),
    );
    expect(bad.statusCode).toBe(400);
    expect(
      body<ErrorData>(bad)
        .data.fields?.map((f) => f.path)
        .sort(),
    ).toEqual(['lines.0.quantity', 'lines.0.reason']);
    const disposition = await post(
      '/return/create',
      returnBody(orderId, [{ orderLineId: lineIds[0]!, quantity: '1', disposition: 'swap' as never }]),
    );
    expect(body<ErrorData>(disposition).data.fields?.[0]).toMatchObject({ path: 'lines.0.disposition' });
    expect(await returnCount()).toBe(0);
  });

  it('refuses a return on an order with nothing received (409) and an absent order (404)', async () => {
    const { orderId, lineIds } = await receivedOrder(['0']);
    const res = await post(
      '/return/create',
      returnBody(orderId, [{ orderLineId: lineIds[0]!, quantity: '1' }]),
      purchaser,
      'zh_cn',
    );
    expect(res.statusCode).toBe(409);
    expect(body<ErrorData>(res).data.errorCode).toBe('return.orderNotReturnable');
    const absent = await post(
      '/return/create',
      returnBody(randomUUID(), [{ orderLineId: lineIds[0]!, quantity: '1' }]),
    );
    expect(absent.statusCode).toBe(404);
    expect(await returnCount()).toBe(0);
  });

  it('updates a draft (lines replaced), deletes a draft; both refused once submitted', async () => {
    const { orderId, lineIds } = await receivedOrder(['10', '5']);
    const id = await draft(orderId, [{ orderLineId: lineIds[0]!, quantity: '3' }]);
    const upd = await post(
      '/return/update',
      returnBody(orderId, [{ orderLineId: lineIds[1]!, quantity: '2', disposition: 'replace' }], { id }),
    );
    expect(upd.statusCode, upd.body).toBe(200);
    const lines = await t.sql<{ order_line_id: string; quantity: string; disposition: string }>(
      'select order_line_id, quantity::text, disposition from purchase_return_lines where return_id = $1',
      [id],
    );
    expect(lines).toEqual([{ order_line_id: lineIds[1], quantity: '2.000', disposition: 'replace' }]);
    const tooMuch = await post(
      '/return/update',
      returnBody(orderId, [{ orderLineId: lineIds[1]!, quantity: '6' }], { id }),
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(
      await t.sql('select quantity::text from purchase_return_lines where return_id = $1', [id]),
    ).toEqual([{ quantity: '2.000' }]);
    expect((await post('/return/submit', { id })).statusCode).toBe(200);
    expect(
      (
        await post(
          '/return/update',
          returnBody(orderId, [{ orderLineId: lineIds[1]!, quantity: '1' }], { id }),
        )
      ).statusCode,
    ).toBe(409);
    const del = await post('/return/delete', { id }, purchaser, 'zh_cn');
    expect(del.statusCode).toBe(409);
    expect(body<ErrorData>(del).data.errorCode).toBe('return.wrongStatus');
    const other = await draft(orderId, [{ orderLineId: lineIds[0]!, quantity: '1' }]);
    expect((await post('/return/delete', { id: other })).statusCode).toBe(200);
    expect(await statusOf(other)).toBeUndefined();
    expect((await post('/return/delete', { id: other })).statusCode).toBe(404);
  });
});

describe('the seven states and the ledger', () => {
  it('no flow: submit books and approves at once; confirm → supplier confirms → complete; wrong steps 409', async () => {
    const { orderId, lineIds } = await receivedOrder(['10']);
    const id = await draft(orderId, [{ orderLineId: lineIds[0]!, quantity: '2' }]);
    // Not sent yet: the supplier sees nothing.
    expect((await get(`/vendor/return/detail/${id}`, supplier)).statusCode).toBe(404);
    expect((await post('/return/confirm', { id })).statusCode).toBe(409);
    const submitted = await post('/return/submit', { id });
    expect(body<{ status: number }>(submitted).data.status).toBe(R.approved.code);
    expect(await ledger(lineIds[0]!)).toEqual({
      received: '10.000',
      returned: '2.000',
      returned_amount: '21.00',
    });
    expect((await post('/return/submit', { id })).statusCode).toBe(409);
    expect((await post('/vendor/return/confirm', { id }, supplier)).statusCode).toBe(404);
    expect(body<{ status: number }>(await post('/return/confirm', { id })).data.status).toBe(
      R.toConfirm.code,
    );
    expect((await post('/return/complete', { id })).statusCode).toBe(409);
    const list = body<{ items: { id: string; vendorUnread: boolean }[] }>(
      await get('/vendor/return/list', supplier),
    ).data;
    expect(list.items).toEqual([expect.objectContaining({ id, vendorUnread: true })]);
    expect(body<{ items: unknown[] }>(await get('/vendor/return/list', supplier2)).data.items).toEqual([]);
    expect((await get(`/vendor/return/detail/${id}`, supplier2)).statusCode).toBe(404);
    expect((await post('/vendor/return/confirm', { id }, supplier2)).statusCode).toBe(404);
    const confirmed = await post('/vendor/return/confirm', { id }, supplier);
    expect(body<{ status: number }>(confirmed).data.status).toBe(R.returned.code);
    expect((await post('/vendor/return/confirm', { id }, supplier)).statusCode).toBe(409);
    expect(body<{ status: number }>(await post('/return/complete', { id })).data.status).toBe(
      R.completed.code,
    );
    expect(await ledger(lineIds[0]!)).toMatchObject({ returned: '2.000' });
    expect(await historyActions(id)).toEqual([
      H.create.code,
      H.submit.code,
      H.send.code,
      H.confirm.code,
      H.complete.code,
    ]);
    const detail = body<{
      ledger: { receivedQty: string; returnedQty: string; payableQty: string; payableAmount: string }[];
    }>(await get(`/return/detail/${id}`)).data;
    expect(detail.ledger[0]).toMatchObject({ receivedQty: '10.000', returnedQty: '2.000' });
    // The ledger's payableBasis: received − returned, amount at the unit price.
    expect(Number(detail.ledger[0]?.payableQty)).toBe(8);
    expect(Number(detail.ledger[0]?.payableAmount)).toBe(84);
    const messages = await t.sql<{ title_en: string }>(
      'select title_en from messages where link like $1 order by created_at',
      [`%${id}`],
    );
    expect(messages.map((m) => m.title_en)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/awaits your confirmation/),
        expect.stringMatching(/took back/),
      ]),
    );
  });

  it('with a flow: 5 books the quantity; a rejection (7) releases it; edited (4) and resubmitted, then approved (6)', async () => {
    await returnFlow();
    const { orderId, lineIds } = await receivedOrder(['10']);
    const id = await draft(orderId, [{ orderLineId: lineIds[0]!, quantity: '4' }]);
    expect(body<{ status: number }>(await post('/return/submit', { id })).data.status).toBe(R.approving.code);
    expect(await ledger(lineIds[0]!)).toMatchObject({ returned: '4.000' });
    const inbox = await get('/approval/tasks', approver);
    expect(inbox.body).toContain(id);
    const rejected = await act(id, 'reject', '数量不对');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await statusOf(id)).toBe(R.rejected.code);
    expect(await ledger(lineIds[0]!)).toMatchObject({ returned: '0.000', returned_amount: '0.00' });
    expect(
      (
        await post(
          '/return/update',
          returnBody(orderId, [{ orderLineId: lineIds[0]!, quantity: '3' }], { id }),
        )
      ).statusCode,
    ).toBe(200);
    expect(await statusOf(id)).toBe(R.draft.code);
    expect(body<{ status: number }>(await post('/return/submit', { id })).data.status).toBe(R.approving.code);
    expect((await act(id, 'approve')).statusCode).toBe(200);
    expect(await statusOf(id)).toBe(R.approved.code);
    expect(await ledger(lineIds[0]!)).toMatchObject({ returned: '3.000' });
  });

  it('withdraw (repeal) under approval: 5 → 4, quantities released; only in 5', async () => {
    await returnFlow();
    const { orderId, lineIds } = await receivedOrder(['10']);
    const id = await draft(orderId, [{ orderLineId: lineIds[0]!, quantity: '4' }]);
    expect((await post('/return/repeal', { id })).statusCode).toBe(409);
    await post('/return/submit', { id });
    expect(await ledger(lineIds[0]!)).toMatchObject({ returned: '4.000' });
    const res = await post('/return/repeal', { id });
    expect(body<{ status: number }>(res).data.status).toBe(R.draft.code);
    expect(await ledger(lineIds[0]!)).toMatchObject({ returned: '0.000' });
    expect((await act(id, 'approve')).statusCode).toBe(409);
    expect((await post('/return/repeal', { id })).statusCode).toBe(409);
    expect(await historyActions(id)).toEqual([H.create.code, H.submit.code, H.recall.code]);
  });

  it('the supplier disputes with a comment (1 → 7): quantities released, the buyer told; comment required', async () => {
    const { orderId, lineIds } = await receivedOrder(['10']);
    const id = await draft(orderId, [{ orderLineId: lineIds[0]!, quantity: '5' }]);
    await post('/return/submit', { id });
    await post('/return/confirm', { id });
    const empty = await post('/vendor/return/dispute', { id, comment: '' }, supplier, 'zh_cn');
    expect(empty.statusCode).toBe(400);
    expect(body<ErrorData>(empty).data.fields?.[0]).toMatchObject({
      path: 'comment',
      code: 'validation.required',
    });
    expect(
      (await post('/vendor/return/dispute', { id, comment: '不是我们的货' }, supplier2)).statusCode,
    ).toBe(404);
    expect(await statusOf(id)).toBe(R.toConfirm.code);
    const res = await post('/vendor/return/dispute', { id, comment: '不是我们的货' }, supplier);
    expect(body<{ status: number }>(res).data.status).toBe(R.rejected.code);
    expect(await ledger(lineIds[0]!)).toMatchObject({ returned: '0.000' });
    const detail = body<{ rejectedBy: string; rejectComment: string }>(
      await get(`/return/detail/${id}`),
    ).data;
    expect(detail).toMatchObject({ rejectedBy: 'supplier', rejectComment: '不是我们的货' });
    const [message] = await t.sql<{ title_en: string; recipient_id: string }>(
      `select title_en, recipient_id from messages where link like $1 and title_en like '%disputes%'`,
      [`%${id}`],
    );
    expect(message?.recipient_id).toBe(DEMO.users.purchaser);
    expect((await post('/return/delete', { id })).statusCode).toBe(200);
  });

  it('a later return sees what earlier ones booked (received − returned), and a released one frees it', async () => {
    const { orderId, lineIds } = await receivedOrder(['10']);
    const first = await draft(orderId, [{ orderLineId: lineIds[0]!, quantity: '7' }]);
    await post('/return/submit', { id: first });
    const over = await post(
      '/return/create',
      returnBody(orderId, [{ orderLineId: lineIds[0]!, quantity: '4' }]),
    );
    expect(body<ErrorData>(over).data.fields?.[0]).toMatchObject({
      code: 'return.exceedsReturnable',
      message: expect.stringMatching(/3/),
    });
    // A draft written before the first was submitted is checked again at submit.
    const second = await draft(orderId, [{ orderLineId: lineIds[0]!, quantity: '3' }]);
    const third = await draft(orderId, [{ orderLineId: lineIds[0]!, quantity: '1' }]);
    expect((await post('/return/submit', { id: second })).statusCode).toBe(200);
    const late = await post('/return/submit', { id: third });
    expect(late.statusCode).toBe(400);
    expect(await statusOf(third)).toBe(R.draft.code);
    expect(await ledger(lineIds[0]!)).toMatchObject({ returned: '10.000' });
  });
});

describe('disposition replace', () => {
  it('books returned AND replaced (remaining to receive grows); a rejection releases both', async () => {
    await returnFlow();
    const { orderId, lineIds } = await receivedOrder(['10'], '10');
    const id = await draft(orderId, [{ orderLineId: lineIds[0]!, quantity: '3', disposition: 'replace' }]);
    expect((await post('/return/submit', { id })).statusCode).toBe(200);
    const line = async () =>
      (
        await t.sql<{ returned: string; replaced: string; status: number }>(
          `select l.returned_qty::text as returned, l.replaced_qty::text as replaced, o.status
             from purchase_order_lines l join purchase_orders o on o.id = l.order_id where l.id = $1`,
          [lineIds[0]],
        )
      )[0]!;
    // Everything was received (status 4); 3 to be replaced means 3 remain to receive again (status 3).
    expect(await line()).toEqual({
      returned: '3.000',
      replaced: '3.000',
      status: CODES.order.partlyReceived.code,
    });
    expect((await act(id, 'reject', '不换')).statusCode).toBe(200);
    expect(await line()).toEqual({ returned: '0.000', replaced: '0.000', status: CODES.order.received.code });
  });
});

describe('concurrency', () => {
  it('50 concurrent submissions of 1 against 20 received: exactly 20 succeed, returned never exceeds received', async () => {
    const { orderId, lineIds } = await receivedOrder(['20'], '30');
    const ids: string[] = [];
    for (let i = 0; i < 50; i += 1)
      ids.push(await draft(orderId, [{ orderLineId: lineIds[0]!, quantity: '1' }]));
    const results = await Promise.all(ids.map((id) => post('/return/submit', { id })));
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(20);
    expect(codes.filter((code) => code === 400)).toHaveLength(30);
    expect(await ledger(lineIds[0]!)).toMatchObject({
      received: '20.000',
      returned: '20.000',
      returned_amount: '210.00',
    });
    const booked = await t.sql<{ n: string; q: string }>(
      `select count(*) as n, coalesce(sum(l.quantity), 0)::text as q from purchase_returns r
         join purchase_return_lines l on l.return_id = r.id where r.status in (5, 6, 1, 2, 3)`,
    );
    expect(booked[0]).toEqual({ n: '20', q: '20.000' });
  });

  it('mixed quantities (3 each, 17 received): exactly the five that fit succeed', async () => {
    const { orderId, lineIds } = await receivedOrder(['17']);
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1)
      ids.push(await draft(orderId, [{ orderLineId: lineIds[0]!, quantity: '3' }]));
    const results = await Promise.all(ids.map((id) => post('/return/submit', { id })));
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(5);
    expect(await ledger(lineIds[0]!)).toMatchObject({ returned: '15.000' });
  });
});

describe('attachments', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  async function uploadPdf(token: string): Promise<string> {
    const boundary = `----procure${randomUUID()}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n14\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="破损照片.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/file/upload',
      token,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    return body<{ id: string }>(res).data.id;
  }

  it('keeps the buyer’s own uploads, shows them on both sides and on the phone; another’s file is refused', async () => {
    const { orderId, lineIds } = await receivedOrder(['10']);
    const mine = await uploadPdf(purchaser);
    const someoneElses = await uploadPdf(admin);
    const lines = [{ orderLineId: lineIds[0]!, quantity: '1' }];
    const refused = await post(
      '/return/create',
      returnBody(orderId, lines, { fileIds: [mine, someoneElses] }),
      purchaser,
      'zh_cn',
    );
    expect(refused.statusCode).toBe(400);
    expect(body<ErrorData>(refused).data.fields).toEqual([
      expect.objectContaining({ path: 'fileIds.1', code: 'return.fileUnknown' }),
    ]);
    expect(body<ErrorData>(refused).data.fields?.[0]?.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await t.sql('select id from purchase_returns where order_id = $1', [orderId])).toHaveLength(0);

    const created = await post('/return/create', returnBody(orderId, lines, { fileIds: [mine] }));
    expect(created.statusCode, created.body).toBe(200);
    const id = body<{ id: string }>(created).data.id;
    const files = (res: Awaited<ReturnType<typeof get>>) =>
      body<{ files: { id: string; name: string; url: string }[] }>(res).data.files;
    expect(files(await get(`/return/detail/${id}`))).toEqual([
      { id: mine, name: '破损照片.pdf', url: `/api/v1/file/${mine}` },
    ]);
    // Another buyer edits it: the kept file stays allowed; an update without fileIds drops it.
    expect(
      (await post('/return/update', { ...returnBody(orderId, lines, { fileIds: [mine] }), id }, admin))
        .statusCode,
    ).toBe(200);
    expect(files(await get(`/return/detail/${id}`))).toHaveLength(1);
    expect((await post('/return/submit', { id })).statusCode).toBe(200);
    expect((await post('/return/confirm', { id })).statusCode).toBe(200);
    expect(files(await get(`/vendor/return/detail/${id}`, supplier)).map((f) => f.id)).toEqual([mine]);
    // The approval summary carries them (the phone shows them).
    const doc = await get(`/approval/document/${CODES.documentType.return.code}/${id}`, approver);
    if (doc.statusCode === 200) {
      expect(body<{ summary: { files?: { id: string }[] } }>(doc).data.summary.files).toEqual([
        expect.objectContaining({ id: mine }),
      ]);
    }
  });
});
