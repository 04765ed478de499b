import { and, eq, inArray, sql } from 'drizzle-orm';
import { CODES, ERROR_CODES, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { money, type ReceiptInput } from '@procure/shared-validation';
import { AppError } from '@procure/server-http';
import { newId, type Db } from '@procure/server-db';
import { identitySchema } from '@procure/identity-server';
import { postMessages } from '@procure/message-server';
import { fileIdsOfType } from '@procure/files-server';
import { startApproval } from '@procure/approval-server';
import {
  RECEIVABLE_ORDER_STATUSES,
  deliveryNotesForReceiving,
  lockOrderForReceiving,
  lockOrderLines,
  receiveOnLine,
  recordReceivingHistory,
  refreshOrderStatusFromLedger,
  type LedgerLine,
  type LockedOrder,
} from '@procure/order-server';
import { receiptLines, receipts, receivingSettings } from './schema.ts';

// Receipts (issue #14, spec §4 "Receiving: to-receive, take, confirm or apply submit"). Every write locks
// the order row first (lockOrderForReceiving), then its lines (lockOrderLines), checks in exact decimals
// what may still be received, writes the receipt, books it on the order-line ledger (receiveOnLine,
// whose UPDATE repeats the limit) and derives the order status from the ledger — one transaction.

const A = CODES.application;
export const RECEIPT_DOC_TYPE = 'receipt' as const;
export const buyerReceiptPath = (id: string) => `/Receive/details/${id}`;
export const supplierReceiptPath = (id: string) => `/receive/detail/${id}`;

/** Upload type 14 ("order status file", spec §3) holds a receipt's attachments. */
export const RECEIPT_FILE_TYPE = 14;

export type ReceivingActor = { tenantId: string; userId: string };
type FieldError = { path: string; code: string; params?: Record<string, string> };

/** Whether the tenant's receipts go through approval first (receiving application). */
export async function applicationRequired(tx: Db, tenantId: string): Promise<boolean> {
  const rows = await tx
    .select({ on: receivingSettings.applicationRequired })
    .from(receivingSettings)
    .where(eq(receivingSettings.tenantId, tenantId));
  return rows[0]?.on ?? false;
}

export async function saveReceivingSetting(tx: Db, tenantId: string, on: boolean): Promise<void> {
  await tx
    .insert(receivingSettings)
    .values({ tenantId, applicationRequired: on })
    .onConflictDoUpdate({
      target: receivingSettings.tenantId,
      set: { applicationRequired: on, updatedAt: sql`now()` },
    });
}

export function assertReceivable(order: LockedOrder): void {
  if (!RECEIVABLE_ORDER_STATUSES.includes(order.status)) {
    throw new AppError(409, ERROR_CODES.receivingWrongOrderStatus);
  }
}

/**
 * What is already taken of each line of a delivery note: accepted + rejected of its receipts that count
 * or wait for approval (status 2, 3). Keyed by order line id.
 */
export async function takenOnDelivery(
  tx: Db,
  tenantId: string,
  deliveryId: string,
): Promise<Map<string, string>> {
  const rows = await tx
    .select({
      orderLineId: receiptLines.orderLineId,
      taken: sql<string>`sum(${receiptLines.acceptedQty} + ${receiptLines.rejectedQty})::text`,
    })
    .from(receiptLines)
    .innerJoin(receipts, eq(receipts.id, receiptLines.receiptId))
    .where(
      and(
        eq(receipts.tenantId, tenantId),
        eq(receipts.deliveryId, deliveryId),
        inArray(receipts.status, [A.approving.code, A.approved.code]),
      ),
    )
    .groupBy(receiptLines.orderLineId);
  return new Map(rows.map((row) => [row.orderLineId, row.taken]));
}

/** Accepted quantities of receiving applications still under approval (not on the ledger yet), per line. */
export async function pendingAccepted(
  tx: Db,
  tenantId: string,
  orderId: string,
): Promise<Map<string, string>> {
  const rows = await tx
    .select({
      orderLineId: receiptLines.orderLineId,
      pending: sql<string>`sum(${receiptLines.acceptedQty})::text`,
    })
    .from(receiptLines)
    .innerJoin(receipts, eq(receipts.id, receiptLines.receiptId))
    .where(
      and(
        eq(receipts.tenantId, tenantId),
        eq(receipts.orderId, orderId),
        eq(receipts.status, A.approving.code),
      ),
    )
    .groupBy(receiptLines.orderLineId);
  return new Map(rows.map((row) => [row.orderLineId, row.pending]));
}

const trim = (value: string) => {
  if (!value.includes('.')) return value;
  const out = value.replace(/0+$/, '').replace(/\.$/, '');
  return out === '' || out === '-0' ? '0' : out;
};
const max0 = (value: string) => (money.sign(value) < 0 ? '0' : value);

/** Checks the lines of a receipt against the locked ledger (and the delivery note); field errors → 409. */
async function checkLines(
  tx: Db,
  tenantId: string,
  order: LockedOrder,
  ledger: LedgerLine[],
  input: ReceiptInput,
): Promise<{ deliveryCode: string | null }> {
  const byId = new Map(ledger.map((line) => [line.id, line]));
  const unknown: FieldError[] = [];
  input.lines.forEach((line, index) => {
    if (!byId.has(line.orderLineId))
      unknown.push({ path: `lines.${index}.orderLineId`, code: ERROR_CODES.orderLineUnknown });
  });
  let deliveryCode: string | null = null;
  let noteQty = new Map<string, string>();
  let taken = new Map<string, string>();
  if (input.deliveryId) {
    const [note] = await deliveryNotesForReceiving(tx, tenantId, { deliveryId: input.deliveryId });
    if (!note || note.orderId !== order.id) throw new AppError(404, ERROR_CODES.orderDeliveryNotFound);
    deliveryCode = note.code;
    noteQty = new Map(note.lines.map((line) => [line.orderLineId, line.quantity]));
    taken = await takenOnDelivery(tx, tenantId, note.id);
    input.lines.forEach((line, index) => {
      if (byId.has(line.orderLineId) && !noteQty.has(line.orderLineId)) {
        unknown.push({ path: `lines.${index}.orderLineId`, code: ERROR_CODES.receivingLineNotOnDelivery });
      }
    });
  }
  if (unknown.length > 0)
    throw new AppError(400, ERROR_CODES.validationFailed, undefined, { fields: unknown });

  const pending = await pendingAccepted(tx, tenantId, order.id);
  const over: FieldError[] = [];
  input.lines.forEach((line, index) => {
    const ledgerLine = byId.get(line.orderLineId) as LedgerLine;
    const remaining = max0(money.sub(ledgerLine.remainingQty, pending.get(line.orderLineId) ?? '0'));
    if (money.compare(line.accepted, remaining) > 0) {
      over.push({
        path: `lines.${index}.accepted`,
        code: ERROR_CODES.receivingOverRemaining,
        params: { remaining: trim(remaining) },
      });
    }
    if (input.deliveryId) {
      const left = max0(money.sub(noteQty.get(line.orderLineId) ?? '0', taken.get(line.orderLineId) ?? '0'));
      if (money.compare(money.add(line.accepted, line.rejected), left) > 0) {
        over.push({
          path: `lines.${index}.accepted`,
          code: ERROR_CODES.receivingOverDelivery,
          params: { left: trim(left) },
        });
      }
    }
  });
  if (over.length > 0) {
    const first = over[0] as FieldError;
    throw new AppError(409, first.code, first.params, { fields: over });
  }
  return { deliveryCode };
}

async function nextReceiptCode(tx: Db, tenantId: string, order: LockedOrder): Promise<string> {
  const rows = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(receipts)
    .where(and(eq(receipts.tenantId, tenantId), eq(receipts.orderId, order.id)));
  return `${order.code}-R${(rows[0]?.n ?? 0) + 1}`;
}

/** The supplier users of a company (its messages go to them). */
async function supplierUsers(tx: Db, vendorId: string): Promise<string[]> {
  const { users } = identitySchema;
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.vendorId, vendorId), eq(users.site, 'supplier')));
  return rows.map((row) => row.id);
}

