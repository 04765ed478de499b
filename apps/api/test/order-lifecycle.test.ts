import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '@procure/shared-codes';
import { sql } from 'drizzle-orm';
import { withTenant } from '@procure/server-db';
import { createOrdersFromRequest, type OrderSourceLine } from '@procure/order-server';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// The order after creation (issue #13) through real HTTP on PostgreSQL: the supplier's confirm,
// refuse, deliver and modify, the buyer's cancel and order changes with versions; races on one order
// decided by its row lock (exactly one winner, one history row, the ledger never over-delivered).

const { huaxia: HUAXIA } = DEMO.tenants;
const { shanghaiPrecision: SHANGHAI } = DEMO.vendors;
const O = CODES.order;
const A = CODES.application;
const H = CODES.historyAction;

type Line = {
  id: string;
  orderedQty: string;
  deliveredQty: string;
  deliveredAmount: string;
  unitPrice: string;
};
type Detail = {
  id: string;
  status: number;
  version: number;
  totalAmount: string;
  refuseReason: string | null;
  lines: Line[];
  history: { action: number; comment: string | null }[];
  deliveries: { id: string; code: string; courier: string; lines: { quantity: string }[] }[];
  changes: { id: string; status: number; origin: string }[];
};

let t: TestApp;
let purchaser: string;
let supplier: string;
let supplier2: string;
beforeAll(async () => {
  t = await startTestApp();
  purchaser = await t.login('purchaser');
  supplier = await t.login('supplier', 'supplier');
  supplier2 = await t.login('supplier2', 'supplier');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql('delete from purchase_orders');
  await t.sql('delete from purchase_order_settings');
});

const line = (vendorId: string, quantity = '20', unitPrice = '10.5', amount = '210.00'): OrderSourceLine => ({
  sourceLineId: randomUUID(),
  vendorId,
  productCode: 'M8-40',
  name: '六角螺栓 M8×40',
  unit: 'pcs',
  quantity,
  unitPrice,
  taxRate: '13',
  amount,
  needByDate: '2026-12-31',
});

async function newOrder(lines: OrderSourceLine[] = [line(SHANGHAI)]): Promise<string> {
  const { orderIds } = await withTenant(
    t.database.db,
    { tenantId: HUAXIA, userId: DEMO.users.purchaser },
    (tx) =>
      createOrdersFromRequest(tx, {
        tenantId: HUAXIA,
        sourceType: 'purchaseApply',
        sourceId: randomUUID(),
        sourceCode: 'PR-LIFE',
        buyerId: DEMO.users.purchaser,
        legalEntityId: randomUUID(),
        currency: 'CNY',
        receiverName: '周收货',
        receiverPhone: '13912345678',
        receivingAddress: '杭州市文三路 90 号',
        lines,
      }),
  );
  return orderIds[0] as string;
}

type Lang = 'zh_cn' | 'en_us';
const post = (url: string, payload: unknown, token: string, language: Lang = 'en_us') =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token, payload: payload as object, language });
const get = (url: string, token: string, language: Lang = 'en_us') =>
  t.request({ method: 'GET', url: `/api/v1${url}`, token, language });
const detail = async (id: string, token = purchaser) =>
  body<Detail>(await get(`/order/detail/${id}`, token)).data;
const supplierDetail = async (id: string) =>
  body<Detail>(await get(`/vendor/order/detail/${id}`, supplier)).data;
const deliver = (orderId: string, lines: { orderLineId: string; quantity: string }[], token = supplier) =>
  post('/vendor/order/deliver', { orderId, courier: 'sf', trackingNo: 'SF1234567890', lines }, token);
const historyCount = async (orderId: string, action: number) =>
  Number(
    (
      await t.sql<{ n: string }>(
        'select count(*) as n from purchase_order_history where order_id = $1 and action = $2',
        [orderId, action],
      )
    )[0]?.n,
  );

