import { sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { CODES, PERMISSIONS } from '@procure/shared-codes';
import { DEMO_IDS, demoId, menuId } from '../demo-ids.ts';

// Demo data of the order domain (issue #6): its menu entries (global; menu ids from its own range of
// menuId, see ./README.md) and its rows in each demo tenant. Idempotent: onConflictDoNothing.

/** Menu entries of the pages this domain adds (rows of identitySchema.menuItems). */
export const orderMenus: {
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
    id: menuId(800),
    site: 'buyer',
    code: 'procurementOrderList',
    parentCode: 'procurement',
    nameZh: '采购订单',
    nameEn: 'Purchase orders',
    path: '/procurement/orderList',
    icon: 'order',
    sort: 30,
    permissionKey: PERMISSIONS.procurementOrder,
  },
  // Issue #15 (spec §2 /personnel change tax rate): the tenant's tax-rate change log; a change starts
  // from the order's detail page.
  {
    id: menuId(804),
    site: 'buyer',
    code: 'personnelChangeTaxRate',
    parentCode: 'procurement',
    nameZh: '税率变更',
    nameEn: 'Tax rate changes',
    path: '/personnel/changeTaxRate',
    icon: 'order',
    sort: 31,
    permissionKey: PERMISSIONS.procurementOrder,
  },
  {
    id: menuId(802),
    site: 'buyer',
    code: 'settingOrderSetting',
    parentCode: 'setting',
    nameZh: '订单设置',
    nameEn: 'Order settings',
    path: '/setting/orderSetting',
    icon: 'setting',
    sort: 44,
    permissionKey: PERMISSIONS.settingMasterData,
  },
  // Supplier portal (issue #13).
  {
    id: menuId(801),
    site: 'supplier',
    code: 'vendorOrderList',
    parentCode: null,
    nameZh: '订单管理',
    nameEn: 'Orders',
    path: '/order/list',
    icon: 'order',
    sort: 30,
    permissionKey: PERMISSIONS.vendorOrder,
  },
  {
    id: menuId(803),
    site: 'supplier',
    code: 'vendorOrderLineList',
    parentCode: null,
    nameZh: '订单明细',
    nameEn: 'Order lines',
    path: '/order/lineList',
    icon: 'order',
    sort: 31,
    permissionKey: PERMISSIONS.vendorOrder,
  },
];

type SeedLine = {
  productCode: string;
  name: string;
  unit: string;
  unitPrice: string;
  qty: string;
  delivered?: string;
  /** Received (statuses 3 and 4): written as a receipt would leave the ledger. */
  received?: string;
};
type SeedChange = {
  n: number;
  origin: 'buyer' | 'supplier';
  status: number;
  reason: string;
  unitPrice: string;
  applied: boolean;
};
type SeedOrder = {
  n: number;
  code: string;
  vendorId: string;
  status: number;
  lines: SeedLine[];
  /** Delivery notes: quantities of line 1 per note. */
  deliveries?: string[];
  reason?: string;
  change?: SeedChange;
  /** Days before today it was created (the list's order). */
  ageDays: number;
};
type SeedRequest = { n: number; code: string; title: string; legalEntityId: string; orders: SeedOrder[] };

const V = DEMO_IDS.vendors;
const O = CODES.order;
const A = CODES.application;
const H = CODES.historyAction;
const bearing = {
  productCode: 'SP-6204',
  name: '深沟球轴承 6204-2RS',
  unit: '个',
  unitPrice: '12.50',
  qty: '40',
};
const seal = {
  productCode: 'SP-TC-35',
  name: '骨架油封 TC 35×52×7',
  unit: '个',
  unitPrice: '3.20',
  qty: '200',
};
const plate = {
  productCode: 'SZ-Q235-10',
  name: 'Q235 钢板 10mm',
  unit: '张',
  unitPrice: '860.00',
  qty: '5',
};

