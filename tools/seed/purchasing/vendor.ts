import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { CODES, PERMISSIONS } from '@procure/shared-codes';
import { socialCreditCheckChar, todayInChina } from '@procure/shared-validation';
import type { Db } from '@procure/server-db';
import { identitySchema, tenancySchema } from '@procure/identity-server';
import { approvalSchema } from '@procure/approval-server';
import { ensureVendorProfile } from '@procure/masterdata-server';
import { registerSupplierApplication, saveApplication, vendorSchema as s } from '@procure/vendor-server';
import { DEMO_IDS, demoId, menuId } from '../demo-ids.ts';
import { demoCategory } from './masterdata.ts';

// Demo data of the vendor domain (issue #16, supplier lifecycle): its menu entries and, in Huaxia,
// certificate types allocated to categories and certificates that show every state: Shanghai Precision's
// business licence expires in 10 days (a warning) and its ISO 9001 (optional) has expired; a third
// supplier, Hangzhou Anda, serves only Huaxia, has no user and no order flow, and is BLOCKED by an expired
// safety licence. The two suppliers every order flow uses are never blocked by the demo.
// Dates are relative to the day of seeding (China time). Idempotent: onConflictDoNothing.

/** Menu entries of the pages this domain adds (rows of identitySchema.menuItems). */
export const vendorMenus: {
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
    id: menuId(900),
    site: 'buyer',
    code: 'vendor',
    parentCode: null,
    nameZh: '供应商档案',
    nameEn: 'Suppliers',
    path: '/vendor',
    icon: 'vendor',
    sort: 40,
    permissionKey: PERMISSIONS.supplier,
  },
  {
    id: menuId(901),
    site: 'supplier',
    code: 'vdQualification',
    parentCode: null,
    nameZh: '我的资质',
    nameEn: 'My certificates',
    path: '/vdQualification',
    icon: 'qualification',
    sort: 20,
    permissionKey: PERMISSIONS.homepage,
  },
  {
    id: menuId(906),
    site: 'supplier',
    code: 'vdCustomer',
    parentCode: null,
    nameZh: '客户与邀请',
    nameEn: 'Customers & invitations',
    path: '/vdCustomer',
    icon: 'vendor',
    sort: 13,
    permissionKey: PERMISSIONS.homepage,
  },
  {
    id: menuId(902),
    site: 'buyer',
    code: 'vendorInvitation',
    parentCode: null,
    nameZh: '邀请供应商',
    nameEn: 'Supplier invitations',
    path: '/vendor/invitation',
    icon: 'vendor',
    sort: 41,
    permissionKey: PERMISSIONS.supplier,
  },
  {
    id: menuId(903),
    site: 'buyer',
    code: 'vendorApplication',
    parentCode: null,
    nameZh: '准入申请',
    nameEn: 'Supplier applications',
    path: '/vendor/application',
    icon: 'vendor',
    sort: 42,
    permissionKey: PERMISSIONS.supplier,
  },
  {
    id: menuId(904),
    site: 'supplier',
    code: 'vdApplication',
    parentCode: null,
    nameZh: '准入申请',
    nameEn: 'My application',
    path: '/vdApplication',
    icon: 'application',
    sort: 15,
    permissionKey: PERMISSIONS.homepage,
  },
];

/** A potential supplier of Huaxia whose application waits for the admin's approval (issue #16 §2). */
export const PENDING_VENDOR = demoId(900011);
export const PENDING_VENDOR_USER = demoId(900012);
const PENDING_CODE_BASE = '91320214MA1XR7TQ0';
export const PENDING_VENDOR_CODE = `${PENDING_CODE_BASE}${socialCreditCheckChar(PENDING_CODE_BASE) ?? '0'}`;

