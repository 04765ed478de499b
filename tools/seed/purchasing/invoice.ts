import { sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { CODES, PERMISSIONS } from '@procure/shared-codes';
import { invoiceLineAmounts, invoiceTotals } from '@procure/shared-validation';
import { DEMO_IDS, demoId, menuId } from '../demo-ids.ts';

// Demo data of the invoice domain (issue #15): menu entries on both portals and, in Huaxia, invoices of
// Shanghai Precision against the two received orders of the returns demo (PO202611050001/-0002) in every
// state: invoiced (3), under review and checked (2, ready to examine), under review HELD by the match
// (price 21.00 against the order's 19.60, tolerance 0 %), returned (4) and voided (5). The order lines'
// invoiced ledger is set to Σ lines of invoices in 2 or 3. Idempotent.
//
// Duplicate attempt (documented, nothing is stored for it): signed in as `supplier`, submitting invoice
// code 044031900111 number 20261101 again is refused with 409 invoice.duplicate ("This invoice … has
// already been submitted by your company"), even against another order.

export const invoiceMenus = [
  {
    id: menuId(1150),
    site: 'buyer' as const,
    code: 'finance',
    parentCode: null,
    nameZh: '财务',
    nameEn: 'Finance',
    path: '/finance',
    icon: 'list-checks',
    sort: 40,
    permissionKey: PERMISSIONS.finance,
  },
  {
    id: menuId(1151),
    site: 'buyer' as const,
    code: 'invoiceManagement',
    parentCode: 'finance',
    nameZh: '发票管理',
    nameEn: 'Invoices',
    path: '/invoice/management',
    icon: 'list-checks',
    sort: 10,
    permissionKey: PERMISSIONS.financeInvoice,
  },
  {
    id: menuId(1152),
    site: 'buyer' as const,
    code: 'financeCheckSetting',
    parentCode: 'finance',
    nameZh: '校验设置',
    nameEn: 'Check setting',
    path: '/financialSet/checkSetting',
    icon: 'list-checks',
    sort: 20,
    permissionKey: PERMISSIONS.financeCheckSetting,
  },
  {
    id: menuId(1153),
    site: 'supplier' as const,
    code: 'vendorInvoiceList',
    parentCode: null,
    nameZh: '发票管理',
    nameEn: 'Invoices',
    path: '/invoice/list',
    icon: 'list-checks',
    sort: 37,
    permissionKey: PERMISSIONS.vendorOrder,
  },
];

const I = CODES.invoice;
const ORDER_1 = { id: demoId(1_000_001), code: 'PO202611050001' };
const ORDER_2 = { id: demoId(1_000_002), code: 'PO202611050002' };
const LINES = {
  bearing6205: { id: demoId(1_000_110), order: ORDER_1, productCode: 'SP-6205', name: '深沟球轴承 6205-2RS' },
  oilSeal: { id: demoId(1_000_111), order: ORDER_1, productCode: 'SP-TC-40', name: '骨架油封 TC 40×62×8' },
  bearing6206: { id: demoId(1_000_120), order: ORDER_2, productCode: 'SP-6206', name: '深沟球轴承 6206-2RS' },
};
type SeedInvoice = {
  n: number;
  number: string;
  status: number;
  verify: 'passed' | null;
  reason: string | null;
  held: boolean;
  line: keyof typeof LINES;
  quantity: string;
  unitPrice: string;
  holdReasons: object[];
  ageDays: number;
};

const INVOICES: SeedInvoice[] = [
  {
    n: 1_015_001,
    number: '20261101',
    status: I.invoiced.code,
    verify: 'passed',
    reason: null,
    held: false,
    line: 'bearing6205',
    quantity: '30',
    unitPrice: '15.8',
    holdReasons: [],
    ageDays: 5,
  },
  {
    n: 1_015_002,
    number: '20261102',
    status: I.underReview.code,
    verify: 'passed',
    reason: null,
    held: false,
    line: 'oilSeal',
    quantity: '50',
    unitPrice: '4.1',
    holdReasons: [],
    ageDays: 2,
  },
  {
    n: 1_015_003,
    number: '20261103',
    status: I.underReview.code,
    verify: null,
    reason: null,
    held: true,
    line: 'bearing6206',
    quantity: '20',
    unitPrice: '21',
    holdReasons: [
      {
        code: 'invoice.hold.price',
        params: { price: '21', orderPrice: '19.6', diff: '1.4', tolerance: '0' },
      },
    ],
    ageDays: 1,
  },
  {
    n: 1_015_004,
    number: '20261104',
    status: I.returned.code,
    verify: null,
    reason: '发票抬头错误，请重开',
    held: false,
    line: 'bearing6206',
    quantity: '10',
    unitPrice: '19.6',
    holdReasons: [],
    ageDays: 3,
  },
  {
    n: 1_015_005,
    number: '20261105',
    status: I.voided.code,
    verify: 'passed',
    reason: '重复开票，已红冲',
    held: false,
    line: 'oilSeal',
    quantity: '5',
    unitPrice: '4.1',
    holdReasons: [],
    ageDays: 4,
  },
];

export async function seedInvoices(tx: Db, tenantId: string): Promise<void> {
  if (tenantId !== DEMO_IDS.tenants.huaxia) return;
  const vendorId = DEMO_IDS.vendors.shanghaiPrecision;
  const submittedBy = DEMO_IDS.users.supplier;
  for (const inv of INVOICES) {
    const line = LINES[inv.line];
    const input = { quantity: inv.quantity, unitPrice: inv.unitPrice, taxRate: '13' };
    const totals = invoiceTotals([input]);
    const amounts = invoiceLineAmounts(input);
    const at = sql`now() - make_interval(days => ${inv.ageDays}::int)`;
    await tx.execute(sql`
      insert into invoices (id, tenant_id, vendor_id, invoice_code, invoice_number, invoice_date, amount_excl_tax,
        tax_amount, total_amount, check_code, seller_tax_no, buyer_tax_no, status, held, verify_result, verify_message,
        verified_at, reason, submitted_by, submitted_at, invoiced_at, created_at, updated_at)
      values (${demoId(inv.n)}, ${tenantId}, ${vendorId}, '044031900111', ${inv.number},
        ((now() at time zone 'Asia/Shanghai')::date - ${inv.ageDays + 1}::int), ${totals.amountExclTax},
        ${totals.taxAmount}, ${totals.totalAmount}, '12345678901234567890', '91310115MA1K4XY7DD', '91110108MA01HX0002',
        ${inv.status}, ${inv.held}, ${inv.verify}, ${inv.verify ? 'simulator: found' : null},
        ${inv.verify ? at : null}, ${inv.reason}, ${submittedBy}, ${at},
        ${inv.status === I.invoiced.code ? at : null}, ${at}, ${at})
      on conflict do nothing`);
    await tx.execute(sql`
      insert into invoice_lines (id, tenant_id, invoice_id, vendor_id, line_no, order_id, order_code, order_line_id,
        product_code, name, unit, quantity, unit_price, amount, tax_rate, tax_amount, held, hold_reasons)
      values (${demoId(inv.n + 500)}, ${tenantId}, ${demoId(inv.n)}, ${vendorId}, 1, ${line.order.id}, ${line.order.code},
        ${line.id}, ${line.productCode}, ${line.name}, '个', ${inv.quantity}, ${inv.unitPrice}, ${amounts.amount}, 13,
        ${amounts.taxAmount}, ${inv.held}, ${JSON.stringify(inv.holdReasons)}::jsonb)
      on conflict do nothing`);
    await tx.execute(sql`
      insert into approval_history (id, tenant_id, doc_type, document_id, actor_id, action, comment, created_at)
      values (${demoId(inv.n + 700)}, ${tenantId}, ${CODES.documentType.invoiceExamination.code}, ${demoId(inv.n)},
        ${submittedBy}, ${CODES.historyAction.submit.code}, null, ${at})
      on conflict do nothing`);
  }
  // The ledger: invoiced = Σ lines of invoices under review or invoiced.
  for (const line of Object.values(LINES)) {
    await tx.execute(sql`
      update purchase_order_lines l
         set invoiced_qty = s.qty, invoiced_amount = round(s.qty * l.unit_price, 2)
        from (select coalesce(sum(il.quantity), 0) as qty from invoice_lines il join invoices i on i.id = il.invoice_id
               where il.order_line_id = ${line.id} and i.status in (${I.underReview.code}, ${I.invoiced.code})) s
       where l.id = ${line.id} and l.tenant_id = ${tenantId}`);
  }
}
