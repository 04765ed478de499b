import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { withTenant } from '@procure/server-db';
import { createOrdersFromRequest, type OrderSourceLine } from '@procure/order-server';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// Receiving (issue #14) through real HTTP on PostgreSQL: receipts against delivery notes and directly
// against order lines, rejected quantities with reasons, close receiving, the receiving application
// through the approval engine, the order status derived from the ledger, suppliers seeing only their
// own receipts, and 50 concurrent receipts on one line that never over-receive.

const { huaxia: HUAXIA } = DEMO.tenants;
const { shanghaiPrecision: SHANGHAI } = DEMO.vendors;
const O = CODES.order;
const A = CODES.application;
const H = CODES.historyAction;

type LedgerRow = {
  id: string;
  orderedQty: string;
  deliveredQty: string;
  receivedQty: string;
  closedQty: string;
  receivedAmount: string;
};
type TakeForm = {
  orderStatus: number;
  applicationRequired: boolean;
  deliveryCode: string | null;
  lines: { orderLineId: string; remainingQty: string; noteLeftQty: string | null; receivableQty: string }[];
  deliveries: { id: string; code: string; leftQty: string }[];
};

let t: TestApp;
let purchaser: string;
let admin: string;
let supplier: string;
let supplier2: string;
beforeAll(async () => {
  t = await startTestApp();
  purchaser = await t.login('purchaser');
  admin = await t.login('admin');
  supplier = await t.login('supplier', 'supplier');
  supplier2 = await t.login('supplier2', 'supplier');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql('delete from receipts');
  await t.sql('delete from receiving_closures');
  await t.sql('delete from receiving_settings');
  await t.sql('delete from purchase_orders');
  await t.sql('delete from approval_flows where doc_type = $1', [CODES.documentType.receipt.code]);
});

const line = (quantity = '20', unitPrice = '10.5'): OrderSourceLine => ({
  sourceLineId: randomUUID(),
  vendorId: SHANGHAI,
  productCode: 'M8-40',
  name: '六角螺栓 M8×40',
  unit: 'pcs',
  quantity,
  unitPrice,
  taxRate: '13',
  amount: (Math.round(Number(quantity) * Number(unitPrice) * 100) / 100).toFixed(2),
  needByDate: '2026-12-31',
});

type Lang = 'zh_cn' | 'en_us';
const post = (url: string, payload: unknown, token: string, language: Lang = 'en_us') =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token, payload: payload as object, language });
const get = (url: string, token: string, language: Lang = 'en_us') =>
  t.request({ method: 'GET', url: `/api/v1${url}`, token, language });

/** A confirmed order (status 6) of Shanghai Precision with the given lines. */
async function confirmedOrder(
  lines: OrderSourceLine[] = [line()],
): Promise<{ id: string; lineIds: string[] }> {
  const { orderIds } = await withTenant(
    t.database.db,
    { tenantId: HUAXIA, userId: DEMO.users.purchaser },
    (tx) =>
      createOrdersFromRequest(tx, {
        tenantId: HUAXIA,
        sourceType: 'purchaseApply',
        sourceId: randomUUID(),
        sourceCode: 'PR-RECV',
        buyerId: DEMO.users.purchaser,
        legalEntityId: randomUUID(),
        currency: 'CNY',
        receiverName: '周收货',
        receiverPhone: '13912345678',
        receivingAddress: '杭州市文三路 90 号',
        lines,
      }),
  );
  const id = orderIds[0] as string;
  expect((await post('/vendor/order/confirm', { id }, supplier)).statusCode).toBe(200);
  const rows = await t.sql<{ id: string }>(
    'select id from purchase_order_lines where order_id = $1 order by line_no',
    [id],
  );
  return { id, lineIds: rows.map((r) => r.id) };
}

async function deliver(orderId: string, lines: { orderLineId: string; quantity: string }[]): Promise<string> {
  const res = await post(
    '/vendor/order/deliver',
    { orderId, courier: 'sf', trackingNo: 'SF1234567890', lines },
    supplier,
  );
  expect(res.statusCode).toBe(200);
  return body<{ deliveryId: string }>(res).data.deliveryId;
}

