import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CODES } from '@procure/shared-codes';
import type { HistoryActionKey, HistoryEntry } from '@procure/approval-server';
import { identitySchema } from '@procure/identity-server';
import { newId, type Db } from '@procure/server-db';
import { purchaseOrderHistory, purchaseOrders } from './schema.ts';

// The order timeline. Its rows have the approval engine's HistoryEntry shape (the detail page renders
// them with the shared HistoryTimeline); when approval's recordHistory/historyOf are the one history
// store, only this file changes.

export async function recordOrderHistory(
  tx: Db,
  input: {
    tenantId: string;
    orderId: string;
    actorId: string;
    action: HistoryActionKey;
    comment?: string | null;
    /** The order's supplier when the caller holds it already (a locked order): saves a read. */
    vendorId?: string;
  },
): Promise<void> {
  const vendorId = input.vendorId ?? (await vendorOf(tx, input.tenantId, input.orderId));
  if (!vendorId) throw new Error(`recordOrderHistory: no order ${input.orderId}`);
  await tx.insert(purchaseOrderHistory).values({
    id: newId(),
    tenantId: input.tenantId,
    orderId: input.orderId,
    vendorId,
    actorId: input.actorId,
    action: CODES.historyAction[input.action].code,
    comment: input.comment ?? null,
  });
}

async function vendorOf(tx: Db, tenantId: string, orderId: string): Promise<string | undefined> {
  const order = await tx
    .select({ vendorId: purchaseOrders.vendorId })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.id, orderId)));
  return order[0]?.vendorId;
}

/** Every history row of an order, oldest first. */
export async function orderHistory(tx: Db, tenantId: string, orderId: string): Promise<HistoryEntry[]> {
  const actor = alias(identitySchema.users, 'actor');
  const onBehalfOf = alias(identitySchema.users, 'on_behalf_of');
  const rows = await tx
    .select({
      id: purchaseOrderHistory.id,
      action: purchaseOrderHistory.action,
      actorId: purchaseOrderHistory.actorId,
      actorName: actor.empName,
      onBehalfOfId: purchaseOrderHistory.onBehalfOfId,
      onBehalfOfName: onBehalfOf.empName,
      comment: purchaseOrderHistory.comment,
      at: purchaseOrderHistory.createdAt,
    })
    .from(purchaseOrderHistory)
    .leftJoin(actor, eq(actor.id, purchaseOrderHistory.actorId))
    .leftJoin(onBehalfOf, eq(onBehalfOf.id, purchaseOrderHistory.onBehalfOfId))
    .where(and(eq(purchaseOrderHistory.tenantId, tenantId), eq(purchaseOrderHistory.orderId, orderId)))
    .orderBy(asc(purchaseOrderHistory.createdAt), asc(purchaseOrderHistory.id));
  return rows.map((row) => ({
    ...row,
    actorName: row.actorName ?? '',
    nodeName: null,
    at: row.at.toISOString(),
  }));
}
