import { CODES, PERMISSIONS } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { gradeOf, todayInChina, weightedScore } from '@procure/shared-validation';
import {
  evaluationAssessmentSchema as a,
  evaluationSchema as s,
  registerEvaluationDocuments,
  requestAdjustment,
  saveAssessment,
} from '@procure/evaluation-server';
import { approvalSchema } from '@procure/approval-server';
import { vendorSchema as v } from '@procure/vendor-server';
import { and, eq } from 'drizzle-orm';
import { DEMO_IDS, demoId, menuId } from '../demo-ids.ts';

// Demo data of the performance statistics, one-off vendor assessments and the grade guard (issue #17
// §5–§7): menu entries; Huaxia's three PUBLISHED quarterly evaluations of its two suppliers (plans,
// criteria, suppliers and results with their breakdown, written directly: the history is what the
// statistics show), one grade adjusted; five vendor assessments (submitted, draft, void) and a draft one
// with the price change rate (through the service); the grade guard set to "warn" (Suzhou Steel's latest
// published grade is D: its requests show the warning). Menu ids
// 1320–1329, row ids 1_710_000–1_719_999. Idempotent (onConflictDoNothing).

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

const menu = (n: number, code: string, nameZh: string, nameEn: string, path: string, sort: number): Menu => ({
  id: menuId(n),
  site: 'buyer',
  code,
  parentCode: null,
  nameZh,
  nameEn,
  path,
  icon: 'report',
  sort,
  permissionKey: PERMISSIONS.supplierPerformance,
});

export const evaluationStatsMenus: Menu[] = [
  menu(
    1320,
    'vendorPerformanceStatistics',
    '绩效统计',
    'Performance statistics',
    '/vendor/performance/statistics',
    46,
  ),
  menu(1321, 'vendorAssessment', '供应商考评', 'Vendor assessments', '/vendor/performance/assessment', 47),
  menu(1322, 'vendorGradeGuard', '评级管控', 'Grade guard', '/vendor/performance/gradeGuard', 48),
  // Supplier site: the company's own results over time, right after its results and appeal (same sort, codes in order).
  {
    ...menu(
      1323,
      'vendorPerformanceTrend',
      '绩效统计',
      'Performance statistics',
      '/performance/statistics',
      39,
    ),
    site: 'supplier',
    permissionKey: PERMISSIONS.vendorOrder,
  },
];

/** The quarterly template's criteria (tools/seed/purchasing/evaluation.ts, mould 1_700_001). */
const CRITERIA: [name: string, weight: number, method: string][] = [
  ['产品质量', 30, 'manual'],
  ['准时交付率', 25, 'onTimeDelivery'],
  ['收货拒收率', 20, 'receiptRejection'],
  ['退货率', 10, 'returnRate'],
  ['服务与响应', 15, 'manual'],
];

type SeedResult = { vendorId: string; vendorName: string; scores: number[]; adjusted?: [string, string] };
type SeedPlan = { n: number; code: string; name: string; from: string; to: string; results: SeedResult[] };

const SH = { vendorId: DEMO_IDS.vendors.shanghaiPrecision, vendorName: '上海精工零部件有限公司' };
const SZ = { vendorId: DEMO_IDS.vendors.suzhouSteel, vendorName: '苏州恒钢材料有限公司' };

const PLANS: SeedPlan[] = [
  {
    n: 1_710_001,
    code: 'PP20260105001',
    name: '2025 年第四季度供应商绩效',
    from: '2025-10-01',
    to: '2025-12-31',
    results: [
      { ...SH, scores: [84, 90, 80, 85, 70] },
      { ...SZ, scores: [75, 70, 72, 80, 68] },
    ],
  },
  {
    n: 1_710_002,
    code: 'PP20260405001',
    name: '2026 年第一季度供应商绩效',
    from: '2026-01-01',
    to: '2026-03-31',
    results: [
      { ...SH, scores: [88, 92, 85, 90, 78] },
      { ...SZ, scores: [66, 62, 70, 60, 58], adjusted: ['B', '新产线投产影响交期，已整改并复核'] },
    ],
  },
  {
    n: 1_710_003,
    code: 'PP20260705001',
    name: '2026 年第二季度供应商绩效',
    from: '2026-04-01',
    to: '2026-06-30',
    results: [
      { ...SH, scores: [90, 94, 88, 92, 82] },
      { ...SZ, scores: [55, 52, 60, 58, 50] },
    ],
  },
];

