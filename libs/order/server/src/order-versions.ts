import { and, asc, desc, eq } from 'drizzle-orm';
import { identitySchema } from '@procure/identity-server';
import { newId, type Db } from '@procure/server-db';
import { purchaseOrderLines, purchaseOrderVersions } from './schema.ts';
import type { LockedOrder } from './order-status.ts';

// Order versions (issue #13): a snapshot of the order's lines per version. Version 1 is the order as
// created (written when the supplier confirms — the "snapshot" page — or, at the latest, just before
// the first change is applied); each applied change writes the next one.

export type VersionLine = {
  orderLineId: string;
  lineNo: number;
  productCode: string;
  name: string;
  unit: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  needByDate: string;
};

export async function snapshotLines(tx: Db, tenantId: string, orderId: string): Promise<VersionLine[]> {
  return tx
    .select({
      orderLineId: purchaseOrderLines.id,
      lineNo: purchaseOrderLines.lineNo,
      productCode: purchaseOrderLines.productCode,
      name: purchaseOrderLines.name,
      unit: purchaseOrderLines.unit,
      quantity: purchaseOrderLines.orderedQty,
      unitPrice: purchaseOrderLines.unitPrice,
      amount: purchaseOrderLines.orderedAmount,
      needByDate: purchaseOrderLines.needByDate,
    })
    .from(purchaseOrderLines)
    .where(and(eq(purchaseOrderLines.tenantId, tenantId), eq(purchaseOrderLines.orderId, orderId)))
    .orderBy(asc(purchaseOrderLines.lineNo));
}

/** Writes version 1 from the order's current lines unless a version 1 exists (call under the order lock). */
export async function writeFirstVersion(tx: Db, order: LockedOrder): Promise<void> {
  if (order.version !== 1) return;
  const lines = await snapshotLines(tx, order.tenantId, order.id);
  await tx
    .insert(purchaseOrderVersions)
    .values({
      id: newId(),
      tenantId: order.tenantId,
      orderId: order.id,
      vendorId: order.vendorId,
      version: 1,
      changeId: null,
      totalAmount: order.totalAmount,
      lines,
      approvedBy: null,
    })
    .onConflictDoNothing();
}

/** Writes version `version` from the order's current lines (after a change was applied). */
export async function writeVersion(
  tx: Db,
  order: LockedOrder,
  version: number,
  changeId: string,
  totalAmount: string,
  approvedBy: string | null,
): Promise<void> {
  await tx.insert(purchaseOrderVersions).values({
    id: newId(),
    tenantId: order.tenantId,
    orderId: order.id,
    vendorId: order.vendorId,
    version,
    changeId,
    totalAmount,
    lines: await snapshotLines(tx, order.tenantId, order.id),
    approvedBy,
  });
}

export type OrderVersionView = {
  version: number;
  changeId: string | null;
  totalAmount: string;
  approvedByName: string | null;
  createdAt: string;
  lines: VersionLine[];
};

/** Every version of an order, newest first (the caller has checked the order is visible). */
export async function versionsOf(tx: Db, tenantId: string, orderId: string): Promise<OrderVersionView[]> {
  const { users } = identitySchema;
  const rows = await tx
    .select({
      version: purchaseOrderVersions.version,
      changeId: purchaseOrderVersions.changeId,
      totalAmount: purchaseOrderVersions.totalAmount,
      approvedByName: users.empName,
      createdAt: purchaseOrderVersions.createdAt,
      lines: purchaseOrderVersions.lines,
    })
    .from(purchaseOrderVersions)
    .leftJoin(users, eq(users.id, purchaseOrderVersions.approvedBy))
    .where(and(eq(purchaseOrderVersions.tenantId, tenantId), eq(purchaseOrderVersions.orderId, orderId)))
    .orderBy(desc(purchaseOrderVersions.version));
  return rows.map((row) => ({
    ...row,
    approvedByName: row.approvedByName ?? null,
    createdAt: row.createdAt.toISOString(),
    lines: row.lines as VersionLine[],
  }));
}
