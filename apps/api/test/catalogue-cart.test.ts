import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { body, startTestApp, type ErrorData, type TestApp } from './support/test-app.ts';
import { DEMO, demoId } from './support/demo-ids.ts';

// Catalogue shopping and the cart over real HTTP and PostgreSQL, on the demo catalogue of the seed
// (tools/seed/purchasing/catalogue.ts: Huaxia goods demoId(650200 + 2i + v), the file cabinet
// M-OF-003 off the shelf).

type Goods = {
  id: string;
  skuId: string;
  productId: string;
  name: string;
  unitPrice: string;
  categoryId: string | null;
  onShelf: boolean;
};
type CartItem = {
  id: string;
  quantity: number;
  unitPrice: string;
  addedPrice: string;
  priceChanged: boolean;
  amount: string;
  available: boolean;
  source: string;
};
type CartList = {
  groups: { vendorId: string; items: CartItem[]; subtotal: string }[];
  total: string;
  count: number;
};
type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

const PAPER = demoId(650200); // SP-OF-001, 118.00, Huaxia
const CABINET = demoId(650204); // SP-OF-003, off the shelf
const LAPTOP = demoId(650208); // SP-IT-001, 7299.00
const DONGFANG_PAPER = demoId(660200);

let t: TestApp;
let token: string;
let approverToken: string;
beforeAll(async () => {
  t = await startTestApp();
  approverToken = await t.login('admin');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql('delete from cart_items');
  await t.sql('delete from common_categories');
  token = await t.login('purchaser');
});

const get = async <T>(url: string, as = token, language: 'zh_cn' | 'en_us' = 'en_us') =>
  t
    .request({ method: 'GET', url: `/api/v1${url}`, token: as, language })
    .then((r) => ({ status: r.statusCode, ...body<T>(r) }));
const send = async <T>(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  as = token,
  language: 'zh_cn' | 'en_us' = 'en_us',
) =>
  t
    .request({
      method,
      url: `/api/v1${url}`,
      token: as,
      language,
      ...(payload === undefined ? {} : { payload }),
    })
    .then((r) => ({ status: r.statusCode, ...body<T>(r) }));
const goods = async (id: string) => (await get<Goods>(`/product/detail/${id}`)).data;
const add = async (id: string, count: number, as = token) => {
  const g = await goods(id);
  return send<{ id: string; quantity: number } & ErrorData>(
    'POST',
    '/shopcart/add',
    { skuId: g.skuId, productId: g.productId, count, vendorType: 'catalogue' },
    as,
  );
};
const cart = async (as = token) => (await get<CartList>('/shopcart/list', as)).data;

