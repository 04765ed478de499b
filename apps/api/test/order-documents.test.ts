import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withTenant } from '@procure/server-db';
import { createOrdersFromRequest, type OrderSourceLine } from '@procure/order-server';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';

// Issue #13, the rest of the buyer's order pages on PostgreSQL: the snapshot (the version the supplier
// confirmed, also when a change was applied before the confirm) and the deliver-times limit setting.

const { huaxia: HUAXIA, dongfang: DONGFANG } = DEMO.tenants;
const { shanghaiPrecision: SHANGHAI } = DEMO.vendors;

type Versions = {
  currentVersion: number;
  confirmedVersion: number | null;
  confirmedAt: string | null;
  versions: { version: number; totalAmount: string; lines: { quantity: string }[] }[];
};

let t: TestApp;
let purchaser: string;
let supplier: string;
let admin: string;
let supplier2: string;
beforeAll(async () => {
  t = await startTestApp();
  purchaser = await t.login('purchaser');
  supplier = await t.login('supplier', 'supplier');
  admin = await t.login('admin');
  supplier2 = await t.login('supplier2', 'supplier');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql('delete from purchase_orders');
  await t.sql('delete from purchase_order_settings');
});

const line = (quantity: string, unitPrice: string, amount: string): OrderSourceLine => ({
  sourceLineId: randomUUID(),
  vendorId: SHANGHAI,
  productCode: 'M8-40',
  name: '六角螺栓 M8×40',
  unit: 'pcs',
  quantity,
  unitPrice,
  taxRate: '13',
  amount,
  needByDate: '2026-12-31',
});

async function newOrder(
  vendorId: string = SHANGHAI,
  code = 'PR-DOCS',
  legalEntityId: string = randomUUID(),
): Promise<string> {
  const { orderIds } = await withTenant(
    t.database.db,
    { tenantId: HUAXIA, userId: DEMO.users.purchaser },
    (tx) =>
      createOrdersFromRequest(tx, {
        tenantId: HUAXIA,
        sourceType: 'purchaseApply',
        sourceId: randomUUID(),
        sourceCode: code,
        buyerId: DEMO.users.purchaser,
        legalEntityId,
        currency: 'CNY',
        receiverName: '周收货',
        receiverPhone: '13912345678',
        receivingAddress: '杭州市文三路 90 号',
        lines: [
          { ...line('20', '10.5', '210.00'), vendorId },
          { ...line('3', '2', '6.00'), vendorId, productCode: 'GX-77', name: '密封圈 GX-77' },
        ],
      }),
  );
  return orderIds[0] as string;
}

type Lang = 'zh_cn' | 'en_us';
const post = (url: string, payload: unknown, token: string, language: Lang = 'en_us') =>
  t.request({ method: 'POST', url: `/api/v1${url}`, token, payload: payload as object, language });
const get = (url: string, token: string, language: Lang = 'en_us') =>
  t.request({ method: 'GET', url: `/api/v1${url}`, token, language });
const versionsOf = async (id: string, token = purchaser, prefix = '/order') =>
  body<Versions>(await get(`${prefix}/versions/${id}`, token)).data;
const lineIdOf = async (id: string) =>
  body<{ lines: { id: string }[] }>(await get(`/order/detail/${id}`, purchaser)).data.lines[0]?.id as string;

async function applyChange(id: string, quantity: string): Promise<void> {
  const saved = await post(
    '/orderChange/modify',
    { orderId: id, reason: '数量调整', lines: [{ orderLineId: await lineIdOf(id), quantity }] },
    purchaser,
  );
  expect(saved.statusCode).toBe(200);
  const submitted = await post('/orderChange/submit', { id: body<{ id: string }>(saved).data.id }, purchaser);
  expect(submitted.statusCode).toBe(200);
}

