import { and, eq, sql } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import { lockKey, newId, queryRows, type Db } from '@procure/server-db';
import { money, type InvoiceRequestInput } from '@procure/shared-validation';
import { activeInvoiceTitle, usableVendorIds } from '@procure/masterdata-server';
import { invoiceAddressOf } from '@procure/address-server';
import { identitySchema } from '@procure/identity-server';
import type { Locale } from '@procure/shared-i18n';
import {
  INVOICEABLE_ORDER_STATUSES,
  invoiceLedgerLines,
  lockInvoiceOrders,
  orderIdsOfLines,
  type InvoiceLedgerLine,
} from './ledger.ts';
import { openRequested, requestBasis, trim } from './request-basis.ts';
import { invoiceRequestLines, invoiceRequests } from './schema.ts';
import type { InvoiceActor } from './types.ts';

// Invoice requests (issue #15, /assetsManagement): the buyer asks ONE supplier to invoice order lines.
// Lock order (as every invoice path): the orders of the lines (FOR UPDATE, by id) → the lines → the
// request. Two racing requests on one order queue on the order row, so the second reads the first's
// open quantity and cannot over-request. Every problem of the form is one 400; nothing is written on 4xx.

const R = CODES.invoiceRequest;
const { vendors } = identitySchema;
type Field = { path: string; code: string; params?: Record<string, string> };
const today = () => new Date().toISOString().slice(0, 10);

async function nextCode(tx: Db, tenantId: string): Promise<string> {
  const day = today().replaceAll('-', '');
  await lockKey(tx, `invoice_requests:code:${tenantId}:${day}`);
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`select coalesce(max(substring(code from 11)::int), 0)::int as n from invoice_requests
        where tenant_id = ${tenantId} and code like ${`IR${day}%`}`,
  );
  return `IR${day}${String((rows[0]?.n ?? 0) + 1).padStart(4, '0')}`;
}

function checkLines(
  input: InvoiceRequestInput,
  ledger: Map<string, InvoiceLedgerLine>,
  requested: Map<string, string>,
): Field[] {
  const fields: Field[] = [];
  input.lines.forEach((line, index) => {
    const found = ledger.get(line.orderLineId);
    if (!found || !INVOICEABLE_ORDER_STATUSES.includes(found.orderStatus)) {
      fields.push({ path: `lines.${index}.orderLineId`, code: ERROR_CODES.invoiceRequestLineUnknown });
      return;
    }
    const { requestableQty } = requestBasis(found, requested.get(found.id));
    if (money.compare(line.quantity, requestableQty) > 0) {
      fields.push({
        path: `lines.${index}.quantity`,
        code: ERROR_CODES.invoiceRequestOverBasis,
        params: { max: requestableQty },
      });
    }
  });
  return fields;
}

type CheckedRequest = {
  title: NonNullable<Awaited<ReturnType<typeof activeInvoiceTitle>>>;
  address: NonNullable<Awaited<ReturnType<typeof invoiceAddressOf>>>;
  ledger: Map<string, InvoiceLedgerLine>;
  requested: Map<string, string>;
};

/**
 * Every rule of a request, all problems in one 400 (nothing is written). `lock`: the send path takes the
 * order and line locks first, so what it reads holds until it commits; the review (preview) only reads.
 */
async function checkInvoiceRequest(
  tx: Db,
  actor: InvoiceActor,
  input: InvoiceRequestInput,
  lock: boolean,
): Promise<CheckedRequest> {
  const { tenantId } = actor;
  const fields: Field[] = [];
  const vendors = await usableVendorIds(tx, tenantId, [input.vendorId]);
  if (!vendors.has(input.vendorId)) {
    fields.push({ path: 'vendorId', code: ERROR_CODES.invoiceRequestVendorUnknown });
  }
  const title = await activeInvoiceTitle(tx, tenantId, input.invoiceTitleId);
  if (!title) fields.push({ path: 'invoiceTitleId', code: ERROR_CODES.invoiceRequestTitleUnknown });
  const address = await invoiceAddressOf(tx, tenantId, actor.userId, input.addressId);
  if (!address) fields.push({ path: 'addressId', code: ERROR_CODES.invoiceRequestAddressUnknown });

  const lineIds = input.lines.map((line) => line.orderLineId);
  if (lock) {
    const orderOf = await orderIdsOfLines(tx, tenantId, lineIds, input.vendorId);
    await lockInvoiceOrders(tx, tenantId, [...new Set(orderOf.values())], input.vendorId);
  }
  const ledgerRows = await invoiceLedgerLines(tx, tenantId, lineIds, { vendorId: input.vendorId, lock });
  const ledger = new Map(ledgerRows.map((line) => [line.id, line]));
  const requested = await openRequested(tx, tenantId, lineIds);
  fields.push(...checkLines(input, ledger, requested));
  if (fields.length > 0 || !title || !address) {
    throw new AppError(400, ERROR_CODES.validationFailed, undefined, { fields });
  }
  return { title, address, ledger, requested };
}

