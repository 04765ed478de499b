import { and, asc, eq, inArray } from 'drizzle-orm';
import { identitySchema } from '@procure/identity-server';
import type { Locale } from '@procure/shared-i18n';
import type { Db } from '@procure/server-db';
import {
  purchaseOrderDeliveries,
  purchaseOrderDeliveryLines,
  purchaseOrderLines,
  purchaseOrders,
} from './schema.ts';
import { findOrderDetail } from './order-queries.ts';
import { attachmentsOf } from './order-files.ts';
import { changeViews } from './order-changes.ts';
import { versionsOf } from './order-versions.ts';
import type { OrderDeliveryView, OrderFullDetail } from './wire.ts';

// Reads of the order lifecycle (issue #13): delivery notes, the full detail both portals show, versions.
// `vendorId` (supplier callers) narrows every read to the caller's company on top of row-level security.

/** Delivery notes of an order (oldest first), or one note by id. */
export async function deliveriesOf(
  tx: Db,
  tenantId: string,
  where: { orderId?: string; deliveryId?: string },
  vendorId: string | null,
): Promise<OrderDeliveryView[]> {
  const { users } = identitySchema;
  const notes = await tx
    .select({
      id: purchaseOrderDeliveries.id,
      orderId: purchaseOrderDeliveries.orderId,
      orderCode: purchaseOrders.code,
      code: purchaseOrderDeliveries.code,
      courier: purchaseOrderDeliveries.courier,
      trackingNo: purchaseOrderDeliveries.trackingNo,
      expectedArrival: purchaseOrderDeliveries.expectedArrival,
      remark: purchaseOrderDeliveries.remark,
      createdByName: users.empName,
      createdAt: purchaseOrderDeliveries.createdAt,
    })
    .from(purchaseOrderDeliveries)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderDeliveries.orderId))
    .leftJoin(users, eq(users.id, purchaseOrderDeliveries.createdBy))
    .where(
      and(
        eq(purchaseOrderDeliveries.tenantId, tenantId),
        where.orderId ? eq(purchaseOrderDeliveries.orderId, where.orderId) : undefined,
        where.deliveryId ? eq(purchaseOrderDeliveries.id, where.deliveryId) : undefined,
        vendorId ? eq(purchaseOrderDeliveries.vendorId, vendorId) : undefined,
      ),
    )
    .orderBy(asc(purchaseOrderDeliveries.createdAt), asc(purchaseOrderDeliveries.code));
  if (notes.length === 0) return [];
  const lines = await tx
    .select({
      deliveryId: purchaseOrderDeliveryLines.deliveryId,
      orderLineId: purchaseOrderDeliveryLines.orderLineId,
      lineNo: purchaseOrderLines.lineNo,
      productCode: purchaseOrderLines.productCode,
      name: purchaseOrderLines.name,
      unit: purchaseOrderLines.unit,
      quantity: purchaseOrderDeliveryLines.quantity,
    })
    .from(purchaseOrderDeliveryLines)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, purchaseOrderDeliveryLines.orderLineId))
    .where(
      and(
        eq(purchaseOrderDeliveryLines.tenantId, tenantId),
        inArray(
          purchaseOrderDeliveryLines.deliveryId,
          notes.map((note) => note.id),
        ),
      ),
    )
    .orderBy(asc(purchaseOrderLines.lineNo));
  return notes.map((note) => ({
    ...note,
    createdByName: note.createdByName ?? '',
    createdAt: note.createdAt.toISOString(),
    lines: lines.filter((line) => line.deliveryId === note.id).map(({ deliveryId: _d, ...line }) => line),
  }));
}

/** The order detail of both portals: header, ledger lines, history, delivery notes and changes. */
export async function findFullDetail(
  tx: Db,
  tenantId: string,
  orderId: string,
  locale: Locale,
  vendorId: string | null,
  /** The reader: marks the attachments it may remove. */
  userId: string,
): Promise<OrderFullDetail | undefined> {
  const detail = await findOrderDetail(tx, tenantId, orderId, locale, vendorId);
  if (!detail) return undefined;
  const deliveries = await deliveriesOf(tx, tenantId, { orderId }, vendorId);
  const changes = await changeViews(tx, tenantId, { orderId }, vendorId);
  const attachments = await attachmentsOf(tx, tenantId, orderId, userId);
  return { ...detail, deliveries, changes, attachments };
}

/** Versions (newest first) and the changes that made them. */
export async function orderVersions(tx: Db, tenantId: string, orderId: string, vendorId: string | null) {
  const rows = await tx
    .select({
      code: purchaseOrders.code,
      version: purchaseOrders.version,
      confirmedVersion: purchaseOrders.confirmedVersion,
      confirmedAt: purchaseOrders.confirmedAt,
    })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.tenantId, tenantId),
        eq(purchaseOrders.id, orderId),
        vendorId ? eq(purchaseOrders.vendorId, vendorId) : undefined,
      ),
    );
  const order = rows[0];
  if (!order) return undefined;
  return {
    orderId,
    orderCode: order.code,
    currentVersion: order.version,
    confirmedVersion: order.confirmedVersion,
    confirmedAt: order.confirmedAt?.toISOString() ?? null,
    versions: await versionsOf(tx, tenantId, orderId),
    changes: await changeViews(tx, tenantId, { orderId }, vendorId),
  };
}

/** The supplier opened the order: its unread marker clears. */
export async function markRead(tx: Db, tenantId: string, orderId: string, vendorId: string): Promise<void> {
  await tx
    .update(purchaseOrders)
    .set({ vendorUnread: false })
    .where(
      and(
        eq(purchaseOrders.tenantId, tenantId),
        eq(purchaseOrders.id, orderId),
        eq(purchaseOrders.vendorId, vendorId),
        eq(purchaseOrders.vendorUnread, true),
      ),
    );
}