describe('order snapshot (the order as the supplier confirmed it)', () => {
  it('no snapshot before the confirm; the confirm stores version 1 and names it; later changes keep it', async () => {
    const id = await newOrder();
    expect(await versionsOf(id)).toMatchObject({ confirmedVersion: null, confirmedAt: null, versions: [] });
    expect((await post('/vendor/order/confirm', { id }, supplier)).statusCode).toBe(200);
    const confirmed = await versionsOf(id);
    expect(confirmed.confirmedVersion).toBe(1);
    expect(confirmed.confirmedAt).not.toBeNull();
    expect(confirmed.versions.map((v) => [v.version, v.totalAmount])).toEqual([[1, '216.00']]);

    await applyChange(id, '10');
    const after = await versionsOf(id);
    expect(after.currentVersion).toBe(2);
    expect(after.confirmedVersion).toBe(1);
    const snapshot = after.versions.find((v) => v.version === after.confirmedVersion);
    expect(snapshot).toMatchObject({
      totalAmount: '216.00',
      lines: [{ quantity: '20.000' }, { quantity: '3.000' }],
    });
    // The supplier reads the same snapshot of its own order.
    expect((await versionsOf(id, supplier, '/vendor/order')).confirmedVersion).toBe(1);
  });

  it('a change applied before the confirm: the snapshot is the changed version the supplier confirmed', async () => {
    const id = await newOrder();
    await applyChange(id, '8');
    expect((await versionsOf(id)).confirmedVersion).toBeNull();
    expect((await post('/vendor/order/confirm', { id }, supplier)).statusCode).toBe(200);
    const versions = await versionsOf(id);
    expect(versions.confirmedVersion).toBe(2);
    const snapshot = versions.versions.find((v) => v.version === 2);
    expect(snapshot).toMatchObject({
      totalAmount: '90.00',
      lines: [{ quantity: '8.000' }, { quantity: '3.000' }],
    });
  });
});

describe('deliver-times limit setting', () => {
  it('reads the default 10, saves 1–99 per tenant, and the supplier’s next delivery note obeys it', async () => {
    expect(body(await get('/order/setting', purchaser)).data).toEqual({ deliverTimesLimit: 10 });
    const saved = await post('/order/setting', { deliverTimesLimit: '1' }, admin, 'zh_cn');
    expect(saved.statusCode).toBe(200);
    expect(body(saved)).toMatchObject({ data: { deliverTimesLimit: 1 }, desc: '订单设置已保存' });
    expect(body(await get('/order/setting', purchaser)).data).toEqual({ deliverTimesLimit: 1 });
    // Another tenant keeps its default.
    expect(await t.sql('select tenant_id from purchase_order_settings')).toEqual([{ tenant_id: HUAXIA }]);
    expect(DONGFANG).not.toBe(HUAXIA);

    const id = await newOrder();
    await post('/vendor/order/confirm', { id }, supplier);
    const lineId = await lineIdOf(id);
    const deliver = () =>
      post(
        '/vendor/order/deliver',
        {
          orderId: id,
          courier: 'sf',
          trackingNo: 'SF1234567890',
          lines: [{ orderLineId: lineId, quantity: '1' }],
        },
        supplier,
      );
    expect((await deliver()).statusCode).toBe(200);
    expect(body(await get(`/vendor/order/deliverCheck/${id}`, supplier)).data).toMatchObject({
      allowed: false,
      limit: 1,
      used: 1,
    });
    const second = await deliver();
    expect(second.statusCode).toBe(409);
    expect(body<ErrorData>(second).data.errorCode).toBe('order.deliverTimesReached');
  });

  it('refuses 0, 100, a fraction and text with a translated field error; nothing is saved', async () => {
    for (const value of ['0', '100', '2.5', 'abc', '']) {
      const res = await post('/order/setting', { deliverTimesLimit: value }, admin, 'zh_cn');
      expect(res.statusCode).toBe(400);
      const data = body<ErrorData>(res).data;
      expect(data.fields?.[0]?.path).toBe('deliverTimesLimit');
      expect(data.fields?.[0]?.message).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await t.sql('select * from purchase_order_settings')).toEqual([]);
  });

  it('only a role with the master-data permission saves it; a supplier cannot read it', async () => {
    const res = await post('/order/setting', { deliverTimesLimit: '5' }, purchaser);
    expect(res.statusCode).toBe(403);
    expect((await get('/order/setting', supplier)).statusCode).toBe(403);
    expect(await t.sql('select * from purchase_order_settings')).toEqual([]);
  });
});

async function uploaded(type: number, userId: string, name = 'spec.pdf'): Promise<string> {
  const id = randomUUID();
  await t.sql(
    `insert into files (id, tenant_id, type, name, content_type, size, sha256, bytes, uploaded_by)
     values ($1, $2, $3, $4, 'application/pdf', 4, 'x', $5, $6)`,
    [id, HUAXIA, type, name, Buffer.from('%PDF'), userId],
  );
  return id;
}