const receipt = (
  orderId: string,
  lines: { orderLineId: string; accepted: string; rejected?: string; rejectReason?: string }[],
  deliveryId?: string,
) => ({
  orderId,
  deliveryId,
  receiverName: '周收货',
  receivedOn: '2026-11-26',
  warehouse: '一号仓 A-03',
  lines: lines.map((l) => ({ rejected: '0', ...l })),
});

async function ledger(orderId: string): Promise<LedgerRow[]> {
  return t.sql<LedgerRow>(
    `select id, ordered_qty::text as "orderedQty", delivered_qty::text as "deliveredQty",
            received_qty::text as "receivedQty", closed_qty::text as "closedQty",
            received_amount::text as "receivedAmount"
       from purchase_order_lines where order_id = $1 order by line_no`,
    [orderId],
  );
}
const orderStatus = async (orderId: string) =>
  (await t.sql<{ status: number }>('select status from purchase_orders where id = $1', [orderId]))[0]?.status;
const historyCount = async (orderId: string, action: number) =>
  Number(
    (
      await t.sql<{ n: string }>(
        'select count(*) as n from purchase_order_history where order_id = $1 and action = $2',
        [orderId, action],
      )
    )[0]?.n,
  );
const receiptCount = async (orderId: string) =>
  Number(
    (await t.sql<{ n: string }>('select count(*) as n from receipts where order_id = $1', [orderId]))[0]?.n,
  );

