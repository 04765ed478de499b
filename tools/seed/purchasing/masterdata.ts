import { CODES, PERMISSIONS } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { masterdataSchema } from '@procure/masterdata-server';
import { DEMO_IDS, demoId, menuId } from '../demo-ids.ts';

// Demo data of the masterdata domain (issue #6): its menu entries (global; menu ids from its own range of
// menuId, see ./README.md) and its rows in each demo tenant. Idempotent: onConflictDoNothing.

const s = masterdataSchema;

/** Menu entries of the pages this domain adds (rows of identitySchema.menuItems). */
export const masterdataMenus: {
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
    id: menuId(500),
    site: 'buyer',
    code: 'settingMasterData',
    parentCode: 'setting',
    nameZh: '基础数据',
    nameEn: 'Master data',
    path: '/setting/masterData',
    icon: 'database',
    sort: 40,
    permissionKey: PERMISSIONS.settingMasterData,
  },
  {
    id: menuId(501),
    site: 'buyer',
    code: 'settingProcurementSetting',
    parentCode: 'setting',
    nameZh: '采购设置',
    nameEn: 'Procurement settings',
    path: '/setting/procurementSetting',
    icon: 'setting',
    sort: 41,
    permissionKey: PERMISSIONS.settingMasterData,
  },
  {
    id: menuId(502),
    site: 'buyer',
    code: 'currency',
    parentCode: null,
    nameZh: '币种汇率',
    nameEn: 'Currencies',
    path: '/currency',
    icon: 'currency',
    sort: 85,
    permissionKey: PERMISSIONS.currency,
  },
  {
    id: menuId(503),
    site: 'buyer',
    code: 'currencyList',
    parentCode: 'currency',
    nameZh: '币种列表',
    nameEn: 'Currency list',
    path: '/currency/list',
    icon: 'currency',
    sort: 10,
    permissionKey: PERMISSIONS.currency,
  },
  {
    id: menuId(504),
    site: 'buyer',
    code: 'currencyHistory',
    parentCode: 'currency',
    nameZh: '汇率历史',
    nameEn: 'Exchange-rate history',
    path: '/currency/history',
    icon: 'history',
    sort: 20,
    permissionKey: PERMISSIONS.currency,
  },
];

/** Demo row ids: huaxia from 500000, dongfang from 550000 (the masterdata range of demoId). */
const rowId = (tenantId: string, n: number) =>
  demoId((tenantId === DEMO_IDS.tenants.huaxia ? 500000 : 550000) + n);

const UNITS = [
  ['PC', '个', 'piece'],
  ['UNT', '台', 'unit'],
  ['BX', '箱', 'box'],
  ['KGM', '千克', 'kilogram'],
  ['ST', '套', 'set'],
] as const;

const ACCOUNTS = [
  ['660201', '办公费', 'Office expenses'],
  ['660202', '差旅费', 'Travel expenses'],
  ['160101', '固定资产-电子设备', 'Fixed assets - electronics'],
  ['140301', '原材料', 'Raw materials'],
] as const;

/** Three first-level categories, each with children booking to one account. */
const CATEGORIES = [
  {
    code: 'OFF',
    zh: '办公用品',
    en: 'Office supplies',
    children: [
      ['OFF-PAPER', '纸张', 'Paper', '660201'],
      ['OFF-PEN', '文具', 'Stationery', '660201'],
    ],
  },
  {
    code: 'ITE',
    zh: 'IT 设备',
    en: 'IT equipment',
    children: [
      ['ITE-PC', '电脑', 'Computers', '160101'],
      ['ITE-NET', '网络设备', 'Network devices', '160101'],
    ],
  },
  {
    code: 'MRO',
    zh: '生产物料',
    en: 'Production materials',
    children: [
      ['MRO-STEEL', '钢材', 'Steel', '140301'],
      ['MRO-PARTS', '零部件', 'Parts', '140301'],
    ],
  },
] as const;

