import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '@procure/server-db';
import { CODES } from '@procure/shared-codes';
import { purchaseReturnLines, purchaseReturns } from './schema.ts';

// The returns domain's contract with other domains' server code (issue #14).

/**
 * Returns (any status: drafts and rejected ones too) with a line on one of the given order lines,
 * created at or after `since` — the returns that may take goods of a receipt that counted at `since`.
 * Receiving refuses to cancel a receipt while one exists. Run under the order lock: a return is
 * written under the same lock, so the answer cannot go stale before the caller commits.
 */
export async function returnsOnOrderLines(
  tx: Db,
  tenantId: string,
  orderLineIds: readonly string[],
  since: Date,
): Promise<{ id: string; code: string; status: number }[]> {
  if (orderLineIds.length === 0) return [];
  return tx
    .selectDistinct({ id: purchaseReturns.id, code: purchaseReturns.code, status: purchaseReturns.status })
    .from(purchaseReturns)
    .innerJoin(purchaseReturnLines, eq(purchaseReturnLines.returnId, purchaseReturns.id))
    .where(
      and(
        eq(purchaseReturns.tenantId, tenantId),
        inArray(purchaseReturnLines.orderLineId, [...orderLineIds]),
        gte(purchaseReturns.createdAt, since),
      ),
    )
    .orderBy(asc(purchaseReturns.code));
}

/**
 * Σ returned quantities per supplier of returns created in a period (China dates, inclusive) in the
 * states the ledger counts (approving or later: 5, 6, 1, 2, 3) — supplier performance, issue #17.
 */
export async function returnedQuantities(
  tx: Db,
  tenantId: string,
  vendorIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (vendorIds.length === 0) return out;
  const R = CODES.return;
  const booked = [R.approving.code, R.approved.code, R.toConfirm.code, R.returned.code, R.completed.code];
  const rows = await queryRows<{ vendor_id: string; qty: string }>(
    tx,
    sql`select r.vendor_id, sum(l.quantity)::text as qty
        from purchase_return_lines l join purchase_returns r on r.id = l.return_id
        where r.tenant_id = ${tenantId}
          and r.vendor_id in (${sql.join(
            vendorIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          and r.status in (${sql.join(
            booked.map((code) => sql`${code}`),
            sql`, `,
          )})
          and (r.created_at at time zone 'Asia/Shanghai')::date between ${from}::date and ${to}::date
        group by r.vendor_id`,
  );
  for (const row of rows) out.set(row.vendor_id, row.qty);
  return out;
}