export async function tellSupplier(
  tx: Db,
  tenantId: string,
  vendorId: string,
  titleCode: string,
  bodyCode: string,
  params: Record<string, string>,
  link: string,
): Promise<void> {
  await postMessages(tx, {
    tenantId,
    recipientIds: await supplierUsers(tx, vendorId),
    kind: 'orderCreated',
    titleCode,
    bodyCode,
    params,
    link,
  });
}

type BookedHead = {
  id: string;
  code: string;
  deliveryId: string | null;
  deliveryCode: string | null;
  acceptedQty: string;
  rejectedQty: string;
};
type BookedLine = {
  orderLineId: string;
  lineNo: number;
  name: string;
  acceptedQty: string;
  rejectedQty: string;
  rejectReason: string | null;
};

/**
 * Books a receipt on the ledger under the order lock already held: every line through receiveOnLine,
 * the order status from the ledger, a history row and a message to the supplier. `markApproved`: a
 * receiving application (status 2) becomes 3 here; a confirmed receipt was written as 3 already.
 */
async function bookReceipt(
  tx: Db,
  tenantId: string,
  actorId: string,
  order: LockedOrder,
  head: BookedHead,
  lines: readonly BookedLine[],
  markApproved: boolean,
): Promise<number> {
  for (const line of lines) {
    await receiveOnLine(tx, tenantId, line.orderLineId, {
      accepted: line.acceptedQty,
      rejected: line.rejectedQty,
      againstDelivery: head.deliveryId !== null,
    });
  }
  if (markApproved) {
    await tx
      .update(receipts)
      .set({ status: A.approved.code, confirmedAt: sql`now()` })
      .where(and(eq(receipts.tenantId, tenantId), eq(receipts.id, head.id)));
  }
  const orderStatus = await refreshOrderStatusFromLedger(tx, tenantId, order.id);
  const reasons = lines
    .filter((line) => line.rejectReason)
    .map((line) => `${line.lineNo}. ${line.name}: ${line.rejectReason}`)
    .join('; ');
  await recordReceivingHistory(tx, {
    tenantId,
    orderId: order.id,
    vendorId: order.vendorId,
    actorId,
    action: 'receive',
    comment: head.deliveryCode ? `${head.code} (${head.deliveryCode})` : head.code,
  });
  await tellSupplier(
    tx,
    tenantId,
    order.vendorId,
    SUCCESS_MESSAGES.receivingEventReceived,
    SUCCESS_MESSAGES.receivingEventReceivedBody,
    {
      code: head.code,
      order: order.code,
      accepted: trim(head.acceptedQty),
      rejected: trim(head.rejectedQty),
      comment: reasons,
    },
    supplierReceiptPath(head.id),
  );
  return orderStatus;
}

