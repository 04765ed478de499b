import { sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { CODES, PERMISSIONS } from '@procure/shared-codes';
import { actOnApproval } from '@procure/approval-server';
import { commitRequest, registerPurchaseApply } from '@procure/procurement-server';
import { DEMO_IDS, demoId, menuId } from '../demo-ids.ts';

// Demo data of the procurement domain (issue #6): its menu entries (global; menu ids from its own range of
// menuId, see ./README.md) and its rows in each demo tenant. Idempotent: onConflictDoNothing.

/** Menu entries of the pages this domain adds (rows of identitySchema.menuItems). */
export const procurementMenus: {
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
    id: menuId(750),
    site: 'buyer',
    code: 'procurement',
    parentCode: null,
    nameZh: '采购',
    nameEn: 'Purchasing',
    path: '/procurement',
    icon: 'clipboard-check',
    sort: 20,
    permissionKey: PERMISSIONS.procurement,
  },
];

type DemoLine = {
  vendorId: string;
  productCode: string;
  name: string;
  unit: string;
  unitPrice: string;
  quantity: string;
  amount: string;
};
type DemoRequest = {
  n: number;
  code: string;
  title: string;
  status: number;
  complete: boolean;
  remark: string | null;
  lines: DemoLine[];
};

const V = DEMO_IDS.vendors;
const bearing: DemoLine = {
  vendorId: V.shanghaiPrecision,
  productCode: 'SP-6204',
  name: '深沟球轴承 6204-2RS',
  unit: '个',
  unitPrice: '12.50',
  quantity: '40',
  amount: '500.00',
};
const plate: DemoLine = {
  vendorId: V.suzhouSteel,
  productCode: 'SZ-Q235-10',
  name: 'Q235 钢板 10mm',
  unit: '张',
  unitPrice: '860.00',
  quantity: '5',
  amount: '4300.00',
};

/**
 * The purchaser's requests in Huaxia: two complete drafts (ready to submit), one draft still being
 * written, and one cancelled. No request is seeded under approval or approved: those states belong
 * to the approval engine and are reached through the API (submit, approve), which writes its tasks.
 */
const REQUESTS: DemoRequest[] = [
  {
    n: 750001,
    code: 'PR202611010001',
    title: '生产线备件采购（轴承、钢板）',
    status: CODES.application.draft.code,
    complete: true,
    remark: '第四季度备件',
    lines: [bearing, plate],
  },
  {
    n: 750002,
    code: 'PR202611010002',
    title: '维修车间轴承补货',
    status: CODES.application.draft.code,
    complete: true,
    remark: null,
    lines: [bearing],
  },
  {
    n: 750003,
    code: 'PR202611010003',
    title: '新产线钢材预估',
    status: CODES.application.draft.code,
    complete: false,
    remark: null,
    lines: [],
  },
  {
    // Submitted below (seedRequestUnderApproval): over the production budget, the superior has approved
    // with a comment, the budget controller (admin) decides on /mobile (issue #13 §5).
    n: 750005,
    code: 'PR202611010005',
    title: '冲压线钢板与轴承补充（超预算）',
    status: CODES.application.draft.code,
    complete: true,
    remark: '冲压线扩产，交期紧',
    lines: [
      { ...plate, unitPrice: '880.00', quantity: '6', amount: '5280.00' },
      { ...bearing, unitPrice: '13.00', quantity: '20', amount: '260.00' },
    ],
  },
  {
    n: 750004,
    code: 'PR202611010004',
    title: '试制样件钢板',
    status: CODES.application.cancelled.code,
    complete: true,
    remark: '样件方案取消',
    lines: [plate],
  },
];

