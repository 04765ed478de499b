import { and, count, eq, sql } from 'drizzle-orm';
import { ERROR_CODES, MONITORING_PACKAGE_CODE } from '@procure/shared-codes';
import { lockKey, type Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { riskMonitors, riskPackages } from './schema.ts';

// The monitoring quantity package (spec §2 modal, §8 business code 2001): how many suppliers a tenant may
// monitor, valid from … through `valid_to` (inclusive, China date). No row or past its end → every call
// that would use the business-information service answers 2001 and the web app opens the package modal.

export type PackageState = {
  status: 'none' | 'expired' | 'valid';
  quota: number;
  used: number;
  validFrom: string | null;
  validTo: string | null;
};

export async function packageState(
  tx: Db,
  tenantId: string,
  today: string,
  lock = false,
): Promise<PackageState> {
  // Serialises the adds of one tenant (the quota check below and the insert after it).
  if (lock) await lockKey(tx, `risk_monitors:add:${tenantId}`);
  const [row] = await tx.select().from(riskPackages).where(eq(riskPackages.tenantId, tenantId));
  const [used] = await tx
    .select({ n: count() })
    .from(riskMonitors)
    .where(and(eq(riskMonitors.tenantId, tenantId)));
  if (!row) return { status: 'none', quota: 0, used: used?.n ?? 0, validFrom: null, validTo: null };
  const valid = row.validFrom <= today && today <= row.validTo;
  return {
    status: valid ? 'valid' : 'expired',
    quota: row.quota,
    used: used?.n ?? 0,
    validFrom: row.validFrom,
    validTo: row.validTo,
  };
}

/** The 2001 answer: HTTP 403, envelope code 2001, translated `risk.packageRequired`. */
export const packageRequired = () =>
  new AppError(403, ERROR_CODES.riskPackageRequired, undefined, { businessCode: MONITORING_PACKAGE_CODE });

/** Throws the 2001 answer unless the tenant's package is valid today; `lock` serialises the tenant's adds. */
export async function assertPackage(
  tx: Db,
  tenantId: string,
  today: string,
  lock = false,
): Promise<PackageState> {
  const state = await packageState(tx, tenantId, today, lock);
  if (state.status !== 'valid') throw packageRequired();
  return state;
}

/** Whether the package is valid today, without the count (for the daily refresh). */
export async function packageValid(tx: Db, tenantId: string, today: string): Promise<boolean> {
  const rows = await tx
    .select({ one: sql<number>`1` })
    .from(riskPackages)
    .where(
      and(
        eq(riskPackages.tenantId, tenantId),
        sql`${riskPackages.validFrom} <= ${today}::date and ${today}::date <= ${riskPackages.validTo}`,
      ),
    );
  return rows.length > 0;
}
