import { and, eq } from 'drizzle-orm';
import { CODES, PERMISSIONS } from '@procure/shared-codes';
import { diffProfiles, type VendorProfileData } from '@procure/shared-validation';
import type { Db } from '@procure/server-db';
import { approvalSchema } from '@procure/approval-server';
import { registerSupplierChange, submitChange, vendorSchema as s } from '@procure/vendor-server';
import { DEMO_IDS, demoId, menuId } from '../demo-ids.ts';

// Demo data of the supplier profile and its change applications (issue #16 §8): the menus, in Huaxia the
// "supplier change application" approval flow (one node, the admin), Shanghai Precision's accepted profile
// with one approved and one rejected change in its history, and Suzhou Steel's bank-account change waiting
// for the admin (submitted through the vendor domain's own function, so the engine writes its task). In
// Dongfang (no flow) Shanghai Precision's profile is accepted as the application gave it. Idempotent.

export const vendorProfileMenus = [
  {
    id: menuId(905),
    site: 'supplier' as const,
    code: 'vdProfile',
    parentCode: null,
    nameZh: '企业资料',
    nameEn: 'Company profile',
    path: '/vdProfile',
    icon: 'vendor',
    sort: 14,
    permissionKey: PERMISSIONS.homepage,
  },
];

const shanghai = (version: 1 | 2): VendorProfileData => ({
  name: '上海精工零部件有限公司',
  nameEn: 'Shanghai Precision Components Co., Ltd.',
  legalRepresentative: '王建国',
  registeredCapital: '2000 万元',
  establishedOn: '2012-06-18',
  address: '上海市浦东新区张江路 1288 号',
  website: 'https://www.sh-precision.example',
  businessScope: '精密零部件、紧固件、轴承的生产与销售；机电设备维修。',
  contacts: [
    {
      name: '刘洋',
      position: '销售经理',
      mobile: version === 1 ? '13916000001' : '13916000011',
      email: 'liuyang@sh-precision.example',
      primary: true,
    },
    {
      name: '陈静',
      position: '财务',
      mobile: '13916000002',
      email: 'finance@sh-precision.example',
      primary: false,
    },
  ],
  bankAccounts: [
    {
      bankName: '招商银行上海张江支行',
      accountName: '上海精工零部件有限公司',
      accountNo: '121908765410001',
      primary: true,
    },
  ],
});

const suzhou: VendorProfileData = {
  name: '苏州恒钢材料有限公司',
  nameEn: 'Suzhou Henggang Materials Co., Ltd.',
  legalRepresentative: '赵明',
  registeredCapital: '5000 万元',
  establishedOn: '2008-03-02',
  address: '江苏省苏州市吴中区东方大道 88 号',
  website: '',
  businessScope: '钢材、型材的加工与销售。',
  contacts: [
    {
      name: '孙磊',
      position: '销售总监',
      mobile: '13912000002',
      email: 'sunlei@hg-steel.example',
      primary: true,
    },
  ],
  bankAccounts: [
    {
      bankName: '中国银行苏州吴中支行',
      accountName: '苏州恒钢材料有限公司',
      accountNo: '527368901234',
      primary: true,
    },
  ],
};

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

export async function seedVendorProfiles(tx: Db, tenantId: string): Promise<void> {
  const { shanghaiPrecision, suzhouSteel } = DEMO_IDS.vendors;
  if (tenantId === DEMO_IDS.tenants.dongfang) {
    await tx
      .insert(s.vendorProfiles)
      .values({ tenantId, vendorId: shanghaiPrecision, data: shanghai(2), version: 1 })
      .onConflictDoNothing();
    return;
  }
  if (tenantId !== DEMO_IDS.tenants.huaxia) return;

  const { approvalFlows, approvalFlowNodes } = approvalSchema;
  const flowId = demoId(900601);
  await tx
    .insert(approvalFlows)
    .values({
      id: flowId,
      tenantId,
      docType: CODES.documentType.supplierChange.code,
      name: '供应商资料变更',
      priority: 10,
      minAmount: null,
    })
    .onConflictDoNothing();
  await tx
    .insert(approvalFlowNodes)
    .values({
      id: demoId(900602),
      tenantId,
      flowId,
      seq: 1,
      key: 'change',
      name: '变更审核',
      approverType: CODES.approverType.employee.code,
      mode: CODES.approvalMode.authorized.code,
      employeeIds: [DEMO_IDS.users.admin],
    })
    .onConflictDoNothing();

  // Shanghai Precision: version 2 after an approved change of the primary contact's mobile; an earlier
  // change of the bank account was rejected.
  const rejectedAfter: VendorProfileData = {
    ...shanghai(1),
    bankAccounts: [{ ...shanghai(1).bankAccounts[0]!, accountNo: '6222020000001234' }],
  };
  await tx
    .insert(s.vendorProfiles)
    .values({ tenantId, vendorId: shanghaiPrecision, data: shanghai(2), version: 2, updatedAt: daysAgo(6) })
    .onConflictDoNothing();
  await tx
    .insert(s.vendorChangeApplications)
    .values([
      {
        id: demoId(900611),
        tenantId,
        vendorId: shanghaiPrecision,
        code: 'SC-DEMO-0001',
        status: CODES.application.returned.code,
        before: shanghai(1),
        after: rejectedAfter,
        changes: diffProfiles(shanghai(1), rejectedAfter),
        baseVersion: 1,
        reason: '账户名与企业名称不一致，请提供开户许可证',
        applicantId: DEMO_IDS.users.supplier,
        submittedAt: daysAgo(20),
        decidedAt: daysAgo(19),
      },
      {
        id: demoId(900612),
        tenantId,
        vendorId: shanghaiPrecision,
        code: 'SC-DEMO-0002',
        status: CODES.application.approved.code,
        before: shanghai(1),
        after: shanghai(2),
        changes: diffProfiles(shanghai(1), shanghai(2)),
        baseVersion: 1,
        applicantId: DEMO_IDS.users.supplier,
        submittedAt: daysAgo(7),
        decidedAt: daysAgo(6),
      },
    ])
    .onConflictDoNothing();

  // Suzhou Steel: a new primary bank account, under approval.
  await tx
    .insert(s.vendorProfiles)
    .values({ tenantId, vendorId: suzhouSteel, data: suzhou, version: 1 })
    .onConflictDoNothing();
  const open = await tx
    .select({ id: s.vendorChangeApplications.id })
    .from(s.vendorChangeApplications)
    .where(
      and(
        eq(s.vendorChangeApplications.tenantId, tenantId),
        eq(s.vendorChangeApplications.vendorId, suzhouSteel),
      ),
    );
  if (open.length > 0) return;
  registerSupplierChange();
  await submitChange(
    tx,
    { tenantId, vendorId: suzhouSteel, userId: DEMO_IDS.users.supplier2 },
    {
      ...suzhou,
      website: undefined,
      bankAccounts: [
        { ...suzhou.bankAccounts[0]!, primary: false },
        {
          bankName: '中国工商银行苏州分行',
          accountName: '苏州恒钢材料有限公司',
          accountNo: '1102020309000456789',
          primary: true,
        },
      ],
    },
    // Copied (cc) to the approver (issue #12 §5): its /copyto/supplier list shows it too.
    [DEMO_IDS.users.approver],
  );
}