/**
 * Orders in every status for both suppliers (issue #13): awaiting confirmation, confirmed with a
 * pending supplier proposal, partly delivered in two notes, refused, cancelled, cancel requested, and
 * (Dongfang) one changed to version 2. Each comes from an approved request of its own (codes
 * PR20261102…, apart from the procurement domain's PR20261101… drafts).
 */
const SEED: Record<string, SeedRequest[]> = {
  [DEMO_IDS.tenants.huaxia]: [
    {
      n: 801001,
      code: 'PR202611020001',
      title: '二季度备件补货（轴承、钢板）',
      legalEntityId: DEMO_IDS.legalEntities.huaxiaShanghai,
      orders: [
        {
          n: 802001,
          code: 'PO202611020001',
          vendorId: V.shanghaiPrecision,
          status: O.awaitingConfirm.code,
          lines: [bearing, seal],
          ageDays: 0,
        },
        {
          n: 802002,
          code: 'PO202611020002',
          vendorId: V.suzhouSteel,
          status: O.awaitingConfirm.code,
          lines: [plate],
          ageDays: 0,
        },
      ],
    },
    {
      n: 801002,
      code: 'PR202611020002',
      title: '装配线轴承',
      legalEntityId: DEMO_IDS.legalEntities.huaxiaShanghai,
      orders: [
        {
          n: 802003,
          code: 'PO202611020003',
          vendorId: V.shanghaiPrecision,
          status: O.awaitingShipment.code,
          lines: [bearing],
          change: {
            n: 803003,
            origin: 'supplier',
            status: A.draft.code,
            reason: '原材料降价，单价下调',
            unitPrice: '12.00',
            applied: false,
          },
          ageDays: 1,
        },
      ],
    },
    {
      n: 801003,
      code: 'PR202611020003',
      title: '维修车间油封',
      legalEntityId: DEMO_IDS.legalEntities.huaxiaShanghai,
      orders: [
        {
          n: 802004,
          code: 'PO202611020004',
          vendorId: V.shanghaiPrecision,
          status: O.awaitingReceipt.code,
          lines: [{ ...seal, delivered: '150' }, bearing],
          deliveries: ['100', '50'],
          ageDays: 2,
        },
      ],
    },
    {
      n: 801004,
      code: 'PR202611020004',
      title: '模具钢板',
      legalEntityId: DEMO_IDS.legalEntities.huaxiaSuzhou,
      orders: [
        {
          n: 802005,
          code: 'PO202611020005',
          vendorId: V.suzhouSteel,
          status: O.returned.code,
          lines: [plate],
          reason: '该规格本月无库存',
          ageDays: 3,
        },
      ],
    },
    {
      n: 801005,
      code: 'PR202611020005',
      title: '试验线轴承',
      legalEntityId: DEMO_IDS.legalEntities.huaxiaShanghai,
      orders: [
        {
          n: 802006,
          code: 'PO202611020006',
          vendorId: V.shanghaiPrecision,
          status: O.cancelled.code,
          lines: [bearing],
          reason: '试验线推迟',
          ageDays: 4,
        },
        {
          n: 802007,
          code: 'PO202611020007',
          vendorId: V.suzhouSteel,
          status: O.cancelRequested.code,
          lines: [plate],
          reason: '改用库存钢板',
          ageDays: 4,
        },
      ],
    },
    // Issue #13: every order status for both suppliers (one request per order: one order per supplier and source).
    {
      n: 801006,
      code: 'PR202611020008',
      title: '三季度生产物料',
      legalEntityId: DEMO_IDS.legalEntities.huaxiaSuzhou,
      orders: [
        {
          n: 802008,
          code: 'PO202611020008',
          vendorId: V.shanghaiPrecision,
          status: O.awaitingReceipt.code,
          lines: [{ ...bearing, delivered: '10' }],
          deliveries: ['10'],
          ageDays: 5,
        },
      ],
    },
    {
      n: 801007,
      code: 'PR202611020009',
      title: '三季度生产物料',
      legalEntityId: DEMO_IDS.legalEntities.huaxiaSuzhou,
      orders: [
        {
          n: 802009,
          code: 'PO202611020009',
          vendorId: V.shanghaiPrecision,
          status: O.cancelRequested.code,
          lines: [seal],
          reason: '项目取消',
          ageDays: 5,
        },
      ],
    },
    {
      n: 801008,
      code: 'PR202611020010',
      title: '三季度生产物料',
      legalEntityId: DEMO_IDS.legalEntities.huaxiaSuzhou,
      orders: [
        {
          n: 802010,
          code: 'PO202611020010',
          vendorId: V.shanghaiPrecision,
          status: O.returned.code,
          lines: [bearing],
          reason: '交期无法满足',
          ageDays: 6,
        },
      ],
    },
    {
      n: 801009,
      code: 'PR202611020011',
      title: '三季度生产物料',
      legalEntityId: DEMO_IDS.legalEntities.huaxiaSuzhou,
      orders: [
        {
          n: 802011,
          code: 'PO202611020011',
          vendorId: V.suzhouSteel,
          status: O.awaitingShipment.code,
          lines: [plate],
          ageDays: 5,
        },
      ],
    },
    {
      n: 801010,
      code: 'PR202611020012',
      title: '三季度生产物料',
      legalEntityId: DEMO_IDS.legalEntities.huaxiaSuzhou,
      orders: [
        {
          n: 802012,
          code: 'PO202611020012',
          vendorId: V.suzhouSteel,
          status: O.awaitingReceipt.code,
          lines: [{ ...plate, delivered: '2' }],
          deliveries: ['2'],
          ageDays: 6,
        },
      ],
    },
    {
      n: 801011,
      code: 'PR202611020013',
      title: '三季度生产物料',
      legalEntityId: DEMO_IDS.legalEntities.huaxiaSuzhou,
      orders: [
        {
          n: 802013,
          code: 'PO202611020013',
          vendorId: V.suzhouSteel,
          status: O.partlyReceived.code,
          lines: [{ ...plate, delivered: '5', received: '3' }],
          deliveries: ['5'],
          ageDays: 7,
        },
      ],
    },
    {
      n: 801012,
      code: 'PR202611020014',
      title: '三季度生产物料',
      legalEntityId: DEMO_IDS.legalEntities.huaxiaSuzhou,
      orders: [
        {
          n: 802014,
          code: 'PO202611020014',
          vendorId: V.suzhouSteel,
          status: O.received.code,
          lines: [{ ...plate, delivered: '5', received: '5' }],
          deliveries: ['5'],
          ageDays: 8,
        },
      ],
    },
    {
      n: 801013,
      code: 'PR202611020015',
      title: '三季度生产物料',
      legalEntityId: DEMO_IDS.legalEntities.huaxiaSuzhou,
      orders: [
        {
          n: 802015,
          code: 'PO202611020015',
          vendorId: V.suzhouSteel,
          status: O.cancelled.code,
          lines: [plate],
          reason: '需求合并到下月',
          ageDays: 8,
        },
      ],
    },
  ],
  [DEMO_IDS.tenants.dongfang]: [
    {
      n: 801101,
      code: 'PR202611020101',
      title: '北京工厂备件',
      legalEntityId: DEMO_IDS.legalEntities.dongfangBeijing,
      orders: [
        {
          n: 802101,
          code: 'PO202611020101',
          vendorId: V.shanghaiPrecision,
          status: O.awaitingConfirm.code,
          lines: [bearing],
          ageDays: 0,
        },
      ],
    },
    {
      n: 801102,
      code: 'PR202611020102',
      title: '北京工厂油封',
      legalEntityId: DEMO_IDS.legalEntities.dongfangBeijing,
      orders: [
        {
          n: 802102,
          code: 'PO202611020102',
          vendorId: V.shanghaiPrecision,
          status: O.awaitingShipment.code,
          lines: [seal],
          change: {
            n: 803102,
            origin: 'buyer',
            status: A.approved.code,
            reason: '需求量增加',
            unitPrice: '3.20',
            applied: true,
          },
          ageDays: 1,
        },
      ],
    },
    {
      n: 801103,
      code: 'PR202611020103',
      title: '北京工厂季度备件',
      legalEntityId: DEMO_IDS.legalEntities.dongfangBeijing,
      orders: [
        {
          n: 802103,
          code: 'PO202611020103',
          vendorId: V.shanghaiPrecision,
          status: O.awaitingReceipt.code,
          lines: [{ ...seal, delivered: '100' }],
          deliveries: ['100'],
          ageDays: 2,
        },
      ],
    },
    {
      n: 801104,
      code: 'PR202611020104',
      title: '北京工厂季度备件',
      legalEntityId: DEMO_IDS.legalEntities.dongfangBeijing,
      orders: [
        {
          n: 802104,
          code: 'PO202611020104',
          vendorId: V.shanghaiPrecision,
          status: O.partlyReceived.code,
          lines: [{ ...seal, delivered: '200', received: '120' }],
          deliveries: ['200'],
          ageDays: 3,
        },
      ],
    },
    {
      n: 801105,
      code: 'PR202611020105',
      title: '北京工厂季度备件',
      legalEntityId: DEMO_IDS.legalEntities.dongfangBeijing,
      orders: [
        {
          n: 802105,
          code: 'PO202611020105',
          vendorId: V.shanghaiPrecision,
          status: O.received.code,
          lines: [{ ...bearing, delivered: '40', received: '40' }],
          deliveries: ['40'],
          ageDays: 4,
        },
      ],
    },
    {
      n: 801106,
      code: 'PR202611020106',
      title: '北京工厂季度备件',
      legalEntityId: DEMO_IDS.legalEntities.dongfangBeijing,
      orders: [
        {
          n: 802106,
          code: 'PO202611020106',
          vendorId: V.shanghaiPrecision,
          status: O.cancelRequested.code,
          lines: [bearing],
          reason: '产线调整',
          ageDays: 4,
        },
      ],
    },
    {
      n: 801107,
      code: 'PR202611020107',
      title: '北京工厂季度备件',
      legalEntityId: DEMO_IDS.legalEntities.dongfangBeijing,
      orders: [
        {
          n: 802107,
          code: 'PO202611020107',
          vendorId: V.shanghaiPrecision,
          status: O.cancelled.code,
          lines: [seal],
          reason: '重复下单',
          ageDays: 5,
        },
      ],
    },
    {
      n: 801108,
      code: 'PR202611020108',
      title: '北京工厂季度备件',
      legalEntityId: DEMO_IDS.legalEntities.dongfangBeijing,
      orders: [
        {
          n: 802108,
          code: 'PO202611020108',
          vendorId: V.shanghaiPrecision,
          status: O.returned.code,
          lines: [seal],
          reason: '该油封已停产',
          ageDays: 5,
        },
      ],
    },
  ],
};

