import { CODES, PERMISSIONS } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { identitySchema, tenancySchema } from '@procure/identity-server';
import { ensureVendorProfile } from '@procure/masterdata-server';
import { socialCreditCheckChar } from '@procure/shared-validation';
import { vendorSchema as s } from '@procure/vendor-server';
import { DEMO_IDS, demoId, menuId } from '../demo-ids.ts';
import { BLOCKED_VENDOR } from './vendor.ts';

// Demo data of the two-level supplier classification (issue #16 §4): the settings menu, and classes with
// children in both tenants. Huaxia: RM 原材料 (RM01 钢材, RM02 紧固件), SV 服务 (SV01 物流), PK 包装
// (disabled); Suzhou Steel in RM01, Shanghai Precision in RM02, Hangzhou Anda in RM (first level only).
// Dongfang classifies Shanghai Precision as A1 战略供应商: the supplier portal shows its class per customer.
// Ids: menuId 940–944, demoId 940000–940999. Idempotent.

export const vendorClassMenus = [
  {
    id: menuId(940),
    site: 'buyer' as const,
    code: 'settingVendorClassification',
    parentCode: 'setting',
    nameZh: '供应商分类',
    nameEn: 'Supplier classification',
    path: '/setting/vendorClassification',
    icon: 'vendor',
    sort: 66,
    permissionKey: PERMISSIONS.supplier,
  },
];

type ClassSeed = {
  id: string;
  parentId?: string;
  code: string;
  name: string;
  enabled?: boolean;
  conditions?: string;
  convertingConditions?: string;
};

const HUAXIA_CLASSES: ClassSeed[] = [
  {
    id: demoId(940001),
    code: 'RM',
    name: '原材料',
    conditions: '生产型企业，提供钢材、紧固件等生产原材料；具备 ISO 9001 质量体系认证。',
    convertingConditions: '连续两个季度绩效评级 B 及以上。',
  },
  {
    id: demoId(940002),
    parentId: demoId(940001),
    code: 'RM01',
    name: '钢材',
    conditions: '钢材、型材的生产或一级代理。',
    convertingConditions: '提供近一年的材质证明与第三方检测报告。',
  },
  {
    id: demoId(940003),
    parentId: demoId(940001),
    code: 'RM02',
    name: '紧固件',
    conditions: '螺栓、螺母等紧固件的生产企业。',
  },
  {
    id: demoId(940004),
    code: 'SV',
    name: '服务',
    conditions: '物流、维修等服务类供应商。',
    convertingConditions: '签订年度服务协议。',
  },
  {
    id: demoId(940005),
    parentId: demoId(940004),
    code: 'SV01',
    name: '物流',
    conditions: '具备道路运输许可证。',
  },
  { id: demoId(940006), code: 'PK', name: '包装', enabled: false, conditions: '已停用：包装并入原材料类。' },
];

const DONGFANG_CLASSES: ClassSeed[] = [
  {
    id: demoId(940101),
    code: 'A1',
    name: '战略供应商',
    conditions: '年采购额超过 500 万元的核心供应商。',
    convertingConditions: '年度评审通过，采购总监批准。',
  },
  { id: demoId(940102), parentId: demoId(940101), code: 'A101', name: '精密零部件' },
];

export async function seedVendorClasses(tx: Db, tenantId: string): Promise<void> {
  await seedSilentVendors(tx, tenantId);
  const { huaxia, dongfang } = DEMO_IDS.tenants;
  const { shanghaiPrecision, suzhouSteel } = DEMO_IDS.vendors;
  const classes = tenantId === huaxia ? HUAXIA_CLASSES : tenantId === dongfang ? DONGFANG_CLASSES : [];
  if (classes.length === 0) return;
  await tx
    .insert(s.vendorClasses)
    .values(
      classes.map((c) => ({
        id: c.id,
        tenantId,
        parentId: c.parentId ?? null,
        level: c.parentId ? 2 : 1,
        code: c.code,
        name: c.name,
        enabled: c.enabled ?? true,
        conditions: c.conditions ?? '',
        convertingConditions: c.convertingConditions ?? '',
      })),
    )
    .onConflictDoNothing();
  const assignments: [string, string, string, string | null][] =
    tenantId === huaxia
      ? [
          [suzhouSteel, demoId(940002), '钢材一级代理', null],
          [shanghaiPrecision, demoId(940003), '紧固件生产企业', demoId(940001)],
          [BLOCKED_VENDOR, demoId(940001), '原材料供应商', null],
        ]
      : [[shanghaiPrecision, demoId(940101), '年度评审通过', null]];
  let n = tenantId === huaxia ? 940201 : 940301;
  for (const [vendorId, classId, reason, fromClassId] of assignments) {
    await tx
      .insert(s.vendorClassifications)
      .values({ tenantId, vendorId, classId, updatedBy: DEMO_IDS.users.admin })
      .onConflictDoNothing();
    // Shanghai Precision in Huaxia came through RM first, then moved down to RM02.
    if (fromClassId) {
      await tx
        .insert(s.vendorClassificationHistory)
        .values({
          id: demoId(n++),
          tenantId,
          vendorId,
          fromClassId: null,
          toClassId: fromClassId,
          action: 'change',
          reason: '准入后分类',
          actorId: DEMO_IDS.users.admin,
          createdAt: new Date(Date.now() - 30 * 86_400_000),
        })
        .onConflictDoNothing();
    }
    await tx
      .insert(s.vendorClassificationHistory)
      .values({
        id: demoId(n++),
        tenantId,
        vendorId,
        fromClassId,
        toClassId: classId,
        action: fromClassId ? 'childChange' : 'change',
        reason,
        actorId: DEMO_IDS.users.admin,
        createdAt: new Date(Date.now() - 10 * 86_400_000),
      })
      .onConflictDoNothing();
  }
}

/**
 * Two potential suppliers of Huaxia that were invited and never applied (abolish with no reply); the
 * lifecycle journey eliminates one per language (apps/e2e/src/vendor-classification.spec.ts), nothing else
 * touches them.
 */
export const SILENT_VENDORS = [
  {
    id: demoId(940401),
    relation: demoId(940402),
    base: '91330206MA2H7K3N0',
    zh: '宁波远航包装有限公司',
    en: 'Ningbo Yuanhang Packaging Co., Ltd.',
  },
  {
    id: demoId(940411),
    relation: demoId(940412),
    base: '91350206MA31Q5W8X',
    zh: '厦门海纳物流有限公司',
    en: 'Xiamen Haina Logistics Co., Ltd.',
  },
] as const;

export async function seedSilentVendors(tx: Db, tenantId: string): Promise<void> {
  if (tenantId !== DEMO_IDS.tenants.huaxia) return;
  for (const v of SILENT_VENDORS) {
    const code = `${v.base}${socialCreditCheckChar(v.base) ?? '0'}`;
    await tx
      .insert(identitySchema.vendors)
      .values({ id: v.id, nameZh: v.zh, nameEn: v.en, socialCreditCode: code })
      .onConflictDoNothing();
    await tx
      .insert(tenancySchema.tenantVendors)
      .values({ id: v.relation, tenantId, vendorId: v.id })
      .onConflictDoNothing();
    await ensureVendorProfile(tx, tenantId, {
      vendorId: v.id,
      name: v.zh,
      socialCreditCode: code,
      status: CODES.supplierStatus.potential.code,
    });
  }
}