export type ReceiptResult = { id: string; code: string; status: number; orderStatus: number };

/**
 * Take a receipt: `mode` 'confirm' books it at once (tenants without receiving application), 'apply'
 * writes it as a receiving application (status 2) and starts the approval engine; it counts on the
 * ledger when the last approver approves (at once when no flow matches).
 */
export async function takeReceipt(
  tx: Db,
  actor: ReceivingActor,
  input: ReceiptInput,
  mode: 'confirm' | 'apply',
): Promise<ReceiptResult> {
  const required = await applicationRequired(tx, actor.tenantId);
  if (mode === 'confirm' && required) throw new AppError(409, ERROR_CODES.receivingApplicationRequired);
  if (mode === 'apply' && !required) throw new AppError(409, ERROR_CODES.receivingApplicationOff);
  const order = await lockOrderForReceiving(tx, actor.tenantId, input.orderId);
  assertReceivable(order);
  const ledger = await lockOrderLines(tx, actor.tenantId, order.id);
  const { deliveryCode } = await checkLines(tx, actor.tenantId, order, ledger, input);
  const fileIds = [...new Set(input.fileIds ?? [])];
  if (fileIds.length > 0) {
    const mine = await fileIdsOfType(tx, actor.tenantId, RECEIPT_FILE_TYPE, fileIds, actor.userId);
    const missing = fileIds.filter((id) => !mine.has(id));
    if (missing.length > 0) {
      throw new AppError(400, ERROR_CODES.validationFailed, undefined, {
        fields: missing.map((id) => ({
          path: `fileIds.${(input.fileIds ?? []).indexOf(id)}`,
          code: ERROR_CODES.receivingFileUnknown,
        })),
      });
    }
  }
  const byId = new Map(ledger.map((line) => [line.id, line]));
  const accepted = money.sum(input.lines.map((line) => line.accepted));
  const rejected = money.sum(input.lines.map((line) => line.rejected));
  const amount = money.sum(
    input.lines.map((line) =>
      money.round(money.mul(line.accepted, byId.get(line.orderLineId)?.unitPrice ?? '0'), 2),
    ),
  );
  const id = newId();
  const code = await nextReceiptCode(tx, actor.tenantId, order);
  await tx.insert(receipts).values({
    id,
    tenantId: actor.tenantId,
    code,
    orderId: order.id,
    orderCode: order.code,
    vendorId: order.vendorId,
    deliveryId: input.deliveryId ?? null,
    deliveryCode,
    status: mode === 'confirm' ? A.approved.code : A.approving.code,
    confirmedAt: mode === 'confirm' ? sql`now()` : null,
    receiverName: input.receiverName,
    receivedOn: input.receivedOn,
    warehouse: input.warehouse ?? null,
    remark: input.remark ?? null,
    fileIds,
    acceptedQty: accepted,
    rejectedQty: rejected,
    acceptedAmount: amount,
    createdBy: actor.userId,
  });
  const rows = input.lines.map((line) => {
    const ledgerLine = byId.get(line.orderLineId) as LedgerLine;
    return {
      id: newId(),
      tenantId: actor.tenantId,
      receiptId: id,
      vendorId: order.vendorId,
      orderLineId: line.orderLineId,
      lineNo: ledgerLine.lineNo,
      productCode: ledgerLine.productCode,
      name: ledgerLine.name,
      unit: ledgerLine.unit,
      unitPrice: ledgerLine.unitPrice,
      acceptedQty: line.accepted,
      rejectedQty: line.rejected,
      rejectReason: money.sign(line.rejected) > 0 ? (line.rejectReason ?? null) : null,
    };
  });
  await tx.insert(receiptLines).values(rows);
  if (mode === 'confirm') {
    const head = {
      id,
      code,
      deliveryId: input.deliveryId ?? null,
      deliveryCode,
      acceptedQty: accepted,
      rejectedQty: rejected,
    };
    const orderStatus = await bookReceipt(tx, actor.tenantId, actor.userId, order, head, rows, false);
    return { id, code, status: A.approved.code, orderStatus };
  }
  await startApproval(tx, {
    tenantId: actor.tenantId,
    docType: RECEIPT_DOC_TYPE,
    documentId: id,
    applicantId: actor.userId,
    facts: {
      amount,
      categoryIds: [],
      costCentreId: null,
      legalEntityId: null,
      departmentId: null,
      overBudget: false,
    },
  });
  const after = await tx
    .select({ status: receipts.status })
    .from(receipts)
    .where(and(eq(receipts.tenantId, actor.tenantId), eq(receipts.id, id)));
  // No matching flow approves at once (the receipt is booked inside startApproval): report the status now.
  const orderStatus = await refreshOrderStatusFromLedger(tx, actor.tenantId, order.id);
  return { id, code, status: after[0]?.status ?? A.approving.code, orderStatus };
}