const amount = (price: string, qty: string) =>
  (Math.round(Number(price) * Number(qty) * 100) / 100).toFixed(2);
const lineId = (orderN: number, index: number) => demoId(810_000 + (orderN - 802_000) * 10 + index);

async function seedOneOrder(tx: Db, tenantId: string, request: SeedRequest, o: SeedOrder): Promise<void> {
  const purchaser = DEMO_IDS.users.purchaser;
  const supplier = o.vendorId === V.shanghaiPrecision ? DEMO_IDS.users.supplier : DEMO_IDS.users.supplier2;
  const orderId = demoId(o.n);
  const applied = o.change?.applied ? o.change : null;
  // An applied change doubled line 1's quantity: the order holds version 2's figures.
  const lines = o.lines.map((l, i) => ({
    ...l,
    qty: applied && i === 0 ? String(Number(l.qty) * 2) : l.qty,
  }));
  const total = lines.reduce((sum, l) => sum + Number(amount(l.unitPrice, l.qty)), 0).toFixed(2);
  const at = sql`now() - make_interval(days => ${o.ageDays}::int)`;
  await tx.execute(sql`
    insert into purchase_orders (id, tenant_id, code, vendor_id, source_type, source_id, source_code, buyer_id,
      legal_entity_id, currency, receiver_name, receiver_phone, receiving_address, status, line_count, total_amount,
      version, delivery_count, confirmed_at, confirmed_version, refuse_reason, cancel_reason, vendor_unread, created_at, updated_at)
    values (${orderId}, ${tenantId}, ${o.code}, ${o.vendorId}, 'purchaseApply', ${demoId(request.n)}, ${request.code},
      ${purchaser}, ${request.legalEntityId}, 'CNY', '周采购', '13800000002', '上海市浦东新区张江路 88 号 3 号仓库',
      ${o.status}, ${lines.length}, ${total}, ${applied ? 2 : 1}, ${o.deliveries?.length ?? 0},
      ${o.status === O.awaitingConfirm.code || o.status === O.returned.code || o.status === O.cancelled.code ? null : at},
      ${o.status === O.awaitingConfirm.code || o.status === O.returned.code || o.status === O.cancelled.code ? null : 1},
      ${o.status === O.returned.code ? (o.reason ?? null) : null},
      ${o.status === O.cancelled.code || o.status === O.cancelRequested.code ? (o.reason ?? null) : null},
      ${o.status === O.awaitingConfirm.code}, ${at}, ${at})
    on conflict do nothing`);
  for (const [i, l] of lines.entries()) {
    const delivered = l.delivered ?? '0';
    await tx.execute(sql`
      insert into purchase_order_lines (id, tenant_id, order_id, vendor_id, line_no, source_line_id, product_code, name,
        unit, unit_price, tax_rate, need_by_date, ordered_qty, ordered_amount, delivered_qty, delivered_amount,
        received_qty, received_amount)
      values (${lineId(o.n, i)}, ${tenantId}, ${orderId}, ${o.vendorId}, ${i + 1}, ${demoId(804_000 + (o.n - 802_000) * 10 + i)},
        ${l.productCode}, ${l.name}, ${l.unit}, ${l.unitPrice}, 13, (now() at time zone 'Asia/Shanghai')::date + 21,
        ${l.qty}, ${amount(l.unitPrice, l.qty)}, ${delivered}, ${amount(l.unitPrice, delivered)},
        ${l.received ?? '0'}, ${amount(l.unitPrice, l.received ?? '0')})
      on conflict do nothing`);
  }
  const history: [number, string, string | null][] = [[H.create.code, purchaser, request.code]];
  if (o.status === O.returned.code) history.push([H.refuse.code, supplier, o.reason ?? null]);
  if (o.status === O.cancelled.code) history.push([H.cancel.code, purchaser, o.reason ?? null]);
  const confirmed = [
    O.awaitingShipment.code,
    O.awaitingReceipt.code,
    O.partlyReceived.code,
    O.received.code,
    O.cancelRequested.code,
  ];
  if (confirmed.includes(o.status as never)) {
    history.push([H.confirm.code, supplier, null]);
    // Version 1: the order as the supplier confirmed it (line 1 at its original figures when changed later).
    const first = o.lines[0] as SeedLine;
    const v1Total = o.lines.reduce((sum, l) => sum + Number(amount(l.unitPrice, l.qty)), 0).toFixed(2);
    await tx.execute(sql`
      insert into purchase_order_versions (id, tenant_id, order_id, vendor_id, version, total_amount, lines, created_at)
      select ${demoId(805_000 + (o.n - 802_000) * 10 + 1)}, ${tenantId}, ${orderId}, ${o.vendorId}, 1, ${v1Total},
        jsonb_agg(jsonb_build_object('orderLineId', id, 'lineNo', line_no, 'productCode', product_code,
          'name', name, 'unit', unit,
          'quantity', case when line_no = 1 then ${first.qty}::numeric(20, 3)::text else ordered_qty::text end,
          'unitPrice', unit_price::text,
          'amount', case when line_no = 1 then ${amount(first.unitPrice, first.qty)}::numeric(20, 2)::text else ordered_amount::text end,
          'needByDate', need_by_date::text) order by line_no), ${at}
        from purchase_order_lines where order_id = ${orderId}
      on conflict do nothing`);
  }
  if (o.status === O.cancelRequested.code) history.push([H.cancelRequest.code, purchaser, o.reason ?? null]);
  for (const [k, qty] of (o.deliveries ?? []).entries()) {
    const deliveryId = demoId(806_000 + (o.n - 802_000) * 10 + k);
    const code = `${o.code}-${k + 1}`;
    await tx.execute(sql`
      insert into purchase_order_deliveries (id, tenant_id, order_id, vendor_id, code, courier, tracking_no,
        expected_arrival, created_by, created_at)
      values (${deliveryId}, ${tenantId}, ${orderId}, ${o.vendorId}, ${code}, ${k === 0 ? 'sf' : 'jd'},
        ${k === 0 ? 'SF1402938475610' : 'JDVA20938475612'}, (now() at time zone 'Asia/Shanghai')::date + ${k + 2}::int,
        ${supplier}, ${at})
      on conflict do nothing`);
    await tx.execute(sql`
      insert into purchase_order_delivery_lines (id, tenant_id, delivery_id, order_line_id, vendor_id, quantity)
      values (${demoId(807_000 + (o.n - 802_000) * 10 + k)}, ${tenantId}, ${deliveryId}, ${lineId(o.n, 0)}, ${o.vendorId}, ${qty})
      on conflict do nothing`);
    history.push([H.deliver.code, supplier, code]);
  }
  if (o.change) {
    const c = o.change;
    const first = o.lines[0] as SeedLine;
    const newQty = c.applied ? String(Number(first.qty) * 2) : first.qty;
    const changeId = demoId(c.n);
    const before = o.lines.reduce((sum, l) => sum + Number(amount(l.unitPrice, l.qty)), 0);
    const delta = Number(amount(c.unitPrice, newQty)) - Number(amount(first.unitPrice, first.qty));
    await tx.execute(sql`
      insert into purchase_order_changes (id, tenant_id, order_id, vendor_id, code, origin, status, reason,
        base_version, result_version, total_before, total_after, created_by, submitted_at, decided_at, created_at)
      values (${changeId}, ${tenantId}, ${orderId}, ${o.vendorId}, ${`${o.code}-C1`}, ${c.origin}, ${c.status},
        ${c.reason}, 1, ${c.applied ? 2 : null}, ${before.toFixed(2)}, ${(before + delta).toFixed(2)},
        ${c.origin === 'supplier' ? supplier : purchaser}, ${c.applied ? at : null}, ${c.applied ? at : null}, ${at})
      on conflict do nothing`);
    await tx.execute(sql`
      insert into purchase_order_change_lines (id, tenant_id, change_id, order_line_id, vendor_id, old_qty, new_qty,
        old_unit_price, new_unit_price, old_need_by_date, new_need_by_date, old_amount, new_amount)
      values (${demoId(c.n + 1000)}, ${tenantId}, ${changeId}, ${lineId(o.n, 0)}, ${o.vendorId}, ${first.qty}, ${newQty},
        ${first.unitPrice}, ${c.unitPrice}, (now() at time zone 'Asia/Shanghai')::date + 21,
        (now() at time zone 'Asia/Shanghai')::date + 21, ${amount(first.unitPrice, first.qty)}, ${amount(c.unitPrice, newQty)})
      on conflict do nothing`);
    if (c.origin === 'supplier') history.push([H.modifyProposal.code, supplier, `${o.code}-C1: ${c.reason}`]);
    if (c.applied) {
      history.push([H.change.code, purchaser, `${o.code}-C1 → v2`]);
      await tx.execute(sql`
        insert into purchase_order_versions (id, tenant_id, order_id, vendor_id, version, change_id, total_amount,
          lines, approved_by, created_at)
        select ${demoId(805_000 + (o.n - 802_000) * 10 + 2)}, ${tenantId}, ${orderId}, ${o.vendorId}, 2, ${changeId},
          ${total}, jsonb_agg(jsonb_build_object('orderLineId', id, 'lineNo', line_no, 'productCode', product_code,
            'name', name, 'unit', unit, 'quantity', ordered_qty::text, 'unitPrice', unit_price::text,
            'amount', ordered_amount::text, 'needByDate', need_by_date::text) order by line_no), ${purchaser}, ${at}
          from purchase_order_lines where order_id = ${orderId}
        on conflict do nothing`);
    }
  }
  // One attachment per delivered order (issue #13): the supplier's packing list, upload type 14.
  if (o.deliveries?.length) {
    const fileId = demoId(809_000 + (o.n - 802_000));
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await tx.execute(sql`
      insert into files (id, tenant_id, type, name, content_type, size, sha256, bytes, uploaded_by)
      values (${fileId}, ${tenantId}, 14, ${`装箱单-${o.code}.pdf`}, 'application/pdf', ${pdf.length}, 'demo', ${pdf},
        ${supplier})
      on conflict do nothing`);
    await tx.execute(sql`
      insert into purchase_order_files (id, tenant_id, order_id, vendor_id, file_id, file_type, side, uploaded_by, created_at)
      values (${demoId(809_500 + (o.n - 802_000))}, ${tenantId}, ${orderId}, ${o.vendorId}, ${fileId}, 14, 'supplier',
        ${supplier}, ${at})
      on conflict do nothing`);
  }
  for (const [k, [action, actor, comment]] of history.entries()) {
    await tx.execute(sql`
      insert into purchase_order_history (id, tenant_id, order_id, vendor_id, actor_id, action, comment, created_at)
      values (${demoId(808_000 + (o.n - 802_000) * 20 + k)}, ${tenantId}, ${orderId}, ${o.vendorId}, ${actor}, ${action},
        ${comment}, ${at} + make_interval(mins => ${k * 30}::int))
      on conflict do nothing`);
  }
}

