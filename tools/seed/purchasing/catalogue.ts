import { PERMISSIONS } from '@procure/shared-codes';
import { money } from '@procure/shared-validation';
import { demoCategory } from './masterdata.ts';
import type { Db } from '@procure/server-db';
import { catalogueGoods, catalogueStores, materialPrices, materials } from '@procure/catalogue-server';
import { DEMO_IDS, demoId, menuId } from '../demo-ids.ts';

// Demo data of the catalogue domain (issue #6): its menu entries (global; menu ids from its own range of
// menuId, see ./README.md) and its rows in each demo tenant. Idempotent: onConflictDoNothing.

/** Menu entries of the pages this domain adds (rows of identitySchema.menuItems). */
export const catalogueMenus: {
  id: string;
  site: 'buyer' | 'supplier';
  code: string;
  parentCode: string | null;
  nameZh: string;
  nameEn: string;
  path: string;
  icon: string;
  sort: number;
  permissionKey: string;
}[] = [
  {
    n: 650,
    code: 'procurementIndex',
    parent: 'procurement',
    zh: '商城首页',
    en: 'Goods home',
    path: '/procurement/index',
    icon: 'store',
    sort: 10,
    key: PERMISSIONS.procurementCatalogue,
  },
  {
    n: 651,
    code: 'procurementGoodsList',
    parent: 'procurement',
    zh: '商品列表',
    en: 'Goods list',
    path: '/procurement/goodsList',
    icon: 'list',
    sort: 11,
    key: PERMISSIONS.procurementCatalogue,
  },
  {
    n: 652,
    code: 'procurementCart',
    parent: 'procurement',
    zh: '购物车',
    en: 'Cart',
    path: '/procurement/cart',
    icon: 'cart',
    sort: 12,
    key: PERMISSIONS.procurementCatalogue,
  },
  {
    n: 653,
    code: 'settingGoods',
    parent: 'setting',
    zh: '目录商品',
    en: 'Catalogue goods',
    path: '/setting/goods',
    icon: 'package',
    sort: 60,
    key: PERMISSIONS.settingMasterData,
  },
  {
    n: 654,
    code: 'settingMaterials',
    parent: 'setting',
    zh: '物料与价格',
    en: 'Materials and prices',
    path: '/setting/materials',
    icon: 'boxes',
    sort: 61,
    key: PERMISSIONS.settingMasterData,
  },
].map((m) => ({
  id: menuId(m.n),
  site: 'buyer' as const,
  code: m.code,
  parentCode: m.parent,
  nameZh: m.zh,
  nameEn: m.en,
  path: m.path,
  icon: m.icon,
  sort: m.sort,
  permissionKey: m.key,
}));

/** The goods' procurement categories: master data's demo second-level categories. */
const C = { office: 'OFF-PEN', it: 'ITE-PC', tools: 'MRO-PARTS', safety: 'MRO-PARTS' } as const;
// code, name, spec, unit, category, goods(1)/service(2), capex(1)/expense(2), price (CNY, excl. VAT)
const MATERIALS: [string, string, string, string, (typeof C)[keyof typeof C], 1 | 2, 1 | 2, string][] = [
  ['M-OF-001', 'A4 复印纸', '70g 500 张/包 × 5', '箱', C.office, 1, 2, '118.00'],
  ['M-OF-002', '中性笔', '0.5mm 黑色 12 支/盒', '盒', C.office, 1, 2, '16.80'],
  ['M-OF-003', '文件柜', '钢制 四门 1850×900×400', '台', C.office, 1, 1, '1280.00'],
  ['M-OF-004', '人体工学办公椅', '网背 可调扶手', '把', C.office, 1, 2, '899.00'],
  ['M-IT-001', '笔记本电脑', '14 英寸 i7 16G 1T', '台', C.it, 1, 1, '7299.00'],
  ['M-IT-002', '27 英寸显示器', '2K IPS', '台', C.it, 1, 2, '1499.00'],
  ['M-IT-003', '激光打印机', 'A4 黑白 双面', '台', C.it, 1, 1, '2380.00'],
  ['M-IT-004', '服务器', '2U 双路 64G 内存', '台', C.it, 1, 1, '36800.00'],
  ['M-TL-001', '数显游标卡尺', '0-150mm 0.01mm', '把', C.tools, 1, 2, '268.00'],
  ['M-TL-002', '扭力扳手', '1/2 英寸 40-200N·m', '把', C.tools, 1, 2, '635.50'],
  ['M-TL-003', '台式钻床', '16mm 550W', '台', C.tools, 1, 1, '5680.00'],
  ['M-SF-001', '劳保手套', '丁腈涂层 12 双/包', '包', C.safety, 1, 2, '45.00'],
  ['M-SF-002', '安全帽', 'ABS 国标 V 型', '顶', C.safety, 1, 2, '39.90'],
  ['M-SF-003', '设备年度维保服务', '含 2 次上门巡检', '次', C.tools, 2, 2, '12000.00'],
];

