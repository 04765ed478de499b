import { sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { CODES, PERMISSIONS } from '@procure/shared-codes';
import { approvalSchema } from '@procure/approval-server';
import { DEMO_IDS, demoId, menuId } from '../demo-ids.ts';

// Demo data of the returns domain (issue #14): its menu entries and, in Huaxia, two orders of Shanghai
// Precision whose goods were received (one in full, one in part) with returns in six of the seven states.
// The orders' ledgers are written here as a receipt would leave them (received = delivered; returned =
// Σ returns in 5, 6, 1, 2, 3, all refunds) until the receiving domain's demo data lands. Idempotent.

export const returnsMenus: {
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
    id: menuId(1000),
    site: 'buyer',
    code: 'saleReturnList',
    parentCode: 'procurement',
    nameZh: '退货管理',
    nameEn: 'Returns',
    path: '/SaleReturn/list',
    icon: 'order',
    sort: 35,
    permissionKey: PERMISSIONS.procurementOrder,
  },
  {
    id: menuId(1001),
    site: 'supplier',
    code: 'vendorReturnList',
    parentCode: null,
    nameZh: '退货管理',
    nameEn: 'Returns',
    path: '/return/list',
    icon: 'order',
    sort: 35,
    permissionKey: PERMISSIONS.vendorOrder,
  },
];

const R = CODES.return;
const O = CODES.order;
type Line = {
  productCode: string;
  name: string;
  unit: string;
  unitPrice: string;
  qty: string;
  received: string;
};
type SeedReturn = {
  n: number;
  status: number;
  remark: string;
  /** [line index, quantity, reason] */
  lines: [number, string, string][];
  rejectComment?: string;
  ageDays: number;
};
type SeedOrder = { n: number; code: string; status: number; lines: Line[]; returns: SeedReturn[] };

const money = (unitPrice: string, qty: string) =>
  (Math.round(Number(unitPrice) * Number(qty) * 100) / 100).toFixed(2);
const BOOKED: number[] = [
  R.approving.code,
  R.approved.code,
  R.toConfirm.code,
  R.returned.code,
  R.completed.code,
];
const SENT: number[] = [R.toConfirm.code, R.returned.code, R.completed.code, R.rejected.code];

const ORDERS: SeedOrder[] = [
  {
    n: 1_000_001,
    code: 'PO202611050001',
    status: O.received.code,
    lines: [
      {
        productCode: 'SP-6205',
        name: '深沟球轴承 6205-2RS',
        unit: '个',
        unitPrice: '15.80',
        qty: '60',
        received: '60',
      },
      {
        productCode: 'SP-TC-40',
        name: '骨架油封 TC 40×62×8',
        unit: '个',
        unitPrice: '4.10',
        qty: '100',
        received: '100',
      },
    ],
    returns: [
      {
        n: 1_001_001,
        status: R.completed.code,
        remark: '外圈锈蚀',
        lines: [[0, '2', '外圈锈蚀']],
        ageDays: 6,
      },
      {
        n: 1_001_002,
        status: R.toConfirm.code,
        remark: '尺寸不符',
        lines: [[1, '10', '内径偏大']],
        ageDays: 2,
      },
      {
        n: 1_001_003,
        status: R.returned.code,
        remark: '包装破损',
        lines: [[0, '3', '包装破损受潮']],
        ageDays: 3,
      },
      {
        n: 1_001_004,
        status: R.rejected.code,
        remark: '型号错发',
        lines: [[1, '5', '型号错发']],
        rejectComment: '我方发货记录为 TC 40×62×8，型号无误，请核对',
        ageDays: 4,
      },
    ],
  },
  {
    n: 1_000_002,
    code: 'PO202611050002',
    status: O.partlyReceived.code,
    lines: [
      {
        productCode: 'SP-6206',
        name: '深沟球轴承 6206-2RS',
        unit: '个',
        unitPrice: '19.60',
        qty: '80',
        received: '50',
      },
    ],
    returns: [
      { n: 1_001_005, status: R.approved.code, remark: '异响', lines: [[0, '4', '运转异响']], ageDays: 1 },
      { n: 1_001_006, status: R.draft.code, remark: '', lines: [[0, '1', '外观划伤']], ageDays: 0 },
    ],
  },
];

/** 1000110, 1000111 (order 1000001), 1000120 (order 1000002): ten ids per order. */
const lineId = (orderN: number, index: number) => demoId(1_000_100 + (orderN - 1_000_000) * 10 + index);
const returnLineId = (returnN: number, index: number) => demoId(returnN + 500 + index);

/** Huaxia's return flow: one step, the purchaser's superior (the demo approver), so returns show on /mobile. */
async function seedReturnFlow(tx: Db, tenantId: string): Promise<void> {
  const flowId = demoId(1_002_001);
  await tx
    .insert(approvalSchema.approvalFlows)
    .values({
      id: flowId,
      tenantId,
      docType: CODES.documentType.return.code,
      name: '退货审批',
      priority: 10,
      minAmount: null,
    })
    .onConflictDoNothing();
  await tx
    .insert(approvalSchema.approvalFlowNodes)
    .values({
      id: demoId(1_002_010),
      tenantId,
      flowId,
      seq: 1,
      key: 'superior',
      name: '直属上级审批',
      approverType: CODES.approverType.superior.code,
      mode: CODES.approvalMode.authorized.code,
    })
    .onConflictDoNothing();
}

