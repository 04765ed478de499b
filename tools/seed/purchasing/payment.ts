import { sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { copyDocumentTo } from '@procure/message-server';
import { DEMO_IDS, demoId, menuId } from '../demo-ids.ts';

// Demo data of the payment domain (issue #15): its menus and, in Huaxia, one payment application of
// Shanghai Precision in each state (1–6) against the received order PO202611050001 of the returns demo
// data (and one direct payment). The order lines' applied and paid amounts are recomputed from the
// applications, as the ledger would hold them. Idempotent.

type Menu = {
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
};
const buyerMenu = (
  n: number,
  code: string,
  nameZh: string,
  nameEn: string,
  path: string,
  sort: number,
): Menu => ({
  id: menuId(n),
  site: 'buyer',
  code,
  parentCode: 'paymentManage',
  nameZh,
  nameEn,
  path,
  icon: 'order',
  sort,
  permissionKey: PERMISSIONS.payment,
});

export const paymentMenus: Menu[] = [
  { ...buyerMenu(1100, 'paymentManage', '付款管理', 'Payments', '/payment', 40), parentCode: null },
  buyerMenu(1101, 'paymentIndex', '付款申请', 'Payment applications', '/payment/index', 1),
  buyerMenu(1102, 'paymentMyList', '我的付款申请', 'My payment applications', '/payment/myList', 2),
  buyerMenu(1103, 'paymentPending', '待审批付款', 'Awaiting approval', '/payment/pending', 3),
  buyerMenu(1104, 'paymentApproved', '已审批付款', 'Approved payments', '/payment/approved', 4),
  buyerMenu(1106, 'paymentWriteOff', '发票核销', 'Invoice write-off', '/payment/invoiceWriteOff', 5),
  // The company's payment settings (`/setting/payment`): under the company settings, finance settings key.
  {
    id: menuId(1107),
    site: 'buyer',
    code: 'settingPayment',
    parentCode: 'setting',
    nameZh: '付款设置',
    nameEn: 'Payment settings',
    path: '/setting/payment',
    icon: 'setting',
    sort: 62,
    permissionKey: PERMISSIONS.financeCheckSetting,
  },
  // The same page under the Finance group (owned by invoice; the finance menu range goes on at 1160): the
  // payable accountant holds the finance settings key but not the company settings group.
  {
    id: menuId(1160),
    site: 'buyer',
    code: 'financePaymentSetting',
    parentCode: 'finance',
    nameZh: '付款设置',
    nameEn: 'Payment settings',
    path: '/setting/payment',
    icon: 'setting',
    sort: 25,
    permissionKey: PERMISSIONS.financeCheckSetting,
  },
  {
    id: menuId(1105),
    site: 'supplier',
    code: 'vendorPaymentList',
    parentCode: null,
    nameZh: '付款查询',
    nameEn: 'Payments',
    path: '/payment/list',
    icon: 'order',
    sort: 38,
    permissionKey: PERMISSIONS.vendorOrder,
  },
];

const S = CODES.paymentRequest;
const ORDER = demoId(1_000_001);
const LINE = (index: number) => demoId(1_000_100 + 1 * 10 + index);
type Seed = {
  n: number;
  status: number;
  type: number;
  line: number | null;
  amount: string;
  remark: string;
  days: number;
};
const PAYMENTS: Seed[] = [
  { n: 1_020_001, status: S.draft.code, type: 1, line: 0, amount: '100.00', remark: '第二批货款', days: 0 },
  { n: 1_020_002, status: S.approving.code, type: 1, line: 1, amount: '200.00', remark: '油封货款', days: 1 },
  { n: 1_020_003, status: S.approved.code, type: 2, line: 0, amount: '300.00', remark: '预付款', days: 2 },
  { n: 1_020_004, status: S.paid.code, type: 1, line: 0, amount: '400.00', remark: '首批货款', days: 5 },
  { n: 1_020_005, status: S.returned.code, type: 1, line: 1, amount: '50.00', remark: '金额待核', days: 3 },
  {
    n: 1_020_006,
    status: S.cancelled.code,
    type: 0,
    line: null,
    amount: '88.00',
    remark: '运费补贴',
    days: 4,
  },
  // A paid advance, partly written off against the demo's invoiced invoice 20261101 (seedWriteOffs).
  { n: 1_020_007, status: S.paid.code, type: 2, line: 0, amount: '200.00', remark: '备货预付款', days: 6 },
];

/**
 * Dongfang's payment settings (`/setting/payment`): bank transfer and cheque only, cheque first, no direct
 * payments, advances up to 30 % of the PO amount, a voucher number on confirm pay. Huaxia keeps no row
 * (every type and method): the payment journeys run there.
 */
async function seedPaymentSetting(tx: Db, tenantId: string): Promise<void> {
  await tx.execute(sql`
    insert into payment_settings (tenant_id, methods, default_method, types, advance_max_percent,
      verification_required, voucher_required, updated_by)
    values (${tenantId}, '{0,2}', 2, '{1,2}', 30, false, true, null)
    on conflict do nothing`);
}

export async function seedPayments(tx: Db, tenantId: string): Promise<void> {
  if (tenantId === DEMO_IDS.tenants.dongfang) await seedPaymentSetting(tx, tenantId);
  if (tenantId !== DEMO_IDS.tenants.huaxia) return;
  const vendorId = DEMO_IDS.vendors.shanghaiPrecision;
  const finance = DEMO_IDS.users.finance;
  for (const p of PAYMENTS) {
    const id = demoId(p.n);
    const paid = p.status === S.paid.code;
    await tx.execute(sql`
      insert into payment_applications (id, tenant_id, code, type, method, vendor_id, status, currency, exchange_rate,
        rate_date, total_amount, payee, bank_name, bank_account, remark, payment_no, voucher_no, paid_at, paid_by,
        reject_comment, created_by, submitted_at, approved_at, created_at, updated_at)
      values (${id}, ${tenantId}, ${`PAY20261120${String(p.n - 1_020_000).padStart(4, '0')}`}, ${p.type}, 0, ${vendorId},
        ${p.status}, 'CNY', 1, '2026-11-20', ${p.amount}, '上海精密机械有限公司', '招商银行上海张江支行',
        '6225 8801 2345 6789', ${p.remark}, ${paid ? 'BK20261121001' : null}, ${paid ? 'JZ-2026-11-0031' : null},
        ${paid ? sql`now() - interval '4 days'` : null}, ${paid ? finance : null},
        ${p.status === S.returned.code ? '请核对收货数量后再申请' : null}, ${finance},
        ${p.status === S.draft.code ? null : sql`now() - make_interval(days => ${p.days})`},
        ${p.status === S.approved.code || paid ? sql`now() - make_interval(days => ${p.days})` : null},
        now() - make_interval(days => ${p.days}), now() - make_interval(days => ${p.days}))
      on conflict do nothing`);
    await tx.execute(sql`
      insert into payment_application_lines (id, tenant_id, payment_id, vendor_id, line_no, order_id, order_code,
        order_line_id, description, amount)
      values (${demoId(p.n + 500)}, ${tenantId}, ${id}, ${vendorId}, 1, ${p.line === null ? null : ORDER},
        ${p.line === null ? null : 'PO202611050001'}, ${p.line === null ? null : LINE(p.line)},
        ${p.line === null ? p.remark : p.line === 0 ? '深沟球轴承 6205-2RS' : '骨架油封 TC 40×62×8'}, ${p.amount})
      on conflict do nothing`);
  }
  // The ledger as the transitions would have left it: applied = Σ in 2, 3, 4; paid = Σ in 4.
  await tx.execute(sql`
    update purchase_order_lines l set
      applied_amount = coalesce((select sum(pl.amount) from payment_application_lines pl join payment_applications p
        on p.id = pl.payment_id where pl.order_line_id = l.id and p.status in (2, 3, 4)), 0),
      paid_amount = coalesce((select sum(pl.amount) from payment_application_lines pl join payment_applications p
        on p.id = pl.payment_id where pl.order_line_id = l.id and p.status = 4), 0)
    where l.tenant_id = ${tenantId} and l.order_id = ${ORDER}`);
  await seedWriteOffs(tx, tenantId, vendorId);
  // Copy-to (issue #12 §5): finance copied the approver (no payment permission) on the application under
  // approval and the approved one; its /copyto/payable list shows them (idempotent: no second message).
  for (const n of [1_020_002, 1_020_003]) {
    const p = PAYMENTS.find((x) => x.n === n)!;
    await copyDocumentTo(tx, {
      tenantId,
      copiedBy: finance,
      docType: 'paymentApply',
      documentId: demoId(n),
      userIds: [DEMO_IDS.users.approver],
      titleCode: SUCCESS_MESSAGES.paymentCopiedToTitle,
      bodyCode: SUCCESS_MESSAGES.paymentCopiedToBody,
      params: {
        code: `PAY20261120${String(n - 1_020_000).padStart(4, '0')}`,
        vendor: '上海精密机械有限公司',
        currency: 'CNY',
        amount: p.amount,
      },
      link: `/copyto/payable/${demoId(n)}`,
    });
  }
}

/** 150.00 of the paid advance PAY202611200007 written off against invoice 20261101 (invoiced, 535.62). */
async function seedWriteOffs(tx: Db, tenantId: string, vendorId: string): Promise<void> {
  await tx.execute(sql`
    insert into invoice_write_offs (id, tenant_id, vendor_id, payment_id, invoice_id, currency, amount, remark,
      created_by, created_at)
    select ${demoId(1_020_101)}, ${tenantId}, ${vendorId}, ${demoId(1_020_007)}, i.id, 'CNY', 150, '备货预付款冲抵',
      ${DEMO_IDS.users.finance}, now() - interval '2 days'
    from invoices i where i.id = ${demoId(1_015_001)} and i.status = ${CODES.invoice.invoiced.code}
    on conflict do nothing`);
}
