import { and, eq, sql } from 'drizzle-orm';
import { CODES } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { purchaseOrderChanges, purchaseOrders } from './schema.ts';
import type { VendorOrderTodo } from './wire.ts';

const O = CODES.order;
const A = CODES.application;

/**
 * The supplier home page's to-do cards (issue #13): its orders in the current tenant awaiting its
 * confirmation, awaiting shipment, with a cancel request to answer, changed since it last looked, and its
 * own proposed changes still open on the buyer's side. One statement, counted in the database.
 */
export async function vendorOrderTodo(tx: Db, tenantId: string, vendorId: string): Promise<VendorOrderTodo> {
  const [row] = await tx
    .select({
      toConfirm: sql<number>`count(*) filter (where ${purchaseOrders.status} = ${O.awaitingConfirm.code})::int`,
      toDeliver: sql<number>`count(*) filter (where ${purchaseOrders.status} = ${O.awaitingShipment.code})::int`,
      cancelRequests: sql<number>`count(*) filter (where ${purchaseOrders.status} = ${O.cancelRequested.code})::int`,
      unread: sql<number>`count(*) filter (where ${purchaseOrders.vendorUnread})::int`,
      openProposals: sql<number>`(select count(*)::int from ${purchaseOrderChanges} c
        where c.tenant_id = ${tenantId} and c.vendor_id = ${vendorId} and c.origin = 'supplier'
          and c.status in (${A.draft.code}, ${A.approving.code}, ${A.returned.code}))`,
    })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.vendorId, vendorId)));
  return row ?? { toConfirm: 0, toDeliver: 0, cancelRequests: 0, unread: 0, openProposals: 0 };
}