describe('supplier confirm and refuse', () => {
  it('confirms once (1 → 6), writes history, a version-1 snapshot and a message to the buyer', async () => {
    const id = await newOrder();
    const res = await post('/vendor/order/confirm', { id }, supplier);
    expect(res.statusCode).toBe(200);
    expect(body<{ status: number }>(res).data.status).toBe(O.awaitingShipment.code);
    const again = await post('/vendor/order/confirm', { id }, supplier, 'zh_cn');
    expect(again.statusCode).toBe(409);
    expect(body<ErrorData>(again).data.errorCode).toBe('order.wrongStatus');
    expect(body(again).desc).toMatch(/[\u4e00-\u9fff]/);
    expect(await historyCount(id, H.confirm.code)).toBe(1);
    const versions = await t.sql('select version from purchase_order_versions where order_id = $1', [id]);
    expect(versions).toEqual([{ version: 1 }]);
    const messages = await t.sql<{ title_en: string }>(
      'select title_en from messages where recipient_id = $1 and link like $2',
      [DEMO.users.purchaser, `%${id}`],
    );
    expect(messages.map((m) => m.title_en)).toEqual([expect.stringMatching(/confirmed by the supplier/)]);
  });

  it('refuses with a reason (1 → 11); no reason is a translated field error and changes nothing', async () => {
    const id = await newOrder();
    const bad = await post('/vendor/order/refuse', { id, reason: '' }, supplier, 'zh_cn');
    expect(bad.statusCode).toBe(400);
    expect(body<ErrorData>(bad).data.fields?.[0]).toMatchObject({
      path: 'reason',
      code: 'validation.required',
    });
    expect((await detail(id)).status).toBe(O.awaitingConfirm.code);
    const res = await post('/vendor/order/refuse', { id, reason: '缺货' }, supplier);
    expect(res.statusCode).toBe(200);
    const after = await detail(id);
    expect(after).toMatchObject({ status: O.returned.code, refuseReason: '缺货' });
    expect(after.history.at(-1)).toMatchObject({ action: H.refuse.code, comment: '缺货' });
    expect((await post('/vendor/order/confirm', { id }, supplier)).statusCode).toBe(409);
  });

  it('a confirm racing a refuse, and two confirms: exactly one wins, the other gets 409, one history row', async () => {
    const a = await newOrder();
    const [c, r] = await Promise.all([
      post('/vendor/order/confirm', { id: a }, supplier),
      post('/vendor/order/refuse', { id: a, reason: 'no stock' }, supplier),
    ]);
    expect([c.statusCode, r.statusCode].sort()).toEqual([200, 409]);
    expect((await historyCount(a, H.confirm.code)) + (await historyCount(a, H.refuse.code))).toBe(1);

    const b = await newOrder();
    const both = await Promise.all([1, 2, 3].map(() => post('/vendor/order/confirm', { id: b }, supplier)));
    expect(both.map((x) => x.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await historyCount(b, H.confirm.code)).toBe(1);
  });

  it('a buyer cancel racing a supplier confirm: exactly one wins', async () => {
    for (let i = 0; i < 3; i += 1) {
      const id = await newOrder();
      const [cancel, confirm] = await Promise.all([
        post('/order/cancel', { id, reason: '不需要了' }, purchaser),
        post('/vendor/order/confirm', { id }, supplier),
      ]);
      const final = (await detail(id)).status;
      if (cancel.statusCode === 200 && body<{ status: number }>(cancel).data.status === O.cancelled.code) {
        // The cancel came first: the confirm found a cancelled order.
        expect(confirm.statusCode).toBe(409);
        expect(final).toBe(O.cancelled.code);
        expect(await historyCount(id, H.confirm.code)).toBe(0);
      } else {
        // The confirm came first: the cancel became a request.
        expect(confirm.statusCode).toBe(200);
        expect(final).toBe(O.cancelRequested.code);
        expect(await historyCount(id, H.cancel.code)).toBe(0);
      }
    }
  });

  it('another supplier and a buyer-site token cannot act on the order (404 / 403), nothing changes', async () => {
    const id = await newOrder();
    const foreign = await post('/vendor/order/confirm', { id }, supplier2);
    const absent = await post('/vendor/order/confirm', { id: randomUUID() }, supplier2);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(absent.body);
    expect((await get(`/vendor/order/detail/${id}`, supplier2)).statusCode).toBe(404);
    expect((await post('/vendor/order/confirm', { id }, purchaser)).statusCode).toBe(403);
    expect((await detail(id)).status).toBe(O.awaitingConfirm.code);
    const list = body<{ items: { id: string }[] }>(await get('/vendor/order/simulationList', supplier2)).data;
    expect(list.items.map((o) => o.id)).not.toContain(id);
  });
});

describe('deliver', () => {
  it('partial deliveries: 6 → 2, ledger and delivery notes, over-delivery refused with the remaining quantity', async () => {
    const id = await newOrder();
    const before = await deliver(id, [{ orderLineId: randomUUID(), quantity: '1' }]);
    expect(before.statusCode).toBe(409); // not confirmed yet: status first
    await post('/vendor/order/confirm', { id }, supplier);
    const lineId = (await detail(id)).lines[0]?.id as string;
    const first = await deliver(id, [{ orderLineId: lineId, quantity: '12.5' }]);
    expect(first.statusCode).toBe(200);
    expect(body<{ status: number; code: string }>(first).data).toMatchObject({
      status: O.awaitingReceipt.code,
    });
    const over = await deliver(id, [{ orderLineId: lineId, quantity: '8' }], supplier);
    expect(over.statusCode).toBe(409);
    expect(body<ErrorData>(over).data.fields?.[0]).toMatchObject({
      path: 'lines.0.quantity',
      code: 'order.deliverExceeds',
    });
    expect(body<ErrorData>(over).data.fields?.[0]?.message).toContain('7.5');
    const second = await deliver(id, [{ orderLineId: lineId, quantity: '7.5' }]);
    expect(second.statusCode).toBe(200);
    const after = await supplierDetail(id);
    expect(after.lines[0]).toMatchObject({ deliveredQty: '20.000', deliveredAmount: '210.00' });
    expect(after.deliveries.map((d) => d.lines[0]?.quantity)).toEqual(['12.500', '7.500']);
    const note = await get(`/order/delivery/${after.deliveries[1]?.id}`, purchaser);
    expect(body<{ code: string; courier: string }>(note).data).toMatchObject({ courier: 'sf' });
  });

  it('checks the courier, the line and the quantity on the server with translated field errors', async () => {
    const id = await newOrder();
    await post('/vendor/order/confirm', { id }, supplier);
    const res = await post(
      '/vendor/order/deliver',
      { orderId: id, courier: 'dhl', trackingNo: '', lines: [{ orderLineId: randomUUID(), quantity: '0' }] },
      supplier,
      'zh_cn',
    );
    expect(res.statusCode).toBe(400);
    const fields = body<ErrorData>(res).data.fields ?? [];
    expect(fields.map((f) => [f.path, f.code]).sort()).toEqual([
      ['courier', 'validation.courier'],
      ['lines.0.quantity', 'procurement.quantityZero'],
      ['trackingNo', 'validation.required'],
    ]);
    const unknown = await deliver(id, [{ orderLineId: randomUUID(), quantity: '1' }]);
    expect(body<ErrorData>(unknown).data.fields?.[0]?.code).toBe('order.lineUnknown');
    expect(await t.sql('select id from purchase_order_deliveries where order_id = $1', [id])).toEqual([]);
  });

  it('the deliver-times limit: deliver check tells, the next note is refused', async () => {
    await t.sql('insert into purchase_order_settings (tenant_id, deliver_times_limit) values ($1, 2)', [
      HUAXIA,
    ]);
    const id = await newOrder();
    await post('/vendor/order/confirm', { id }, supplier);
    const lineId = (await detail(id)).lines[0]?.id as string;
    expect(body(await get(`/vendor/order/deliverCheck/${id}`, supplier)).data).toMatchObject({
      allowed: true,
      limit: 2,
      used: 0,
    });
    expect((await deliver(id, [{ orderLineId: lineId, quantity: '1' }])).statusCode).toBe(200);
    expect((await deliver(id, [{ orderLineId: lineId, quantity: '1' }])).statusCode).toBe(200);
    expect(body(await get(`/vendor/order/deliverCheck/${id}`, supplier)).data).toMatchObject({
      allowed: false,
      reason: 'order.deliverTimesReached',
    });
    const third = await deliver(id, [{ orderLineId: lineId, quantity: '1' }]);
    expect(third.statusCode).toBe(409);
    expect(body(third).desc).toContain('2');
  });

  it('50 concurrent delivery notes on one line: exactly the ones that fit succeed, the sum never exceeds ordered', async () => {
    await t.sql('insert into purchase_order_settings (tenant_id, deliver_times_limit) values ($1, 99)', [
      HUAXIA,
    ]);
    const id = await newOrder([line(SHANGHAI, '20', '10.5', '210.00')]);
    await post('/vendor/order/confirm', { id }, supplier);
    const lineId = (await detail(id)).lines[0]?.id as string;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => deliver(id, [{ orderLineId: lineId, quantity: '1' }])),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.filter((c) => c === 409)).toHaveLength(30);
    const [sum] = await t.sql<{ delivered: string; notes: string; lines: string }>(
      `select l.delivered_qty::text as delivered,
              (select count(*) from purchase_order_deliveries d where d.order_id = l.order_id)::text as notes,
              (select coalesce(sum(quantity), 0) from purchase_order_delivery_lines dl where dl.order_line_id = l.id)::text as lines
         from purchase_order_lines l where l.id = $1`,
      [lineId],
    );
    expect(sum).toEqual({ delivered: '20.000', notes: '20', lines: '20.000' });
    expect(await historyCount(id, H.deliver.code)).toBe(20);
  });
});

