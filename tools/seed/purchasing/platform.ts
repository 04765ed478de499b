import { eq } from 'drizzle-orm';
import { CODES, PERMISSIONS } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { identitySchema, platformSchema, tenancySchema } from '@procure/identity-server';
import { ensureVendorProfile } from '@procure/masterdata-server';
import { socialCreditCheckChar } from '@procure/shared-validation';
import { DEMO_IDS, demoId, menuId } from '../demo-ids.ts';

// The operations console's platform lists (issue #16 §7, menuId 1500–1509, demoId 1900000–1909999): the
// two menus, a supplier company frozen by the platform (its user `frozen.supplier` is refused at sign-in)
// and an active one whose user `platform.supplier` the journey freezes and unfreezes. Both serve Dongfang
// (Huaxia's supplier lists stay as the other tests count them).

export const platformMenus = [
  {
    id: menuId(1500),
    site: 'ops' as const,
    code: 'adminSupplier',
    parentCode: null,
    nameZh: '平台供应商',
    nameEn: 'Platform suppliers',
    path: '/admin/supplier',
    icon: 'supplier',
    sort: 20,
    permissionKey: PERMISSIONS.opsPlatformCompanies,
  },
  {
    id: menuId(1501),
    site: 'ops' as const,
    code: 'adminBuyer',
    parentCode: null,
    nameZh: '平台采购商',
    nameEn: 'Platform buyers',
    path: '/admin/buyer',
    icon: 'enterprise',
    sort: 21,
    permissionKey: PERMISSIONS.opsPlatformCompanies,
  },
];

export const PLATFORM_COMPANIES = {
  frozen: {
    id: demoId(1_900_001),
    relation: demoId(1_900_002),
    userId: demoId(1_900_003),
    username: 'frozen.supplier',
    empName: '冯冻结',
    mobile: '13700000081',
    base: '91320214MA1Y6G2B5',
    zh: '无锡停业电子有限公司',
    en: 'Wuxi Tingye Electronics Co., Ltd.',
    frozenReason: '营业执照被吊销，平台暂停其账号',
  },
  journey: {
    id: demoId(1_900_011),
    relation: demoId(1_900_012),
    userId: demoId(1_900_013),
    username: 'platform.supplier',
    empName: '齐海岳',
    mobile: '13700000082',
    base: '91370212MA3C8PX1R',
    zh: '青岛海岳包装有限公司',
    en: 'Qingdao Haiyue Packaging Co., Ltd.',
    frozenReason: null,
  },
} as const;

export async function seedPlatform(tx: Db, tenantId: string): Promise<void> {
  if (tenantId !== DEMO_IDS.tenants.dongfang) return;
  const { users, vendors, tenantMembers, memberRoles } = identitySchema;
  const [demo] = await tx
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, DEMO_IDS.users.supplier));
  for (const c of Object.values(PLATFORM_COMPANIES)) {
    const code = `${c.base}${socialCreditCheckChar(c.base) ?? '0'}`;
    const frozenAt = c.frozenReason ? new Date('2026-11-20T02:00:00Z') : null;
    const inserted = await tx
      .insert(vendors)
      .values({
        id: c.id,
        nameZh: c.zh,
        nameEn: c.en,
        socialCreditCode: code,
        frozenAt,
        frozenReason: c.frozenReason,
      })
      .onConflictDoNothing()
      .returning({ id: vendors.id });
    if (inserted.length > 0 && c.frozenReason) {
      await tx.insert(platformSchema.platformFreezes).values({
        id: demoId(1_900_100),
        companyKind: 'supplier',
        companyId: c.id,
        action: 'freeze',
        reason: c.frozenReason,
        operatorId: DEMO_IDS.users.ops,
        at: frozenAt ?? new Date(),
      });
    }
    await tx
      .insert(tenancySchema.tenantVendors)
      .values({ id: c.relation, tenantId, vendorId: c.id })
      .onConflictDoNothing();
    await ensureVendorProfile(tx, tenantId, {
      vendorId: c.id,
      name: c.zh,
      socialCreditCode: code,
      status: CODES.supplierStatus.qualified.code,
    });
    await tx
      .insert(users)
      .values({
        id: c.userId,
        username: c.username,
        passwordHash: demo?.hash ?? 'x',
        empName: c.empName,
        mobile: c.mobile,
        email: `${c.username}@platform.example`,
        site: 'supplier',
        vendorId: c.id,
      })
      .onConflictDoNothing();
    await tx.insert(tenantMembers).values({ tenantId, userId: c.userId }).onConflictDoNothing();
    await tx
      .insert(memberRoles)
      .values({ tenantId, userId: c.userId, roleId: DEMO_IDS.roles.dongfangSupplier })
      .onConflictDoNothing();
  }
}