describe('receipts against delivery notes', () => {
  it('note 1 in full, note 2 partly with a rejected quantity and reason → partly received; close the rest → complete', async () => {
    const { id, lineIds } = await confirmedOrder([line('20')]);
    const lineId = lineIds[0] as string;
    const note1 = await deliver(id, [{ orderLineId: lineId, quantity: '8' }]);
    const note2 = await deliver(id, [{ orderLineId: lineId, quantity: '7' }]);
    expect(await orderStatus(id)).toBe(O.awaitingReceipt.code);

    // The to-receive list shows the order with both notes awaiting receipt.
    const list = body<{ items: { id: string; pendingDeliveries: { code: string; leftQty: string }[] }[] }>(
      await get('/receive/toReceive', purchaser),
    ).data;
    expect(list.items.find((o) => o.id === id)?.pendingDeliveries.map((d) => d.leftQty)).toEqual(['8', '7']);

    const take = body<TakeForm>(await get(`/receive/take/${id}?deliveryId=${note1}`, purchaser)).data;
    expect(take.lines[0]).toMatchObject({ noteLeftQty: '8', receivableQty: '8' });
    const first = await post(
      '/receive/confirm',
      receipt(id, [{ orderLineId: lineId, accepted: '8' }], note1),
      purchaser,
    );
    expect(first.statusCode).toBe(200);
    expect(body<{ status: number; orderStatus: number; code: string }>(first).data).toMatchObject({
      status: A.approved.code,
      orderStatus: O.partlyReceived.code,
    });
    expect((await ledger(id))[0]).toMatchObject({
      receivedQty: '8.000',
      deliveredQty: '15.000',
      receivedAmount: '84.00',
    });

    const second = await post(
      '/receive/confirm',
      receipt(id, [{ orderLineId: lineId, accepted: '5', rejected: '2', rejectReason: '外包装破损' }], note2),
      purchaser,
    );
    expect(second.statusCode).toBe(200);
    // The rejected 2 go back to the supplier: delivered 15 → 13, received 13.
    expect((await ledger(id))[0]).toMatchObject({ receivedQty: '13.000', deliveredQty: '13.000' });
    expect(await orderStatus(id)).toBe(O.partlyReceived.code);
    expect(await historyCount(id, H.receive.code)).toBe(2);
    // Both notes are taken now: none is left on the to-receive list.
    const after = body<{ items: { id: string; pendingDeliveries: unknown[] }[] }>(
      await get('/receive/toReceive', purchaser),
    ).data;
    expect(after.items.find((o) => o.id === id)?.pendingDeliveries).toEqual([]);
    // A third receipt on note 1 finds nothing left on it (409, field error, nothing written).
    const again = await post(
      '/receive/confirm',
      receipt(id, [{ orderLineId: lineId, accepted: '1' }], note1),
      purchaser,
      'zh_cn',
    );
    expect(again.statusCode).toBe(409);
    expect(body<ErrorData>(again).data.fields?.[0]).toMatchObject({
      path: 'lines.0.accepted',
      code: 'receiving.overDelivery',
    });
    expect(body(again).desc).toMatch(/[\u4e00-\u9fff]/);
    expect(await receiptCount(id)).toBe(2);

    // The supplier sees the receipt of its delivery, with what was rejected and why.
    const secondId = body<{ id: string }>(second).data.id;
    const seen = body<{ lines: { acceptedQty: string; rejectedQty: string; rejectReason: string }[] }>(
      await get(`/vendor/receive/details/${secondId}`, supplier),
    ).data;
    expect(seen.lines[0]).toMatchObject({ acceptedQty: '5', rejectedQty: '2', rejectReason: '外包装破损' });
    const messages = await t.sql<{ title_en: string }>(`select title_en from messages where link = $1`, [
      `/receive/detail/${secondId}`,
    ]);
    expect(messages.length).toBeGreaterThan(0);

    // Close the rest (20 − 13 = 7): the order is complete, nothing more may be received or delivered.
    const close = await post(
      '/receive/closeReceiving',
      { orderId: id, orderLineId: lineId, reason: '余量不再需要' },
      purchaser,
    );
    expect(close.statusCode).toBe(200);
    expect(body<{ orderStatus: number; closed: { closedQty: string }[] }>(close).data).toMatchObject({
      orderStatus: O.received.code,
      closed: [{ closedQty: '7' }],
    });
    expect((await ledger(id))[0]).toMatchObject({ closedQty: '7.000', receivedQty: '13.000' });
    expect(await historyCount(id, H.closeReceipt.code)).toBe(1);
    const late = await post(
      '/receive/confirm',
      receipt(id, [{ orderLineId: lineId, accepted: '1' }]),
      purchaser,
    );
    expect(late.statusCode).toBe(409);
    expect(body<ErrorData>(late).data.errorCode).toBe('receiving.wrongOrderStatus');
    const closeAgain = await post('/receive/closeReceiving', { orderId: id, reason: 'again' }, purchaser);
    expect(closeAgain.statusCode).toBe(409);
  });

  it('refuses a line that is not on the note, another order’s note, and a missing reason (nothing written)', async () => {
    const { id, lineIds } = await confirmedOrder([line('10'), line('5')]);
    const note = await deliver(id, [{ orderLineId: lineIds[0] as string, quantity: '4' }]);
    const other = await confirmedOrder();
    const otherNote = await deliver(other.id, [{ orderLineId: other.lineIds[0] as string, quantity: '1' }]);

    const notOnNote = await post(
      '/receive/confirm',
      receipt(id, [{ orderLineId: lineIds[1] as string, accepted: '1' }], note),
      purchaser,
    );
    expect(notOnNote.statusCode).toBe(400);
    expect(body<ErrorData>(notOnNote).data.fields?.[0]).toMatchObject({
      code: 'receiving.lineNotOnDelivery',
    });

    const foreignNote = await post(
      '/receive/confirm',
      receipt(id, [{ orderLineId: lineIds[0] as string, accepted: '1' }], otherNote),
      purchaser,
    );
    expect(foreignNote.statusCode).toBe(404);

    const noReason = await post(
      '/receive/confirm',
      receipt(id, [{ orderLineId: lineIds[0] as string, accepted: '1', rejected: '1' }], note),
      purchaser,
      'zh_cn',
    );
    expect(noReason.statusCode).toBe(400);
    expect(body<ErrorData>(noReason).data.fields?.[0]).toMatchObject({
      path: 'lines.0.rejectReason',
      code: 'validation.required',
    });
    expect(body<ErrorData>(noReason).data.fields?.[0]?.message).toMatch(/[\u4e00-\u9fff]/);

    const zero = await post(
      '/receive/confirm',
      receipt(id, [{ orderLineId: lineIds[0] as string, accepted: '0' }], note),
      purchaser,
    );
    expect(zero.statusCode).toBe(400);
    expect(await receiptCount(id)).toBe(0);
    expect((await ledger(id))[0]).toMatchObject({ receivedQty: '0.000', deliveredQty: '4.000' });
  });
});

