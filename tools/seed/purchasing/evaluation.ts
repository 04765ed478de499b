import { CODES, PERMISSIONS } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { evaluationSchema as s } from '@procure/evaluation-server';
import { DEMO_IDS, demoId, menuId } from '../demo-ids.ts';

// Demo data of the supplier performance domain (issue #17): its menu entries and, per tenant, evaluation
// templates: Huaxia's quarterly template (manual and computed criteria, enabled), an old one (disabled);
// Dongfang's annual one. Ids 1_700_000 on. Idempotent: onConflictDoNothing.

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
