import { eq, sql } from 'drizzle-orm';
import { PERMISSIONS } from '@procure/shared-codes';
import { todayInChina } from '@procure/shared-validation';
import type { Db } from '@procure/server-db';
import { identitySchema } from '@procure/identity-server';
import { tenantSupplierIdentities } from '@procure/vendor-server';
import { fetchSignals, persistFetched, riskSchema as s, simulatorBusinessInfo } from '@procure/risk-server';
import { DEMO_IDS, demoId, menuId } from '../demo-ids.ts';
import { BLOCKED_VENDOR } from './vendor.ts';

// Demo data of enterprise risk (issue #16 §6): the /monitorin menu entries; Huaxia holds a valid monitoring
// package (10 suppliers, a year) and monitors three suppliers, with what the SIMULATOR reports for them on
// the day of seeding (risk, public opinion, the invoke records of those calls); Dongfang's package EXPIRED
// ten days before seeding (every adapter call answers business code 2001 there). The risk officer `risk`
// (buyer, supplier permission, both tenants) is the browser journey's own user: nobody else's journey
// changes what it sees. Ids 1_800_000 on. Idempotent.

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

const menu = (n: number, code: string, nameZh: string, nameEn: string, path: string): Menu => ({
  id: menuId(1400 + n),
  site: 'buyer',
  code,
  parentCode: null,
  nameZh,
  nameEn,
  path,
  icon: 'shield',
  sort: 46 + n,
  permissionKey: PERMISSIONS.supplier,
});

export const riskMenus: Menu[] = [
  menu(0, 'monitorinList', '企业监控', 'Enterprise monitoring', '/monitorin/list'),
  menu(1, 'monitorinRecords', '风险动态', 'Risk records', '/monitorin/records'),
  menu(2, 'monitorinInvoke', '调用记录', 'Invoke records', '/monitorin/invokeRecord'),
  menu(3, 'monitorinSettings', '监控设置', 'Monitoring settings', '/monitorin/settings'),
];

export const RISK_USER = demoId(1800001);
const ROLE = { [DEMO_IDS.tenants.huaxia]: demoId(1800011), [DEMO_IDS.tenants.dongfang]: demoId(1800012) };

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The risk officer: a buyer user of both tenants whose role manages suppliers. */
async function seedRiskOfficer(tx: Db, tenantId: string): Promise<void> {
  const { users, roles, rolePermissions, tenantMembers, memberRoles } = identitySchema;
  const [admin] = await tx
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, DEMO_IDS.users.admin));
  await tx
    .insert(users)
    .values({
      id: RISK_USER,
      username: 'risk',
      passwordHash: admin?.hash ?? 'x',
      empName: '吴风控',
      mobile: '13800000021',
      email: 'risk@huaxia.example',
      site: 'buyer',
      language: 'zh_cn',
    })
    .onConflictDoNothing();
  const roleId = ROLE[tenantId];
  if (!roleId) return;
  await tx
    .insert(roles)
    .values({
      id: roleId,
      tenantId,
      code: 'riskOfficer',
      nameZh: '风控专员',
      nameEn: 'Risk officer',
      site: 'buyer',
    })
    .onConflictDoNothing();
  const permissions = [
    PERMISSIONS.homepage,
    PERMISSIONS.userSetting,
    PERMISSIONS.messageCenter,
    PERMISSIONS.supplier,
  ];
  await tx
    .insert(rolePermissions)
    .values(permissions.map((permissionKey) => ({ tenantId, roleId, permissionKey })))
    .onConflictDoNothing();
  const sort = tenantId === DEMO_IDS.tenants.huaxia ? 0 : 1;
  await tx.insert(tenantMembers).values({ tenantId, userId: RISK_USER, sort }).onConflictDoNothing();
  await tx.insert(memberRoles).values({ tenantId, userId: RISK_USER, roleId }).onConflictDoNothing();
}

export async function seedRisk(tx: Db, tenantId: string): Promise<void> {
  const { huaxia, dongfang } = DEMO_IDS.tenants;
  if (tenantId !== huaxia && tenantId !== dongfang) return;
  await seedRiskOfficer(tx, tenantId);
  const today = todayInChina();
  if (tenantId === dongfang) {
    await tx
      .insert(s.riskPackages)
      .values({ tenantId, quota: 5, validFrom: addDays(today, -375), validTo: addDays(today, -10) })
      .onConflictDoNothing();
    return;
  }
  await tx
    .insert(s.riskPackages)
    .values({ tenantId, quota: 10, validFrom: addDays(today, -30), validTo: addDays(today, 335) })
    .onConflictDoNothing();
  await tx
    .insert(s.riskSettings)
    .values({
      tenantId,
      signals: ['dishonesty', 'abnormal', 'lawsuit', 'opinion'],
      notifyUserIds: [DEMO_IDS.users.admin, RISK_USER],
      email: false,
    })
    .onConflictDoNothing();
  const monitored = [DEMO_IDS.vendors.shanghaiPrecision, DEMO_IDS.vendors.suzhouSteel, BLOCKED_VENDOR];
  await tx
    .insert(s.riskMonitors)
    .values(
      monitored.map((vendorId) => ({
        tenantId,
        vendorId,
        addedBy: DEMO_IDS.users.admin,
        refreshedOn: today,
      })),
    )
    .onConflictDoNothing();
  // The first look at them, once (a restart does not add invoke records): the simulator's answers.
  const [calls] = await tx.select({ n: sql<number>`count(*)::int` }).from(s.riskInvocations);
  if ((calls?.n ?? 0) > 0) return;
  const adapter = simulatorBusinessInfo();
  const suppliers = await tenantSupplierIdentities(tx, tenantId, 'zh-CN', { vendorIds: monitored });
  const fetched = await fetchSignals(
    adapter,
    suppliers,
    ['dishonesty', 'abnormal', 'lawsuit', 'opinion'],
    today,
  );
  await persistFetched(tx, tenantId, DEMO_IDS.users.admin, adapter, fetched);
}
