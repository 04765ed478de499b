import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CODES } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { paymentApplications } from './schema.ts';

/** Payment applications under approval or approved and not yet paid keep a supplier from elimination. */
export const OPEN_PAYMENT_STATUSES: readonly number[] = [
  CODES.paymentRequest.approving.code,
  CODES.paymentRequest.approved.code,
];

/** How many such applications the tenant has for a supplier, and the first codes (issue #16 abolish check). */
export async function openPaymentsOfVendor(
  tx: Db,
  tenantId: string,
  vendorId: string,
): Promise<{ count: number; codes: string[] }> {
  const P = paymentApplications;
  const where = and(
    eq(P.tenantId, tenantId),
    eq(P.vendorId, vendorId),
    inArray(P.status, [...OPEN_PAYMENT_STATUSES]),
  );
  const [total] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(P)
    .where(where);
  const first = await tx.select({ code: P.code }).from(P).where(where).orderBy(asc(P.code)).limit(5);
  return { count: total?.n ?? 0, codes: first.map((row) => row.code) };
}