describe('buyer cancel', () => {
  it('cancels at once before confirmation, requests after; the supplier accepts or declines; not after delivery', async () => {
    const a = await newOrder();
    const direct = await post('/order/cancel', { id: a, reason: '需求取消' }, purchaser);
    expect(body<{ status: number }>(direct).data.status).toBe(O.cancelled.code);

    const b = await newOrder();
    await post('/vendor/order/confirm', { id: b }, supplier);
    const requested = await post('/order/cancel', { id: b, reason: '需求取消' }, purchaser);
    expect(body<{ status: number }>(requested).data.status).toBe(O.cancelRequested.code);
    expect(
      (await deliver(b, [{ orderLineId: (await detail(b)).lines[0]?.id as string, quantity: '1' }]))
        .statusCode,
    ).toBe(409);
    const decline = await post('/vendor/order/cancelReply', { id: b, accept: false }, supplier);
    expect(body<{ status: number }>(decline).data.status).toBe(O.awaitingShipment.code);
    await post('/order/cancel', { id: b, reason: 'again' }, purchaser);
    const accept = await post('/vendor/order/cancelReply', { id: b, accept: true }, supplier);
    expect(body<{ status: number }>(accept).data.status).toBe(O.cancelled.code);

    const c = await newOrder();
    await post('/vendor/order/confirm', { id: c }, supplier);
    await deliver(c, [{ orderLineId: (await detail(c)).lines[0]?.id as string, quantity: '1' }]);
    const late = await post('/order/cancel', { id: c, reason: 'too late' }, purchaser, 'zh_cn');
    expect(late.statusCode).toBe(409);
    expect(body<ErrorData>(late).data.errorCode).toBe('order.notCancellable');
  });
});

