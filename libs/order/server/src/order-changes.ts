import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import { lockKey, newId, queryRows, type Db } from '@procure/server-db';
import { lineAmount, money, type OrderChangeInput } from '@procure/shared-validation';
import {
  registerDocumentType,
  startApproval,
  withdrawApproval,
  type DocumentEventRef,
  type DocumentSummary,
} from '@procure/approval-server';
import { identitySchema } from '@procure/identity-server';
import {
  purchaseOrderChangeLines,
  purchaseOrderChanges,
  purchaseOrderLines,
  purchaseOrders,
} from './schema.ts';
import { canStart, lockOrder, type LockedOrder } from './order-status.ts';
import { checkChangeBudget, moveChangeBudget } from './order-change-budget.ts';
import { recordOrderHistory } from './order-history.ts';
import { writeFirstVersion, writeVersion } from './order-versions.ts';
import { notifyOrderEvent, type OrderActor } from './order-actions.ts';
import { trimQty } from './quantity.ts';

// Order change applies (issue #13, spec §4 "Order change apply: check, submit, modify, repeal, delete,
// confirm"). A change lists, per order line, the new quantity / unit price / need-by date; the buyer
// writes one (modify) or the supplier proposes one from its portal (a counter-proposal, kept as a draft
// the buyer confirms). Submit runs it through the one approval engine (document type orderChange);
// the last approval applies it to the order in the approver's transaction and writes the next version.

const A = CODES.application;
export const CHANGE_DOC_TYPE = 'orderChange' as const;
const OPEN: number[] = [A.draft.code, A.approving.code, A.returned.code];
const EDITABLE: number[] = [A.draft.code, A.returned.code];
export const changeDetailPath = (id: string) => `/procurement/orderModifyDetail/${id}`;

export type ChangeEligibility = {
  eligible: boolean;
  reason: string | null;
  openChangeId: string | null;
  openChangeCode: string | null;
};

async function openChangeOf(tx: Db, tenantId: string, orderId: string) {
  const rows = await tx
    .select({ id: purchaseOrderChanges.id, code: purchaseOrderChanges.code })
    .from(purchaseOrderChanges)
    .where(
      and(
        eq(purchaseOrderChanges.tenantId, tenantId),
        eq(purchaseOrderChanges.orderId, orderId),
        inArray(purchaseOrderChanges.status, OPEN),
      ),
    );
  return rows[0] ?? null;
}

