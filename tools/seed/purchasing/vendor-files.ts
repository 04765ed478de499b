import { and, eq, isNull } from 'drizzle-orm';
import { PERMISSIONS } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { todayInChina } from '@procure/shared-validation';
import { vendorSchema as s } from '@procure/vendor-server';
import { DEMO_IDS, demoId, menuId } from '../demo-ids.ts';
import { BLOCKED_VENDOR } from './vendor.ts';

// Demo data of the supplier files (issue #16 §3–5): the certificate list's menu and a notice Huaxia sent
// Shanghai Precision two days ago about its expired ISO 9001 certificate (shown in the list and on the
// supplier's certificate), the supplier levels A–D with Suzhou Hengsteel at A and Hangzhou Anda at C (the business
// list, menu 供应商名录). The lately list and the order statistics read the demo's existing history and
// orders. Ids: menuId 945–949, demoId 947000–948999. Idempotent.

export const vendorFilesMenus = [
  {
    id: menuId(945),
    site: 'buyer' as const,
    code: 'vendorQualifications',
    parentCode: null,
    nameZh: '资质证书',
    nameEn: 'Supplier certificates',
    path: '/vendor/qualifications',
    icon: 'vendor',
    sort: 42,
    permissionKey: PERMISSIONS.supplier,
  },
  {
    id: menuId(946),
    site: 'buyer' as const,
    code: 'vendorBusiness',
    parentCode: null,
    nameZh: '供应商名录',
    nameEn: 'Suppliers by class',
    path: '/vendor/business',
    icon: 'vendor',
    sort: 43,
    permissionKey: PERMISSIONS.supplier,
  },
];

const LEVELS = [
  {
    id: demoId(947101),
    code: 'A',
    name: '战略',
    description: '长期合作、优先分配份额的核心供应商。',
    sort: 10,
  },
  { id: demoId(947102), code: 'B', name: '优选', description: '绩效稳定、可扩大合作的供应商。', sort: 20 },
  { id: demoId(947103), code: 'C', name: '合格', description: '满足准入条件、按需采购。', sort: 30 },
  {
    id: demoId(947104),
    code: 'D',
    name: '限制',
    description: '存在质量或交付问题，限制新增订单。',
    sort: 40,
  },
];

/** Shanghai Precision's ISO 9001 certificate (tools/seed/purchasing/vendor.ts, expired 20 days ago). */
const ISO_CERTIFICATE = demoId(900202);

export async function seedVendorFiles(tx: Db, tenantId: string): Promise<void> {
  if (tenantId !== DEMO_IDS.tenants.huaxia) return;
  await tx
    .insert(s.vendorClassLevels)
    .values(LEVELS.map((level) => ({ ...level, tenantId })))
    .onConflictDoNothing();
  for (const [vendorId, levelId] of [
    [DEMO_IDS.vendors.suzhouSteel, demoId(947101)],
    [BLOCKED_VENDOR, demoId(947103)],
  ] as const) {
    // Only a supplier still without a level (a demo that already changed it keeps the change).
    await tx
      .update(s.vendorClassifications)
      .set({ levelId })
      .where(
        and(
          eq(s.vendorClassifications.tenantId, tenantId),
          eq(s.vendorClassifications.vendorId, vendorId),
          isNull(s.vendorClassifications.levelId),
        ),
      );
  }
  const sent = new Date(Date.now() - 2 * 86_400_000);
  await tx
    .insert(s.vendorCertificateNotices)
    .values({
      id: demoId(947001),
      tenantId,
      vendorId: DEMO_IDS.vendors.shanghaiPrecision,
      certificateId: ISO_CERTIFICATE,
      state: 'expired',
      day: todayInChina(sent),
      sentBy: DEMO_IDS.users.admin,
      createdAt: sent,
    })
    .onConflictDoNothing();
}
