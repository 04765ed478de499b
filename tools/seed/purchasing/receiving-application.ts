import { sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { CODES } from '@procure/shared-codes';
import { approvalSchema, startApproval } from '@procure/approval-server';
import { registerReceiptApproval } from '@procure/receiving-server';
import { DEMO_IDS, demoId } from '../demo-ids.ts';

// A pending receiving application in Huaxia (issue #14): 30 seals of delivery note PO202611020004-2
// submitted by the purchaser, waiting for the demo approver in the inbox and on /mobile. Huaxia's
// receiving setting stays off (receipts count at once in the journeys); the application was submitted
// through the one approval engine (startApproval) on a one-step flow "the applicant's superior", so its
// task, history and summary are the engine's own. It holds nothing on the ledger until approved.
// Idempotent: the engine is only started when the receipt row is new.

const ORDER = demoId(802004);
const SEAL_LINE = demoId(810_000 + 4 * 10 + 0);
const NOTE_2 = demoId(806_000 + 4 * 10 + 1);
const APPLICATION = demoId(960003);

/** Huaxia's receiving-application flow: one step, the purchaser's superior (the demo approver). */
async function seedReceiptFlow(tx: Db, tenantId: string): Promise<void> {
  const flowId = demoId(960401);
  await tx
    .insert(approvalSchema.approvalFlows)
    .values({
      id: flowId,
      tenantId,
      docType: CODES.documentType.receipt.code,
      name: '收货审批',
      priority: 50,
      minAmount: null,
    })
    .onConflictDoNothing();
  await tx
    .insert(approvalSchema.approvalFlowNodes)
    .values({
      id: demoId(960402),
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

export async function seedReceivingApplication(tx: Db, tenantId: string): Promise<void> {
  if (tenantId !== DEMO_IDS.tenants.huaxia) return;
  await seedReceiptFlow(tx, tenantId);
  const purchaser = DEMO_IDS.users.purchaser;
  const inserted = await tx.execute(sql`
    insert into receipts (id, tenant_id, code, order_id, order_code, vendor_id, delivery_id, delivery_code, status,
      receiver_name, received_on, warehouse, remark, accepted_qty, rejected_qty, accepted_amount, created_by,
      created_at)
    values (${APPLICATION}, ${tenantId}, 'PO202611020004-R3', ${ORDER}, 'PO202611020004',
      ${DEMO_IDS.vendors.shanghaiPrecision}, ${NOTE_2}, 'PO202611020004-2', ${CODES.application.approving.code},
      '周采购', (now() at time zone 'Asia/Shanghai')::date, '一号仓 A-03', '第二批到货，先收 30 个', 30, 0, 96.00,
      ${purchaser}, now() - interval '2 hours')
    on conflict do nothing
    returning id`);
  if ((inserted as unknown as { rows: unknown[] }).rows.length === 0) return;
  await tx.execute(sql`
    insert into receipt_lines (id, tenant_id, receipt_id, vendor_id, order_line_id, line_no, product_code, name, unit,
      unit_price, accepted_qty, rejected_qty, reject_reason)
    values (${demoId(960103)}, ${tenantId}, ${APPLICATION}, ${DEMO_IDS.vendors.shanghaiPrecision}, ${SEAL_LINE}, 1,
      'SP-TC-35', '骨架油封 TC 35×52×7', '个', 3.20, 30, 0, null)
    on conflict do nothing`);
  registerReceiptApproval();
  await startApproval(tx, {
    tenantId,
    docType: 'receipt',
    documentId: APPLICATION,
    applicantId: purchaser,
    facts: {
      amount: '96.00',
      categoryIds: [],
      costCentreId: null,
      legalEntityId: null,
      departmentId: null,
      overBudget: false,
    },
  });
}
