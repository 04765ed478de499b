import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import {
  T,
  U,
  line,
  masterRefs,
  post,
  requestState,
  save,
  show,
  tomorrow,
  validRequest,
  type MasterRefs,
} from './procurement-helpers.ts';

// Purchase-request drafts over real HTTP and PostgreSQL: save, change, list (keyset), show, copy,
// delete, and every field rule refused with 400 and nothing written.

type ListPage = {
  items: { id: string; code: string; status: number; totalAmount: string }[];
  nextCursor: string | null;
};
type Detail = {
  id: string;
  code: string;
  status: number;
  totalAmount: string;
  lines: { amount: string; unitPrice: string; quantity: string }[];
  actions: Record<string, boolean>;
};

let t: TestApp;
let purchaser: string;
let approver: string;
let refs: MasterRefs;

beforeAll(async () => {
  t = await startTestApp();
  purchaser = await t.login('purchaser');
  approver = await t.login('approver');
  refs = await masterRefs(t);
});
afterAll(async () => {
  await t.close();
});

const count = async () =>
  Number((await t.sql<{ n: string }>(`select count(*) as n from purchase_requests`))[0]?.n ?? 0);

describe('holdSubmit and show', () => {
  it('saves a draft with a per-tenant code and recomputed total, and shows it to its applicant only', async () => {
    const saved = await save(
      t,
      purchaser,
      validRequest(refs, {
        lines: [line(refs), line(refs, { unitPrice: '0.35', quantity: '0.5', amount: '0.18' })],
      }),
    );
    expect(saved.code).toMatch(/^[A-Z]{1,6}\d{8}\d{4}$/);
    const res = await show(t, purchaser, saved.id);
    expect(res.statusCode).toBe(200);
    const detail = body<Detail>(res).data;
    expect(detail.status).toBe(1);
    expect(detail.totalAmount).toBe('50.18');
    expect(detail.lines.map((l) => l.amount)).toEqual(['50.00', '0.18']);
    expect(detail.actions).toMatchObject({
      edit: true,
      commit: true,
      delete: true,
      repeal: false,
      approve: false,
    });
    // Another buyer's request answers exactly like an absent id; the approval pages (not this route)
    // show requests to approvers without the apply permission.
    const admin = await t.login('admin');
    const theirs = await save(
      t,
      admin,
      validRequest(refs, { receiverId: U.admin, receivingAddressId: null }),
    );
    const foreign = await show(t, purchaser, theirs.id);
    const absent = await show(t, purchaser, randomUUID());
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(absent.body);
    // An approver without a task on it: the same answer as an absent id.
    expect((await show(t, approver, saved.id)).body).toBe(absent.body);
  });

  it('changes a draft in place (same id and code), replacing its lines', async () => {
    const saved = await save(t, purchaser, validRequest(refs));
    const again = await save(t, purchaser, {
      ...validRequest(refs, { title: '改过的标题' }),
      id: saved.id,
      lines: [line(refs, { quantity: '10', amount: '125.00' })],
    });
    expect(again).toEqual(saved);
    const detail = body<Detail>(await show(t, purchaser, saved.id)).data;
    expect(detail.totalAmount).toBe('125.00');
    expect(detail.lines).toHaveLength(1);
  });

  it('keeps a draft incomplete (no title, no lines) until submit', async () => {
    const saved = await save(t, purchaser, { kind: 'direct', lines: [] });
    expect(body<Detail>(await show(t, purchaser, saved.id)).data.totalAmount).toBe('0.00');
  });
});

