import { and, eq } from 'drizzle-orm';
import { CODES, PERMISSIONS } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { todayInChina } from '@procure/shared-validation';
import { actOnApproval, approvalSchema } from '@procure/approval-server';
import {
  evaluationSchema as s,
  registerPlanDocument,
  savePlan,
  submitPlan,
} from '@procure/evaluation-server';
import { DEMO_IDS, demoId, menuId } from '../demo-ids.ts';

// Demo data of the supplier performance domain (issue #17): its menu entries and, per tenant, evaluation
// templates: Huaxia's quarterly template (manual and computed criteria, enabled), an old one (disabled),
// a price and delivery one (the price change rate, enabled);
// Dongfang's annual one; Huaxia's performance plans (through the plan services, so the approval engine
// writes its rows): a draft, one awaiting the demo approver, one in evaluation (approved) for both suppliers
// with the purchaser and the approver as evaluators. Ids 1_700_000 on. Idempotent: onConflictDoNothing, and
// plans are looked up by their fixed codes first.

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

export const evaluationMenus: Menu[] = [
  {
    id: menuId(1300),
    site: 'buyer',
    code: 'vendorPerformanceTemplate',
    parentCode: null,
    nameZh: '绩效模板',
    nameEn: 'Evaluation templates',
    path: '/vendor/performance/template',
    icon: 'report',
    sort: 43,
    permissionKey: PERMISSIONS.supplierPerformance,
  },
  {
    id: menuId(1301),
    site: 'buyer',
    code: 'vendorPerformancePlan',
    parentCode: null,
    nameZh: '绩效计划',
    nameEn: 'Performance plans',
    path: '/vendor/performance/plan',
    icon: 'report',
    sort: 44,
    permissionKey: PERMISSIONS.supplierPerformance,
  },
];

type SeedCriterion = [name: string, weight: number, method: string, remark: string];
type SeedMould = {
  n: number;
  tenantId: string;
  code: string;
  name: string;
  remark: string;
  state: number;
  ageDays: number;
  criteria: SeedCriterion[];
};

const MOULDS: SeedMould[] = [
  {
    n: 1_700_001,
    tenantId: DEMO_IDS.tenants.huaxia,
    code: 'MB20261001001',
    name: '季度供应商绩效评估',
    remark: '质量、交期与服务，每季度评估一次',
    state: CODES.enabled.enabled.code,
    ageDays: 40,
    criteria: [
      ['产品质量', 30, 'manual', '来料质量与一致性'],
      ['准时交付率', 25, 'onTimeDelivery', '按需求日期计算'],
      ['收货拒收率', 20, 'receiptRejection', ''],
      ['退货率', 10, 'returnRate', ''],
      ['服务与响应', 15, 'manual', '沟通、售后与配合度'],
    ],
  },
  {
    n: 1_700_002,
    tenantId: DEMO_IDS.tenants.huaxia,
    code: 'MB20260301001',
    name: '年度评估（旧版）',
    remark: '已停用，由季度评估替代',
    state: CODES.enabled.disabled.code,
    ageDays: 260,
    criteria: [
      ['综合评价', 60, 'manual', ''],
      ['价格竞争力', 40, 'manual', ''],
    ],
  },
  {
    n: 1_700_004,
    tenantId: DEMO_IDS.tenants.huaxia,
    code: 'MB20261110001',
    name: '价格与交付专项评估',
    remark: '价格变动与交期，按需发起',
    state: CODES.enabled.enabled.code,
    ageDays: 17,
    criteria: [
      ['价格变动率', 40, 'priceChange', '本期单价对比期初前最近一次采购价'],
      ['准时交付率', 30, 'onTimeDelivery', ''],
      ['服务与响应', 30, 'manual', ''],
    ],
  },
  {
    n: 1_700_003,
    tenantId: DEMO_IDS.tenants.dongfang,
    code: 'MB20261101001',
    name: '年度供应商考核',
    remark: '',
    state: CODES.enabled.enabled.code,
    ageDays: 20,
    criteria: [
      ['质量', 50, 'manual', ''],
      ['准时交付率', 50, 'onTimeDelivery', ''],
    ],
  },
];

export async function seedEvaluation(tx: Db, tenantId: string): Promise<void> {
  await seedMoulds(tx, tenantId);
  if (tenantId === DEMO_IDS.tenants.huaxia) await seedPlans(tx, tenantId);
}