describe('goods', () => {
  it('searches and pages on the server, filters by price and vendor, hides off-shelf goods', async () => {
    const all = (await get<Page<Goods>>('/product/list?pageSize=5')).data;
    expect(all.items).toHaveLength(5);
    expect(all.total).toBeGreaterThan(15);
    const second = (await get<Page<Goods>>('/product/list?pageSize=5&page=2')).data;
    expect(second.items.map((g) => g.id)).not.toContain(all.items[0]?.id);
    const paper = (await get<Page<Goods>>(`/product/list?keyword=${encodeURIComponent('复印纸')}`)).data;
    expect(paper.items.map((g) => g.id).sort()).toEqual([PAPER, demoId(650201)].sort());
    const pricey = (await get<Page<Goods>>('/product/list?minPrice=5000&pageSize=100')).data;
    expect(pricey.items.every((g) => Number(g.unitPrice) >= 5000)).toBe(true);
    expect(pricey.items.length).toBeGreaterThan(2);
    const suzhou = (await get<Page<Goods>>(`/product/list?vendorId=${DEMO.vendors.suzhouSteel}&pageSize=100`))
      .data;
    expect(suzhou.total).toBe(6); // 7 even materials, minus the off-shelf cabinet
    const everything = (await get<Page<Goods>>('/product/list?pageSize=100')).data;
    expect(everything.items.map((g) => g.id)).not.toContain(CABINET);
    expect((await get<Page<Goods>>('/product/list?minPrice=1.1234567')).status).toBe(400);
  });

  it('filters by a category: a first-level pick includes its children', async () => {
    // Master data's demo categories of Huaxia: IT equipment (500050) > Computers (500051), Network (500052).
    const computers = (await get<Page<Goods>>(`/product/list?categoryId=${demoId(500051)}&pageSize=100`))
      .data;
    expect(computers.total).toBeGreaterThan(0);
    expect(computers.items.every((g) => g.categoryId === demoId(500051))).toBe(true);
    const it = (await get<Page<Goods>>(`/product/list?categoryId=${demoId(500050)}&pageSize=100`)).data;
    expect(it.total).toBe(computers.total);
    const network = (await get<Page<Goods>>(`/product/list?categoryId=${demoId(500052)}&pageSize=100`)).data;
    expect(network.total).toBe(0);
  });

  it('shows another tenant’s goods like absent goods', async () => {
    const own = await get('/product/detail/' + PAPER);
    expect(own.status).toBe(200);
    const foreign = await get<ErrorData>('/product/detail/' + DONGFANG_PAPER);
    const absent = await get<ErrorData>('/product/detail/' + demoId(659999));
    expect(foreign.status).toBe(404);
    expect(foreign).toEqual(absent);
  });

  it('lists channel goods through the simulator and verifies SKUs (off-shelf → 409)', async () => {
    const page = (await get<Page<Goods>>('/product/list?source=channel1&pageSize=10')).data;
    expect(page.items).toHaveLength(10);
    expect(page.items[0]?.skuId).toMatch(/^C1/);
    const ok = await send<{ skuId: string; onShelf: boolean }[]>('POST', '/channel/channel1/product/verify', {
      skuIds: ['C1100001'],
    });
    expect(ok.status).toBe(200);
    expect(ok.data[0]).toMatchObject({ skuId: 'C1100001', onShelf: true });
    // Every 10th simulated product is off the shelf: C1100010.
    const off = await send<ErrorData>('POST', '/channel/channel1/product/verify', {
      skuIds: ['C1100001', 'C1100010'],
    });
    expect(off.status).toBe(409);
    expect(off.data.errorCode).toBe('catalogue.itemUnavailable');
    expect(off.desc).toContain('C1100010');
    const cities = await get<{ id: string; name: string }[]>('/channel/channel2/address/cities?parentId=32');
    expect(cities.data.map((c) => c.id)).toContain('3205');
  });
});