/** Rows of this domain in one demo tenant (runs as the app role inside that tenant's scope). */
export async function seedCatalogue(tx: Db, tenantId: string): Promise<void> {
  const huaxia = tenantId === DEMO_IDS.tenants.huaxia;
  const base = 650000 + (huaxia ? 0 : 10000);
  const { shanghaiPrecision, suzhouSteel } = DEMO_IDS.vendors;
  // Suzhou Steel serves Huaxia only; Shanghai Precision serves both tenants.
  const vendors = huaxia ? [shanghaiPrecision, suzhouSteel] : [shanghaiPrecision];
  await tx
    .insert(catalogueStores)
    .values(
      vendors.map((vendorId, i) => ({
        id: demoId(base + 1 + i),
        tenantId,
        vendorId,
        name: vendorId === shanghaiPrecision ? '上海精密旗舰店' : '苏州钢材直营店',
      })),
    )
    .onConflictDoNothing();

  const rows = MATERIALS.map(([code, name, spec, unit, categoryCode, goodsService, capexExpense], i) => {
    const category = demoCategory(tenantId, categoryCode);
    return {
      id: demoId(base + 100 + i),
      tenantId,
      code,
      name,
      spec,
      unit,
      categoryId: category.id,
      accountingCode: category.accountCode,
      goodsService,
      capexExpense,
    };
  });
  await tx.insert(materials).values(rows).onConflictDoNothing();

  const goods = MATERIALS.flatMap(([code, , , , , , , price], i) => {
    const offers = huaxia && i % 2 === 0 ? vendors : [vendors[0] as string];
    return offers.map((vendorId, v) => ({
      id: demoId(base + 200 + i * 2 + v),
      tenantId,
      vendorId,
      materialId: demoId(base + 100 + i),
      // The second vendor is 3 % cheaper: the list shows the same material from two shops.
      sku: `${vendorId === shanghaiPrecision ? 'SP' : 'SZ'}-${code.slice(2)}`,
      unitPrice: v === 0 ? price : money.round(money.mul(price, '0.97'), 2),
      taxRate: code === 'M-SF-003' ? '6.00' : '13.00',
      // One item of each tenant is off the shelf (cart and checkout tests and demos rely on it).
      onShelf: code !== 'M-OF-003',
      popularity: (i * 7) % 11,
      description: `${code} · ${huaxia ? '华夏' : '东方'}目录`,
    }));
  });
  await tx.insert(catalogueGoods).values(goods).onConflictDoNothing();

  await tx
    .insert(materialPrices)
    .values(
      MATERIALS.map(([, , , , , , , price], i) => ({
        id: demoId(base + 400 + i),
        tenantId,
        materialId: demoId(base + 100 + i),
        vendorId: shanghaiPrecision,
        unitPrice: price,
        taxRate: '13.00',
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
      })),
    )
    .onConflictDoNothing();
}