async function seedMoulds(tx: Db, tenantId: string): Promise<void> {
  for (const m of MOULDS.filter((mould) => mould.tenantId === tenantId)) {
    const at = new Date(Date.now() - m.ageDays * 86_400_000);
    await tx
      .insert(s.evaluationMoulds)
      .values({
        id: demoId(m.n),
        tenantId,
        code: m.code,
        name: m.name,
        remark: m.remark,
        state: m.state,
        createdBy: DEMO_IDS.users.admin,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing();
    await tx
      .insert(s.evaluationMouldCriteria)
      .values(
        m.criteria.map(([name, weight, method, remark], index) => ({
          id: demoId(1_705_000 + (m.n - 1_700_000) * 20 + index),
          tenantId,
          mouldId: demoId(m.n),
          seq: index + 1,
          name,
          weight,
          method,
          remark,
        })),
      )
      .onConflictDoNothing();
  }
}

const dayOffset = (days: number) => {
  const d = new Date(`${todayInChina()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

type SeedPlan = {
  code: string;
  name: string;
  stage: 'draft' | 'approving' | 'evaluating';
  from: number;
  to: number;
};
const PLANS: SeedPlan[] = [
  { code: 'PP20261001001', name: '2026 年第三季度供应商绩效', stage: 'evaluating', from: -120, to: -30 },
  { code: 'PP20261101001', name: '10 月专项评估', stage: 'approving', from: -55, to: -26 },
  { code: 'PP20261120001', name: '2026 年第四季度供应商绩效', stage: 'draft', from: -25, to: 60 },
];

/** Huaxia's plan flow: one step, the demo approver (so plans show in the inbox and on /mobile). */
async function seedPlanFlow(tx: Db, tenantId: string): Promise<void> {
  const flowId = demoId(1_708_001);
  await tx
    .insert(approvalSchema.approvalFlows)
    .values({
      id: flowId,
      tenantId,
      docType: CODES.documentType.performancePlan.code,
      name: '绩效计划审批',
      priority: 10,
      minAmount: null,
    })
    .onConflictDoNothing();
  await tx
    .insert(approvalSchema.approvalFlowNodes)
    .values({
      id: demoId(1_708_010),
      tenantId,
      flowId,
      seq: 1,
      key: 'approver',
      name: '采购经理审批',
      approverType: CODES.approverType.employee.code,
      mode: CODES.approvalMode.authorized.code,
      employeeIds: [DEMO_IDS.users.approver],
    })
    .onConflictDoNothing();
}

async function seedPlans(tx: Db, tenantId: string): Promise<void> {
  registerPlanDocument();
  await seedPlanFlow(tx, tenantId);
  const admin = { tenantId, userId: DEMO_IDS.users.admin, vendorId: null };
  const { purchaser, approver } = DEMO_IDS.users;
  for (const p of PLANS) {
    const [exists] = await tx
      .select({ id: s.evaluationPlans.id })
      .from(s.evaluationPlans)
      .where(and(eq(s.evaluationPlans.tenantId, tenantId), eq(s.evaluationPlans.code, p.code)));
    if (exists) continue;
    const { id } = await savePlan(
      tx,
      admin,
      {
        name: p.name,
        mouldId: demoId(1_700_001),
        periodFrom: dayOffset(p.from),
        periodTo: dayOffset(p.to),
        deadline: dayOffset(p.to + 14),
        remark: undefined,
        vendorIds: [DEMO_IDS.vendors.shanghaiPrecision, DEMO_IDS.vendors.suzhouSteel],
        // Quality: both; the three computed criteria: none; service: the purchaser.
        evaluatorIds: [[purchaser, approver], [], [], [], [purchaser]],
      },
      'zh-CN',
    );
    await tx.update(s.evaluationPlans).set({ code: p.code }).where(eq(s.evaluationPlans.id, id));
    if (p.stage === 'draft') continue;
    await submitPlan(tx, admin, id);
    if (p.stage === 'evaluating') {
      await actOnApproval(tx, {
        tenantId,
        docType: 'performancePlan',
        documentId: id,
        actorId: approver,
        action: 'approve',
        comment: '同意',
      });
    }
  }
}