export async function seedReturns(tx: Db, tenantId: string): Promise<void> {
  if (tenantId !== DEMO_IDS.tenants.huaxia) return;
  await seedReturnFlow(tx, tenantId);
  const purchaser = DEMO_IDS.users.purchaser;
  const vendorId = DEMO_IDS.vendors.shanghaiPrecision;
  for (const o of ORDERS) {
    const orderId = demoId(o.n);
    const total = o.lines.reduce((sum, l) => sum + Number(money(l.unitPrice, l.qty)), 0).toFixed(2);
    await tx.execute(sql`
      insert into purchase_orders (id, tenant_id, code, vendor_id, source_type, source_id, source_code, buyer_id,
        legal_entity_id, currency, receiver_name, receiver_phone, receiving_address, status, line_count, total_amount,
        delivery_count, confirmed_at, vendor_unread, created_at, updated_at)
      values (${orderId}, ${tenantId}, ${o.code}, ${vendorId}, 'purchaseApply', ${demoId(o.n + 900)}, 'PR202611050001',
        ${purchaser}, ${DEMO_IDS.legalEntities.huaxiaShanghai}, 'CNY', '周采购', '13800000002',
        '上海市浦东新区张江路 88 号 3 号仓库', ${o.status}, ${o.lines.length}, ${total}, 1,
        now() - interval '12 days', false, now() - interval '14 days', now() - interval '8 days')
      on conflict do nothing`);
    for (const [i, l] of o.lines.entries()) {
      const returned = o.returns
        .filter((r) => BOOKED.includes(r.status))
        .flatMap((r) => r.lines.filter(([index]) => index === i).map(([, qty]) => Number(qty)))
        .reduce((sum, qty) => sum + qty, 0)
        .toString();
      await tx.execute(sql`
        insert into purchase_order_lines (id, tenant_id, order_id, vendor_id, line_no, source_line_id, product_code, name,
          unit, unit_price, tax_rate, need_by_date, ordered_qty, ordered_amount, delivered_qty, delivered_amount,
          received_qty, received_amount, returned_qty, returned_amount)
        values (${lineId(o.n, i)}, ${tenantId}, ${orderId}, ${vendorId}, ${i + 1}, ${demoId(1_000_200 + (o.n - 1_000_000) * 10 + i)},
          ${l.productCode}, ${l.name}, ${l.unit}, ${l.unitPrice}, 13, (now() at time zone 'Asia/Shanghai')::date + 7,
          ${l.qty}, ${money(l.unitPrice, l.qty)}, ${l.received}, ${money(l.unitPrice, l.received)},
          ${l.received}, ${money(l.unitPrice, l.received)}, ${returned}, ${money(l.unitPrice, returned)})
        on conflict do nothing`);
    }
    for (const [k, r] of o.returns.entries()) {
      const returnId = demoId(r.n);
      const lines = r.lines.map(([index, qty, reason]) => ({
        line: o.lines[index] as Line,
        index,
        qty,
        reason,
      }));
      const totalQty = lines.reduce((sum, l) => sum + Number(l.qty), 0).toString();
      const totalAmount = lines
        .reduce((sum, l) => sum + Number(money(l.line.unitPrice, l.qty)), 0)
        .toFixed(2);
      const at = sql`now() - make_interval(days => ${r.ageDays}::int)`;
      const submitted = r.status !== R.draft.code;
      const sent = SENT.includes(r.status);
      await tx.execute(sql`
        insert into purchase_returns (id, tenant_id, code, order_id, order_code, vendor_id, currency, status, remark,
          total_qty, total_amount, created_by, submitted_at, approved_at, sent_at, confirmed_at, completed_at,
          reject_comment, rejected_by, vendor_unread, created_at, updated_at)
        values (${returnId}, ${tenantId}, ${`${o.code}-R${k + 1}`}, ${orderId}, ${o.code}, ${vendorId}, 'CNY', ${r.status},
          ${r.remark}, ${totalQty}, ${totalAmount}, ${purchaser},
          ${submitted ? at : null}, ${submitted && r.status !== R.approving.code ? at : null}, ${sent ? at : null},
          ${r.status === R.returned.code || r.status === R.completed.code ? at : null},
          ${r.status === R.completed.code ? at : null},
          ${r.rejectComment ?? null}, ${r.status === R.rejected.code ? 'supplier' : null},
          ${r.status === R.toConfirm.code}, ${at}, ${at})
        on conflict do nothing`);
      for (const [j, l] of lines.entries()) {
        await tx.execute(sql`
          insert into purchase_return_lines (id, tenant_id, return_id, vendor_id, order_line_id, line_no, product_code,
            name, unit, unit_price, quantity, amount, reason, disposition)
          values (${returnLineId(r.n, j)}, ${tenantId}, ${returnId}, ${vendorId}, ${lineId(o.n, l.index)}, ${l.index + 1},
            ${l.line.productCode}, ${l.line.name}, ${l.line.unit}, ${l.line.unitPrice}, ${l.qty},
            ${money(l.line.unitPrice, l.qty)}, ${l.reason}, 'refund')
          on conflict do nothing`);
      }
    }
  }
}
