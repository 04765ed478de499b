import type { TestApp } from '../../support/test-app.ts';
import { DEMO, demoId } from '../../support/demo-ids.ts';
import type { DomainMatrix, Fixture } from '../types.ts';

// Access-matrix entries and owned-object fixtures of the catalogue routes (issue #6). See ../entries.ts.

const GOODS = 'catalogue:goods' as const;
const MATERIAL = 'catalogue:material' as const;
const CART = 'catalogue:cartItem' as const;
const T = DEMO.tenants;
const U = DEMO.users;
// Demo catalogue rows of the seed (tools/seed/purchasing/catalogue.ts): Huaxia 650xxx, Dongfang 660xxx.
const HUAXIA_GOODS = demoId(650200);
const DONGFANG_GOODS = demoId(660200);
const HUAXIA_MATERIAL = demoId(650100);
const DONGFANG_MATERIAL = demoId(660100);
// One cart line per (tenant, user) owner the matrix needs: each is foreign to every other principal.
const CART_LINES = [
  {
    id: demoId(699001),
    tenantId: T.huaxia,
    userId: U.purchaser,
    goodsId: HUAXIA_GOODS,
    name: 'purchaser cart (huaxia)',
  },
  {
    id: demoId(699002),
    tenantId: T.dongfang,
    userId: U.purchaser,
    goodsId: DONGFANG_GOODS,
    name: 'purchaser cart (dongfang)',
  },
  {
    id: demoId(699003),
    tenantId: T.huaxia,
    userId: U.admin,
    goodsId: HUAXIA_GOODS,
    name: 'admin cart (huaxia)',
  },
  {
    id: demoId(699004),
    tenantId: T.huaxia,
    userId: U.approver,
    goodsId: HUAXIA_GOODS,
    name: 'approver cart (huaxia)',
  },
];

async function insertCartLine(t: TestApp, line: (typeof CART_LINES)[number]) {
  await t.sql(
    `insert into cart_items (id, tenant_id, user_id, source, goods_id, sku_id, product_id, vendor_id, name, unit,
       added_price, quantity)
     values ($1, $2, $3, 'catalogue', $4::uuid, $5, $4::text, $6, '矩阵商品', '箱', 118, 1) on conflict do nothing`,
    [
      line.id,
      line.tenantId,
      line.userId,
      line.goodsId,
      `MATRIX-${line.id.slice(-4)}`,
      DEMO.vendors.shanghaiPrecision,
    ],
  );
}

const materialPayload = (id: string) => ({
  id,
  code: 'MATRIX-1',
  name: '矩阵物料',
  unit: '个',
  goodsService: 1,
  capexExpense: 2,
});

export const catalogueMatrix: DomainMatrix = {
  entries: {
    // ---- buyer shopping (procurementCatalogue)
    'GET /api/v1/product/index': {},
    'GET /api/v1/product/list': {},
    'GET /api/v1/product/initParams': {},
    'GET /api/v1/product/detail/:id': { object: GOODS },
    'GET /api/v1/product/commonCategories': {},
    'PUT /api/v1/product/commonCategories': {
      request: () => ({ payload: { categoryIds: [demoId(650901)] } }),
      note: 'personal setting: always the caller’s own row',
    },
    'POST /api/v1/shopcart/add': {
      object: GOODS,
      request: (id) => ({
        payload: { skuId: 'MATRIX-SKU', productId: id, count: 1, vendorType: 'catalogue' },
      }),
    },
    'POST /api/v1/shopcart/quickAdd': {
      request: () => ({ payload: { productCode: 'MATRIX-NONE', count: 1 } }),
    },
    'GET /api/v1/shopcart/list': {},
    'GET /api/v1/shopcart/num': {},
    'POST /api/v1/shopcart/modifyQuantity': {
      object: CART,
      request: (id) => ({ payload: { id, count: 2 } }),
    },
    'DELETE /api/v1/shopcart/delete/:id': { object: CART },
    'POST /api/v1/shopcart/batchDelete': {
      object: CART,
      request: (id) => ({ payload: { ids: [id] } }),
      note: 'all or none: an absent or foreign id is a 404 and nothing is removed',
    },
    'POST /api/v1/channel/:channel/product/verify': {
      request: () => ({ url: '/api/v1/channel/channel1/product/verify', payload: { skuIds: ['C1100001'] } }),
    },
    'GET /api/v1/channel/:channel/address/:level': {
      request: () => ({ url: '/api/v1/channel/channel1/address/provinces' }),
    },
    // ---- management (settingMasterData)
    'GET /api/v1/catalogue/materials/list': {},
    'POST /api/v1/catalogue/materials/save': {
      object: MATERIAL,
      request: (id) => ({ payload: materialPayload(id) }),
    },
    'GET /api/v1/catalogue/materials/:id/prices': { object: MATERIAL },
    'POST /api/v1/catalogue/materials/prices/add': {
      object: MATERIAL,
      request: (id) => ({
        payload: {
          materialId: id,
          vendorId: DEMO.vendors.shanghaiPrecision,
          unitPrice: '1',
          taxRate: '13',
          validFrom: '2026-01-01',
        },
      }),
    },
    'GET /api/v1/catalogue/stores/list': {},
    'POST /api/v1/catalogue/stores/save': {
      request: () => ({ payload: { vendorId: demoId(659996), name: '矩阵店', disabled: false } }),
      note: 'a vendor that serves no tenant: 422 for everyone allowed in, nothing written',
    },
    'GET /api/v1/catalogue/goods/list': {},
    'POST /api/v1/catalogue/goods/save': {
      object: GOODS,
      request: (id) => ({
        payload: {
          id,
          materialId: id,
          vendorId: DEMO.vendors.shanghaiPrecision,
          sku: 'MATRIX-SKU',
          unitPrice: '1',
          taxRate: '13',
          onShelf: true,
          imageFileIds: [],
        },
      }),
    },
    'POST /api/v1/catalogue/goods/shelve': {
      object: GOODS,
      request: (id) => ({ payload: { ids: [id], onShelf: false } }),
      note: 'all or none: an absent or foreign id is a 404 and nothing changes',
    },
  },
  fixtures: async (t) => {
    for (const line of CART_LINES) await insertCartLine(t, line);
    const tenantOwned = (
      kind: Fixture['kind'],
      table: string,
      name: string,
      id: string,
      tenantId: string,
    ) => ({
      kind,
      name,
      id,
      table,
      owner: { tenantId },
    });
    return {
      [GOODS]: [
        tenantOwned(GOODS, 'catalogue_goods', 'huaxia goods', HUAXIA_GOODS, T.huaxia),
        tenantOwned(GOODS, 'catalogue_goods', 'dongfang goods', DONGFANG_GOODS, T.dongfang),
      ],
      [MATERIAL]: [
        tenantOwned(MATERIAL, 'materials', 'huaxia material', HUAXIA_MATERIAL, T.huaxia),
        tenantOwned(MATERIAL, 'materials', 'dongfang material', DONGFANG_MATERIAL, T.dongfang),
      ],
      [CART]: CART_LINES.map((l) => ({
        kind: CART,
        name: l.name,
        id: l.id,
        table: 'cart_items',
        owner: { tenantId: l.tenantId, userId: l.userId },
      })),
    };
  },
};