/** The demo supplier that a lapsed certificate blocks (Huaxia only, no users). */
export const BLOCKED_VENDOR = demoId(900001);
const BLOCKED_RELATION = demoId(900002);

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A one-page PDF stand-in, stored as a vendor qualification file (upload type 2). */
async function demoFile(tx: Db, id: string, tenantId: string, name: string): Promise<void> {
  const bytes = Buffer.from('%PDF-1.4\n% demo certificate\n%%EOF\n');
  await tx.execute(sql`insert into files (id, tenant_id, type, name, content_type, size, sha256, bytes, uploaded_by)
    values (${id}, ${tenantId}, 2, ${name}, 'application/pdf', ${bytes.length}, 'demo', ${bytes}, ${DEMO_IDS.users.supplier})
    on conflict do nothing`);
}

export async function seedVendor(tx: Db, tenantId: string): Promise<void> {
  if (tenantId !== DEMO_IDS.tenants.huaxia) return;
  const today = todayInChina();
  const { shanghaiPrecision } = DEMO_IDS.vendors;

  await tx
    .insert(identitySchema.vendors)
    .values({
      id: BLOCKED_VENDOR,
      nameZh: '杭州安达劳保用品有限公司',
      nameEn: 'Hangzhou Anda Safety Supplies Co., Ltd.',
      socialCreditCode: '91330106MA2B3C4D5D',
    })
    .onConflictDoNothing();
  await tx
    .insert(tenancySchema.tenantVendors)
    .values({ id: BLOCKED_RELATION, tenantId, vendorId: BLOCKED_VENDOR })
    .onConflictDoNothing();

  const types = {
    licence: demoId(900101),
    iso: demoId(900102),
    safety: demoId(900103),
  };
  await tx
    .insert(s.vendorCertificateTypes)
    .values([
      { id: types.licence, tenantId, name: '营业执照', remindDays: 30 },
      { id: types.iso, tenantId, name: 'ISO 9001 质量管理体系认证', remindDays: 60 },
      { id: types.safety, tenantId, name: '安全生产许可证', remindDays: 30 },
    ])
    .onConflictDoNothing();
  const parts = demoCategory(tenantId, 'MRO-PARTS').id;
  const steel = demoCategory(tenantId, 'MRO-STEEL').id;
  await tx
    .insert(s.vendorCertificateAllocations)
    .values([
      { tenantId, typeId: types.licence, categoryId: parts },
      { tenantId, typeId: types.licence, categoryId: steel },
      { tenantId, typeId: types.safety, categoryId: steel },
    ])
    .onConflictDoNothing();
  await tx
    .insert(s.vendorCategories)
    .values([
      { tenantId, vendorId: shanghaiPrecision, categoryId: parts },
      { tenantId, vendorId: BLOCKED_VENDOR, categoryId: steel },
    ])
    .onConflictDoNothing();

  const certificates = [
    {
      id: demoId(900201),
      vendorId: shanghaiPrecision,
      typeId: types.licence,
      no: '91310115MA1K4XY7DD',
      from: -355,
      to: 10,
    },
    {
      id: demoId(900202),
      vendorId: shanghaiPrecision,
      typeId: types.iso,
      no: 'CQC-QMS-2023-0815',
      from: -1115,
      to: -20,
    },
    {
      id: demoId(900203),
      vendorId: BLOCKED_VENDOR,
      typeId: types.licence,
      no: '91330106MA2B3C4D5D',
      from: -200,
      to: 900,
    },
    {
      id: demoId(900204),
      vendorId: BLOCKED_VENDOR,
      typeId: types.safety,
      no: '(浙)JZ安许证字〔2023〕0106',
      from: -1100,
      to: -5,
    },
  ];
  for (const [i, c] of certificates.entries()) {
    const fileId = demoId(900301 + i);
    await demoFile(tx, fileId, tenantId, `${c.no}.pdf`);
    await tx
      .insert(s.vendorCertificates)
      .values({
        id: c.id,
        tenantId,
        vendorId: c.vendorId,
        typeId: c.typeId,
        certificateNo: c.no,
        fileId,
        validFrom: addDays(today, c.from),
        validTo: addDays(today, c.to),
        uploadedBy: DEMO_IDS.users.supplier,
      })
      .onConflictDoNothing();
  }
}