/** The request's lines valued at the order price: amount = round(qty × unit price, 2). */
function valuedLines(input: InvoiceRequestInput, ledger: Map<string, InvoiceLedgerLine>) {
  return input.lines.map((line) => {
    const found = ledger.get(line.orderLineId) as InvoiceLedgerLine;
    const quantity = money.normalize(line.quantity);
    return { found, quantity, amount: money.round(money.mul(quantity, found.unitPrice), 2) };
  });
}

/**
 * The review of a request before it is sent (`/assetsManagement/confirm`): the same checks as the send,
 * without locks or writes, and each line with what is left to request before and after it. The send
 * checks everything again under the locks (another request may take the quantity meanwhile).
 */
export async function previewInvoiceRequest(
  tx: Db,
  actor: InvoiceActor,
  input: InvoiceRequestInput,
  locale: Locale,
) {
  const { title, address, ledger, requested } = await checkInvoiceRequest(tx, actor, input, false);
  const vendor = await tx
    .select({ name: locale === 'en-US' ? vendors.nameEn : vendors.nameZh })
    .from(vendors)
    .where(eq(vendors.id, input.vendorId));
  const lines = valuedLines(input, ledger).map(({ found, quantity, amount }) => {
    const { requestableQty } = requestBasis(found, requested.get(found.id));
    return {
      orderLineId: found.id,
      orderId: found.orderId,
      orderCode: found.orderCode,
      lineNo: found.lineNo,
      productCode: found.productCode,
      name: found.name,
      unit: found.unit,
      unitPrice: trim(money.normalize(found.unitPrice)),
      taxRate: trim(money.normalize(found.taxRate)),
      quantity: trim(quantity),
      amount,
      requestableQty,
      leftQty: trim(money.sub(requestableQty, quantity)),
    };
  });
  return {
    vendorId: input.vendorId,
    vendorName: vendor[0]?.name ?? '',
    title: { id: title.id, name: title.name, taxNo: title.taxNo, bank: title.bank, address: title.address },
    address: { id: input.addressId, name: address.name, phone: address.phone, address: address.address },
    remark: input.remark?.trim() ?? '',
    lines,
    totalAmount: money.round(money.sum(lines.map((line) => line.amount)), 2),
  };
}

/** Sends a request (status 1). */
export async function createInvoiceRequest(
  tx: Db,
  actor: InvoiceActor,
  input: InvoiceRequestInput,
): Promise<{ id: string; code: string; status: number }> {
  const { tenantId } = actor;
  const { title, address, ledger } = await checkInvoiceRequest(tx, actor, input, true);
  const id = newId();
  const lines = valuedLines(input, ledger).map(({ found, quantity, amount }, index) => ({
    id: newId(),
    tenantId,
    requestId: id,
    vendorId: input.vendorId,
    lineNo: index + 1,
    orderId: found.orderId,
    orderCode: found.orderCode,
    orderLineId: found.id,
    productCode: found.productCode,
    name: found.name,
    unit: found.unit,
    quantity,
    unitPrice: found.unitPrice,
    taxRate: found.taxRate,
    amount,
  }));
  const code = await nextCode(tx, tenantId);
  await tx.insert(invoiceRequests).values({
    id,
    tenantId,
    vendorId: input.vendorId,
    code,
    status: R.submitted.code,
    invoiceTitleId: title.id,
    titleName: title.name,
    titleTaxNo: title.taxNo,
    titleBank: title.bank,
    titleAddress: title.address,
    addressId: input.addressId,
    receiverName: address.name,
    receiverPhone: address.phone,
    receiverAddress: address.address,
    remark: input.remark?.trim() ?? '',
    totalAmount: money.round(money.sum(lines.map((line) => line.amount)), 2),
    requestedBy: actor.userId,
  });
  await tx.insert(invoiceRequestLines).values(lines);
  return { id, code, status: R.submitted.code };
}

