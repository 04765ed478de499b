import { and, eq } from 'drizzle-orm';
import { CODES, PERMISSIONS } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { todayInChina } from '@procure/shared-validation';
import { identitySchema } from '@procure/identity-server';
import { actOnApproval } from '@procure/approval-server';
import {
  appealResult,
  evaluationSchema as s,
  registerEvaluationDocuments,
  saveAppraisal,
  savePlan,
  submitPlan,
  submitResults,
} from '@procure/evaluation-server';
import { DEMO_IDS, demoId, menuId } from '../demo-ids.ts';

// Demo data of "my assessments", results and the supplier's results (issue #17 §3–§4). Menus: my
// assessments and grade levels (buyer), performance results (supplier). Huaxia: in the plan in evaluation
// (PP20261001001 of evaluation.ts) the approver has submitted Shanghai Precision; a second quarter plan
// PP20260701001 went through scoring, results approval and publication, and Shanghai Precision appealed
// its result. The browser journey's own people (evaluation-appraise.spec.ts): two evaluators and a user of
// Suzhou Steel no other journey signs in with. Ids 1_707_000 on, menus 1315 on. Idempotent.

type Menu = (typeof identitySchema.menuItems)['$inferInsert'];

export const appraiseMenus: Menu[] = [
  {
    id: menuId(1315),
    site: 'buyer',
    code: 'vendorPerformanceMyAssess',
    parentCode: null,
    nameZh: '我的评估',
    nameEn: 'My assessments',
    path: '/vendor/performance/myAssess',
    icon: 'report',
    sort: 45,
    permissionKey: PERMISSIONS.supplierAppraise,
  },
  {
    id: menuId(1316),
    site: 'buyer',
    code: 'vendorPerformanceLevel',
    parentCode: null,
    nameZh: '供应商等级设置',
    nameEn: 'Supplier grade levels',
    path: '/vendor/performance/level',
    icon: 'report',
    sort: 46,
    permissionKey: PERMISSIONS.supplierPerformance,
  },
  {
    id: menuId(1317),
    site: 'supplier',
    code: 'vendorPerformanceResult',
    parentCode: null,
    nameZh: '绩效结果',
    nameEn: 'Performance results',
    path: '/performance/result',
    icon: 'report',
    sort: 39,
    permissionKey: PERMISSIONS.vendorOrder,
  },
];

/** The journey's people (password Procure@2026): evaluators of Huaxia and a Suzhou Steel user. */
export const APPRAISE_JOURNEY_USERS = {
  evaluator1: { id: demoId(1_707_001), username: 'perf.eval1', empName: '钱评估' },
  evaluator2: { id: demoId(1_707_002), username: 'perf.eval2', empName: '孙评估' },
  supplier: { id: demoId(1_707_003), username: 'perf.supplier', empName: '吴恒钢' },
} as const;

async function seedJourneyUsers(tx: Db, tenantId: string): Promise<void> {
  const { users, tenantMembers, memberRoles } = identitySchema;
  const [demo] = await tx
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, DEMO_IDS.users.supplier));
  const J = APPRAISE_JOURNEY_USERS;
  const people = [
    {
      ...J.evaluator1,
      mobile: '13700000071',
      site: 'buyer' as const,
      roleId: DEMO_IDS.roles.huaxiaPurchaser,
    },
    {
      ...J.evaluator2,
      mobile: '13700000072',
      site: 'buyer' as const,
      roleId: DEMO_IDS.roles.huaxiaPurchaser,
    },
    {
      ...J.supplier,
      mobile: '13700000073',
      site: 'supplier' as const,
      roleId: DEMO_IDS.roles.huaxiaSupplier,
      vendorId: DEMO_IDS.vendors.suzhouSteel,
    },
  ];
  for (const p of people) {
    await tx
      .insert(users)
      .values({
        id: p.id,
        username: p.username,
        passwordHash: demo?.hash ?? 'x',
        empName: p.empName,
        mobile: p.mobile,
        email: `${p.username}@perf.example`,
        site: p.site,
        ...('vendorId' in p ? { vendorId: p.vendorId } : {}),
      })
      .onConflictDoNothing();
    await tx.insert(tenantMembers).values({ tenantId, userId: p.id }).onConflictDoNothing();
    await tx.insert(memberRoles).values({ tenantId, userId: p.id, roleId: p.roleId }).onConflictDoNothing();
  }
}

