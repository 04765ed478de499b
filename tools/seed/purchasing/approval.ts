import { and, eq, inArray } from 'drizzle-orm';
import { CODES, PERMISSIONS } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { approvalSchema } from '@procure/approval-server';
import { identitySchema } from '@procure/identity-server';
import { DEMO_IDS, demoId, menuId } from '../demo-ids.ts';

// Demo data of the approval domain (issue #6): its menu entries (global; menu ids from its own range of
// menuId, see ./README.md) and its rows in each demo tenant. Idempotent: onConflictDoNothing.
// The engine uses menu ids 700–719 and demo ids 700000–719999; the inbox pages use 720–749.

const { approvalAssignments, approvalFlowNodes, approvalFlows } = approvalSchema;
const U = DEMO_IDS.users;
const TYPE = CODES.approverType;
const MODE = CODES.approvalMode;

/** Menu entries of the pages this domain adds (rows of identitySchema.menuItems). */
export const approvalMenus: {
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
    id: menuId(700),
    site: 'buyer',
    code: 'settingApprovalFlow',
    parentCode: 'setting',
    nameZh: '审批流程',
    nameEn: 'Approval flows',
    path: '/setting/approvalFlow',
    icon: 'setting',
    sort: 60,
    permissionKey: PERMISSIONS.settingApprovalFlow,
  },
];

/** Per tenant: the purchase-request flow and who its approver types resolve to. */
const TENANT_ROWS = [
  { tenantId: DEMO_IDS.tenants.huaxia, base: 700000 },
  { tenantId: DEMO_IDS.tenants.dongfang, base: 701000 },
];

/**
 * The purchaseApply flow (both tenants). Names are user data in the demo tenants' language (Chinese, like
 * the demo goods): the Chinese screens must not show English step names.
 * The steps:
 * 1 '直属上级审批' (superior approval) — superior, authorized (purchaser → approver);
 * 2 '预算控制人审批' (budget controller) — cost-centre budget controller, preemptive, only when over budget (admin, finance);
 * 3 '管理层会签' (management) — admin, countersign, a separate flow for amounts ≥ 50,000 (admin).
 * Two flows: '大额采购' (large purchase) (≥ 50,000, priority 10) holds nodes 1–3; '采购申请' (purchase request) (priority 20,
 * any amount) holds nodes 1–2. Assignments name only members of the tenant (Dongfang has none of
 * approver, admin or finance: its submissions answer approval.noApprover until an admin assigns some).
 */
export async function seedApproval(tx: Db, tenantId: string): Promise<void> {
  const rows = TENANT_ROWS.find((r) => r.tenantId === tenantId);
  if (!rows) return;
  const id = (n: number) => demoId(rows.base + n);
  const superior = {
    key: 'superior',
    name: '直属上级审批',
    approverType: TYPE.superior.code,
    mode: MODE.authorized.code,
  };
  const budget = {
    key: 'budget',
    name: '预算控制人审批',
    approverType: TYPE.costCentreBudgetController.code,
    mode: MODE.preemptive.code,
    onlyWhenOverBudget: true,
  };
  const management = {
    key: 'management',
    name: '管理层会签',
    approverType: TYPE.admin.code,
    mode: MODE.countersign.code,
  };
  const flows = [
    {
      n: 1,
      name: '大额采购',
      priority: 10,
      minAmount: '50000.00',
      nodes: [superior, budget, management],
    },
    { n: 2, name: '采购申请', priority: 20, minAmount: null, nodes: [superior, budget] },
  ];
  for (const flow of flows) {
    const flowId = id(flow.n);
    await tx
      .insert(approvalFlows)
      .values({
        id: flowId,
        tenantId,
        docType: CODES.documentType.purchaseApply.code,
        name: flow.name,
        priority: flow.priority,
        minAmount: flow.minAmount,
      })
      .onConflictDoNothing();
    await tx
      .insert(approvalFlowNodes)
      .values(
        flow.nodes.map((node, i) => ({ id: id(flow.n * 10 + i), tenantId, flowId, seq: i + 1, ...node })),
      )
      .onConflictDoNothing();
  }

  const members = new Set(
    (
      await tx
        .select({ userId: identitySchema.tenantMembers.userId })
        .from(identitySchema.tenantMembers)
        .where(
          and(
            eq(identitySchema.tenantMembers.tenantId, tenantId),
            inArray(identitySchema.tenantMembers.userId, [U.approver, U.admin, U.finance]),
          ),
        )
    ).map((r) => r.userId),
  );
  const assignments = [
    {
      n: 100,
      approverType: TYPE.superior.code,
      scopeKind: 'user',
      scopeId: U.purchaser,
      userIds: [U.approver],
    },
    {
      n: 101,
      approverType: TYPE.costCentreBudgetController.code,
      scopeKind: 'tenant',
      scopeId: null,
      userIds: [U.admin, U.finance],
    },
    { n: 102, approverType: TYPE.admin.code, scopeKind: 'tenant', scopeId: null, userIds: [U.admin] },
  ];
  for (const a of assignments) {
    const userIds = a.userIds.filter((u) => members.has(u));
    if (userIds.length === 0) continue;
    await tx
      .insert(approvalAssignments)
      .values({
        id: id(a.n),
        tenantId,
        approverType: a.approverType,
        scopeKind: a.scopeKind,
        scopeId: a.scopeId,
        userIds,
      })
      .onConflictDoNothing();
  }
}
