import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@procure/server-db';
import { CODES } from '@procure/shared-codes';

/**
 * Σ accepted and Σ rejected quantities per supplier of receipts that count on the ledger (approved,
 * not cancelled) received in a period (inclusive dates) — supplier performance, issue #17.
 */
export async function receiptQuality(
  tx: Db,
  tenantId: string,
  vendorIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, { acceptedQty: string; rejectedQty: string }>> {
  const out = new Map<string, { acceptedQty: string; rejectedQty: string }>();
  if (vendorIds.length === 0) return out;
  const rows = await queryRows<{ vendor_id: string; accepted: string; rejected: string }>(
    tx,
    sql`select vendor_id, sum(accepted_qty)::text as accepted, sum(rejected_qty)::text as rejected
        from receipts
        where tenant_id = ${tenantId}
          and vendor_id in (${sql.join(
            vendorIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          and status = ${CODES.application.approved.code}
          and received_on between ${from}::date and ${to}::date
        group by vendor_id`,
  );
  for (const row of rows) out.set(row.vendor_id, { acceptedQty: row.accepted, rejectedQty: row.rejected });
  return out;
}