/** The last approval of a receiving application: it counts on the ledger now (re-checked under the lock). */
export async function approveReceipt(
  tx: Db,
  tenantId: string,
  receiptId: string,
  actorId: string,
): Promise<void> {
  const [peek] = await tx
    .select({ orderId: receipts.orderId, status: receipts.status })
    .from(receipts)
    .where(and(eq(receipts.tenantId, tenantId), eq(receipts.id, receiptId)));
  if (!peek) throw new AppError(404, ERROR_CODES.receivingNotFound);
  const order = await lockOrderForReceiving(tx, tenantId, peek.orderId);
  const [head] = await tx
    .select({ status: receipts.status })
    .from(receipts)
    .where(and(eq(receipts.tenantId, tenantId), eq(receipts.id, receiptId)))
    .for('update');
  if (head?.status !== A.approving.code) return;
  assertReceivable(order);
  await lockOrderLines(tx, tenantId, order.id);
  const [full] = await tx
    .select()
    .from(receipts)
    .where(and(eq(receipts.tenantId, tenantId), eq(receipts.id, receiptId)));
  if (!full) throw new AppError(404, ERROR_CODES.receivingNotFound);
  const lines = await tx
    .select()
    .from(receiptLines)
    .where(and(eq(receiptLines.tenantId, tenantId), eq(receiptLines.receiptId, receiptId)));
  await bookReceipt(tx, tenantId, actorId, order, full, lines, true);
}

/** An approver rejected the receiving application: it is returned and never counts. */
export async function rejectReceipt(tx: Db, tenantId: string, receiptId: string): Promise<void> {
  await tx
    .update(receipts)
    .set({ status: A.returned.code })
    .where(
      and(eq(receipts.tenantId, tenantId), eq(receipts.id, receiptId), eq(receipts.status, A.approving.code)),
    );
}