async function somethingReceived(tx: Db, tenantId: string, orderId: string): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from purchase_order_lines
        where tenant_id = ${tenantId} and order_id = ${orderId} and received_qty > 0`,
  );
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * "Change-apply check": the order may be changed while it awaits the supplier's confirmation or its
 * shipment (1, 6), nothing is received, and no other change is open (`ignoreChangeId`: the change
 * being edited or applied itself).
 */
export async function changeEligibility(
  tx: Db,
  order: { tenantId: string; id: string; status: number },
  ignoreChangeId: string | null = null,
): Promise<ChangeEligibility> {
  const open = await openChangeOf(tx, order.tenantId, order.id);
  const openOther = open && open.id !== ignoreChangeId ? open : null;
  const reason = !canStart('change', order.status)
    ? ERROR_CODES.orderChangeNotEligible
    : (await somethingReceived(tx, order.tenantId, order.id))
      ? ERROR_CODES.orderChangeNotEligible
      : openOther
        ? ERROR_CODES.orderChangeOpen
        : null;
  return {
    eligible: reason === null,
    reason,
    openChangeId: open?.id ?? null,
    openChangeCode: open?.code ?? null,
  };
}

async function assertEligible(tx: Db, order: LockedOrder, ignoreChangeId: string | null): Promise<void> {
  const check = await changeEligibility(tx, order, ignoreChangeId);
  if (check.reason === ERROR_CODES.orderChangeOpen) {
    throw new AppError(409, ERROR_CODES.orderChangeOpen, { code: check.openChangeCode ?? '' });
  }
  if (check.reason) throw new AppError(409, check.reason);
}

/** The read-only check of a visible order (404 when the caller cannot see it). */
export async function checkChange(tx: Db, actor: OrderActor, orderId: string): Promise<ChangeEligibility> {
  const rows = await tx
    .select({ id: purchaseOrders.id, tenantId: purchaseOrders.tenantId, status: purchaseOrders.status })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.tenantId, actor.tenantId),
        eq(purchaseOrders.id, orderId),
        actor.vendorId ? eq(purchaseOrders.vendorId, actor.vendorId) : undefined,
      ),
    );
  const row = rows[0];
  if (!row) throw new AppError(404, ERROR_CODES.orderNotFound);
  return changeEligibility(tx, row);
}

type PlannedLine = {
  orderLineId: string;
  oldQty: string;
  newQty: string;
  oldUnitPrice: string;
  newUnitPrice: string;
  oldNeedByDate: string;
  newNeedByDate: string;
  oldAmount: string;
  newAmount: string;
};

const normal = (value: string) => money.normalize(value.endsWith('.') ? `${value}0` : value);

/**
 * The change's lines against the order's current lines: unknown lines → 400, a quantity below what is
 * delivered or received → 400, no difference at all → 400 (nothing is written on any of them).
 */
async function planLines(tx: Db, order: LockedOrder, input: OrderChangeInput): Promise<PlannedLine[]> {
  const current = await tx
    .select({
      id: purchaseOrderLines.id,
      orderedQty: purchaseOrderLines.orderedQty,
      unitPrice: purchaseOrderLines.unitPrice,
      needByDate: purchaseOrderLines.needByDate,
      orderedAmount: purchaseOrderLines.orderedAmount,
      floor: sql<string>`greatest(${purchaseOrderLines.deliveredQty}, ${purchaseOrderLines.receivedQty})::text`,
    })
    .from(purchaseOrderLines)
    .where(and(eq(purchaseOrderLines.tenantId, order.tenantId), eq(purchaseOrderLines.orderId, order.id)));
  const byId = new Map(current.map((line) => [line.id, line]));
  const fields: { path: string; code: string; params?: Record<string, string> }[] = [];
  const planned: PlannedLine[] = [];
  input.lines.forEach((line, index) => {
    const now = byId.get(line.orderLineId);
    if (!now) {
      fields.push({ path: `lines.${index}.orderLineId`, code: ERROR_CODES.orderLineUnknown });
      return;
    }
    const newQty = line.quantity ? normal(line.quantity) : now.orderedQty;
    const newUnitPrice = line.unitPrice ? normal(line.unitPrice) : now.unitPrice;
    const newNeedByDate = line.needByDate ?? now.needByDate;
    if (money.compare(newQty, now.floor) < 0) {
      fields.push({
        path: `lines.${index}.quantity`,
        code: ERROR_CODES.orderChangeBelowDelivered,
        params: { min: trimQty(now.floor) },
      });
      return;
    }
    const newAmount = lineAmount(newUnitPrice, newQty);
    if ((newAmount.split('.')[0] ?? '').length > 8) {
      fields.push({
        path: `lines.${index}.quantity`,
        code: 'validation.maxIntegerDigits',
        params: { max: '8' },
      });
      return;
    }
    const changed =
      money.compare(newQty, now.orderedQty) !== 0 ||
      money.compare(newUnitPrice, now.unitPrice) !== 0 ||
      newNeedByDate !== now.needByDate;
    if (!changed) return;
    planned.push({
      orderLineId: now.id,
      oldQty: now.orderedQty,
      newQty,
      oldUnitPrice: now.unitPrice,
      newUnitPrice,
      oldNeedByDate: now.needByDate,
      newNeedByDate,
      oldAmount: now.orderedAmount,
      newAmount,
    });
  });
  if (fields.length === 0 && planned.length === 0) {
    fields.push({ path: 'lines', code: ERROR_CODES.orderChangeNothing });
  }
  if (fields.length > 0) throw new AppError(400, ERROR_CODES.validationFailed, undefined, { fields });
  return planned;
}

function totalAfter(order: LockedOrder, planned: PlannedLine[]): string {
  const delta = planned.reduce((sum, line) => money.add(sum, money.sub(line.newAmount, line.oldAmount)), '0');
  return money.round(money.add(order.totalAmount, delta), 2);
}

async function nextChangeCode(tx: Db, order: LockedOrder): Promise<string> {
  await lockKey(tx, `purchase_order_changes:code:${order.tenantId}:${order.id}`);
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from purchase_order_changes where tenant_id = ${order.tenantId} and order_id = ${order.id}`,
  );
  return `${order.code}-C${(rows[0]?.n ?? 0) + 1}`;
}