describe('receipts directly against order lines', () => {
  it('receives without a delivery note up to remaining; more is a 409 field error and changes nothing', async () => {
    const { id, lineIds } = await confirmedOrder([line('10'), line('4', '2')]);
    const ok = await post(
      '/receive/confirm',
      receipt(id, [
        { orderLineId: lineIds[0] as string, accepted: '6' },
        { orderLineId: lineIds[1] as string, accepted: '4' },
      ]),
      purchaser,
    );
    expect(ok.statusCode).toBe(200);
    expect(await orderStatus(id)).toBe(O.partlyReceived.code);
    const over = await post(
      '/receive/confirm',
      receipt(id, [{ orderLineId: lineIds[0] as string, accepted: '4.001' }]),
      purchaser,
    );
    expect(over.statusCode).toBe(409);
    expect(body<ErrorData>(over).data.fields?.[0]).toMatchObject({
      code: 'receiving.overRemaining',
      path: 'lines.0.accepted',
    });
    expect(body(over).desc).toContain('4');
    expect((await ledger(id)).map((l) => l.receivedQty)).toEqual(['6.000', '4.000']);
    const rest = await post(
      '/receive/confirm',
      receipt(id, [{ orderLineId: lineIds[0] as string, accepted: '4' }]),
      purchaser,
    );
    expect(body<{ orderStatus: number }>(rest).data.orderStatus).toBe(O.received.code);
  });

  it('refuses orders not awaiting receipt (awaiting confirmation, cancelled) and unknown lines', async () => {
    const { orderIds } = await withTenant(
      t.database.db,
      { tenantId: HUAXIA, userId: DEMO.users.purchaser },
      (tx) =>
        createOrdersFromRequest(tx, {
          tenantId: HUAXIA,
          sourceType: 'purchaseApply',
          sourceId: randomUUID(),
          sourceCode: 'PR-RECV',
          buyerId: DEMO.users.purchaser,
          legalEntityId: randomUUID(),
          currency: 'CNY',
          receiverName: '周收货',
          receiverPhone: '13912345678',
          receivingAddress: '杭州市文三路 90 号',
          lines: [line()],
        }),
    );
    const fresh = orderIds[0] as string;
    const [l] = await t.sql<{ id: string }>('select id from purchase_order_lines where order_id = $1', [
      fresh,
    ]);
    const res = await post(
      '/receive/confirm',
      receipt(fresh, [{ orderLineId: l?.id as string, accepted: '1' }]),
      purchaser,
    );
    expect(res.statusCode).toBe(409);
    expect(body<ErrorData>(res).data.errorCode).toBe('receiving.wrongOrderStatus');
    const { id } = await confirmedOrder();
    const unknown = await post(
      '/receive/confirm',
      receipt(id, [{ orderLineId: randomUUID(), accepted: '1' }]),
      purchaser,
    );
    expect(unknown.statusCode).toBe(400);
    const absent = await post(
      '/receive/confirm',
      receipt(randomUUID(), [{ orderLineId: randomUUID(), accepted: '1' }]),
      purchaser,
    );
    expect(absent.statusCode).toBe(404);
  });

  it('close receiving of a whole order closes every line with something remaining (status 4, one history row)', async () => {
    const { id, lineIds } = await confirmedOrder([line('10'), line('3')]);
    await post(
      '/receive/confirm',
      receipt(id, [{ orderLineId: lineIds[1] as string, accepted: '3' }]),
      purchaser,
    );
    const noReason = await post('/receive/closeReceiving', { orderId: id, reason: '' }, purchaser);
    expect(noReason.statusCode).toBe(400);
    const res = await post('/receive/closeReceiving', { orderId: id, reason: '项目取消' }, purchaser);
    expect(body<{ orderStatus: number; closed: { closedQty: string }[] }>(res).data).toMatchObject({
      orderStatus: O.received.code,
      closed: [{ closedQty: '10' }],
    });
    expect(await historyCount(id, H.closeReceipt.code)).toBe(1);
    // No more deliveries once closed.
    const deliverAfter = await post(
      '/vendor/order/deliver',
      { orderId: id, courier: 'sf', trackingNo: 'SF1', lines: [{ orderLineId: lineIds[0], quantity: '1' }] },
      supplier,
    );
    expect(deliverAfter.statusCode).toBe(409);
  });
});

