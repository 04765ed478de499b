import { sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { CODES, PERMISSIONS } from '@procure/shared-codes';
import { DEMO_IDS, demoId, menuId } from '../demo-ids.ts';

// Demo data of invoice requests (issue #15, /assetsManagement): menu entries on both portals, an invoice
// address of the demo finance user, and in Huaxia four requests to Shanghai Precision on the lines of the
// invoice demo (PO202611050001/-0002): sent, acknowledged, invoiced (answered by invoice 20261101) and
// cancelled. What is left to request stays above 0 on every line, so the create page has lines to pick.
// Idempotent.

export const invoiceRequestMenus = [
  {
    id: menuId(1154),
    site: 'buyer' as const,
    code: 'invoiceRequestList',
    parentCode: 'finance',
    nameZh: '开票申请',
    nameEn: 'Invoice requests',
    path: '/assetsManagement/requestList',
    icon: 'list-checks',
    sort: 15,
    permissionKey: PERMISSIONS.financeInvoice,
  },
  {
    // issue #15 /assetsManagement/receivingAddress: the invoice addresses of the user's address book.
    id: menuId(1156),
    site: 'buyer' as const,
    code: 'invoiceReceivingAddress',
    parentCode: 'finance',
    nameZh: '发票收件地址',
    nameEn: 'Invoice addresses',
    path: '/assetsManagement/receivingAddress',
    icon: 'map-pin',
    sort: 17,
    permissionKey: PERMISSIONS.userSettingAddress,
  },
  {
    // issue #15 /assetsManagement/invoiceTitle: the buyer's invoice titles (masterdata's entity) and the default.
    id: menuId(1159),
    site: 'buyer' as const,
    code: 'invoiceTitle',
    parentCode: 'finance',
    nameZh: '开票抬头',
    nameEn: 'Invoice titles',
    path: '/assetsManagement/invoiceTitle',
    icon: 'enterprise',
    sort: 16,
    permissionKey: PERMISSIONS.financeInvoice,
  },
  {
    // issue #15 /assetsManagement/reconciliation: one supplier's lines, received to paid.
    id: menuId(1157),
    site: 'buyer' as const,
    code: 'invoiceReconciliation',
    parentCode: 'finance',
    nameZh: '发票对账',
    nameEn: 'Reconciliation',
    path: '/assetsManagement/reconciliation',
    icon: 'list-checks',
    sort: 18,
    permissionKey: PERMISSIONS.financeInvoice,
  },
  {
    id: menuId(1158),
    site: 'supplier' as const,
    code: 'vendorReconciliation',
    parentCode: null,
    nameZh: '发票对账',
    nameEn: 'Reconciliation',
    path: '/reconciliation',
    icon: 'list-checks',
    sort: 38,
    permissionKey: PERMISSIONS.vendorOrder,
  },
  {
    id: menuId(1155),
    site: 'supplier' as const,
    code: 'vendorInvoiceRequestList',
    parentCode: null,
    nameZh: '开票申请',
    nameEn: 'Invoice requests',
    path: '/invoiceRequest/list',
    icon: 'list-checks',
    sort: 36,
    permissionKey: PERMISSIONS.vendorOrder,
  },
];

const R = CODES.invoiceRequest;
const ORDER_1 = { id: demoId(1_000_001), code: 'PO202611050001' };
const ORDER_2 = { id: demoId(1_000_002), code: 'PO202611050002' };
const LINES = {
  bearing6205: {
    id: demoId(1_000_110),
    order: ORDER_1,
    code: 'SP-6205',
    name: '深沟球轴承 6205-2RS',
    price: '15.8',
  },
  oilSeal: {
    id: demoId(1_000_111),
    order: ORDER_1,
    code: 'SP-TC-40',
    name: '骨架油封 TC 40×62×8',
    price: '4.1',
  },
  bearing6206: {
    id: demoId(1_000_120),
    order: ORDER_2,
    code: 'SP-6206',
    name: '深沟球轴承 6206-2RS',
    price: '19.6',
  },
};
const ADDRESS = demoId(1_015_299);
const TITLE = {
  name: '华夏科技集团有限公司',
  taxNo: '91110108MA01HX0002',
  bank: '中国工商银行北京中关村支行 0200004509200012345',
  address: '北京市海淀区中关村大街 1 号 01062345678',
};

type SeedRequest = {
  n: number;
  code: string;
  status: number;
  line: keyof typeof LINES;
  quantity: string;
  invoice: string | null;
  remark: string;
  ageDays: number;
};
const REQUESTS: SeedRequest[] = [
  {
    n: 1_015_201,
    code: 'IR202611200001',
    status: R.invoiced.code,
    line: 'bearing6205',
    quantity: '30',
    invoice: demoId(1_015_001),
    remark: '请按订单价开具专票',
    ageDays: 6,
  },
  {
    n: 1_015_202,
    code: 'IR202611220001',
    status: R.cancelled.code,
    line: 'oilSeal',
    quantity: '20',
    invoice: null,
    remark: '',
    ageDays: 4,
  },
  {
    n: 1_015_203,
    code: 'IR202611240001',
    status: R.acknowledged.code,
    line: 'bearing6206',
    quantity: '10',
    invoice: null,
    remark: '月底前寄出纸质发票',
    ageDays: 2,
  },
  {
    n: 1_015_204,
    code: 'IR202611250001',
    status: R.submitted.code,
    line: 'bearing6205',
    quantity: '10',
    invoice: null,
    remark: '',
    ageDays: 1,
  },
];

export async function seedInvoiceRequests(tx: Db, tenantId: string): Promise<void> {
  if (tenantId !== DEMO_IDS.tenants.huaxia) return;
  const finance = DEMO_IDS.users.finance;
  await tx.execute(sql`
    insert into person_addresses (id, tenant_id, user_id, name, phone, email, region_code, province_name, city_name,
      area_name, street, address, address_type, is_default)
    values (${ADDRESS}, ${tenantId}, ${finance}, '王财务', '13800000004', 'finance@huaxia.example', '110108',
      '北京市', '市辖区', '海淀区', null, '中关村大街 1 号 华夏科技大厦 财务部', 2, true)
    on conflict do nothing`);
  const vendorId = DEMO_IDS.vendors.shanghaiPrecision;
  for (const r of REQUESTS) {
    const line = LINES[r.line];
    const amount = (Math.round(Number(r.quantity) * Number(line.price) * 100) / 100).toFixed(2);
    const at = sql`now() - make_interval(days => ${r.ageDays}::int)`;
    await tx.execute(sql`
      insert into invoice_requests (id, tenant_id, vendor_id, code, status, invoice_title_id, title_name, title_tax_no,
        title_bank, title_address, address_id, receiver_name, receiver_phone, receiver_address, remark, total_amount,
        invoice_id, requested_by, acknowledged_at, invoiced_at, cancelled_at, created_at, updated_at)
      values (${demoId(r.n)}, ${tenantId}, ${vendorId}, ${r.code}, ${r.status},
        (select id from md_invoice_titles where tenant_id = ${tenantId} and is_default),
        ${TITLE.name}, ${TITLE.taxNo}, ${TITLE.bank}, ${TITLE.address}, ${ADDRESS}, '王财务', '13800000004',
        '北京市 市辖区 海淀区 中关村大街 1 号 华夏科技大厦 财务部', ${r.remark}, ${amount}, ${r.invoice}, ${finance},
        ${r.status === R.acknowledged.code || r.status === R.invoiced.code ? at : null},
        ${r.status === R.invoiced.code ? at : null}, ${r.status === R.cancelled.code ? at : null}, ${at}, ${at})
      on conflict do nothing`);
    await tx.execute(sql`
      insert into invoice_request_lines (id, tenant_id, request_id, vendor_id, line_no, order_id, order_code,
        order_line_id, product_code, name, unit, quantity, unit_price, tax_rate, amount)
      values (${demoId(r.n + 50)}, ${tenantId}, ${demoId(r.n)}, ${vendorId}, 1, ${line.order.id}, ${line.order.code},
        ${line.id}, ${line.code}, ${line.name}, '个', ${r.quantity}, ${line.price}, 13, ${amount})
      on conflict do nothing`);
  }
}
