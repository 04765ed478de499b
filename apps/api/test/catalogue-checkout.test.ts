import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItemsForCheckout, removeCartItems } from '@procure/catalogue-server';
import { withTenant, type Db } from '@procure/server-db';
import { body, startTestApp, type TestApp } from './support/test-app.ts';
import { DEMO, demoId } from './support/demo-ids.ts';

// The contract procurement calls (cartItemsForCheckout / removeCartItems), inside a tenant-scoped
// transaction as procurement runs it.

const PAPER = demoId(650200);
const LAPTOP = demoId(650208);
const owner = { tenantId: DEMO.tenants.huaxia, userId: DEMO.users.purchaser };

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql('delete from cart_items');
  token = await t.login('purchaser');
});

const add = async (payload: Record<string, unknown>) => {
  const res = await t.request({ method: 'POST', url: '/api/v1/shopcart/add', token, payload });
  expect(res.statusCode).toBe(200);
  return body<{ id: string }>(res).data.id;
};
const inTenant = <T>(fn: (tx: Db) => Promise<T>) => withTenant(t.database.db, owner, fn);

describe('cartItemsForCheckout', () => {
  it('re-prices every line now and keeps the requested order', async () => {
    const paper = await add({ skuId: 'SP-OF-001', productId: PAPER, count: 3, vendorType: 'catalogue' });
    const laptop = await add({ skuId: 'SP-IT-001', productId: LAPTOP, count: 1, vendorType: 'catalogue' });
    const channel = await add({ skuId: 'C1100003', productId: 'C1100003', count: 2, vendorType: 'channel1' });
    await t.sql(`update catalogue_goods set unit_price = '7100.000000' where id = $1`, [LAPTOP]);
    const lines = await inTenant((tx) => cartItemsForCheckout(tx, owner, [laptop, paper, channel]));
    expect(lines.map((l) => l.cartItemId)).toEqual([laptop, paper, channel]);
    expect(lines[0]).toMatchObject({
      goodsId: LAPTOP,
      source: 'catalogue',
      unitPrice: '7100.000000',
      quantity: '1',
      taxRate: '13.00',
      vendorId: DEMO.vendors.shanghaiPrecision,
      productCode: 'SP-IT-001',
      accountingCode: '160101',
    });
    // Master data's demo category "Computers" (ITE-PC) of Huaxia.
    expect(lines[0]?.categoryId).toBe(demoId(500051));
    expect(lines[2]).toMatchObject({ source: 'channel1', skuId: 'C1100003', quantity: '2' });
    expect(lines[2]?.unitPrice).toMatch(/^\d+\.\d{2}$/);
  });

  it('refuses a line taken off the shelf, another user’s line or an absent one (409)', async () => {
    const paper = await add({ skuId: 'SP-OF-001', productId: PAPER, count: 1, vendorType: 'catalogue' });
    const adminToken = await t.login('admin');
    const theirs = body<{ id: string }>(
      await t.request({
        method: 'POST',
        url: '/api/v1/shopcart/add',
        token: adminToken,
        payload: { skuId: 'SP-OF-001', productId: PAPER, count: 1 },
      }),
    ).data.id;
    for (const ids of [
      [paper, theirs],
      [paper, demoId(659997)],
    ]) {
      await expect(inTenant((tx) => cartItemsForCheckout(tx, owner, ids))).rejects.toMatchObject({
        status: 409,
        errorCode: 'catalogue.itemUnavailable',
      });
    }
    await t.sql(`update catalogue_goods set on_shelf = false where id = $1`, [PAPER]);
    await expect(inTenant((tx) => cartItemsForCheckout(tx, owner, [paper]))).rejects.toMatchObject({
      status: 409,
    });
    await t.sql(`update catalogue_goods set on_shelf = true where id = $1`, [PAPER]);
  });

  it('removeCartItems deletes only the caller’s lines', async () => {
    const paper = await add({ skuId: 'SP-OF-001', productId: PAPER, count: 1, vendorType: 'catalogue' });
    const adminToken = await t.login('admin');
    const theirs = body<{ id: string }>(
      await t.request({
        method: 'POST',
        url: '/api/v1/shopcart/add',
        token: adminToken,
        payload: { skuId: 'SP-OF-001', productId: PAPER, count: 1 },
      }),
    ).data.id;
    await inTenant((tx) => removeCartItems(tx, owner, [paper, theirs]));
    const left = await t.sql<{ id: string }>('select id from cart_items');
    expect(left.map((r) => r.id)).toEqual([theirs]);
  });
});