/**
 * Onboarding (issue #16 §1–2) in Huaxia: the supplier application's approval flow (one node, the admin),
 * an open invitation by e-mail, an accepted one, and Wuxi Xinrui's application under approval (its user
 * `wuxi.xinrui`, the demo password). The application is submitted through the vendor domain's own
 * function, so the approval engine writes its task as it would for a real submit.
 */
export async function seedVendorOnboarding(tx: Db, tenantId: string): Promise<void> {
  if (tenantId === DEMO_IDS.tenants.dongfang) return seedDongfangInvitation(tx, tenantId);
  if (tenantId !== DEMO_IDS.tenants.huaxia) return;
  const { approvalFlows, approvalFlowNodes } = approvalSchema;
  const flowId = demoId(900401);
  await tx
    .insert(approvalFlows)
    .values({
      id: flowId,
      tenantId,
      docType: CODES.documentType.supplierApplication.code,
      name: '供应商准入',
      priority: 10,
      minAmount: null,
    })
    .onConflictDoNothing();
  await tx
    .insert(approvalFlowNodes)
    .values({
      id: demoId(900402),
      tenantId,
      flowId,
      seq: 1,
      key: 'admittance',
      name: '准入审批',
      approverType: CODES.approverType.employee.code,
      mode: CODES.approvalMode.authorized.code,
      employeeIds: [DEMO_IDS.users.admin],
    })
    .onConflictDoNothing();

  const { vendors, users, tenantMembers, memberRoles } = identitySchema;
  await tx
    .insert(vendors)
    .values({
      id: PENDING_VENDOR,
      nameZh: '无锡新锐精密机械有限公司',
      nameEn: 'Wuxi Xinrui Precision Machinery Co., Ltd.',
      socialCreditCode: PENDING_VENDOR_CODE,
    })
    .onConflictDoNothing();
  const [demoSupplier] = await tx
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, DEMO_IDS.users.supplier));
  await tx
    .insert(users)
    .values({
      id: PENDING_VENDOR_USER,
      username: 'wuxi.xinrui',
      passwordHash: demoSupplier?.hash ?? 'x',
      empName: '周敏',
      mobile: '13700000031',
      email: 'zhoumin@xinrui.example',
      site: 'supplier',
      vendorId: PENDING_VENDOR,
    })
    .onConflictDoNothing();
  await tx
    .insert(tenancySchema.tenantVendors)
    .values({ id: demoId(900013), tenantId, vendorId: PENDING_VENDOR })
    .onConflictDoNothing();
  await tx.insert(tenantMembers).values({ tenantId, userId: PENDING_VENDOR_USER }).onConflictDoNothing();
  await tx
    .insert(memberRoles)
    .values({ tenantId, userId: PENDING_VENDOR_USER, roleId: DEMO_IDS.roles.huaxiaSupplier })
    .onConflictDoNothing();
  await ensureVendorProfile(tx, tenantId, {
    vendorId: PENDING_VENDOR,
    name: '无锡新锐精密机械有限公司',
    socialCreditCode: PENDING_VENDOR_CODE,
    status: CODES.supplierStatus.potential.code,
    contactName: '周敏',
    contactMobile: '13700000031',
    contactEmail: 'zhoumin@xinrui.example',
  });

  const now = new Date();
  const week = new Date(now.getTime() + 7 * 86_400_000);
  const demoHash = (n: number) => createHash('sha256').update(`demo-invitation-${n}`).digest('hex');
  await tx
    .insert(s.vendorInvitations)
    .values([
      {
        id: demoId(900501),
        tenantId,
        channel: 'email',
        target: 'sales@ningbo-hengtong.example',
        companyName: '宁波恒通机电有限公司',
        contactName: '陈刚',
        status: 'sent',
        expiresAt: week,
        lastSentAt: now,
        invitedBy: DEMO_IDS.users.admin,
      },
      {
        id: demoId(900502),
        tenantId,
        channel: 'sms',
        target: '13700000031',
        companyName: '无锡新锐精密机械有限公司',
        socialCreditCode: PENDING_VENDOR_CODE,
        contactName: '周敏',
        vendorId: PENDING_VENDOR,
        status: 'accepted',
        expiresAt: week,
        lastSentAt: now,
        invitedBy: DEMO_IDS.users.admin,
        acceptedBy: PENDING_VENDOR_USER,
        acceptedAt: now,
      },
    ])
    .onConflictDoNothing();
  await tx
    .insert(s.vendorInvitationLinks)
    .values({
      tokenHash: demoHash(1),
      invitationId: demoId(900501),
      ownerTenantId: tenantId,
      expiresAt: week,
      target: 'sales@ningbo-hengtong.example',
    })
    .onConflictDoNothing();
  // Declined by the invited company in its portal: the buyer's list shows the reason.
  await tx
    .insert(s.vendorInvitations)
    .values({
      id: demoId(900503),
      tenantId,
      channel: 'email',
      target: 'bd@hz-ruifeng.example',
      companyName: '杭州瑞丰包装材料有限公司',
      contactName: '王蕾',
      status: 'declined',
      expiresAt: week,
      lastSentAt: new Date(now.getTime() - 2 * 86_400_000),
      invitedBy: DEMO_IDS.users.admin,
      declineReason: '本季度产能已满，暂不承接新客户',
      declinedAt: new Date(now.getTime() - 86_400_000),
      createdAt: new Date(now.getTime() - 2 * 86_400_000),
    })
    .onConflictDoNothing();

  const existing = await tx
    .select({ id: s.vendorApplications.id })
    .from(s.vendorApplications)
    .where(
      and(eq(s.vendorApplications.tenantId, tenantId), eq(s.vendorApplications.vendorId, PENDING_VENDOR)),
    );
  if (existing.length > 0) return;
  registerSupplierApplication();
  await saveApplication(
    tx,
    { tenantId, vendorId: PENDING_VENDOR, userId: PENDING_VENDOR_USER },
    {
      name: '无锡新锐精密机械有限公司',
      socialCreditCode: PENDING_VENDOR_CODE,
      address: '江苏省无锡市滨湖区建筑西路 599 号',
      contactName: '周敏',
      contactMobile: '13700000031',
      contactEmail: 'zhoumin@xinrui.example',
      bankName: '中国工商银行无锡滨湖支行',
      bankAccount: '1103020109001234567',
      categoryIds: [demoCategory(tenantId, 'MRO-PARTS').id],
    },
    true,
    // Copied (cc) to the approver, who has no supplier permission: its /copyto/supplier list shows it.
    [DEMO_IDS.users.approver],
  );
}