type Attachment = { id: string; name: string; side: string; mine: boolean; fileType: number };
const attachmentsOf = async (id: string, token: string, prefix = '/order') =>
  body<{ attachments: Attachment[] }>(await get(`${prefix}/detail/${id}`, token)).data.attachments;

describe('order attachments (upload types 13 and 14)', () => {
  it('each side attaches its own uploads; both read them; only the uploader removes one', async () => {
    const id = await newOrder();
    const buyerFile = await uploaded(13, DEMO.users.purchaser, '合同.pdf');
    const supplierFile = await uploaded(14, DEMO.users.supplier, 'packing.pdf');
    const a = await post(
      '/order/attach',
      { orderId: id, fileType: 13, fileIds: [buyerFile] },
      purchaser,
      'zh_cn',
    );
    expect(a.statusCode).toBe(200);
    expect(body(a).desc).toBe('附件已添加');
    const b = await post(
      '/vendor/order/attach',
      { orderId: id, fileType: 14, fileIds: [supplierFile] },
      supplier,
    );
    expect(b.statusCode).toBe(200);
    const seenByBuyer = await attachmentsOf(id, purchaser);
    expect(seenByBuyer.map((f) => [f.name, f.side, f.fileType, f.mine])).toEqual([
      ['合同.pdf', 'buyer', 13, true],
      ['packing.pdf', 'supplier', 14, false],
    ]);
    const seenBySupplier = await attachmentsOf(id, supplier, '/vendor/order');
    expect(seenBySupplier.map((f) => f.mine)).toEqual([false, true]);

    // The supplier cannot remove the buyer's file: the same answer as an absent id.
    const buyerRow = seenByBuyer[0]?.id as string;
    const foreign = await post('/vendor/order/removeFile', { id: buyerRow }, supplier);
    const absent = await post('/vendor/order/removeFile', { id: randomUUID() }, supplier);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(absent.body);
    expect((await post('/order/removeFile', { id: buyerRow }, purchaser)).statusCode).toBe(200);
    expect((await attachmentsOf(id, purchaser)).map((f) => f.name)).toEqual(['packing.pdf']);
  });

  it("refuses another user's upload, the wrong type and a foreign order; nothing is attached", async () => {
    const id = await newOrder();
    const suzhouOrder = await newOrder(DEMO.vendors.suzhouSteel, 'PR-DOCS-2');
    const purchasersFile = await uploaded(13, DEMO.users.purchaser);
    const type1 = await uploaded(1, DEMO.users.supplier);
    const notMine = await post(
      '/vendor/order/attach',
      { orderId: id, fileType: 13, fileIds: [purchasersFile] },
      supplier,
    );
    expect(notMine.statusCode).toBe(400);
    expect(body<ErrorData>(notMine).data.fields?.[0]).toMatchObject({
      path: 'fileIds.0',
      code: 'order.fileUnknown',
    });
    const wrongType = await post(
      '/vendor/order/attach',
      { orderId: id, fileType: 13, fileIds: [type1] },
      supplier,
    );
    expect(wrongType.statusCode).toBe(400);
    const badType = await post(
      '/order/attach',
      { orderId: id, fileType: 1, fileIds: [purchasersFile] },
      purchaser,
    );
    expect(badType.statusCode).toBe(400);
    // Another supplier's order answers like an absent one.
    const supplierFile = await uploaded(13, DEMO.users.supplier);
    const foreign = await post(
      '/vendor/order/attach',
      { orderId: suzhouOrder, fileType: 13, fileIds: [supplierFile] },
      supplier,
    );
    const absent = await post(
      '/vendor/order/attach',
      { orderId: randomUUID(), fileType: 13, fileIds: [supplierFile] },
      supplier,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(absent.body);
    expect(await t.sql('select id from purchase_order_files')).toEqual([]);
  });
});

type LinePage = {
  items: { orderCode: string; lineNo: number; productCode: string; legalEntityId: string }[];
  nextCursor: string | null;
};

describe('supplier order line list', () => {
  it('pages its own lines newest order first by line number, filters, and never shows another supplier’s', async () => {
    const first = await newOrder(SHANGHAI, 'PR-L1');
    const second = await newOrder(SHANGHAI, 'PR-L2');
    await newOrder(DEMO.vendors.suzhouSteel, 'PR-L3');
    const codes = await t.sql<{ id: string; code: string }>('select id, code from purchase_orders');
    const codeOf = (id: string) => codes.find((c) => c.id === id)?.code;
    const seen: [string | undefined, number][] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?pageSize=3&cursor=${cursor}` : '?pageSize=3';
      const res = await get(`/vendor/order/lineList${query}`, supplier);
      expect(res.statusCode).toBe(200);
      const page = body<LinePage>(res).data;
      seen.push(...page.items.map((i) => [i.orderCode, i.lineNo] as [string, number]));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([
      [codeOf(second), 1],
      [codeOf(second), 2],
      [codeOf(first), 1],
      [codeOf(first), 2],
    ]);
    const byKeyword = body<LinePage>(await get('/vendor/order/lineList?keyword=GX-77', supplier)).data;
    expect(byKeyword.items.map((i) => i.productCode)).toEqual(['GX-77', 'GX-77']);
    const byStatus = body<LinePage>(await get('/vendor/order/lineList?status=6', supplier)).data;
    expect(byStatus.items).toEqual([]);
    const other = body<LinePage>(await get('/vendor/order/lineList', supplier2)).data;
    expect(other.items).toHaveLength(2);
    const bad = await get('/vendor/order/lineList?cursor=nope', supplier);
    expect(bad.statusCode).toBe(400);
    expect((await get('/vendor/order/lineList', purchaser)).statusCode).toBe(403);
  });
});

describe('buyer order list: the legal-entity filter', () => {
  const { huaxiaShanghai, huaxiaSuzhou } = DEMO.legalEntities;
  type Page = { items: { code: string }[]; nextCursor: string | null };
  type Options = { id: string; name: string }[];

  it('lists only the orders of the chosen legal entity; the options are the entities of the orders', async () => {
    await newOrder(SHANGHAI, 'PR-LE1', huaxiaShanghai);
    await newOrder(DEMO.vendors.suzhouSteel, 'PR-LE2', huaxiaSuzhou);
    await newOrder(SHANGHAI, 'PR-LE3', huaxiaSuzhou);
    const sources = async (query: string, token = purchaser) => {
      const res = await get(`/order/list${query}`, token);
      expect(res.statusCode).toBe(200);
      const page = body<Page>(res).data;
      const codes = await t.sql<{ code: string; source_code: string }>(
        'select code, source_code from purchase_orders',
      );
      return page.items.map((i) => codes.find((c) => c.code === i.code)?.source_code).sort();
    };
    expect(await sources('')).toEqual(['PR-LE1', 'PR-LE2', 'PR-LE3']);
    expect(await sources(`?legalEntityId=${huaxiaSuzhou}`)).toEqual(['PR-LE2', 'PR-LE3']);
    expect(await sources(`?legalEntityId=${huaxiaShanghai}&status=1`)).toEqual(['PR-LE1']);
    // Another tenant's entity id filters to nothing (never to another tenant's orders).
    expect(await sources(`?legalEntityId=${DEMO.legalEntities.dongfangBeijing}`)).toEqual([]);
    // The supplier's own list takes the same filter, within its own orders.
    const vendorPage = body<Page>(
      await get(`/vendor/order/simulationList?legalEntityId=${huaxiaSuzhou}`, supplier),
    ).data;
    expect(vendorPage.items).toHaveLength(1);

    const options = body<Options>(await get('/order/legalEntities', purchaser, 'zh_cn')).data;
    expect(options.map((o) => o.id).sort()).toEqual([huaxiaShanghai, huaxiaSuzhou].sort());
    expect(options.every((o) => o.name.length > 0)).toBe(true);
    const supplierOptions = body<Options>(await get('/vendor/order/legalEntities', supplier2)).data;
    expect(supplierOptions.map((o) => o.id)).toEqual([huaxiaSuzhou]);
  });

  it('refuses a malformed legal-entity id with a field error', async () => {
    const res = await get('/order/list?legalEntityId=1e309', purchaser);
    expect(res.statusCode).toBe(400);
    expect(body<ErrorData>(res).data.fields?.[0]?.path).toBe('legalEntityId');
  });
});
