import { sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { CODES, PERMISSIONS } from '@procure/shared-codes';
import { DEMO_IDS, demoId, menuId } from '../demo-ids.ts';

// Demo data of the receiving domain (issue #14): its menu entries and, in Huaxia, order
// PO202611020004 partly received (delivery note -1 taken: 98 accepted, 2 rejected with a reason; note
// -2 still to receive) with its bearing line closed. Rows written as the receiving routes would, the
// ledger and the order status included. Idempotent (fixed ids, on conflict do nothing; the ledger is
// only touched when the receipt row is new).

export const receivingMenus: {
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
    id: menuId(950),
    site: 'buyer',
    code: 'receiveList',
    parentCode: 'procurement',
    nameZh: '待收货',
    nameEn: 'To receive',
    path: '/Receive/receiveList',
    icon: 'order',
    sort: 32,
    permissionKey: PERMISSIONS.procurementOrder,
  },
  {
    id: menuId(951),
    site: 'buyer',
    code: 'receiveConstList',
    parentCode: 'procurement',
    nameZh: '收货记录',
    nameEn: 'Received records',
    path: '/Receive/constList',
    icon: 'order',
    sort: 33,
    permissionKey: PERMISSIONS.procurementOrder,
  },
  {
    id: menuId(953),
    site: 'buyer',
    code: 'settingReceiving',
    parentCode: 'setting',
    nameZh: '收货设置',
    nameEn: 'Receiving settings',
    path: '/setting/receiving',
    icon: 'setting',
    sort: 61,
    permissionKey: PERMISSIONS.settingApprovalFlow,
  },
  {
    id: menuId(952),
    site: 'supplier',
    code: 'vendorReceiptList',
    parentCode: null,
    nameZh: '收货记录',
    nameEn: 'Receipts',
    path: '/receive/list',
    icon: 'order',
    sort: 31,
    permissionKey: PERMISSIONS.vendorOrder,
  },
];

const H = CODES.historyAction;
// Order PO202611020004 of tools/seed/purchasing/order.ts (order n 802004): seal line 0, bearing line 1.
const ORDER = demoId(802004);
const SEAL_LINE = demoId(810_000 + 4 * 10 + 0);
const BEARING_LINE = demoId(810_000 + 4 * 10 + 1);
const NOTE_1 = demoId(806_000 + 4 * 10 + 0);
const RECEIPT = demoId(960001);
const NOTE_2 = demoId(806_000 + 4 * 10 + 1);
const CANCELLED = demoId(960002);

/** A cancelled receipt of note -2 (taken, then cancelled: it holds nothing on the ledger). */
async function seedCancelledReceipt(tx: Db, tenantId: string): Promise<void> {
  const purchaser = DEMO_IDS.users.purchaser;
  const reason = '误把其他订单的货物计入本单';
  const inserted = await tx.execute(sql`
    insert into receipts (id, tenant_id, code, order_id, order_code, vendor_id, delivery_id, delivery_code, status,
      receiver_name, received_on, warehouse, remark, accepted_qty, rejected_qty, accepted_amount, created_by,
      created_at, confirmed_at, cancelled_at, cancelled_by, cancel_reason)
    values (${CANCELLED}, ${tenantId}, 'PO202611020004-R2', ${ORDER}, 'PO202611020004', ${DEMO_IDS.vendors.shanghaiPrecision},
      ${NOTE_2}, 'PO202611020004-2', ${CODES.receipt.cancelled.code}, '周采购',
      (now() at time zone 'Asia/Shanghai')::date, '一号仓 A-03', null, 50, 0, 160.00, ${purchaser},
      now() - interval '10 hours', now() - interval '10 hours', now() - interval '8 hours', ${purchaser}, ${reason})
    on conflict do nothing
    returning id`);
  if ((inserted as unknown as { rows: unknown[] }).rows.length === 0) return;
  await tx.execute(sql`
    insert into receipt_lines (id, tenant_id, receipt_id, vendor_id, order_line_id, line_no, product_code, name, unit,
      unit_price, accepted_qty, rejected_qty, reject_reason)
    values (${demoId(960102)}, ${tenantId}, ${CANCELLED}, ${DEMO_IDS.vendors.shanghaiPrecision}, ${SEAL_LINE}, 1,
      'SP-TC-35', '骨架油封 TC 35×52×7', '个', 3.20, 50, 0, null)
    on conflict do nothing`);
  for (const [k, action, comment, hoursAgo] of [
    [2, H.receive.code, 'PO202611020004-R2 (PO202611020004-2)', 10],
    [3, H.void.code, `PO202611020004-R2: ${reason}`, 8],
  ] as const) {
    await tx.execute(sql`
      insert into purchase_order_history (id, tenant_id, order_id, vendor_id, actor_id, action, comment, created_at)
      values (${demoId(960301 + k)}, ${tenantId}, ${ORDER}, ${DEMO_IDS.vendors.shanghaiPrecision}, ${purchaser}, ${action},
        ${comment}, now() - make_interval(hours => ${hoursAgo}::int))
      on conflict do nothing`);
  }
}

