import { PERMISSIONS } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { todayInChina } from '@procure/shared-validation';
import { vendorSchema as s } from '@procure/vendor-server';
import { DEMO_IDS, demoId, menuId } from '../demo-ids.ts';

// Demo data of the supplier files (issue #16 §3–5): the certificate list's menu and a notice Huaxia sent
// Shanghai Precision two days ago about its expired ISO 9001 certificate (shown in the list and on the
// supplier's certificate). The lately list and the order statistics read the demo's existing history and
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
];

/** Shanghai Precision's ISO 9001 certificate (tools/seed/purchasing/vendor.ts, expired 20 days ago). */
const ISO_CERTIFICATE = demoId(900202);

export async function seedVendorFiles(tx: Db, tenantId: string): Promise<void> {
  if (tenantId !== DEMO_IDS.tenants.huaxia) return;
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