describe('order changes and versions', () => {
  type Versions = {
    currentVersion: number;
    versions: { version: number; totalAmount: string; lines: { quantity: string; unitPrice: string }[] }[];
  };

  it('buyer modify → submit (no flow: applied at once) → version 2 with the new lines; check refuses a second open change', async () => {
    const id = await newOrder([line(SHANGHAI), line(SHANGHAI, '4', '2', '8.00')]);
    expect(body(await get(`/orderChange/check/${id}`, purchaser)).data).toMatchObject({ eligible: true });
    const lines = (await detail(id)).lines;
    const saved = await post(
      '/orderChange/modify',
      { orderId: id, reason: '数量调整', lines: [{ orderLineId: lines[0]?.id, quantity: '10' }] },
      purchaser,
    );
    expect(saved.statusCode).toBe(200);
    const change = body<{ id: string; status: number }>(saved).data;
    expect(change.status).toBe(A.draft.code);
    const second = await post(
      '/orderChange/modify',
      { orderId: id, reason: 'again', lines: [{ orderLineId: lines[1]?.id, quantity: '1' }] },
      purchaser,
    );
    expect(second.statusCode).toBe(409);
    expect(body<ErrorData>(second).data.errorCode).toBe('order.changeOpen');

    const submitted = await post('/orderChange/submit', { id: change.id }, purchaser);
    expect(submitted.statusCode).toBe(200);
    expect(body<{ status: number }>(submitted).data.status).toBe(A.approved.code);
    const after = await detail(id);
    expect(after).toMatchObject({ version: 2, totalAmount: '113.00' });
    expect(after.lines[0]).toMatchObject({ orderedQty: '10.000' });
    const versions = body<Versions>(await get(`/order/versions/${id}`, purchaser)).data;
    expect(versions.currentVersion).toBe(2);
    expect(versions.versions.map((v) => [v.version, v.totalAmount])).toEqual([
      [2, '113.00'],
      [1, '218.00'],
    ]);
    expect(await historyCount(id, H.change.code)).toBe(1);
    // The supplier sees the same versions of its own order.
    const supplierVersions = body<Versions>(await get(`/vendor/order/versions/${id}`, supplier)).data;
    expect(supplierVersions.versions).toHaveLength(2);
  });

  it('refuses a quantity below what is delivered, nothing at all, and changes after something is delivered beyond 6', async () => {
    const id = await newOrder();
    await post('/vendor/order/confirm', { id }, supplier);
    const lineId = (await detail(id)).lines[0]?.id as string;
    const nothing = await post(
      '/orderChange/modify',
      { orderId: id, reason: 'x', lines: [{ orderLineId: lineId, quantity: '20' }] },
      purchaser,
    );
    expect(body<ErrorData>(nothing).data.fields?.[0]?.code).toBe('order.changeNothing');
    await deliver(id, [{ orderLineId: lineId, quantity: '5' }]);
    // Status 2 now: not eligible.
    const late = await post(
      '/orderChange/modify',
      { orderId: id, reason: 'x', lines: [{ orderLineId: lineId, quantity: '3' }] },
      purchaser,
    );
    expect(late.statusCode).toBe(409);
    expect(body<ErrorData>(late).data.errorCode).toBe('order.changeNotEligible');
  });

  it('supplier modify (counter-proposal) → buyer confirm → version 2 at the lower price; both sides told', async () => {
    const id = await newOrder();
    await post('/vendor/order/confirm', { id }, supplier);
    const lineId = (await supplierDetail(id)).lines[0]?.id as string;
    expect(body(await get(`/vendor/order/changeApplyCheck/${id}`, supplier)).data).toMatchObject({
      eligible: true,
    });
    const badPrice = await post(
      '/vendor/order/modify',
      { orderId: id, reason: '降价', lines: [{ orderLineId: lineId, unitPrice: '9.123' }] },
      supplier,
      'zh_cn',
    );
    expect(badPrice.statusCode).toBe(400); // the tenant allows 2 unit-price decimals
    expect(body<ErrorData>(badPrice).data.fields?.[0]?.path).toBe('lines.0.unitPrice');
    const proposed = await post(
      '/vendor/order/modify',
      { orderId: id, reason: '批量降价', lines: [{ orderLineId: lineId, unitPrice: '9.5' }] },
      supplier,
    );
    expect(proposed.statusCode).toBe(200);
    const change = body<{ id: string }>(proposed).data;
    expect((await detail(id)).changes[0]).toMatchObject({ origin: 'supplier', status: A.draft.code });
    // A supplier cannot submit; the buyer's submit of a buyer change under /confirm is refused.
    expect((await post('/orderChange/confirm', { id: change.id }, supplier)).statusCode).toBe(403);
    const confirmed = await post('/orderChange/confirm', { id: change.id }, purchaser);
    expect(confirmed.statusCode).toBe(200);
    const after = await detail(id);
    expect(after).toMatchObject({ version: 2, totalAmount: '190.00', status: O.awaitingShipment.code });
    expect(after.lines[0]).toMatchObject({ unitPrice: '9.500000' });
    expect(await historyCount(id, H.modifyProposal.code)).toBe(1);
  });

  it('repeal and delete follow the change status; a foreign change id answers like an absent one', async () => {
    const id = await newOrder();
    const lineId = (await detail(id)).lines[0]?.id as string;
    const saved = body<{ id: string }>(
      await post(
        '/orderChange/modify',
        { orderId: id, reason: '改期', lines: [{ orderLineId: lineId, needByDate: '2027-01-15' }] },
        purchaser,
      ),
    ).data;
    expect((await post('/orderChange/repeal', { id: saved.id }, purchaser)).statusCode).toBe(409);
    const del = await post('/orderChange/delete', { id: saved.id }, purchaser);
    expect(body<{ status: number }>(del).data.status).toBe(A.cancelled.code);
    expect((await post('/orderChange/delete', { id: saved.id }, purchaser)).statusCode).toBe(409);
    const absent = await get(`/orderChange/detail/${randomUUID()}`, purchaser);
    expect(absent.statusCode).toBe(404);
    expect(body<ErrorData>(absent).data.errorCode).toBe('order.changeNotFound');
  });
});