export async function seedReceiving(tx: Db, tenantId: string): Promise<void> {
  if (tenantId !== DEMO_IDS.tenants.huaxia) return;
  await seedCancelledReceipt(tx, tenantId);
  const purchaser = DEMO_IDS.users.purchaser;
  const inserted = await tx.execute(sql`
    insert into receipts (id, tenant_id, code, order_id, order_code, vendor_id, delivery_id, delivery_code, status,
      receiver_name, received_on, warehouse, remark, accepted_qty, rejected_qty, accepted_amount, created_by,
      created_at, confirmed_at)
    values (${RECEIPT}, ${tenantId}, 'PO202611020004-R1', ${ORDER}, 'PO202611020004', ${DEMO_IDS.vendors.shanghaiPrecision},
      ${NOTE_1}, 'PO202611020004-1', ${CODES.application.approved.code}, '周采购',
      (now() at time zone 'Asia/Shanghai')::date - 1, '一号仓 A-03', '到货抽检', 98, 2, 313.60, ${purchaser},
      now() - interval '1 day', now() - interval '1 day')
    on conflict do nothing
    returning id`);
  if ((inserted as unknown as { rows: unknown[] }).rows.length === 0) return;
  await tx.execute(sql`
    insert into receipt_lines (id, tenant_id, receipt_id, vendor_id, order_line_id, line_no, product_code, name, unit,
      unit_price, accepted_qty, rejected_qty, reject_reason)
    values (${demoId(960101)}, ${tenantId}, ${RECEIPT}, ${DEMO_IDS.vendors.shanghaiPrecision}, ${SEAL_LINE}, 1,
      'SP-TC-35', '骨架油封 TC 35×52×7', '个', 3.20, 98, 2, '唇口破损 2 个')
    on conflict do nothing`);
  await tx.execute(sql`
    insert into receiving_closures (id, tenant_id, order_id, order_line_id, vendor_id, line_no, closed_qty, reason, created_by,
      created_at)
    values (${demoId(960201)}, ${tenantId}, ${ORDER}, ${BEARING_LINE}, ${DEMO_IDS.vendors.shanghaiPrecision}, 2, 40,
      '轴承改用库存，不再收货', ${purchaser}, now() - interval '20 hours')
    on conflict do nothing`);
  // The ledger as the receipt and the close left it: seal received 98 (the rejected 2 went back to the
  // supplier: delivered 150 → 148), bearing closed 40.
  await tx.execute(sql`
    update purchase_order_lines
       set received_qty = 98, received_amount = round(98 * unit_price, 2),
           delivered_qty = delivered_qty - 2, delivered_amount = round((delivered_qty - 2) * unit_price, 2)
     where id = ${SEAL_LINE}`);
  await tx.execute(sql`
    update purchase_order_lines set closed_qty = ordered_qty, closed_amount = ordered_amount where id = ${BEARING_LINE}`);
  await tx.execute(sql`
    update purchase_orders set status = ${CODES.order.partlyReceived.code} where id = ${ORDER}`);
  for (const [k, action, comment, hoursAgo] of [
    [0, H.receive.code, 'PO202611020004-R1 (PO202611020004-1)', 24],
    [1, H.closeReceipt.code, '#2 × 40: 轴承改用库存，不再收货', 20],
  ] as const) {
    await tx.execute(sql`
      insert into purchase_order_history (id, tenant_id, order_id, vendor_id, actor_id, action, comment, created_at)
      values (${demoId(960301 + k)}, ${tenantId}, ${ORDER}, ${DEMO_IDS.vendors.shanghaiPrecision}, ${purchaser}, ${action},
        ${comment}, now() - make_interval(hours => ${hoursAgo}::int))
      on conflict do nothing`);
  }
}