const dayOffset = (days: number) => {
  const d = new Date(`${todayInChina()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function planByCode(tx: Db, tenantId: string, code: string) {
  const [row] = await tx
    .select()
    .from(s.evaluationPlans)
    .where(and(eq(s.evaluationPlans.tenantId, tenantId), eq(s.evaluationPlans.code, code)));
  return row ?? null;
}

/** Commits an evaluator's appraisal of a supplier in a plan with the given scores (by criterion name). */
async function commit(
  tx: Db,
  tenantId: string,
  planId: string,
  vendorId: string,
  evaluatorId: string,
  scores: Record<string, [number, string]>,
): Promise<void> {
  const [appraisal] = await tx
    .select()
    .from(s.evaluationAppraisals)
    .where(
      and(
        eq(s.evaluationAppraisals.planId, planId),
        eq(s.evaluationAppraisals.vendorId, vendorId),
        eq(s.evaluationAppraisals.evaluatorId, evaluatorId),
      ),
    );
  if (!appraisal || appraisal.status === CODES.appraisal.submitted.code) return;
  const assigned = await tx
    .select({ criterionId: s.evaluationAppraisalScores.criterionId, name: s.evaluationPlanCriteria.name })
    .from(s.evaluationAppraisalScores)
    .innerJoin(
      s.evaluationPlanCriteria,
      eq(s.evaluationPlanCriteria.id, s.evaluationAppraisalScores.criterionId),
    )
    .where(eq(s.evaluationAppraisalScores.appraisalId, appraisal.id));
  await saveAppraisal(
    tx,
    { tenantId, userId: evaluatorId, vendorId: null },
    {
      id: appraisal.id,
      scores: assigned.map((a) => ({
        criterionId: a.criterionId,
        score: scores[a.name]?.[0] ?? 80,
        comment: scores[a.name]?.[1] ?? '',
      })),
    },
    true,
  );
}

async function seedScoredAppraisal(tx: Db, tenantId: string): Promise<void> {
  const plan = await planByCode(tx, tenantId, 'PP20261001001');
  if (!plan || plan.status !== CODES.performancePlan.evaluating.code) return;
  await commit(tx, tenantId, plan.id, DEMO_IDS.vendors.shanghaiPrecision, DEMO_IDS.users.approver, {
    产品质量: [88, '来料一致性好，个别批次包装破损'],
  });
}

async function seedPublishedPlan(tx: Db, tenantId: string): Promise<void> {
  if (await planByCode(tx, tenantId, 'PP20260701001')) return;
  const admin = { tenantId, userId: DEMO_IDS.users.admin, vendorId: null };
  const { purchaser, approver } = DEMO_IDS.users;
  const { shanghaiPrecision: shanghai, suzhouSteel: suzhou } = DEMO_IDS.vendors;
  const { id } = await savePlan(
    tx,
    admin,
    {
      name: '2026 年第二季度供应商绩效',
      mouldId: demoId(1_700_001),
      periodFrom: dayOffset(-240),
      periodTo: dayOffset(-150),
      deadline: dayOffset(-136),
      remark: undefined,
      vendorIds: [shanghai, suzhou],
      evaluatorIds: [[purchaser, approver], [], [], [], [purchaser]],
    },
    'zh-CN',
  );
  await tx.update(s.evaluationPlans).set({ code: 'PP20260701001' }).where(eq(s.evaluationPlans.id, id));
  const approve = () =>
    actOnApproval(tx, {
      tenantId,
      docType: 'performancePlan',
      documentId: id,
      actorId: approver,
      action: 'approve',
      comment: '同意',
    });
  await submitPlan(tx, admin, id);
  await approve();
  await commit(tx, tenantId, id, shanghai, purchaser, {
    产品质量: [92, '质量稳定'],
    服务与响应: [85, '响应及时'],
  });
  await commit(tx, tenantId, id, shanghai, approver, { 产品质量: [88, ''] });
  await commit(tx, tenantId, id, suzhou, purchaser, {
    产品质量: [62, '两批次尺寸超差'],
    服务与响应: [58, '售后响应慢'],
  });
  await commit(tx, tenantId, id, suzhou, approver, { 产品质量: [60, ''] });
  await submitResults(tx, admin, id);
  await approve();
  const [result] = await tx
    .select({ id: s.evaluationResults.id })
    .from(s.evaluationResults)
    .where(and(eq(s.evaluationResults.planId, id), eq(s.evaluationResults.vendorId, shanghai)));
  if (result) {
    await appealResult(
      tx,
      { tenantId, userId: DEMO_IDS.users.supplier, vendorId: shanghai },
      result.id,
      '交付延误系贵司变更需求日期所致，请复核准时交付率。',
    );
  }
}

export async function seedAppraise(tx: Db, tenantId: string): Promise<void> {
  if (tenantId !== DEMO_IDS.tenants.huaxia) return;
  registerEvaluationDocuments();
  await seedJourneyUsers(tx, tenantId);
  await seedScoredAppraisal(tx, tenantId);
  await seedPublishedPlan(tx, tenantId);
}
