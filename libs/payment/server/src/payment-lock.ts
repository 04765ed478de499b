import { and, asc, eq, inArray } from 'drizzle-orm';
import { ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import type { Db } from '@procure/server-db';
import { paymentApplicationLines, paymentApplications } from './schema.ts';
import { lockOrder } from './ledger.ts';

// The one lock order of every path that moves payment money: the approval instance (engine paths) →
// every order the payments name, by id → the payments, by id. Two batches over overlapping orders or
// payments therefore queue instead of deadlocking.

export type PaymentRow = typeof paymentApplications.$inferSelect;
export type StoredLine = typeof paymentApplicationLines.$inferSelect;

const P = paymentApplications;

/** Payments by id (no lock); `vendorId` narrows to a supplier's own. */
export async function peekPayments(
  tx: Db,
  tenantId: string,
  ids: readonly string[],
  vendorId: string | null = null,
) {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(P)
    .where(
      and(
        eq(P.tenantId, tenantId),
        inArray(P.id, [...new Set(ids)]),
        vendorId ? eq(P.vendorId, vendorId) : undefined,
      ),
    );
}

export async function linesOf(
  tx: Db,
  tenantId: string,
  paymentIds: readonly string[],
): Promise<StoredLine[]> {
  if (paymentIds.length === 0) return [];
  return tx
    .select()
    .from(paymentApplicationLines)
    .where(
      and(
        eq(paymentApplicationLines.tenantId, tenantId),
        inArray(paymentApplicationLines.paymentId, [...paymentIds]),
      ),
    )
    .orderBy(asc(paymentApplicationLines.paymentId), asc(paymentApplicationLines.lineNo));
}

/**
 * Locks the orders of the given payments (by id), then the payments (by id). A missing id → 404
 * `payment.notFound` (a foreign id answers the same). Returns the locked rows with their lines, in the
 * order of `ids`.
 */
export async function lockPayments(
  tx: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<{ row: PaymentRow; lines: StoredLine[] }[]> {
  const unique = [...new Set(ids)];
  const peeked = await peekPayments(tx, tenantId, unique);
  if (peeked.length !== unique.length) throw new AppError(404, ERROR_CODES.paymentNotFound);
  // Lines of a payment change only while it is a draft (under its own lock): read them to find the orders.
  const before = await linesOf(tx, tenantId, unique);
  const orderIds = [...new Set(before.flatMap((line) => (line.orderId ? [line.orderId] : [])))].sort();
  for (const orderId of orderIds) await lockOrder(tx, tenantId, orderId, null);
  const rows = await tx
    .select()
    .from(P)
    .where(and(eq(P.tenantId, tenantId), inArray(P.id, unique)))
    .orderBy(asc(P.id))
    .for('update');
  const lines = await linesOf(tx, tenantId, unique);
  // A draft edited between the peek and the lock may name another order: refuse, the caller retries.
  if (lines.some((line) => line.orderId && !orderIds.includes(line.orderId))) {
    throw new AppError(409, ERROR_CODES.paymentWrongStatus);
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new AppError(404, ERROR_CODES.paymentNotFound);
    return { row, lines: lines.filter((line) => line.paymentId === id) };
  });
}

export function assertStatus(row: PaymentRow, allowed: readonly number[]): void {
  if (!allowed.includes(row.status)) throw new AppError(409, ERROR_CODES.paymentWrongStatus);
}
