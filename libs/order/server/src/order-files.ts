import { and, asc, count, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import { newId, type Db } from '@procure/server-db';
import { fileIdsOfType, fileNamesByIds, fileUrl } from '@procure/files-server';
import { identitySchema } from '@procure/identity-server';
import type { OrderAttachInput } from '@procure/shared-validation';
import { purchaseOrderFiles } from './schema.ts';
import { lockOrder } from './order-status.ts';
import type { OrderActor } from './order-actions.ts';

// Order attachments (issue #13): upload types 13 (order file) and 14 (order status file). Each side
// attaches files it uploaded itself (files are tenant rows: two suppliers of one tenant must not pass
// each other's ids); both sides read them; only the uploader removes one. At most 50 per order.

export const ORDER_FILES_MAX = 50;
export type OrderSide = 'buyer' | 'supplier';

export type OrderAttachment = {
  id: string;
  fileId: string;
  fileType: number;
  name: string;
  url: string;
  side: string;
  uploadedByName: string;
  mine: boolean;
  createdAt: string;
};

/** The attachments of an order (the caller has checked the order is visible to it). */
export async function attachmentsOf(
  tx: Db,
  tenantId: string,
  orderId: string,
  userId: string,
): Promise<OrderAttachment[]> {
  const { users } = identitySchema;
  const rows = await tx
    .select({
      id: purchaseOrderFiles.id,
      fileId: purchaseOrderFiles.fileId,
      fileType: purchaseOrderFiles.fileType,
      side: purchaseOrderFiles.side,
      uploadedBy: purchaseOrderFiles.uploadedBy,
      uploadedByName: users.empName,
      createdAt: purchaseOrderFiles.createdAt,
    })
    .from(purchaseOrderFiles)
    .leftJoin(users, eq(users.id, purchaseOrderFiles.uploadedBy))
    .where(and(eq(purchaseOrderFiles.tenantId, tenantId), eq(purchaseOrderFiles.orderId, orderId)))
    .orderBy(asc(purchaseOrderFiles.createdAt), asc(purchaseOrderFiles.id));
  const names = await fileNamesByIds(
    tx,
    tenantId,
    rows.map((row) => row.fileId),
  );
  return rows.map((row) => ({
    id: row.id,
    fileId: row.fileId,
    fileType: row.fileType,
    name: names.get(row.fileId) ?? '',
    url: fileUrl(row.fileId),
    side: row.side,
    uploadedByName: row.uploadedByName ?? '',
    mine: row.uploadedBy === userId,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Attaches the caller's uploaded files to the order (under the order lock; nothing on a refusal). */
export async function attachFiles(
  tx: Db,
  actor: OrderActor,
  side: OrderSide,
  input: OrderAttachInput,
): Promise<{ count: number }> {
  const order = await lockOrder(tx, actor.tenantId, input.orderId, actor.vendorId);
  const ids = [...new Set(input.fileIds)];
  const mine = await fileIdsOfType(tx, actor.tenantId, input.fileType, ids, actor.userId);
  const missing = ids.filter((id) => !mine.has(id));
  if (missing.length > 0) {
    throw new AppError(400, ERROR_CODES.validationFailed, undefined, {
      fields: missing.map((id) => ({
        path: `fileIds.${input.fileIds.indexOf(id)}`,
        code: ERROR_CODES.orderFileUnknown,
      })),
    });
  }
  const [existing] = await tx
    .select({ n: count() })
    .from(purchaseOrderFiles)
    .where(and(eq(purchaseOrderFiles.tenantId, actor.tenantId), eq(purchaseOrderFiles.orderId, order.id)));
  if ((existing?.n ?? 0) + ids.length > ORDER_FILES_MAX) {
    throw new AppError(409, ERROR_CODES.orderFilesTooMany, { max: ORDER_FILES_MAX });
  }
  await tx
    .insert(purchaseOrderFiles)
    .values(
      ids.map((fileId) => ({
        id: newId(),
        tenantId: actor.tenantId,
        orderId: order.id,
        vendorId: order.vendorId,
        fileId,
        fileType: input.fileType,
        side,
        uploadedBy: actor.userId,
      })),
    )
    .onConflictDoNothing();
  return { count: ids.length };
}

/** Removes one attachment the caller attached; another's, a foreign or an absent id: 404. */
export async function removeAttachment(tx: Db, actor: OrderActor, id: string): Promise<void> {
  const deleted = await tx
    .delete(purchaseOrderFiles)
    .where(
      and(
        eq(purchaseOrderFiles.tenantId, actor.tenantId),
        eq(purchaseOrderFiles.id, id),
        eq(purchaseOrderFiles.uploadedBy, actor.userId),
        actor.vendorId ? eq(purchaseOrderFiles.vendorId, actor.vendorId) : undefined,
      ),
    )
    .returning({ id: purchaseOrderFiles.id });
  if (deleted.length === 0) throw new AppError(404, ERROR_CODES.orderFileNotFound);
}