async function seedPublishedPlans(tx: Db, tenantId: string): Promise<void> {
  for (const [k, p] of PLANS.entries()) {
    const id = demoId(p.n);
    const row = (base: number, i: number) => demoId(1_710_000 + base + k * 10 + i);
    const published = new Date(`${p.to}T10:00:00+08:00`);
    published.setUTCDate(published.getUTCDate() + 20);
    await tx
      .insert(s.evaluationPlans)
      .values({
        id,
        tenantId,
        code: p.code,
        name: p.name,
        mouldId: demoId(1_700_001),
        mouldName: '季度供应商绩效评估',
        periodFrom: p.from,
        periodTo: p.to,
        deadline: p.to,
        status: CODES.performancePlan.published.code,
        createdBy: DEMO_IDS.users.admin,
        submittedAt: published,
        approvedAt: published,
        evaluatedAt: published,
        resultsSubmittedAt: published,
        publishedAt: published,
        createdAt: published,
        updatedAt: published,
      })
      .onConflictDoNothing();
    const criteria = CRITERIA.map(([name, weight, method], index) => ({
      id: row(100, index),
      tenantId,
      planId: id,
      seq: index + 1,
      name,
      weight,
      method,
    }));
    await tx.insert(s.evaluationPlanCriteria).values(criteria).onConflictDoNothing();
    for (const [index, r] of p.results.entries()) {
      await tx
        .insert(s.evaluationPlanVendors)
        .values({
          id: row(200, index),
          tenantId,
          planId: id,
          vendorId: r.vendorId,
          vendorName: r.vendorName,
        })
        .onConflictDoNothing();
      const parts = criteria.map((c, i) => ({ weight: c.weight, score: r.scores[i] ?? null }));
      const score = weightedScore(parts) ?? 0;
      await tx
        .insert(s.evaluationResults)
        .values({
          id: row(300, index),
          tenantId,
          planId: id,
          vendorId: r.vendorId,
          score: score.toFixed(2),
          grade: gradeOf(score),
          breakdown: criteria.map((c, i) => ({
            criterionId: c.id,
            name: c.name,
            weight: c.weight,
            method: c.method,
            score: r.scores[i] ?? null,
          })),
          adjustedGrade: r.adjusted?.[0] ?? null,
          adjustReason: r.adjusted?.[1] ?? null,
          adjustedBy: r.adjusted ? DEMO_IDS.users.admin : null,
          adjustedAt: r.adjusted ? published : null,
          publishedAt: published,
          createdAt: new Date(published.getTime() + index * 1000),
        })
        .onConflictDoNothing();
    }
  }
}

type SeedAssessment = {
  n: number;
  code: string;
  vendor: typeof SH;
  state: number;
  scores: (number | null)[];
  comment: string;
  ageDays: number;
};

/** One-off assessments against the quarterly template (scored by hand, criteria copied). */
const ASSESSMENTS: SeedAssessment[] = [
  {
    n: 1_711_001,
    code: 'VA20261012001',
    vendor: SH,
    state: 2,
    scores: [92, 90, 88, 95, 85],
    comment: '新品试制配合良好',
    ageDays: 45,
  },
  {
    n: 1_711_002,
    code: 'VA20261103001',
    vendor: SH,
    state: 2,
    scores: [86, 88, 90, 90, 80],
    comment: '',
    ageDays: 23,
  },
  {
    n: 1_711_003,
    code: 'VA20261105001',
    vendor: SZ,
    state: 2,
    scores: [58, 60, 55, 62, 50],
    comment: '多批次来料尺寸超差',
    ageDays: 21,
  },
  {
    n: 1_711_004,
    code: 'VA20261110001',
    vendor: SZ,
    state: 3,
    scores: [70, 70, 70, 70, 70],
    comment: '误录，已作废',
    ageDays: 16,
  },
  {
    n: 1_711_005,
    code: 'VA20261120001',
    vendor: SZ,
    state: 1,
    scores: [65, null, null, 60, null],
    comment: '整改后复评（草稿）',
    ageDays: 6,
  },
];

