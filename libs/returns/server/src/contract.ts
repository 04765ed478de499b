import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
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
