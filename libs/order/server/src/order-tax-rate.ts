import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import { newId, type Db } from '@procure/server-db';
import { money, type OrderTaxRateChangeInput } from '@procure/shared-validation';
import { identitySchema } from '@procure/identity-server';
import { purchaseOrderLines as L, purchaseOrderTaxRateChanges as C, purchaseOrders } from './schema.ts';
import { assertCan, lockOrder } from './order-status.ts';
import { recordOrderHistory } from './order-history.ts';
import { notifyOrderEvent, type OrderActor } from './order-actions.ts';
import { trimQty } from './quantity.ts';

// Change tax rate (issue #15, spec §2 `/personnel`; docs/conventions.md "Change tax rate"): the buyer
// gives lines of a live order a new VAT rate with a reason. Under the order's row lock: every line is the
// order's, none is invoiced yet (its invoices were matched at the old rate), at least one rate changes.
// Each changed line leaves a row in purchase_order_tax_rate_changes, the order one history row, the
// supplier a message.

const pct = (rate: string) => `${trimQty(rate)}%`;

export async function changeTaxRate(
  tx: Db,
  actor: OrderActor,
  input: OrderTaxRateChangeInput,
): Promise<{ changed: number }> {
  const order = await lockOrder(tx, actor.tenantId, input.orderId, null);
  assertCan('taxRateChange', order);
  const lines = await tx
    .select({ id: L.id, name: L.name, taxRate: L.taxRate, invoiced: sql<string>`${L.invoicedQty}::text` })
    .from(L)
    .where(and(eq(L.tenantId, actor.tenantId), eq(L.orderId, order.id), inArray(L.id, input.lineIds)));
  const byId = new Map(lines.map((line) => [line.id, line]));
  const unknown = input.lineIds.findIndex((id) => !byId.has(id));
  if (unknown >= 0) {
    throw new AppError(400, ERROR_CODES.validationFailed, undefined, {
      fields: [{ path: `lineIds.${unknown}`, code: ERROR_CODES.orderLineUnknown }],
    });
  }
  const invoiced = lines.find((line) => money.sign(line.invoiced) > 0);
  if (invoiced) throw new AppError(409, ERROR_CODES.orderTaxRateInvoiced, { line: invoiced.name });
  const to = String(input.taxRate);
  const changing = lines.filter((line) => money.compare(line.taxRate, to) !== 0);
  if (changing.length === 0) {
    throw new AppError(400, ERROR_CODES.validationFailed, undefined, {
      fields: [{ path: 'taxRate', code: ERROR_CODES.orderTaxRateUnchanged }],
    });
  }
  const reason = input.reason.trim();
  await tx
    .update(L)
    .set({ taxRate: to })
    .where(
      and(
        eq(L.tenantId, actor.tenantId),
        inArray(
          L.id,
          changing.map((line) => line.id),
        ),
      ),
    );
  await tx.insert(C).values(
    changing.map((line) => ({
      id: newId(),
      tenantId: actor.tenantId,
      vendorId: order.vendorId,
      orderId: order.id,
      orderLineId: line.id,
      fromRate: line.taxRate,
      toRate: to,
      reason,
      changedBy: actor.userId,
    })),
  );
  const summary = changing.map((line) => `${line.name} ${pct(line.taxRate)} → ${pct(to)}`).join('; ');
  await recordOrderHistory(tx, {
    tenantId: actor.tenantId,
    orderId: order.id,
    actorId: actor.userId,
    action: 'taxRateChange',
    comment: `${summary} (${reason})`,
    vendorId: order.vendorId,
  });
  await notifyOrderEvent(tx, order, 'taxRateChanged', 'supplier', { comment: `${summary} (${reason})` });
  return { changed: changing.length };
}

export type TaxRateChange = {
  id: string;
  orderId: string;
  orderCode: string;
  lineName: string;
  fromRate: string;
  toRate: string;
  reason: string;
  changedByName: string;
  changedAt: string;
};

/** Tax-rate changes, newest first (at most 200): of one order, or of the tenant. */
export async function listTaxRateChanges(
  tx: Db,
  tenantId: string,
  orderId: string | undefined,
): Promise<TaxRateChange[]> {
  const changer = alias(identitySchema.users, 'changer');
  const rows = await tx
    .select({
      id: C.id,
      orderId: C.orderId,
      orderCode: purchaseOrders.code,
      lineName: L.name,
      fromRate: C.fromRate,
      toRate: C.toRate,
      reason: C.reason,
      changedByName: sql<string>`coalesce(${changer.empName}, '')`,
      changedAt: C.changedAt,
    })
    .from(C)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, C.orderId))
    .innerJoin(L, eq(L.id, C.orderLineId))
    .leftJoin(changer, eq(changer.id, C.changedBy))
    .where(and(eq(C.tenantId, tenantId), orderId ? eq(C.orderId, orderId) : undefined))
    .orderBy(desc(C.changedAt), desc(C.id))
    .limit(200);
  return rows.map((row) => ({
    ...row,
    fromRate: trimQty(row.fromRate),
    toRate: trimQty(row.toRate),
    changedAt: row.changedAt.toISOString(),
  }));
}