async function seedAssessments(tx: Db, tenantId: string): Promise<void> {
  for (const [k, x] of ASSESSMENTS.entries()) {
    const at = new Date(Date.now() - x.ageDays * 86_400_000);
    const submitted = x.state !== CODES.vendorAssessment.draft.code;
    const score = submitted
      ? weightedScore(CRITERIA.map(([, weight], i) => ({ weight, score: x.scores[i] ?? null })))
      : null;
    await tx
      .insert(a.evaluationAssessments)
      .values({
        id: demoId(x.n),
        tenantId,
        code: x.code,
        vendorId: x.vendor.vendorId,
        vendorName: x.vendor.vendorName,
        mouldId: demoId(1_700_001),
        mouldName: '季度供应商绩效评估',
        state: x.state,
        score: score === null ? null : score.toFixed(2),
        grade: score === null ? null : gradeOf(score),
        comment: x.comment,
        createdBy: DEMO_IDS.users.admin,
        submittedAt: submitted ? at : null,
        voidedAt: x.state === CODES.vendorAssessment.void.code ? at : null,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing();
    await tx
      .insert(a.evaluationAssessmentScores)
      .values(
        CRITERIA.map(([name, weight], i) => ({
          id: demoId(1_711_100 + k * 10 + i),
          tenantId,
          assessmentId: demoId(x.n),
          seq: i + 1,
          name,
          weight,
          score:
            x.scores[i] === null || x.scores[i] === undefined ? null : (x.scores[i] as number).toFixed(2),
        })),
      )
      .onConflictDoNothing();
  }
}

/**
 * A draft assessment of Shanghai Precision against the price and delivery template (mould 1_700_004,
 * price change rate): saved through the service like a buyer, so its computed criteria and facts come
 * from the demo orders of the last 4 days against the prices before them. Once per tenant.
 */
async function seedPriceAssessment(tx: Db, tenantId: string): Promise<void> {
  const mouldId = demoId(1_700_004);
  const [found] = await tx
    .select({ id: a.evaluationAssessments.id })
    .from(a.evaluationAssessments)
    .where(and(eq(a.evaluationAssessments.tenantId, tenantId), eq(a.evaluationAssessments.mouldId, mouldId)));
  if (found) return;
  const today = todayInChina();
  const from = new Date(`${today}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 3);
  await saveAssessment(
    tx,
    { tenantId, userId: DEMO_IDS.users.admin, vendorId: null },
    {
      vendorId: SH.vendorId,
      mouldId,
      periodFrom: from.toISOString().slice(0, 10),
      periodTo: today,
      comment: '本周价格复核',
      scores: [
        { score: null, comment: '' },
        { score: null, comment: '' },
        { score: 85, comment: '报价响应及时' },
      ],
    },
    'zh-CN',
  );
}

/**
 * Supplier classes for the statistics' class filter, unless the tenant already has these codes: 原材料
 * (RM) with 钢材 (RM01), and 机加工件 (MP); Suzhou Steel in RM01, Shanghai Precision in MP (when not
 * classified yet). Classes are looked up by code, so another seed's rows with the same codes win.
 */
async function seedSupplierClasses(tx: Db, tenantId: string): Promise<void> {
  const classId = async (code: string, name: string, parentCode: string | null, n: number) => {
    const parent = parentCode ? await classId(parentCode, '', null, 0) : null;
    const [found] = await tx
      .select({ id: v.vendorClasses.id })
      .from(v.vendorClasses)
      .where(and(eq(v.vendorClasses.tenantId, tenantId), eq(v.vendorClasses.code, code)));
    if (found || n === 0) return found?.id ?? null;
    await tx
      .insert(v.vendorClasses)
      .values({ id: demoId(n), tenantId, parentId: parent, level: parent ? 2 : 1, code, name })
      .onConflictDoNothing();
    return demoId(n);
  };
  await classId('RM', '原材料', null, 1_712_001);
  const steel = await classId('RM01', '钢材', 'RM', 1_712_002);
  const machined = await classId('MP', '机加工件', null, 1_712_003);
  for (const [vendorId, id] of [
    [SZ.vendorId, steel],
    [SH.vendorId, machined],
  ] as const) {
    if (!id) continue;
    await tx
      .insert(v.vendorClassifications)
      .values({ tenantId, vendorId, classId: id, updatedBy: DEMO_IDS.users.admin })
      .onConflictDoNothing();
  }
}

/** Huaxia's grade-change flow (document type 14): one step, the demo approver, so a change waits. */
async function seedGradeChangeFlow(tx: Db, tenantId: string): Promise<void> {
  const flowId = demoId(1_712_001);
  await tx
    .insert(approvalSchema.approvalFlows)
    .values({
      id: flowId,
      tenantId,
      docType: CODES.documentType.gradeAdjustment.code,
      name: '供应商评级调整审批',
      priority: 10,
      minAmount: null,
    })
    .onConflictDoNothing();
  await tx
    .insert(approvalSchema.approvalFlowNodes)
    .values({
      id: demoId(1_712_010),
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

/** Suzhou Steel's latest grade D asked up to C: waits in the approver's inbox (the grade stays D). */
async function seedPendingGradeChange(tx: Db, tenantId: string): Promise<void> {
  registerEvaluationDocuments();
  await seedGradeChangeFlow(tx, tenantId);
  // Latest published plan (k = 2), Suzhou Steel's result (index 1): row(300, 1) of seedPublishedPlans.
  const resultId = demoId(1_710_000 + 300 + 2 * 10 + 1);
  const [asked] = await tx
    .select({ id: s.evaluationGradeAdjustments.id })
    .from(s.evaluationGradeAdjustments)
    .where(eq(s.evaluationGradeAdjustments.resultId, resultId));
  if (asked) return;
  await requestAdjustment(
    tx,
    { tenantId, userId: DEMO_IDS.users.admin, vendorId: null },
    { resultId, grade: 'C', reason: '整改报告已提交，复核后申请上调' },
  );
}

export async function seedEvaluationStats(tx: Db, tenantId: string): Promise<void> {
  if (tenantId !== DEMO_IDS.tenants.huaxia) return;
  await seedSupplierClasses(tx, tenantId);
  await seedPublishedPlans(tx, tenantId);
  await seedAssessments(tx, tenantId);
  await seedPriceAssessment(tx, tenantId);
  await seedPendingGradeChange(tx, tenantId);
  await tx
    .insert(a.evaluationSettings)
    .values({ tenantId, lowGradeMode: 'warn', updatedBy: DEMO_IDS.users.admin })
    .onConflictDoNothing();
}