/** A request FOR UPDATE; `vendorId` narrows to the supplier's own. Absent or foreign → 404. */
export async function lockRequest(tx: Db, tenantId: string, id: string, vendorId: string | null) {
  const rows = await tx
    .select()
    .from(invoiceRequests)
    .where(
      and(
        eq(invoiceRequests.tenantId, tenantId),
        eq(invoiceRequests.id, id),
        vendorId ? eq(invoiceRequests.vendorId, vendorId) : undefined,
      ),
    )
    .for('update');
  const row = rows[0];
  if (!row) throw new AppError(404, ERROR_CODES.invoiceRequestNotFound);
  return row;
}

async function move(
  tx: Db,
  actor: InvoiceActor,
  id: string,
  from: readonly number[],
  set: Partial<typeof invoiceRequests.$inferInsert>,
) {
  const row = await lockRequest(tx, actor.tenantId, id, actor.vendorId);
  if (!from.includes(row.status)) throw new AppError(409, ERROR_CODES.invoiceRequestWrongStatus);
  await tx
    .update(invoiceRequests)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(invoiceRequests.tenantId, actor.tenantId), eq(invoiceRequests.id, id)));
  return { id, status: set.status as number };
}

/** The supplier acknowledges a sent request (1 → 2). */
export function acknowledgeInvoiceRequest(tx: Db, actor: InvoiceActor & { vendorId: string }, id: string) {
  return move(tx, actor, id, [R.submitted.code], {
    status: R.acknowledged.code,
    acknowledgedAt: new Date(),
  });
}

/** The buyer cancels a request not yet invoiced (1 / 2 → 4): its quantities no longer count. */
export function cancelInvoiceRequest(tx: Db, actor: InvoiceActor, id: string) {
  return move(tx, actor, id, [R.submitted.code, R.acknowledged.code], {
    status: R.cancelled.code,
    cancelledAt: new Date(),
  });
}

/**
 * The supplier's invoice answers a request (called by the invoice submission, under its order locks):
 * the request must be the supplier's own and open (1 or 2; else 404 / 409) → 3, linked to the invoice.
 */
export async function invoiceRequestAnswered(
  tx: Db,
  actor: InvoiceActor & { vendorId: string },
  requestId: string,
  invoiceId: string,
) {
  await move(tx, actor, requestId, [R.submitted.code, R.acknowledged.code], {
    status: R.invoiced.code,
    invoiceId,
    invoicedAt: new Date(),
  });
}

/**
 * The invoice that answered a request left the ledger (returned, voided, examination rejected): the request
 * is open again (3 → 2), still naming that invoice, so the supplier can correct and resubmit it or answer
 * with another invoice. Runs under the invoice path's order locks.
 */
export async function reopenAnsweredRequest(tx: Db, tenantId: string, invoiceId: string) {
  await tx
    .update(invoiceRequests)
    .set({ status: R.acknowledged.code, invoicedAt: null, updatedAt: new Date() })
    .where(
      and(
        eq(invoiceRequests.tenantId, tenantId),
        eq(invoiceRequests.invoiceId, invoiceId),
        eq(invoiceRequests.status, R.invoiced.code),
      ),
    );
}

/** A returned invoice resubmitted: the request it answered (reopened at 2) is invoiced again. */
export async function reanswerRequest(tx: Db, tenantId: string, invoiceId: string) {
  await tx
    .update(invoiceRequests)
    .set({ status: R.invoiced.code, invoicedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(invoiceRequests.tenantId, tenantId),
        eq(invoiceRequests.invoiceId, invoiceId),
        eq(invoiceRequests.status, R.acknowledged.code),
      ),
    );
}