type DemoCategoryCode = (typeof CATEGORIES)[number]['children'][number][0];

/** A demo second-level category of a tenant and the account it books to (the catalogue's goods use them). */
export function demoCategory(tenantId: string, code: DemoCategoryCode): { id: string; accountCode: string } {
  for (const [i, category] of CATEGORIES.entries()) {
    for (const [j, [childCode, , , account]] of category.children.entries()) {
      if (childCode === code) return { id: rowId(tenantId, 41 + i * 10 + j), accountCode: account };
    }
  }
  throw new Error(`no demo category ${code}`);
}

export async function seedMasterdata(tx: Db, tenantId: string): Promise<void> {
  const huaxia = tenantId === DEMO_IDS.tenants.huaxia;
  await tx
    .insert(s.mdUnits)
    .values(
      UNITS.map(([code, nameZh, nameEn], i) => ({
        id: rowId(tenantId, 1 + i),
        tenantId,
        code,
        nameZh,
        nameEn,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(s.mdFinancialAccounts)
    .values(
      ACCOUNTS.map(([code, nameZh, nameEn], i) => ({
        id: rowId(tenantId, 20 + i),
        tenantId,
        code,
        nameZh,
        nameEn,
      })),
    )
    .onConflictDoNothing();
  const accountId = (code: string) => rowId(tenantId, 20 + ACCOUNTS.findIndex(([c]) => c === code));
  for (const [i, category] of CATEGORIES.entries()) {
    const parentId = rowId(tenantId, 40 + i * 10);
    await tx
      .insert(s.mdCategories)
      .values({
        id: parentId,
        tenantId,
        code: category.code,
        nameZh: category.zh,
        nameEn: category.en,
        sort: i,
      })
      .onConflictDoNothing();
    for (const [j, [code, nameZh, nameEn, account]] of category.children.entries()) {
      const id = rowId(tenantId, 41 + i * 10 + j);
      await tx
        .insert(s.mdCategories)
        .values({ id, tenantId, code, nameZh, nameEn, parentId, sort: j })
        .onConflictDoNothing();
      await tx
        .insert(s.mdCategoryAccounts)
        .values({ tenantId, categoryId: id, accountId: accountId(account) })
        .onConflictDoNothing();
    }
  }
  await tx
    .insert(s.mdCurrencies)
    .values([
      {
        id: rowId(tenantId, 80),
        tenantId,
        code: 'CNY',
        nameZh: '人民币',
        nameEn: 'Chinese yuan',
        symbol: '¥',
        isBase: true,
      },
      { id: rowId(tenantId, 81), tenantId, code: 'USD', nameZh: '美元', nameEn: 'US dollar', symbol: '$' },
      { id: rowId(tenantId, 82), tenantId, code: 'EUR', nameZh: '欧元', nameEn: 'Euro', symbol: '€' },
    ])
    .onConflictDoNothing();
  const rates = [
    ['USD', '7.10', '2025-01-01'],
    ['USD', '7.18', '2025-07-01'],
    ['EUR', '7.85', '2025-01-01'],
    ['EUR', '8.02', '2025-07-01'],
  ] as const;
  await tx
    .insert(s.mdExchangeRates)
    .values(
      rates.map(([currencyCode, rate, effectiveDate], i) => ({
        id: rowId(tenantId, 90 + i),
        tenantId,
        currencyCode,
        rate,
        effectiveDate,
      })),
    )
    .onConflictDoNothing();
  // Invoice titles (/assetsManagement/invoiceTitle): the company itself is the default; a subsidiary's
  // title is enabled, a closed branch's is disabled. Every tax number is a valid credit code.
  await tx
    .insert(s.mdInvoiceTitles)
    .values([
      {
        id: rowId(tenantId, 100),
        tenantId,
        code: huaxia ? '91110108MA01HX0002' : '91440300MA5DF00006',
        nameZh: huaxia ? '华夏科技集团有限公司' : '东方制造股份有限公司',
        nameEn: huaxia ? '华夏科技集团有限公司' : '东方制造股份有限公司',
        bankName: huaxia ? '中国工商银行北京中关村支行' : '招商银行深圳南山支行',
        bankAccount: huaxia ? '0200004509200012345' : '755912345610001',
        address: huaxia ? '北京市海淀区中关村大街 1 号' : '深圳市南山区科技园 8 号',
        phone: huaxia ? '01062345678' : '075526789012',
        isDefault: true,
      },
      {
        id: rowId(tenantId, 101),
        tenantId,
        code: huaxia ? '91310115MA01HX003W' : '91440300MA5DF00019',
        nameZh: huaxia ? '华夏科技（上海）有限公司' : '东方制造（深圳）销售有限公司',
        nameEn: huaxia ? '华夏科技（上海）有限公司' : '东方制造（深圳）销售有限公司',
        bankName: huaxia ? '中国建设银行上海张江支行' : '中国银行深圳科技园支行',
        bankAccount: huaxia ? '31050161370000001234' : '745768901234',
        address: huaxia ? '上海市浦东新区张江路 88 号' : '深圳市南山区高新南一道 6 号',
        phone: huaxia ? '02150801234' : '075586001234',
      },
      {
        id: rowId(tenantId, 102),
        tenantId,
        code: huaxia ? '91110108MA01HX004E' : '91320594MA5DF0002W',
        nameZh: huaxia ? '华夏科技集团有限公司天津分公司' : '东方制造股份有限公司苏州分公司',
        nameEn: huaxia ? '华夏科技集团有限公司天津分公司' : '东方制造股份有限公司苏州分公司',
        bankName: huaxia ? '交通银行天津滨海支行' : '农业银行苏州工业园区支行',
        bankAccount: huaxia ? '120060100018000012345' : '10551201040012345',
        address: huaxia ? '天津市滨海新区第三大街 5 号' : '苏州工业园区星湖街 328 号',
        phone: null,
        disabled: true,
      },
    ])
    .onConflictDoNothing();
  await tx
    .insert(s.mdContractTypes)
    .values([
      {
        id: rowId(tenantId, 110),
        tenantId,
        code: 'PUR',
        nameZh: '采购合同',
        nameEn: 'Purchase contract',
        items: [
          { item_code: 'DELIVERY', item_name: '交货条款' },
          { item_code: 'PAYMENT', item_name: '付款条款' },
        ],
      },
      {
        id: rowId(tenantId, 111),
        tenantId,
        code: 'SVC',
        nameZh: '服务合同',
        nameEn: 'Service contract',
        items: [{ item_code: 'SLA', item_name: '服务水平' }],
      },
    ])
    .onConflictDoNothing();
  // The buyer's records of the demo suppliers it is served by (tenant_vendors, demo-data.ts).
  const profiles = [
    {
      vendorId: DEMO_IDS.vendors.shanghaiPrecision,
      name: '上海精工零部件有限公司',
      code: '91310115MA1K4XY7DD',
      mobile: '13916000001',
    },
    ...(huaxia
      ? [
          {
            vendorId: DEMO_IDS.vendors.suzhouSteel,
            name: '苏州恒钢材料有限公司',
            code: '91320505MA1P8QW3C9',
            mobile: '13912000002',
          },
        ]
      : []),
  ];
  await tx
    .insert(s.mdVendorProfiles)
    .values(
      profiles.map((p) => ({
        tenantId,
        vendorId: p.vendorId,
        name: p.name,
        socialCreditCode: p.code,
        status: CODES.supplierStatus.qualified.code,
        contactName: '销售经理',
        contactMobile: p.mobile,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(s.mdProcurementSettings)
    .values({
      tenantId,
      purchaseRemarkLimit: huaxia ? 1000 : 100,
      prCodePrefix: huaxia ? 'HXPR' : 'DFPR',
      overBudgetSubmitAllowed: huaxia,
    })
    .onConflictDoNothing();
}