async function writeLines(tx: Db, order: LockedOrder, changeId: string, planned: PlannedLine[]) {
  await tx.delete(purchaseOrderChangeLines).where(eq(purchaseOrderChangeLines.changeId, changeId));
  await tx.insert(purchaseOrderChangeLines).values(
    planned.map((line) => ({
      id: newId(),
      tenantId: order.tenantId,
      changeId,
      vendorId: order.vendorId,
      ...line,
    })),
  );
}

type ChangeRow = typeof purchaseOrderChanges.$inferSelect;

/**
 * A change under its row lock; `vendorId` narrows to the supplier's own orders. Absent → 404.
 * `lock: false` only reads it (to find its order: every path locks the order first, then the change,
 * so two paths never wait on each other in opposite order).
 */
async function lockChange(tx: Db, tenantId: string, changeId: string, vendorId: string | null, lock = true) {
  const query = tx
    .select()
    .from(purchaseOrderChanges)
    .where(
      and(
        eq(purchaseOrderChanges.tenantId, tenantId),
        eq(purchaseOrderChanges.id, changeId),
        vendorId ? eq(purchaseOrderChanges.vendorId, vendorId) : undefined,
      ),
    );
  const rows = lock ? await query.for('update') : await query;
  const row = rows[0];
  if (!row) throw new AppError(404, ERROR_CODES.orderChangeNotFound);
  return row;
}

/**
 * "Modify": the buyer writes a new change (no `changeId`) or edits an open draft / returned one (its
 * own or a supplier's proposal). The supplier's "order modify" writes a proposal (origin supplier).
 * Order lock first, then eligibility, then the lines; nothing written on any refusal.
 */
export async function saveChange(
  tx: Db,
  actor: OrderActor,
  input: OrderChangeInput,
  changeId: string | null = null,
): Promise<{ id: string; code: string; status: number }> {
  const order = await lockOrder(tx, actor.tenantId, input.orderId, actor.vendorId);
  let existing: ChangeRow | null = null;
  if (changeId) {
    existing = await lockChange(tx, actor.tenantId, changeId, actor.vendorId);
    if (existing.orderId !== order.id) throw new AppError(404, ERROR_CODES.orderChangeNotFound);
    if (!EDITABLE.includes(existing.status)) throw new AppError(409, ERROR_CODES.orderChangeWrongStatus);
  }
  await assertEligible(tx, order, existing?.id ?? null);
  const planned = await planLines(tx, order, input);
  const values = {
    status: A.draft.code,
    reason: input.reason,
    baseVersion: order.version,
    totalBefore: order.totalAmount,
    totalAfter: totalAfter(order, planned),
    updatedAt: new Date(),
  };
  if (existing) {
    await tx.update(purchaseOrderChanges).set(values).where(eq(purchaseOrderChanges.id, existing.id));
    await writeLines(tx, order, existing.id, planned);
    return { id: existing.id, code: existing.code, status: values.status };
  }
  const id = newId();
  const code = await nextChangeCode(tx, order);
  const origin = actor.vendorId ? 'supplier' : 'buyer';
  await tx.insert(purchaseOrderChanges).values({
    id,
    tenantId: order.tenantId,
    orderId: order.id,
    vendorId: order.vendorId,
    code,
    origin,
    createdBy: actor.userId,
    ...values,
  });
  await writeLines(tx, order, id, planned);
  if (origin === 'supplier') {
    await recordOrderHistory(tx, {
      tenantId: order.tenantId,
      orderId: order.id,
      actorId: actor.userId,
      action: 'modifyProposal',
      comment: `${code}: ${input.reason}`,
    });
    await notifyOrderEvent(tx, order, 'changeProposed', 'buyer', { comment: input.reason });
  }
  return { id, code, status: values.status };
}

/**
 * Submit (buyer) — "confirm" is the same for a supplier's proposal: the buyer accepts it into approval
 * unchanged. Draft or returned only; the order must still be eligible and at the version the change
 * was written against (else 409 `order.changeStale`: a delivery or another change came in between).
 */
