import { CODES } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { identitySchema, tenancySchema } from '@procure/identity-server';
import { ensureVendorProfile } from '@procure/masterdata-server';
import { socialCreditCheckChar } from '@procure/shared-validation';
import { vendorSchema as s } from '@procure/vendor-server';
import { DEMO_IDS, demoId } from '../demo-ids.ts';

// Issue #16 §9 "suppliers in every status": Dongfang's buyer profile holds one supplier frozen (4) and one
// eliminated (5) by its purchaser, each with its status history (potential, onboarding and qualified ones
// are Huaxia's). demoId 945000–945099 (vendor range). No users: nothing signs in as them.

const S = CODES.supplierStatus;
const STOPPED = [
  {
    id: demoId(945001),
    relation: demoId(945002),
    history: demoId(945003),
    base: '91350102MA2XQ3L8F',
    zh: '福州闽江五金制品有限公司',
    en: 'Fuzhou Minjiang Hardware Co., Ltd.',
    status: S.frozen.code,
    reason: '连续两次交货延误，暂停合作待整改',
  },
  {
    id: demoId(945011),
    relation: demoId(945012),
    history: demoId(945013),
    base: '91340103MA2RX6K1P',
    zh: '合肥庐阳电器配件有限公司',
    en: 'Hefei Luyang Electrical Parts Co., Ltd.',
    status: S.eliminated.code,
    reason: '质量不合格，终止合作',
  },
] as const;

export async function seedVendorStatuses(tx: Db, tenantId: string): Promise<void> {
  if (tenantId !== DEMO_IDS.tenants.dongfang) return;
  for (const v of STOPPED) {
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
      status: v.status,
    });
    await tx
      .insert(s.vendorStatusHistory)
      .values({
        id: v.history,
        tenantId,
        vendorId: v.id,
        fromStatus: S.qualified.code,
        toStatus: v.status,
        reason: v.reason,
        actorId: DEMO_IDS.users.purchaser,
        action: v.status === S.eliminated.code ? 'abolish' : 'change',
      })
      .onConflictDoNothing();
  }
}