/**
 * Rows of this domain in one demo tenant (issue #13): approved requests and the orders they created,
 * in every status (see SEED). The approved requests are written here because an order never exists
 * without its source; procurement's own demo requests stay drafts.
 */
export async function seedOrder(tx: Db, tenantId: string): Promise<void> {
  const purchaser = DEMO_IDS.users.purchaser;
  for (const request of SEED[tenantId] ?? []) {
    const lines = request.orders.flatMap((o) => o.lines.map((l) => ({ ...l, vendorId: o.vendorId })));
    const total = lines.reduce((sum, l) => sum + Number(amount(l.unitPrice, l.qty)), 0).toFixed(2);
    await tx.execute(sql`
      insert into purchase_requests (id, tenant_id, code, kind, title, status, need_by_date, legal_entity_id,
        receiver_id, receiving_address_id, currency, total_amount, applicant_id, created_by, submitted_at, approved_at)
      values (${demoId(request.n)}, ${tenantId}, ${request.code}, 'nonCatalogue', ${request.title}, ${A.approved.code},
        (now() at time zone 'Asia/Shanghai')::date + 21, ${request.legalEntityId}, ${purchaser},
        ${tenantId === DEMO_IDS.tenants.huaxia ? DEMO_IDS.addresses.purchaserOffice : null}, 'CNY', ${total},
        ${purchaser}, ${purchaser}, now() - interval '5 days', now() - interval '5 days')
      on conflict do nothing`);
    for (const [index, l] of lines.entries()) {
      await tx.execute(sql`
        insert into purchase_request_lines (id, tenant_id, request_id, line_no, source, vendor_id, product_code,
          name, unit, unit_price, quantity, amount, tax_rate)
        values (${demoId(request.n + 500 + index)}, ${tenantId}, ${demoId(request.n)}, ${index + 1}, 'manual',
          ${l.vendorId}, ${l.productCode}, ${l.name}, ${l.unit}, ${l.unitPrice}, ${l.qty}, ${amount(l.unitPrice, l.qty)}, 13)
        on conflict do nothing`);
    }
    for (const o of request.orders) await seedOneOrder(tx, tenantId, request, o);
  }
}