export async function submitChange(
  tx: Db,
  actor: OrderActor,
  changeId: string,
  expectOrigin: 'supplier' | null = null,
  confirmOverBudget = false,
): Promise<{ status: number }> {
  const peek = await lockChange(tx, actor.tenantId, changeId, null, false);
  // Lock order first, then the change again (same order as every other path: order → change).
  const order = await lockOrder(tx, actor.tenantId, peek.orderId, null);
  const change = await lockChange(tx, actor.tenantId, changeId, null);
  if (!EDITABLE.includes(change.status)) throw new AppError(409, ERROR_CODES.orderChangeWrongStatus);
  if (expectOrigin && change.origin !== expectOrigin) {
    throw new AppError(409, ERROR_CODES.orderChangeWrongStatus);
  }
  await assertEligible(tx, order, change.id);
  await assertFresh(tx, order, change);
  const overBudget = await checkChangeBudget(tx, order, change.totalAfter, confirmOverBudget);
  await tx
    .update(purchaseOrderChanges)
    .set({ status: A.approving.code, submittedAt: new Date(), updatedAt: new Date() })
    .where(eq(purchaseOrderChanges.id, change.id));
  await startApproval(tx, {
    tenantId: actor.tenantId,
    docType: CHANGE_DOC_TYPE,
    documentId: change.id,
    applicantId: actor.userId,
    facts: {
      amount: change.totalAfter,
      categoryIds: [],
      costCentreId: null,
      legalEntityId: await legalEntityOf(tx, order),
      departmentId: null,
      overBudget,
    },
  });
  const after = await tx
    .select({ status: purchaseOrderChanges.status })
    .from(purchaseOrderChanges)
    .where(eq(purchaseOrderChanges.id, change.id));
  return { status: after[0]?.status ?? A.approving.code };
}

async function legalEntityOf(tx: Db, order: LockedOrder): Promise<string | null> {
  const rows = await tx
    .select({ id: purchaseOrders.legalEntityId })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, order.id));
  return rows[0]?.id ?? null;
}