/**
 * The supplier portal's "Customers & invitations" (issue #16 §8): Dongfang has invited Suzhou Hengsteel
 * (user `supplier2`, which serves only Huaxia), linked to the company already on the platform; the invitation
 * is open, so supplier2 sees Huaxia as its customer and Dongfang's invitation to accept or decline.
 */
async function seedDongfangInvitation(tx: Db, tenantId: string): Promise<void> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 6 * 86_400_000);
  const target = 'sales@hengsteel.example';
  await tx
    .insert(s.vendorInvitations)
    .values({
      id: demoId(900511),
      tenantId,
      channel: 'email',
      target,
      companyName: '苏州恒钢材料有限公司',
      socialCreditCode: '91320505MA1P8QW3C9',
      contactName: '周恒钢',
      vendorId: DEMO_IDS.vendors.suzhouSteel,
      status: 'sent',
      expiresAt,
      lastSentAt: new Date(now.getTime() - 86_400_000),
      invitedBy: DEMO_IDS.users.purchaser,
      createdAt: new Date(now.getTime() - 86_400_000),
    })
    .onConflictDoNothing();
  await tx
    .insert(s.vendorInvitationLinks)
    .values({
      tokenHash: createHash('sha256').update('demo-invitation-11').digest('hex'),
      invitationId: demoId(900511),
      ownerTenantId: tenantId,
      expiresAt,
      vendorId: DEMO_IDS.vendors.suzhouSteel,
      target,
      socialCreditCode: '91320505MA1P8QW3C9',
    })
    .onConflictDoNothing();
}
