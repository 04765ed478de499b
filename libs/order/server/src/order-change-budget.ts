import { and, eq } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import type { Db } from '@procure/server-db';
import { money } from '@procure/shared-validation';
import { adjustHold, checkHoldChange, type BudgetCheck, type DocumentRef } from '@procure/budget-server';
import { purchaseOrders } from './schema.ts';
import type { LockedOrder } from './order-status.ts';

// An order change moves the budget of the document the order came from (issue #13): the source
// request holds its total on its budget; when a change makes the order dearer, the difference is checked
// at submit with the request's over-budget rule (over → 409 unless the buyer confirms; the approval sees
// `overBudget`), and when the change is applied the request's hold moves by the difference (more → held
// again, less → released), on the same budget, under its row lock.

const OVER = CODES.budgetCheck.overBudget.code;

/** The budget document of the order's source (a request holds its budget under its own doc type and id). */
async function sourceDoc(tx: Db, order: LockedOrder): Promise<DocumentRef> {
  const rows = await tx
    .select({ type: purchaseOrders.sourceType, id: purchaseOrders.sourceId })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.tenantId, order.tenantId), eq(purchaseOrders.id, order.id)));
  const row = rows[0];
  if (!row) throw new AppError(404, ERROR_CODES.orderNotFound);
  return { tenantId: order.tenantId, docType: row.type, documentId: row.id };
}

/**
 * At submit: a dearer change over the source's budget needs the buyer's confirmation (409
 * `order.changeOverBudget` with what is available). Returns whether it is over budget (for the approval).
 */
export async function checkChangeBudget(
  tx: Db,
  order: LockedOrder,
  totalAfter: string,
  confirmOverBudget: boolean,
): Promise<boolean> {
  const delta = money.sub(totalAfter, order.totalAmount);
  if (money.sign(delta) <= 0) return false;
  const check: BudgetCheck | null = await checkHoldChange(
    tx,
    await sourceDoc(tx, order),
    money.round(delta, 2),
  );
  const over = check?.status === OVER;
  if (over && !confirmOverBudget) {
    // What the budget has left beside this request's own hold, and what the change adds to it.
    const left = check
      ? money.sub(money.sub(check.amount ?? '0', check.committed ?? '0'), check.spent ?? '0')
      : '0';
    throw new AppError(409, ERROR_CODES.orderChangeOverBudget, {
      available: money.round(left, 2),
      increase: money.round(delta, 2),
    });
  }
  return over;
}

/** When the change is applied: the source's hold moves by new total − old total. */
export async function moveChangeBudget(tx: Db, order: LockedOrder, totalAfter: string): Promise<void> {
  const delta = money.round(money.sub(totalAfter, order.totalAmount), 2);
  if (money.sign(delta) === 0) return;
  await adjustHold(tx, await sourceDoc(tx, order), delta);
}