async function firstId(tx: Db, table: 'md_invoice_titles' | 'md_categories', tenantId: string) {
  const result = (await tx.execute(
    sql`select id from ${sql.identifier(table)} where tenant_id = ${tenantId} and not disabled order by code limit 1`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows[0]?.id ?? null;
}

/** Rows of this domain in one demo tenant (runs as the app role inside that tenant's scope). */
export async function seedProcurement(tx: Db, tenantId: string): Promise<void> {
  if (tenantId !== DEMO_IDS.tenants.huaxia) return;
  const purchaser = DEMO_IDS.users.purchaser;
  const invoiceTitleId = await firstId(tx, 'md_invoice_titles', tenantId);
  const categoryId = await firstId(tx, 'md_categories', tenantId);
  const needBy = sql`(now() at time zone 'Asia/Shanghai')::date + 30`;
  for (const r of REQUESTS) {
    const id = demoId(r.n);
    const total = r.lines.reduce((sum, l) => sum + Math.round(Number(l.amount) * 100), 0);
    const c = r.complete;
    await tx.execute(sql`
      insert into purchase_requests (id, tenant_id, code, kind, title, status, need_by_date, legal_entity_id,
        invoice_title_id, receiver_id, receiving_address_id, contract_creator_id, cost_centre_id, budget_period,
        purpose, purchase_type, currency, remark, total_amount, applicant_id, created_by, cancel_reason)
      values (${id}, ${tenantId}, ${r.code}, 'nonCatalogue', ${r.title}, ${r.status}, ${c ? needBy : null},
        ${c ? DEMO_IDS.legalEntities.huaxiaShanghai : null}, ${c ? invoiceTitleId : null}, ${purchaser},
        ${DEMO_IDS.addresses.purchaserOffice}, ${c ? purchaser : null},
        ${c ? DEMO_IDS.costCentres.huaxiaProduction : null}, ${c ? '2026' : null},
        ${c ? CODES.purpose.work.code : null}, ${c ? CODES.purchaseType.ordinary.code : null}, 'CNY', ${r.remark},
        ${(total / 100).toFixed(2)}, ${purchaser}, ${purchaser},
        ${r.status === CODES.application.cancelled.code ? r.remark : null})
      on conflict do nothing`);
    for (const [index, l] of r.lines.entries()) {
      await tx.execute(sql`
        insert into purchase_request_lines (id, tenant_id, request_id, line_no, source, vendor_id, product_code,
          name, unit, unit_price, quantity, amount, tax_rate, category_id, accounting_code, capex_expense, goods_service)
        values (${demoId(751_000 + (r.n - 750_000) * 10 + index)}, ${tenantId}, ${id}, ${index + 1}, 'manual', ${l.vendorId},
          ${l.productCode}, ${l.name}, ${l.unit}, ${l.unitPrice}, ${l.quantity}, ${l.amount}, 13, ${categoryId},
          '6601', ${CODES.capexExpense.expense.code}, ${CODES.goodsService.goods.code})
        on conflict do nothing`);
    }
  }
  await seedRequestUnderApproval(tx, tenantId);
  await seedTemplates(tx, tenantId, categoryId);
}

const UNDER_APPROVAL = demoId(750005);
const UNDER_APPROVAL_FILE = demoId(750090);

/**
 * PR202611010005 under approval (issue #13 §5, the phone's decision summary): its quotation attached,
 * submitted over budget through procurement's own commit (the engine writes the tasks), approved by the
 * superior with a comment; the budget controller's task is open. Idempotent: only a draft is submitted.
 */
async function seedRequestUnderApproval(tx: Db, tenantId: string): Promise<void> {
  const [row] = (
    (await tx.execute(
      sql`select status from purchase_requests where tenant_id = ${tenantId} and id = ${UNDER_APPROVAL}`,
    )) as unknown as { rows: { status: number }[] }
  ).rows;
  if (row?.status !== CODES.application.draft.code) return;
  const bytes = Buffer.from('%PDF-1.4\n% demo quotation\n%%EOF\n');
  await tx.execute(sql`insert into files (id, tenant_id, type, name, content_type, size, sha256, bytes, uploaded_by)
    values (${UNDER_APPROVAL_FILE}, ${tenantId}, 1, '苏州恒钢报价单.pdf', 'application/pdf', ${bytes.length}, 'demo',
      ${bytes}, ${DEMO_IDS.users.purchaser})
    on conflict do nothing`);
  await tx.execute(sql`insert into purchase_request_attachments (tenant_id, request_id, file_id, line_id, sort)
    values (${tenantId}, ${UNDER_APPROVAL}, ${UNDER_APPROVAL_FILE}, null, 0)
    on conflict do nothing`);
  registerPurchaseApply();
  await commitRequest(
    tx,
    { tenantId, userId: DEMO_IDS.users.purchaser, permissions: new Set([PERMISSIONS.procurementApply]) },
    // Copied (cc) to the approver for information: its copy-to list shows it (issue #12 §5).
    { id: UNDER_APPROVAL, confirmOverBudget: true, copyToIds: [DEMO_IDS.users.approver] },
  );
  await actOnApproval(tx, {
    tenantId,
    docType: 'purchaseApply',
    documentId: UNDER_APPROVAL,
    actorId: DEMO_IDS.users.approver,
    action: 'approve',
    comment: '超出生产部预算，但冲压线扩产急需，同意。请预算负责人确认。',
  });
}

/** The purchaser's order templates (issue #13 §4): monthly spare parts, saved from PR202611010001. */
async function seedTemplates(tx: Db, tenantId: string, categoryId: string | null): Promise<void> {
  const templates = [
    { n: 750101, name: '月度备件（轴承、钢板）', code: 'PR202611010001', lines: [bearing, plate] },
    { n: 750102, name: '维修车间轴承', code: 'PR202611010002', lines: [bearing] },
  ];
  for (const tpl of templates) {
    await tx.execute(sql`
      insert into purchase_templates (id, tenant_id, owner_id, name, source_type, source_code, line_count)
      values (${demoId(tpl.n)}, ${tenantId}, ${DEMO_IDS.users.purchaser}, ${tpl.name}, 'request', ${tpl.code},
        ${tpl.lines.length})
      on conflict do nothing`);
    for (const [index, l] of tpl.lines.entries()) {
      await tx.execute(sql`
        insert into purchase_template_lines (id, tenant_id, template_id, line_no, source, vendor_id, product_code,
          name, unit, unit_price, quantity, tax_rate, category_id, accounting_code, capex_expense, goods_service)
        values (${demoId(750_200 + (tpl.n - 750_100) * 10 + index)}, ${tenantId}, ${demoId(tpl.n)}, ${index + 1}, 'manual', ${l.vendorId},
          ${l.productCode}, ${l.name}, ${l.unit}, ${l.unitPrice}, ${l.quantity}, 13, ${categoryId}, '6601',
          ${CODES.capexExpense.expense.code}, ${CODES.goodsService.goods.code})
        on conflict do nothing`);
    }
  }
}
