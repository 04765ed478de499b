import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { receipts } from './schema.ts';

/**
 * The tenant's receipts among `ids` (one statement): code, order and status, for documents that refer
 * to a receipt (an invoice line linked to the receipt its goods came in on, issue #15).
 */
export async function receiptRefs(
  tx: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, { id: string; code: string; orderId: string; status: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: receipts.id, code: receipts.code, orderId: receipts.orderId, status: receipts.status })
    .from(receipts)
    .where(and(eq(receipts.tenantId, tenantId), inArray(receipts.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}
