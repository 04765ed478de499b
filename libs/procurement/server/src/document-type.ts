import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@procure/server-db';
import { CODES, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { registerDocumentType, type DocumentEventRef, type DocumentSummary } from '@procure/approval-server';
import { commitBudget, releaseBudget } from '@procure/budget-server';
import { assertGradeAllowsOrders } from '@procure/evaluation-server';
import { createOrdersFromRequest } from '@procure/order-server';
import { postMessages } from '@procure/message-server';
import { deliveryAddress, type DeliveryAddress } from '@procure/address-server';
import { DOC_TYPE } from './access.ts';
import { linesOf, linesOfRequests, lockRequest, requestsByIds, updateRequest } from './request-queries.ts';
import { trimDecimal } from './request-service.ts';
import { decideRequest } from './decision.ts';

// The purchase request as an approvable document (DOMAIN.md §5): the engine calls back here when the
// last node approves or an approver rejects, inside the approver's transaction.

const S = CODES.application;
export const detailPath = (id: string) => `/procurement/applyDetail/${id}`;

async function summarize(tx: Db, tenantId: string, ids: readonly string[]) {
  const rows = await requestsByIds(tx, tenantId, ids);
  const names = await queryRows<{ id: string; emp_name: string }>(
    tx,
    rows.length === 0
      ? sql`select null::uuid as id, null as emp_name where false`
      : sql`select id, emp_name from users where id in (${sql.join(
          [...new Set(rows.map((row) => row.applicantId))].map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  const nameOf = new Map(names.map((row) => [row.id, row.emp_name]));
  const linesByRequest = await linesOfRequests(
    tx,
    tenantId,
    rows.map((row) => row.id),
  );
  const out = new Map<string, DocumentSummary>();
  for (const row of rows) {
    const lines = linesByRequest.get(row.id) ?? [];
    out.set(row.id, {
      code: row.code,
      title: row.title,
      amount: row.totalAmount,
      currency: row.currency,
      applicantId: row.applicantId,
      applicantName: nameOf.get(row.applicantId) ?? '',
      submittedAt: row.submittedAt ? row.submittedAt.toISOString() : null,
      lines: lines.map((line) => ({
        name: line.name,
        quantity: trimDecimal(line.quantity),
        unit: line.unit ?? '',
        unitPrice: trimDecimal(line.unitPrice),
        amount: line.amount,
      })),
    });
  }
  return out;
}

async function receiverOf(tx: Db, tenantId: string, addressId: string | null): Promise<DeliveryAddress> {
  const none = { name: '', phone: '', address: '' };
  if (!addressId) return none;
  return (await deliveryAddress(tx, tenantId, addressId)) ?? none;
}

/** Final approval: approved, the reservation committed, one order per supplier, the applicant told. */
export async function onApproved(tx: Db, ref: DocumentEventRef): Promise<void> {
  const row = await lockRequest(tx, ref.tenantId, ref.documentId);
  if (!row || row.status !== S.approving.code) return;
  await updateRequest(tx, ref.tenantId, row.id, { status: S.approved.code, approvedAt: new Date() });
  const doc = { tenantId: ref.tenantId, docType: DOC_TYPE, documentId: row.id };
  await commitBudget(tx, doc);
  const receiver = await receiverOf(tx, ref.tenantId, row.receivingAddressId);
  const lines = await linesOf(tx, ref.tenantId, row.id);
  // The grade guard (issue #17 §7): a blocked supplier refuses the orders, and the whole approval with them.
  await assertGradeAllowsOrders(tx, ref.tenantId, lines.map((line) => line.vendorId ?? '').filter(Boolean));
  const { orderIds } = await createOrdersFromRequest(tx, {
    tenantId: ref.tenantId,
    sourceType: DOC_TYPE,
    sourceId: row.id,
    sourceCode: row.code,
    buyerId: row.applicantId,
    legalEntityId: row.legalEntityId ?? '',
    currency: row.currency,
    receiverName: receiver.name,
    receiverPhone: receiver.phone,
    receivingAddress: receiver.address,
    lines: lines.map((line) => ({
      sourceLineId: line.id,
      vendorId: line.vendorId ?? '',
      goodsId: line.goodsId,
      productCode: line.productCode ?? '',
      name: line.name,
      unit: line.unit ?? '',
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      taxRate: String(line.taxRate ?? 0),
      amount: line.amount,
      needByDate: row.needByDate ?? '',
    })),
  });
  if (orderIds.length > 0) {
    await postMessages(tx, {
      tenantId: ref.tenantId,
      recipientIds: [row.applicantId],
      kind: 'orderCreated',
      titleCode: SUCCESS_MESSAGES.procurementOrdersCreatedTitle,
      bodyCode: SUCCESS_MESSAGES.procurementOrdersCreatedBody,
      params: { code: row.code, count: orderIds.length },
      link: detailPath(row.id),
    });
  }
}

/** Rejected: back to the applicant (returned), the reservation released. */
export async function onRejected(tx: Db, ref: DocumentEventRef): Promise<void> {
  const row = await lockRequest(tx, ref.tenantId, ref.documentId);
  if (!row || row.status !== S.approving.code) return;
  await updateRequest(tx, ref.tenantId, row.id, { status: S.returned.code });
  await releaseBudget(tx, { tenantId: ref.tenantId, docType: DOC_TYPE, documentId: row.id });
}

let registered = false;

/** Registers the purchase request with the approval engine (once; called when the routes load). */
export function registerPurchaseApply(): void {
  if (registered) return;
  registerDocumentType({
    docType: DOC_TYPE,
    detailPath,
    summarize,
    decide: decideRequest,
    onApproved,
    onRejected,
  });
  registered = true;
}
