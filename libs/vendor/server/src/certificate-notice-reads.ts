import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@procure/server-db';

// What the buyer's notices left on each certificate (issue #16 §5), for the certificate views of both sides.

/** The notices each of a supplier's certificates received: count and the latest time (its portal, the buyer's box). */
export async function noticesOfCertificates(
  tx: Db,
  tenantId: string,
  certificateIds: readonly string[],
): Promise<Map<string, { count: number; lastAt: string }>> {
  if (certificateIds.length === 0) return new Map();
  const list = sql.join(
    [...new Set(certificateIds)].map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<{ certificate_id: string; n: number; last_at: Date | string }>(
    tx,
    sql`select certificate_id, count(*)::int as n, max(created_at) as last_at from vendor_certificate_notices
         where tenant_id = ${tenantId} and certificate_id in (${list}) group by certificate_id`,
  );
  return new Map(
    rows.map((r) => [r.certificate_id, { count: r.n, lastAt: new Date(r.last_at).toISOString() }]),
  );
}