describe('field rules: 400 with field errors, nothing written', () => {
  const cases: [string, (r: MasterRefs) => Record<string, unknown>, string, string][] = [
    [
      'unit price with 11 integer digits',
      (r) =>
        validRequest(r, {
          lines: [line(r, { unitPrice: '12345678901', quantity: '1', amount: '12345678901.00' })],
        }),
      'lines.0.unitPrice',
      'validation.unitPrice',
    ],
    [
      'unit price with 3 decimals (tenant default 2)',
      (r) => validRequest(r, { lines: [line(r, { unitPrice: '1.234', quantity: '1', amount: '1.23' })] }),
      'lines.0.unitPrice',
      'validation.unitPrice',
    ],
    [
      'amount not price × quantity',
      (r) => validRequest(r, { lines: [line(r, { amount: '49.99' })] }),
      'lines.0.amount',
      'procurement.amountMismatch',
    ],
    [
      'amount over 8 integer digits',
      (r) =>
        validRequest(r, {
          lines: [line(r, { unitPrice: '1000000000', quantity: '1', amount: '1000000000.00' })],
        }),
      'lines.0.amount',
      'validation.maxIntegerDigits',
    ],
    [
      'quantity with 4 decimals',
      (r) => validRequest(r, { lines: [line(r, { quantity: '1.0001', amount: '12.50' })] }),
      'lines.0.quantity',
      'validation.maxDecimals',
    ],
    [
      'quantity zero',
      (r) => validRequest(r, { lines: [line(r, { quantity: '0', amount: '0.00' })] }),
      'lines.0.quantity',
      'procurement.quantityZero',
    ],
    [
      'need-by date in the past',
      (r) => validRequest(r, { needByDate: '2020-01-01' }),
      'needByDate',
      'procurement.needByPast',
    ],
    ['title of one character', (r) => validRequest(r, { title: '采' }), 'title', 'validation.tooShort'],
    [
      'line remark over 500 units',
      (r) => validRequest(r, { lines: [line(r, { remark: '长'.repeat(251) })] }),
      'lines.0.remark',
      'validation.remarkTooLong',
    ],
    [
      'two contract types',
      (r) =>
        validRequest(r, { lines: [line(r, { contractTypeCode: 'A' }), line(r, { contractTypeCode: 'B' })] }),
      'lines.1.contractTypeCode',
      'procurement.contractTypeMixed',
    ],
    [
      'tax rate not in the list',
      (r) => validRequest(r, { lines: [line(r, { taxRate: 17 })] }),
      'lines.0.taxRate',
      'validation.oneOf',
    ],
    [
      'legal entity of another tenant',
      (r) => validRequest(r, { legalEntityId: '00000000-0000-4000-8000-000000005011' }),
      'legalEntityId',
      'procurement.refNotFound',
    ],
    [
      'cost centre that does not exist',
      (r) => validRequest(r, { costCentreId: randomUUID() }),
      'costCentreId',
      'procurement.refNotFound',
    ],
    [
      'receiver who is a supplier',
      (r) => validRequest(r, { receiverId: U.supplier }),
      'receiverId',
      'procurement.refNotFound',
    ],
    [
      'address of someone else',
      (r) => validRequest(r, { receivingAddressId: randomUUID() }),
      'receivingAddressId',
      'procurement.refNotFound',
    ],
    [
      'vendor not serving the tenant',
      (r) => validRequest(r, { lines: [line(r, { vendorId: randomUUID() })] }),
      'lines.0.vendorId',
      'procurement.refNotFound',
    ],
    [
      'attachment that is not a file of the tenant',
      (r) => validRequest(r, { attachmentIds: [randomUUID()] }),
      'attachmentIds.0',
      'procurement.refNotFound',
    ],
  ];

  it.each(cases)('%s', async (_name, build, path, code) => {
    const before = await count();
    const res = await post(t, purchaser, 'holdSubmit', build(refs), 'en_us');
    expect(res.statusCode, res.body).toBe(400);
    const fields = body<ErrorData>(res).data.fields ?? [];
    expect(fields.map((f) => [f.path, f.code])).toContainEqual([path, code]);
    expect(fields.find((f) => f.path === path)?.message).not.toBe(code);
    expect(await count()).toBe(before);
  });

  it('limits the purpose remark by the tenant setting (100 or 1000)', async () => {
    const rows = await t.sql<{ limit: number }>(
      `select purchase_remark_limit as limit from md_procurement_settings where tenant_id = $1`,
      [T.huaxia],
    );
    const max = rows[0]?.limit ?? 100;
    const res = await post(t, purchaser, 'holdSubmit', validRequest(refs, { remark: 'x'.repeat(max + 1) }));
    expect(res.statusCode).toBe(400);
    expect(body<ErrorData>(res).data.fields).toEqual([
      expect.objectContaining({ path: 'remark', code: 'validation.tooLong' }),
    ]);
    expect(
      (await post(t, purchaser, 'holdSubmit', validRequest(refs, { remark: 'x'.repeat(max) }))).statusCode,
    ).toBe(200);
  });

  it('refuses a bad change of an existing draft and leaves it as it was', async () => {
    const saved = await save(t, purchaser, validRequest(refs));
    const before = await requestState(t, saved.id);
    const res = await post(t, purchaser, 'holdSubmit', {
      ...validRequest(refs, { lines: [line(refs, { amount: '1.00' })] }),
      id: saved.id,
    });
    expect(res.statusCode).toBe(400);
    expect(await requestState(t, saved.id)).toBe(before);
  });

  it('translates field messages (zh_cn)', async () => {
    const res = await post(
      t,
      purchaser,
      'holdSubmit',
      validRequest(refs, { needByDate: '2020-01-01' }),
      'zh_cn',
    );
    const field = body<ErrorData>(res).data.fields?.find((f) => f.path === 'needByDate');
    expect(field?.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('list', () => {
  it('shows the demo requests of the seed to the Huaxia purchaser', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/procurementApply/list?keyword=PR20261101',
      token: purchaser,
    });
    const items = body<ListPage>(res).data.items;
    expect(items.map((i) => i.code).sort()).toEqual([
      'PR202611010001',
      'PR202611010002',
      'PR202611010003',
      'PR202611010004',
      'PR202611010005', // over budget, decided on /mobile (the decision summary's demo)
    ]);
    expect(items.find((i) => i.code === 'PR202611010001')?.totalAmount).toBe('4800.00');
  });

  it("pages the caller's requests newest first with an opaque cursor, no duplicates, no gaps", async () => {
    for (let i = 0; i < 5; i += 1) await save(t, purchaser, validRequest(refs));
    const other = await t.login('admin');
    await save(t, other, validRequest(refs, { receiverId: U.admin, receivingAddressId: null }));
    const mine = (
      await t.sql<{ id: string }>(
        `select id from purchase_requests where tenant_id = $1 and (applicant_id = $2 or created_by = $2) order by created_at desc, id desc`,
        [T.huaxia, U.purchaser],
      )
    ).map((r) => r.id);
    expect(mine.length).toBeGreaterThan(3);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url = `/api/v1/procurementApply/list?pageSize=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page: ListPage = body<ListPage>(await t.request({ method: 'GET', url, token: purchaser })).data;
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(mine);
  });

  it('filters by status and keyword and refuses a forged cursor', async () => {
    const saved = await save(t, purchaser, validRequest(refs, { title: '独一无二的关键字' }));
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/procurementApply/list?status=1&keyword=${encodeURIComponent('独一无二')}`,
      token: purchaser,
    });
    expect(body<ListPage>(res).data.items.map((i) => i.id)).toEqual([saved.id]);
    const bad = await t.request({
      method: 'GET',
      url: '/api/v1/procurementApply/list?cursor=bm9wZQ',
      token: purchaser,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('delete and copy', () => {
  it('deletes a draft; a second delete is a 404', async () => {
    const saved = await save(t, purchaser, validRequest(refs));
    expect((await post(t, purchaser, 'delete', { id: saved.id })).statusCode).toBe(200);
    expect((await show(t, purchaser, saved.id)).statusCode).toBe(404);
    expect((await post(t, purchaser, 'delete', { id: saved.id })).statusCode).toBe(404);
  });

  it('copies into a new draft with a new code and the same lines', async () => {
    const saved = await save(
      t,
      purchaser,
      validRequest(refs, { lines: [line(refs), line(refs, { name: '第二行' })] }),
    );
    const res = await post(t, purchaser, 'copy', { id: saved.id });
    expect(res.statusCode).toBe(200);
    const copy = body<{ id: string; code: string }>(res).data;
    expect(copy.id).not.toBe(saved.id);
    expect(copy.code).not.toBe(saved.code);
    const detail = body<Detail>(await show(t, purchaser, copy.id)).data;
    expect(detail.lines).toHaveLength(2);
    expect(detail.status).toBe(1);
    expect(detail.totalAmount).toBe('100.00');
  });

  it('does not let another user delete or copy a request they cannot see', async () => {
    const saved = await save(t, purchaser, validRequest(refs, { needByDate: tomorrow() }));
    const before = await requestState(t, saved.id);
    const other = await t.login('finance');
    for (const path of ['delete', 'copy']) {
      const res = await post(t, other, path, { id: saved.id });
      expect([403, 404]).toContain(res.statusCode);
    }
    expect(await requestState(t, saved.id)).toBe(before);
  });
});

describe('createDetails from the cart', () => {
  it('makes a draft of the chosen cart items (re-priced) and takes them out of the cart', async () => {
    const goods = await t.sql<{ id: string; sku: string }>(
      `select id, sku from catalogue_goods where tenant_id = $1 and on_shelf order by id limit 1`,
      [T.huaxia],
    );
    expect(goods[0]).toBeDefined();
    const goodsId = goods[0]?.id ?? '';
    const add = await t.request({
      method: 'POST',
      url: '/api/v1/shopcart/add',
      token: purchaser,
      payload: { skuId: goods[0]?.sku, productId: goodsId, count: 3, vendorType: 'catalogue' },
    });
    expect(add.statusCode, add.body).toBe(200);
    const items = await t.sql<{ id: string }>(
      `select id from cart_items where user_id = $1 and goods_id = $2`,
      [U.purchaser, goodsId],
    );
    const res = await post(t, purchaser, 'createDetails', {
      source: 'cart',
      cartItemIds: items.map((i) => i.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = body<Detail & { kind: string; lines: { quantity: string; source: string }[] }>(
      await show(t, purchaser, body<{ id: string }>(res).data.id),
    ).data;
    expect(detail).toMatchObject({ kind: 'catalogue', status: 1 });
    expect(detail.lines).toEqual([expect.objectContaining({ quantity: '3', source: 'catalogue' })]);
    expect(await t.sql(`select id from cart_items where id = $1`, [items[0]?.id])).toHaveLength(0);
  });

  it("refuses cart items that are not the caller's (nothing created)", async () => {
    const before = await count();
    const res = await post(t, purchaser, 'createDetails', { source: 'cart', cartItemIds: [randomUUID()] });
    expect(res.statusCode).toBe(409);
    expect(await count()).toBe(before);
  });
});