describe('closed lines', () => {
  it('a closed line takes no receipt (remaining 0) while the other lines of the order still do', async () => {
    const { id, lineIds } = await confirmedOrder([line('10'), line('5')]);
    const close = await post(
      '/receive/closeReceiving',
      { orderId: id, orderLineId: lineIds[0], reason: '停产' },
      purchaser,
    );
    expect(body<{ orderStatus: number }>(close).data.orderStatus).toBe(O.partlyReceived.code);
    const refused = await post(
      '/receive/confirm',
      receipt(id, [{ orderLineId: lineIds[0] as string, accepted: '1' }]),
      purchaser,
    );
    expect(refused.statusCode).toBe(409);
    expect(body<ErrorData>(refused).data.fields?.[0]).toMatchObject({
      code: 'receiving.overRemaining',
      message: expect.stringContaining('0'),
    });
    const other = await post(
      '/receive/confirm',
      receipt(id, [{ orderLineId: lineIds[1] as string, accepted: '5' }]),
      purchaser,
    );
    expect(body<{ orderStatus: number }>(other).data.orderStatus).toBe(O.received.code);
  });
});

describe('receiving application (tenant setting)', () => {
  it('off by default; on → confirm refused, apply submit waits for approval and counts only when approved', async () => {
    const { id, lineIds } = await confirmedOrder([line('10')]);
    const lineId = lineIds[0] as string;
    expect(
      body<{ applicationRequired: boolean }>(await get('/receive/setting', purchaser)).data
        .applicationRequired,
    ).toBe(false);
    expect(
      (await post('/receive/applySubmit', receipt(id, [{ orderLineId: lineId, accepted: '1' }]), purchaser))
        .statusCode,
    ).toBe(409);
    expect((await post('/receive/setting', { applicationRequired: true }, admin)).statusCode).toBe(200);
    const confirm = await post(
      '/receive/confirm',
      receipt(id, [{ orderLineId: lineId, accepted: '1' }]),
      purchaser,
    );
    expect(confirm.statusCode).toBe(409);
    expect(body<ErrorData>(confirm).data.errorCode).toBe('receiving.applicationRequired');

    // A flow with one named approver.
    const flow = await post(
      '/approval/flows/save',
      {
        docType: CODES.documentType.receipt.code,
        name: '收货审批',
        priority: 10,
        enabled: true,
        categoryIds: [],
        costCentreIds: [],
        legalEntityIds: [],
        nodes: [
          {
            name: 'n1',
            key: 'n1',
            approverType: CODES.approverType.employee.code,
            mode: CODES.approvalMode.authorized.code,
            allowDynamic: false,
            onlyWhenOverBudget: false,
            employeeIds: [DEMO.users.approver],
          },
        ],
      },
      admin,
    );
    expect(flow.statusCode).toBe(200);
    const applied = await post(
      '/receive/applySubmit',
      receipt(id, [{ orderLineId: lineId, accepted: '6', rejected: '1', rejectReason: '外包装破损' }]),
      purchaser,
    );
    expect(applied.statusCode).toBe(200);
    const app1 = body<{ id: string; status: number }>(applied).data;
    expect(app1.status).toBe(A.approving.code);
    expect((await ledger(id))[0]?.receivedQty).toBe('0.000');
    // The pending 6 are reserved: a second application of 5 does not fit in 10 − 6.
    const second = await post(
      '/receive/applySubmit',
      receipt(id, [{ orderLineId: lineId, accepted: '5' }]),
      purchaser,
    );
    expect(second.statusCode).toBe(409);
    const approver = await t.login('approver');
    // The approval inbox and /mobile show it with the accepted and rejected quantities and the reason.
    const tasks = body<{ items: { docType: number; documentId: string }[] }>(
      await get('/approval/tasks?state=pending', approver),
    ).data.items;
    expect(tasks).toContainEqual(
      expect.objectContaining({ docType: CODES.documentType.receipt.code, documentId: app1.id }),
    );
    const doc = body<{
      summary: { lines: { quantity: string; rejectedQuantity?: string; note?: string | null }[] };
      myTask: { canAct: boolean };
    }>(await get(`/approval/document/${CODES.documentType.receipt.code}/${app1.id}`, approver)).data;
    expect(doc.summary.lines).toEqual([
      expect.objectContaining({ quantity: '6', rejectedQuantity: '1', note: '外包装破损' }),
    ]);
    expect(doc.myTask.canAct).toBe(true);
    const act = await post(
      '/approval/act',
      { docType: CODES.documentType.receipt.code, documentId: app1.id, action: 'approve' },
      approver,
    );
    expect(act.statusCode).toBe(200);
    expect((await ledger(id))[0]?.receivedQty).toBe('6.000');
    expect(await orderStatus(id)).toBe(O.partlyReceived.code);
    const detail = body<{ status: number; approval: { status: string } | null }>(
      await get(`/receive/details/${app1.id}`, purchaser),
    ).data;
    expect(detail).toMatchObject({ status: A.approved.code, approval: { status: 'approved' } });

    // A rejected application never counts.
    const third = body<{ id: string }>(
      await post('/receive/applySubmit', receipt(id, [{ orderLineId: lineId, accepted: '2' }]), purchaser),
    ).data;
    await post(
      '/approval/act',
      {
        docType: CODES.documentType.receipt.code,
        documentId: third.id,
        action: 'reject',
        comment: '数量不符',
      },
      approver,
    );
    expect(
      (await t.sql<{ status: number }>('select status from receipts where id = $1', [third.id]))[0]?.status,
    ).toBe(A.returned.code);
    expect((await ledger(id))[0]?.receivedQty).toBe('6.000');
  });
});