describe('row-level security of the new order tables', () => {
  it('a supplier session (app.vendor_id) sees only its company’s notes, changes and versions, even without a vendor filter', async () => {
    const mine = await newOrder();
    const theirs = await newOrder([line(DEMO.vendors.suzhouSteel)]);
    for (const id of [mine, theirs]) {
      const token = id === mine ? supplier : supplier2;
      await post('/vendor/order/confirm', { id }, token);
      const lineId = (await detail(id)).lines[0]?.id as string;
      expect((await deliver(id, [{ orderLineId: lineId, quantity: '1' }], token)).statusCode).toBe(200);
    }
    const seen = await withTenant(
      t.database.db,
      { tenantId: HUAXIA, userId: DEMO.users.supplier, vendorId: SHANGHAI },
      async (tx) => ({
        orders: await tx.execute(sql`select id from purchase_orders`),
        notes: await tx.execute(sql`select order_id as id from purchase_order_deliveries`),
        versions: await tx.execute(sql`select order_id as id from purchase_order_versions`),
      }),
    );
    const ids = (r: unknown) => (r as { rows: { id: string }[] }).rows.map((row) => row.id);
    expect(ids(seen.orders)).toEqual([mine]);
    expect(ids(seen.notes)).toEqual([mine]);
    expect(ids(seen.versions)).toEqual([mine]);
  });
});