describe('cart', () => {
  it('adds, merges the same SKU, re-prices, counts and deletes', async () => {
    const first = await add(PAPER, 2);
    expect(first.status).toBe(200);
    expect((await add(PAPER, 3)).data.quantity).toBe(5);
    await add(LAPTOP, 1);
    expect((await get<{ num: number }>('/shopcart/num')).data.num).toBe(2);

    await t.sql(`update catalogue_goods set unit_price = '120.50' where id = $1`, [PAPER]);
    const list = await cart();
    const paper = list.groups.flatMap((g) => g.items).find((i) => i.id === first.data.id);
    expect(paper).toMatchObject({
      quantity: 5,
      addedPrice: '118.000000',
      unitPrice: '120.500000',
      priceChanged: true,
      amount: '602.50',
    });
    expect(list.total).toBe('7901.50');

    expect((await send('DELETE', `/shopcart/delete/${first.data.id}`)).status).toBe(200);
    expect((await get<{ num: number }>('/shopcart/num')).data.num).toBe(1);
  });

  it('refuses bad quantities with translated field errors and changes nothing', async () => {
    const line = (await add(PAPER, 1)).data;
    for (const count of [0, -1, 1.5, 100000, '3']) {
      const res = await send<ErrorData>(
        'POST',
        '/shopcart/modifyQuantity',
        { id: line.id, count },
        token,
        'zh_cn',
      );
      expect(res.status).toBe(400);
      expect(res.data.fields?.[0]?.path).toBe('count');
      expect(res.data.fields?.[0]?.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const over = await add(PAPER, 99_999);
    expect(over.status).toBe(400);
    expect(over.data.fields?.[0]).toMatchObject({ path: 'count', code: 'catalogue.cartQuantityLimit' });
    expect((await cart()).groups[0]?.items[0]?.quantity).toBe(1);
    expect((await send('POST', '/shopcart/modifyQuantity', { id: line.id, count: 99_999 })).status).toBe(200);
  });

  it('answers another user’s line exactly like an absent one, and leaves it alone', async () => {
    const theirs = (await add(PAPER, 4, approverToken)).data;
    const absent = demoId(659998);
    for (const id of [theirs.id, absent]) {
      expect((await send<ErrorData>('POST', '/shopcart/modifyQuantity', { id, count: 9 })).status).toBe(404);
    }
    const a = await send<ErrorData>('DELETE', `/shopcart/delete/${theirs.id}`);
    const b = await send<ErrorData>('DELETE', `/shopcart/delete/${absent}`);
    expect(a).toEqual(b);
    const own = (await add(PAPER, 1)).data.id;
    expect((await send('POST', '/shopcart/batchDelete', { ids: [own, theirs.id] })).status).toBe(404);
    expect((await get<{ num: number }>('/shopcart/num')).data.num).toBe(1);
    expect((await send('POST', '/shopcart/batchDelete', { ids: [own, own] })).status).toBe(200);
    expect((await cart(approverToken)).groups[0]?.items[0]?.quantity).toBe(4);
  });

  it('refuses off-shelf goods and quick-adds by product code', async () => {
    const off = await send<ErrorData>('POST', '/shopcart/add', {
      skuId: 'SP-OF-003',
      productId: CABINET,
      count: 1,
      vendorType: 'catalogue',
    });
    expect(off.status).toBe(409);
    expect(off.data.errorCode).toBe('catalogue.itemUnavailable');
    expect((await send('POST', '/shopcart/quickAdd', { productCode: 'SZ-IT-001', count: 2 })).status).toBe(
      200,
    );
    const unknown = await send<ErrorData>('POST', '/shopcart/quickAdd', { productCode: 'NOPE-1', count: 1 });
    expect(unknown.data.errorCode).toBe('catalogue.productCodeUnknown');
    const channel = await send('POST', '/shopcart/add', {
      skuId: 'C2100002',
      productId: 'C2100002',
      count: 3,
      vendorType: 'channel2',
    });
    expect(channel.status).toBe(200);
    const list = await cart();
    expect(list.groups.map((g) => g.items[0]?.source).sort()).toEqual(['catalogue', 'channel2']);
  });
});

describe('common purchase categories', () => {
  it('keeps 1 to 6 distinct ids', async () => {
    const ids = [1, 2, 3, 4, 5, 6, 7].map((n) => demoId(650900 + n));
    expect(
      (await send<ErrorData>('PUT', '/product/commonCategories', { categoryIds: [] })).data.fields?.[0]?.code,
    ).toBe('validation.tooFew');
    expect(
      (await send<ErrorData>('PUT', '/product/commonCategories', { categoryIds: ids })).data.fields?.[0]
        ?.code,
    ).toBe('validation.tooMany');
    expect((await send('PUT', '/product/commonCategories', { categoryIds: [ids[0], ids[0]] })).status).toBe(
      400,
    );
    expect((await get<{ categoryIds: string[] }>('/product/commonCategories')).data.categoryIds).toEqual([]);
    expect((await send('PUT', '/product/commonCategories', { categoryIds: ids.slice(0, 6) })).status).toBe(
      200,
    );
    expect(
      (await get<{ commonCategoryIds: string[] }>('/product/index')).data.commonCategoryIds,
    ).toHaveLength(6);
  });
});