describe('suppliers see only their own receipts', () => {
  it('another supplier’s receipt answers like an absent one; lists hold only the caller’s', async () => {
    const { id, lineIds } = await confirmedOrder();
    const res = await post(
      '/receive/confirm',
      receipt(id, [{ orderLineId: lineIds[0] as string, accepted: '1' }]),
      purchaser,
    );
    const receiptId = body<{ id: string }>(res).data.id;
    expect((await get(`/vendor/receive/details/${receiptId}`, supplier)).statusCode).toBe(200);
    const foreign = await get(`/vendor/receive/details/${receiptId}`, supplier2);
    const absent = await get(`/vendor/receive/details/${randomUUID()}`, supplier2);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(absent.body);
    const list2 = body<{ items: unknown[] }>(await get('/vendor/receive/list', supplier2)).data;
    expect(list2.items).toEqual([]);
    const list1 = body<{ items: { id: string }[] }>(await get('/vendor/receive/list', supplier)).data;
    expect(list1.items.map((r) => r.id)).toEqual([receiptId]);
    expect((await get('/receive/constList', supplier)).statusCode).toBe(403);
  });
});

describe('concurrency: received never exceeds remaining', () => {
  it('50 concurrent receipts of 3 on one line of 100 (150 asked): exactly 33 succeed, received 99', async () => {
    const { id, lineIds } = await confirmedOrder([line('100')]);
    const lineId = lineIds[0] as string;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        post('/receive/confirm', receipt(id, [{ orderLineId: lineId, accepted: '3' }]), purchaser),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(33);
    expect(codes.filter((c) => c === 409)).toHaveLength(17);
    expect((await ledger(id))[0]?.receivedQty).toBe('99.000');
    expect(await receiptCount(id)).toBe(33);
    expect(await historyCount(id, H.receive.code)).toBe(33);
    // The last 1 still fits: exactly what remains.
    expect(
      (await post('/receive/confirm', receipt(id, [{ orderLineId: lineId, accepted: '1' }]), purchaser))
        .statusCode,
    ).toBe(200);
    expect(await orderStatus(id)).toBe(O.received.code);
  });

  it('50 concurrent receipts of mixed sizes against one delivery note of 40: the successful ones sum to what was received and fit', async () => {
    const { id, lineIds } = await confirmedOrder([line('60')]);
    const lineId = lineIds[0] as string;
    const note = await deliver(id, [{ orderLineId: lineId, quantity: '40' }]);
    const sizes = Array.from({ length: 50 }, (_, i) => String((i % 4) + 1)); // 1..4, Σ = 125 > 40
    const results = await Promise.all(
      sizes.map((qty) =>
        post('/receive/confirm', receipt(id, [{ orderLineId: lineId, accepted: qty }], note), purchaser),
      ),
    );
    const succeeded = sizes.filter((_, i) => results[i]?.statusCode === 200).map(Number);
    const failed = sizes.filter((_, i) => results[i]?.statusCode !== 200).map(Number);
    expect(results.filter((r) => r.statusCode !== 200 && r.statusCode !== 409).map((r) => r.body)).toEqual(
      [],
    );
    const total = succeeded.reduce((a, b) => a + b, 0);
    const received = Number((await ledger(id))[0]?.receivedQty);
    expect(received).toBe(total);
    expect(received).toBeLessThanOrEqual(40);
    // Every refused receipt did not fit in what was left at the end (and so at its own turn).
    expect(failed.filter((qty) => qty <= 40 - received)).toEqual([]);
    expect(await receiptCount(id)).toBe(succeeded.length);
  });
});