describe('supplier home to-do counts', () => {
  it('counts its own orders in the tenant by what they wait for; another supplier sees its own; a buyer is refused', async () => {
    const toConfirm = await newOrder();
    const toDeliver = await newOrder();
    await post('/vendor/order/confirm', { id: toDeliver }, supplier);
    const cancelAsked = await newOrder();
    await post('/vendor/order/confirm', { id: cancelAsked }, supplier);
    await post('/order/cancel', { id: cancelAsked, reason: '需求取消' }, purchaser);
    await get(`/vendor/order/detail/${toDeliver}`, supplier); // opened: no longer unread
    const counts = body<Record<string, number>>(await get('/vendor/order/todoCount', supplier)).data;
    expect(counts).toMatchObject({ toConfirm: 1, toDeliver: 1, cancelRequests: 1, openProposals: 0 });
    const [unread] = await t.sql<{ n: number }>(
      'select count(*)::int as n from purchase_orders where vendor_id = $1 and vendor_unread',
      [SHANGHAI],
    );
    expect(counts['unread']).toBe(unread?.n);
    expect(toConfirm).toBeTruthy();

    const other = body<Record<string, number>>(await get('/vendor/order/todoCount', supplier2)).data;
    expect(other).toMatchObject({ toConfirm: 0, toDeliver: 0, cancelRequests: 0 });
    expect((await get('/vendor/order/todoCount', purchaser)).statusCode).toBe(403);
  });
});
