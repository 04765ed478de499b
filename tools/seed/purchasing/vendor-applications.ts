import { CODES } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { vendorSchema as s } from '@procure/vendor-server';
import { DEMO_IDS, demoId } from '../demo-ids.ts';
import { BLOCKED_VENDOR } from './vendor.ts';

// Issue #16 §2 batch delete: two cancelled applications of Hangzhou Anda in Huaxia (a supplier without
// users, so no supplier page shows them), which the buyer's `/vendor/application` list can select and
// delete. demoId 946000–946099 (vendor range). Idempotent; a deleted one comes back on the next seed.

const DAY = 86_400_000;
const CANCELLED = [
  { id: demoId(946001), code: 'SA20250312-DEMO01', daysAgo: 420 },
  { id: demoId(946002), code: 'SA20250906-DEMO02', daysAgo: 240 },
];

export async function seedVendorApplications(tx: Db, tenantId: string): Promise<void> {
  if (tenantId !== DEMO_IDS.tenants.huaxia) return;
  const now = Date.now();
  await tx
    .insert(s.vendorApplications)
    .values(
      CANCELLED.map((a) => ({
        id: a.id,
        tenantId,
        vendorId: BLOCKED_VENDOR,
        code: a.code,
        status: CODES.application.cancelled.code,
        name: '杭州安达劳保用品有限公司',
        socialCreditCode: '91330106MA2B3C4D5D',
        address: '浙江省杭州市上城区望江东路 88 号',
        contactName: '沈丽',
        contactMobile: '13700000061',
        contactEmail: 'shenli@anda.example',
        bankName: '中国工商银行杭州望江支行',
        bankAccount: '1202021109900123456',
        categoryIds: [],
        reason: '供应商长期未补充资料，已取消',
        applicantId: DEMO_IDS.users.supplier,
        submittedAt: new Date(now - a.daysAgo * DAY),
        decidedAt: new Date(now - (a.daysAgo - 20) * DAY),
        createdAt: new Date(now - a.daysAgo * DAY),
      })),
    )
    .onConflictDoNothing();
}