describe('attachments', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  async function uploadPdf(token: string): Promise<string> {
    const boundary = `----procure${randomUUID()}`;
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n14\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="验收单.pdf"\r\n` +
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

  it('keeps the receiver’s own uploads; another user’s file is a field error and nothing is written', async () => {
    const { id, lineIds } = await confirmedOrder();
    const mine = await uploadPdf(purchaser);
    const someoneElses = await uploadPdf(admin);
    const refused = await post(
      '/receive/confirm',
      {
        ...receipt(id, [{ orderLineId: lineIds[0] as string, accepted: '1' }]),
        fileIds: [mine, someoneElses],
      },
      purchaser,
    );
    expect(refused.statusCode).toBe(400);
    expect(body<ErrorData>(refused).data.fields).toEqual([
      expect.objectContaining({ path: 'fileIds.1', code: 'receiving.fileUnknown' }),
    ]);
    expect(await receiptCount(id)).toBe(0);
    const res = await post(
      '/receive/confirm',
      { ...receipt(id, [{ orderLineId: lineIds[0] as string, accepted: '1' }]), fileIds: [mine] },
      purchaser,
    );
    expect(res.statusCode).toBe(200);
    const detail = body<{ files: { id: string; name: string }[] }>(
      await get(`/receive/details/${body<{ id: string }>(res).data.id}`, purchaser),
    ).data;
    expect(detail.files).toEqual([expect.objectContaining({ id: mine, name: '验收单.pdf' })]);
  });
});

describe('close receiving and receiving applications', () => {
  it('skips a line whose receiving application is still under approval, so the approval still fits', async () => {
    const { id, lineIds } = await confirmedOrder([line('10'), line('5')]);
    await post('/receive/setting', { applicationRequired: true }, admin);
    const flow = await post(
      '/approval/flows/save',
      {
        docType: CODES.documentType.receipt.code,
        name: '收货审批',
        priority: 10,
        enabled: true,
        categoryIds: [],
        costCentreIds: [],
        legalEntityIds: [],
        nodes: [
          {
            name: 'n1',
            key: 'n1',
            approverType: CODES.approverType.employee.code,
            mode: CODES.approvalMode.authorized.code,
            allowDynamic: false,
            onlyWhenOverBudget: false,
            employeeIds: [DEMO.users.approver],
          },
        ],
      },
      admin,
    );
    expect(flow.statusCode).toBe(200);
    const applied = body<{ id: string }>(
      await post(
        '/receive/applySubmit',
        receipt(id, [{ orderLineId: lineIds[0] as string, accepted: '4' }]),
        purchaser,
      ),
    ).data;
    const close = await post('/receive/closeReceiving', { orderId: id, reason: '余量取消' }, purchaser);
    expect(body<{ closed: { orderLineId: string }[] }>(close).data.closed.map((c) => c.orderLineId)).toEqual([
      lineIds[1],
    ]);
    const approver = await t.login('approver');
    const act = await post(
      '/approval/act',
      { docType: CODES.documentType.receipt.code, documentId: applied.id, action: 'approve' },
      approver,
    );
    expect(act.statusCode).toBe(200);
    expect((await ledger(id)).map((l) => [l.receivedQty, l.closedQty])).toEqual([
      ['4.000', '0.000'],
      ['0.000', '5.000'],
    ]);
    expect(await orderStatus(id)).toBe(O.partlyReceived.code);
  });
});