/** The order is still at the change's base version and no line's new quantity is below its floor. */
async function assertFresh(tx: Db, order: LockedOrder, change: ChangeRow): Promise<void> {
  if (order.version !== change.baseVersion) throw new AppError(409, ERROR_CODES.orderChangeStale);
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from purchase_order_change_lines c
        join purchase_order_lines l on l.id = c.order_line_id and l.tenant_id = c.tenant_id
        where c.change_id = ${change.id}
          and (c.new_qty < greatest(l.delivered_qty, l.received_qty)
               or c.old_qty <> l.ordered_qty or c.old_unit_price <> l.unit_price)`,
  );
  if ((rows[0]?.n ?? 0) > 0) throw new AppError(409, ERROR_CODES.orderChangeStale);
}

/** Repeal: the buyer withdraws a change under approval → draft. */
export async function repealChange(tx: Db, actor: OrderActor, changeId: string): Promise<{ status: number }> {
  // The approval instance is locked first (withdrawApproval), as on the approve path (instance →
  // order → change): a repeal racing the last approval waits instead of deadlocking.
  const change = await lockChange(tx, actor.tenantId, changeId, null, false);
  if (change.status !== A.approving.code) throw new AppError(409, ERROR_CODES.orderChangeWrongStatus);
  await withdrawApproval(tx, {
    tenantId: actor.tenantId,
    docType: CHANGE_DOC_TYPE,
    documentId: change.id,
    actorId: actor.userId,
  });
  await tx
    .update(purchaseOrderChanges)
    .set({ status: A.draft.code, updatedAt: new Date() })
    .where(eq(purchaseOrderChanges.id, change.id));
  return { status: A.draft.code };
}

/** Delete: a draft or returned change ends (status cancelled; the row stays for the record). */
export async function deleteChange(tx: Db, actor: OrderActor, changeId: string): Promise<{ status: number }> {
  const change = await lockChange(tx, actor.tenantId, changeId, actor.vendorId);
  if (!EDITABLE.includes(change.status)) throw new AppError(409, ERROR_CODES.orderChangeWrongStatus);
  if (actor.vendorId && change.origin !== 'supplier')
    throw new AppError(404, ERROR_CODES.orderChangeNotFound);
  await tx
    .update(purchaseOrderChanges)
    .set({ status: A.cancelled.code, decidedAt: new Date(), updatedAt: new Date() })
    .where(eq(purchaseOrderChanges.id, change.id));
  return { status: A.cancelled.code };
}

/**
 * The last approval: the change is applied to the order lines (quantity, unit price, need-by date,
 * amount), the order total and version move on, version N+1 is written, history and the supplier told.
 * Re-checked under the order lock: a change that no longer fits throws 409 and the approval rolls back.
 */
async function onApproved(tx: Db, ref: DocumentEventRef): Promise<void> {
  const peek = await lockChange(tx, ref.tenantId, ref.documentId, null, false);
  const order = await lockOrder(tx, ref.tenantId, peek.orderId, null);
  const change = await lockChange(tx, ref.tenantId, ref.documentId, null);
  if (change.status !== A.approving.code) return;
  await assertEligible(tx, order, change.id);
  await assertFresh(tx, order, change);
  await writeFirstVersion(tx, order);
  await tx.execute(sql`
    update purchase_order_lines l
       set ordered_qty = c.new_qty,
           unit_price = c.new_unit_price,
           need_by_date = c.new_need_by_date,
           ordered_amount = c.new_amount,
           delivered_amount = least(round(l.delivered_qty * c.new_unit_price, 2), c.new_amount)
      from purchase_order_change_lines c
     where c.change_id = ${change.id} and c.order_line_id = l.id and l.tenant_id = ${ref.tenantId}`);
  const version = order.version + 1;
  const totals = await queryRows<{ total: string }>(
    tx,
    sql`update purchase_orders o
           set total_amount = (select coalesce(sum(l.ordered_amount), 0) from purchase_order_lines l where l.order_id = o.id),
               version = ${version}, updated_at = now(), vendor_unread = true
         where o.id = ${order.id} and o.tenant_id = ${ref.tenantId}
     returning o.total_amount::text as total`,
  );
  const total = totals[0]?.total ?? change.totalAfter;
  await moveChangeBudget(tx, order, total);
  await writeVersion(tx, order, version, change.id, total, ref.actorId);
  await tx
    .update(purchaseOrderChanges)
    .set({ status: A.approved.code, resultVersion: version, decidedAt: new Date(), updatedAt: new Date() })
    .where(eq(purchaseOrderChanges.id, change.id));
  await recordOrderHistory(tx, {
    tenantId: ref.tenantId,
    orderId: order.id,
    actorId: ref.actorId,
    action: 'change',
    comment: `${change.code} → v${version}`,
  });
  await notifyOrderEvent(tx, order, 'changeApplied', 'supplier', { version, comment: change.reason });
  if (change.origin === 'supplier') {
    await notifyOrderEvent(tx, order, 'changeApplied', 'buyer', { version, comment: change.reason });
  }
}

async function onRejected(tx: Db, ref: DocumentEventRef): Promise<void> {
  const change = await lockChange(tx, ref.tenantId, ref.documentId, null);
  if (change.status !== A.approving.code) return;
  await tx
    .update(purchaseOrderChanges)
    .set({ status: A.returned.code, updatedAt: new Date() })
    .where(eq(purchaseOrderChanges.id, change.id));
}

async function summarize(tx: Db, tenantId: string, ids: readonly string[]) {
  const out = new Map<string, DocumentSummary>();
  if (ids.length === 0) return out;
  const { users } = identitySchema;
  const rows = await tx
    .select({
      id: purchaseOrderChanges.id,
      code: purchaseOrderChanges.code,
      reason: purchaseOrderChanges.reason,
      totalAfter: purchaseOrderChanges.totalAfter,
      currency: purchaseOrders.currency,
      orderCode: purchaseOrders.code,
      createdBy: purchaseOrderChanges.createdBy,
      applicantName: users.empName,
      submittedAt: purchaseOrderChanges.submittedAt,
    })
    .from(purchaseOrderChanges)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderChanges.orderId))
    .leftJoin(users, eq(users.id, purchaseOrderChanges.createdBy))
    .where(and(eq(purchaseOrderChanges.tenantId, tenantId), inArray(purchaseOrderChanges.id, [...ids])));
  const lines = await tx
    .select({
      changeId: purchaseOrderChangeLines.changeId,
      name: purchaseOrderLines.name,
      unit: purchaseOrderLines.unit,
      quantity: purchaseOrderChangeLines.newQty,
      unitPrice: purchaseOrderChangeLines.newUnitPrice,
      amount: purchaseOrderChangeLines.newAmount,
    })
    .from(purchaseOrderChangeLines)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, purchaseOrderChangeLines.orderLineId))
    .where(
      and(
        eq(purchaseOrderChangeLines.tenantId, tenantId),
        inArray(purchaseOrderChangeLines.changeId, [...ids]),
      ),
    )
    .orderBy(asc(purchaseOrderLines.lineNo));
  for (const row of rows) {
    out.set(row.id, {
      code: row.code,
      title: `${row.orderCode} · ${row.reason}`,
      amount: row.totalAfter,
      currency: row.currency,
      applicantId: row.createdBy,
      applicantName: row.applicantName ?? '',
      submittedAt: row.submittedAt ? row.submittedAt.toISOString() : null,
      lines: lines
        .filter((line) => line.changeId === row.id)
        .map((line) => ({
          name: line.name,
          quantity: trimQty(line.quantity),
          unit: line.unit,
          unitPrice: trimQty(line.unitPrice),
          amount: line.amount,
        })),
    });
  }
  return out;
}

let registered = false;

/** Registers the order change with the approval engine (once; called when the routes load). */
export function registerOrderChange(): void {
  if (registered) return;
  registerDocumentType({
    docType: CHANGE_DOC_TYPE,
    detailPath: changeDetailPath,
    summarize,
    onApproved,
    onRejected,
  });
  registered = true;
}

export type ChangeView = {
  id: string;
  code: string;
  orderId: string;
  orderCode: string;
  origin: string;
  status: number;
  reason: string;
  baseVersion: number;
  resultVersion: number | null;
  totalBefore: string;
  totalAfter: string;
  createdByName: string;
  createdAt: string;
  submittedAt: string | null;
  lines: {
    orderLineId: string;
    lineNo: number;
    name: string;
    unit: string;
    oldQty: string;
    newQty: string;
    oldUnitPrice: string;
    newUnitPrice: string;
    oldAmount: string;
    newAmount: string;
    oldNeedByDate: string;
    newNeedByDate: string;
  }[];
};

/** Changes of one order (newest first) or one change, as the pages show them (a diff per line). */
export async function changeViews(
  tx: Db,
  tenantId: string,
  where: { orderId?: string; changeId?: string },
  vendorId: string | null,
): Promise<ChangeView[]> {
  const { users } = identitySchema;
  const rows = await tx
    .select({
      id: purchaseOrderChanges.id,
      code: purchaseOrderChanges.code,
      orderId: purchaseOrderChanges.orderId,
      orderCode: purchaseOrders.code,
      origin: purchaseOrderChanges.origin,
      status: purchaseOrderChanges.status,
      reason: purchaseOrderChanges.reason,
      baseVersion: purchaseOrderChanges.baseVersion,
      resultVersion: purchaseOrderChanges.resultVersion,
      totalBefore: purchaseOrderChanges.totalBefore,
      totalAfter: purchaseOrderChanges.totalAfter,
      createdByName: users.empName,
      createdAt: purchaseOrderChanges.createdAt,
      submittedAt: purchaseOrderChanges.submittedAt,
    })
    .from(purchaseOrderChanges)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderChanges.orderId))
    .leftJoin(users, eq(users.id, purchaseOrderChanges.createdBy))
    .where(
      and(
        eq(purchaseOrderChanges.tenantId, tenantId),
        where.orderId ? eq(purchaseOrderChanges.orderId, where.orderId) : undefined,
        where.changeId ? eq(purchaseOrderChanges.id, where.changeId) : undefined,
        vendorId ? eq(purchaseOrderChanges.vendorId, vendorId) : undefined,
      ),
    )
    .orderBy(desc(purchaseOrderChanges.createdAt));
  if (rows.length === 0) return [];
  const lines = await tx
    .select({
      changeId: purchaseOrderChangeLines.changeId,
      orderLineId: purchaseOrderChangeLines.orderLineId,
      lineNo: purchaseOrderLines.lineNo,
      name: purchaseOrderLines.name,
      unit: purchaseOrderLines.unit,
      oldQty: purchaseOrderChangeLines.oldQty,
      newQty: purchaseOrderChangeLines.newQty,
      oldUnitPrice: purchaseOrderChangeLines.oldUnitPrice,
      newUnitPrice: purchaseOrderChangeLines.newUnitPrice,
      oldAmount: purchaseOrderChangeLines.oldAmount,
      newAmount: purchaseOrderChangeLines.newAmount,
      oldNeedByDate: purchaseOrderChangeLines.oldNeedByDate,
      newNeedByDate: purchaseOrderChangeLines.newNeedByDate,
    })
    .from(purchaseOrderChangeLines)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, purchaseOrderChangeLines.orderLineId))
    .where(
      and(
        eq(purchaseOrderChangeLines.tenantId, tenantId),
        inArray(
          purchaseOrderChangeLines.changeId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(purchaseOrderLines.lineNo));
  return rows.map((row) => ({
    ...row,
    createdByName: row.createdByName ?? '',
    createdAt: row.createdAt.toISOString(),
    submittedAt: row.submittedAt ? row.submittedAt.toISOString() : null,
    lines: lines.filter((line) => line.changeId === row.id).map(({ changeId: _c, ...line }) => line),
  }));
}
