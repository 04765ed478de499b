import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withTenant } from '@procure/server-db';
import { createOrdersFromRequest } from '@procure/order-server';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO } from './support/demo-ids.ts';
import { T, U, line, masterRefs, save, show, validRequest, type MasterRefs } from './procurement-helpers.ts';

// Order templates (spec §3, issue #13 §4) on PostgreSQL: save a request's or an order's lines under a
// name, list / rename / delete, start a new request from one; names unique per user, at most 50 per
// user even under concurrent saves, another user's template answers like an absent one.

type Summary = { id: string; name: string; sourceType: string; sourceCode: string; lineCount: number };
type Detail = Summary & { lines: { name: string; quantity: string; unitPrice: string }[] };

let t: TestApp;
let purchaser: string;
let admin: string;
let refs: MasterRefs;

const post = (url: string, payload: unknown, token: string) =>
  t.request({
    method: 'POST',
    url: `/api/v1/orderTemplate/${url}`,
    token,
    payload: payload as object,
    language: 'en_us',
  });
const get = (url: string, token: string) =>
  t.request({ method: 'GET', url: `/api/v1/orderTemplate/${url}`, token, language: 'en_us' });
const list = async (token = purchaser) => body<Summary[]>(await get('list', token)).data;

beforeAll(async () => {
  t = await startTestApp();
  purchaser = await t.login('purchaser');
  admin = await t.login('admin');
  refs = await masterRefs(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql('delete from purchase_templates');
});

async function twoLineDraft() {
  return save(
    t,
    purchaser,
    validRequest(refs, {
      lines: [
        line(refs, { quantity: '4', amount: '50.00' }),
        line(refs, { productCode: 'SZ-1', name: '钢板', unitPrice: '100', quantity: '2', amount: '200.00' }),
      ],
    }),
  );
}

describe('order templates', () => {
  it('saves a request as a template, renames it, starts a new draft from it and deletes it', async () => {
    const draft = await twoLineDraft();
    const saved = await post('saveFromRequest', { requestId: draft.id, name: '  月度备件  ' }, purchaser);
    expect(saved.statusCode, saved.body).toBe(200);
    const id = body<{ id: string }>(saved).data.id;
    expect(await list()).toMatchObject([
      { id, name: '月度备件', sourceType: 'request', sourceCode: draft.code, lineCount: 2 },
    ]);
    const detail = body<Detail>(await get(`detail/${id}`, purchaser)).data;
    expect(detail.lines.map((l) => [l.name, l.quantity, l.unitPrice])).toEqual([
      ['精密轴承', '4', '12.5'],
      ['钢板', '2', '100'],
    ]);

    expect((await post('rename', { id, name: '季度备件' }, purchaser)).statusCode).toBe(200);
    expect((await list())[0]?.name).toBe('季度备件');

    const created = await post('createRequest', { id }, purchaser);
    expect(created.statusCode, created.body).toBe(200);
    const request = body<{ id: string; code: string }>(created).data;
    expect(request.id).not.toBe(draft.id);
    const shown = body<{ status: number; lines: { name: string; quantity: string; amount: string }[] }>(
      await show(t, purchaser, request.id),
    ).data;
    expect(shown.status).toBe(1);
    expect(shown.lines.map((l) => [l.name, l.quantity, l.amount])).toEqual([
      ['精密轴承', '4', '50.00'],
      ['钢板', '2', '200.00'],
    ]);

    expect((await post('delete', { id }, purchaser)).statusCode).toBe(200);
    expect(await list()).toEqual([]);
    expect((await get(`detail/${id}`, purchaser)).statusCode).toBe(404);
  });

  it('saves an order’s lines (ordered quantity and price) as a template', async () => {
    const { orderIds } = await withTenant(t.database.db, { tenantId: T.huaxia, userId: U.purchaser }, (tx) =>
      createOrdersFromRequest(tx, {
        tenantId: T.huaxia,
        sourceType: 'purchaseApply',
        sourceId: randomUUID(),
        sourceCode: 'PR-TPL',
        buyerId: U.purchaser,
        legalEntityId: DEMO.legalEntities.huaxiaShanghai,
        currency: 'CNY',
        receiverName: '周收货',
        receiverPhone: '13912345678',
        receivingAddress: '杭州市文三路 90 号',
        lines: [
          {
            sourceLineId: randomUUID(),
            vendorId: DEMO.vendors.shanghaiPrecision,
            productCode: 'M8-40',
            name: '六角螺栓 M8×40',
            unit: 'pcs',
            quantity: '20',
            unitPrice: '10.5',
            taxRate: '13',
            amount: '210.00',
            needByDate: '2026-12-31',
          },
        ],
      }),
    );
    const res = await post('saveFromOrder', { orderId: orderIds[0], name: '螺栓' }, purchaser);
    expect(res.statusCode, res.body).toBe(200);
    const [summary] = await list();
    expect(summary).toMatchObject({ sourceType: 'order', lineCount: 1 });
    expect(summary?.sourceCode).toMatch(/^PO/);
    const detail = body<Detail>(await get(`detail/${summary?.id}`, purchaser)).data;
    expect(detail.lines).toMatchObject([{ name: '六角螺栓 M8×40', quantity: '20', unitPrice: '10.5' }]);
    // Another tenant's order (or an absent one) answers 404, and nothing is saved.
    expect((await post('saveFromOrder', { orderId: randomUUID(), name: '无' }, purchaser)).statusCode).toBe(
      404,
    );
    expect(await list()).toHaveLength(1);
  });

  it('checks the name again on the server and keeps names unique per user; nothing changes on 4xx', async () => {
    const draft = await twoLineDraft();
    const first = body<{ id: string }>(
      await post('saveFromRequest', { requestId: draft.id, name: 'A' }, purchaser),
    ).data;
    await post('saveFromRequest', { requestId: draft.id, name: 'B' }, purchaser);
    for (const name of ['', '   ', 'x'.repeat(51)]) {
      const res = await post('saveFromRequest', { requestId: draft.id, name }, purchaser);
      expect(res.statusCode).toBe(400);
      expect(body<ErrorData>(res).data.fields?.[0]?.path).toBe('name');
    }
    const taken = await post('saveFromRequest', { requestId: draft.id, name: 'A' }, purchaser);
    expect(taken.statusCode).toBe(400);
    expect(body<ErrorData>(taken).data.fields?.[0]).toMatchObject({
      path: 'name',
      code: 'procurement.templateNameTaken',
      message: 'You already have a template with this name',
    });
    expect((await post('rename', { id: first.id, name: 'B' }, purchaser)).statusCode).toBe(400);
    expect((await list()).map((s) => s.name).sort()).toEqual(['A', 'B']);
    // The same name is free for another user.
    const adminDraft = await save(t, admin, validRequest(refs));
    expect((await post('saveFromRequest', { requestId: adminDraft.id, name: 'A' }, admin)).statusCode).toBe(
      200,
    );
  });

  it("answers another user's template like an absent one, for every call", async () => {
    const draft = await twoLineDraft();
    const { id } = body<{ id: string }>(
      await post('saveFromRequest', { requestId: draft.id, name: '私有' }, purchaser),
    ).data;
    const absent = randomUUID();
    const pairs: [string, (x: string) => Promise<{ statusCode: number; body: string }>][] = [
      ['detail', (x) => get(`detail/${x}`, admin)],
      ['rename', (x) => post('rename', { id: x, name: '改' }, admin)],
      ['delete', (x) => post('delete', { id: x }, admin)],
      ['createRequest', (x) => post('createRequest', { id: x }, admin)],
    ];
    for (const [, call] of pairs) {
      const foreign = await call(id);
      const none = await call(absent);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).toBe(none.body);
    }
    expect(await list(admin)).toEqual([]);
    expect((await list())[0]?.name).toBe('私有');
  });

  it('keeps at most 50 per user, also under 10 concurrent saves', async () => {
    const draft = await twoLineDraft();
    for (let i = 0; i < 45; i += 1) {
      await t.sql(
        `insert into purchase_templates (id, tenant_id, owner_id, name, source_type, source_code, line_count)
         values ($1, $2, $3, $4, 'request', 'PR-X', 1)`,
        [randomUUID(), T.huaxia, U.purchaser, `预置 ${i}`],
      );
    }
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post('saveFromRequest', { requestId: draft.id, name: `并发 ${i}` }, purchaser),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 422)).toHaveLength(5);
    expect(await list()).toHaveLength(50);
    const refused = results.find((r) => r.statusCode === 422);
    expect(body<ErrorData>(refused!).data.errorCode).toBe('procurement.templateLimit');
  });
});
