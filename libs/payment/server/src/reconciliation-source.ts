import { and, asc, eq, inArray } from 'drizzle-orm';
import { CODES } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { paymentApplicationLines, paymentApplications } from './schema.ts';

// What invoice reconciliation (statement domain) reads of payments: per order line, the payment
// applications the ledger counts (approving, approved, paid: `applied_amount`; paid: `paid_amount`).

const P = CODES.paymentRequest;
const COUNTED: readonly number[] = [P.approving.code, P.approved.code, P.paid.code];

export type LinePaymentRef = { id: string; code: string; status: number; amount: string };

/** Payment applications per order line with the line's amount, by code. */
export async function paymentsOfLines(
  tx: Db,
  tenantId: string,
  lineIds: readonly string[],
): Promise<Map<string, LinePaymentRef[]>> {
  const out = new Map<string, LinePaymentRef[]>();
  if (lineIds.length === 0) return out;
  const rows = await tx
    .select({
      lineId: paymentApplicationLines.orderLineId,
      id: paymentApplications.id,
      code: paymentApplications.code,
      status: paymentApplications.status,
      amount: paymentApplicationLines.amount,
    })
    .from(paymentApplicationLines)
    .innerJoin(paymentApplications, eq(paymentApplications.id, paymentApplicationLines.paymentId))
    .where(
      and(
        eq(paymentApplicationLines.tenantId, tenantId),
        eq(paymentApplications.tenantId, tenantId),
        inArray(paymentApplicationLines.orderLineId, [...new Set(lineIds)]),
        inArray(paymentApplications.status, [...COUNTED]),
      ),
    )
    .orderBy(asc(paymentApplications.code));
  for (const { lineId, ...ref } of rows) {
    if (lineId) out.set(lineId, [...(out.get(lineId) ?? []), ref]);
  }
  return out;
}
