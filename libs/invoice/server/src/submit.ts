import { and, eq, ne } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import { isUniqueViolation, newId, type Db } from '@procure/server-db';
import { fileIdsOfType } from '@procure/files-server';
import {
  invoiceLineAmounts,
  invoiceTotals,
  money,
  type InvoiceSubmitInput,
} from '@procure/shared-validation';
import {
  INVOICEABLE_ORDER_STATUSES,
  invoiceLedgerLines,
  invoiceOnLine,
  lockInvoiceOrders,
  orderIdsOfLines,
  type InvoiceLedgerLine,
} from './ledger.ts';
import { evaluateLine } from './evaluate.ts';
import { assertStatus, history, lockInvoice } from './locking.ts';
import { invoiceRequestAnswered, reanswerRequest } from './request-service.ts';
import { invoiceLines, invoices } from './schema.ts';
import { tolerancesOf } from './settings.ts';
import type { InvoiceActor } from './types.ts';

// The supplier submits a VAT invoice (issue #15): lines of its own confirmed orders (one or several),
// totals exact, no duplicate (same supplier + invoice code + number, ever), invoiced ≤ ordered per line.
// The invoice enters review (2) at once and its lines count on the ledger; each line's three-way match
// is stored (a held line does not refuse the submission: the buyer sees why it is held).
// A returned invoice (4; its quantities were released) is corrected and resubmitted as the same document:
// same id and log, new fields and lines, back to review — its code + number stay its own.

export const INVOICE_FILE_TYPE = 41;
type Field = { path: string; code: string; params?: Record<string, string> };
const trim = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

function fieldErrors(fields: Field[]): never {
  throw new AppError(400, ERROR_CODES.validationFailed, undefined, { fields });
}

/** Lines, ceilings and totals against the locked ledger: every problem at once (400), nothing written. */
function checkInput(input: InvoiceSubmitInput, ledger: Map<string, InvoiceLedgerLine>): Field[] {
  const fields: Field[] = [];
  input.lines.forEach((line, index) => {
    const found = ledger.get(line.orderLineId);
    if (!found || !INVOICEABLE_ORDER_STATUSES.includes(found.orderStatus)) {
      fields.push({ path: `lines.${index}.orderLineId`, code: ERROR_CODES.invoiceLineUnknown });
      return;
    }
    const max = money.sub(found.orderedQty, found.invoicedQty);
    if (money.compare(line.quantity, max) > 0) {
      fields.push({
        path: `lines.${index}.quantity`,
        code: ERROR_CODES.invoiceOverOrdered,
        params: { max: trim(money.sign(max) < 0 ? '0' : max) },
      });
    }
  });
  const expected = invoiceTotals(input.lines);
  for (const key of ['amountExclTax', 'taxAmount', 'totalAmount'] as const) {
    if (money.compare(input[key], expected[key]) !== 0) {
      fields.push({ path: key, code: ERROR_CODES.invoiceTotalMismatch, params: { expected: expected[key] } });
    }
  }
  return fields;
}

async function assertNotDuplicate(
  tx: Db,
  vendorId: string,
  input: InvoiceSubmitInput,
  ownId: string | null,
): Promise<void> {
  const rows = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.vendorId, vendorId),
        eq(invoices.invoiceCode, input.invoiceCode),
        eq(invoices.invoiceNumber, input.invoiceNumber),
        ownId ? ne(invoices.id, ownId) : undefined,
      ),
    );
  if (rows.length > 0) throw new AppError(409, ERROR_CODES.invoiceDuplicate);
}

type Supplier = InvoiceActor & { vendorId: string };
type Submitted = { id: string; status: number; held: boolean };

export function submitInvoice(tx: Db, actor: Supplier, input: InvoiceSubmitInput): Promise<Submitted> {
  return book(tx, actor, input, null);
}

/** A returned invoice (4), corrected by its supplier: the same document back to review (2). */
export async function resubmitInvoice(
  tx: Db,
  actor: Supplier,
  id: string,
  input: InvoiceSubmitInput,
): Promise<Submitted> {
  // Another supplier's invoice answers like an absent one (404); the status is checked again under lock.
  assertStatus(await lockInvoice(tx, actor.tenantId, id, actor.vendorId, false), [
    CODES.invoice.returned.code,
  ]);
  return book(tx, actor, input, id);
}

async function book(
  tx: Db,
  actor: Supplier,
  input: InvoiceSubmitInput,
  existingId: string | null,
): Promise<Submitted> {
  const lineIds = input.lines.map((line) => line.orderLineId);
  const orderOf = await orderIdsOfLines(tx, actor.tenantId, lineIds, actor.vendorId);
  await lockInvoiceOrders(tx, actor.tenantId, [...new Set(orderOf.values())], actor.vendorId);
  const ledgerRows = await invoiceLedgerLines(tx, actor.tenantId, lineIds, {
    vendorId: actor.vendorId,
    lock: true,
  });
  const ledger = new Map(ledgerRows.map((line) => [line.id, line]));
  // The lock order of every invoice path: orders → lines → invoice (locking.ts).
  if (existingId) {
    const row = await lockInvoice(tx, actor.tenantId, existingId, actor.vendorId);
    assertStatus(row, [CODES.invoice.returned.code]);
  }
  const fields = checkInput(input, ledger);
  const fileIds = [...new Set(input.fileIds ?? [])];
  if (fileIds.length > 0) {
    const mine = await fileIdsOfType(tx, actor.tenantId, INVOICE_FILE_TYPE, fileIds, actor.userId);
    (input.fileIds ?? []).forEach((id, index) => {
      if (!mine.has(id)) fields.push({ path: `fileIds.${index}`, code: ERROR_CODES.invoiceFileUnknown });
    });
  }
  if (fields.length > 0) fieldErrors(fields);
  await assertNotDuplicate(tx, actor.vendorId, input, existingId);

  const tolerances = await tolerancesOf(tx, actor.tenantId);
  const id = existingId ?? newId();
  const planned = input.lines.map((line, index) => {
    const found = ledger.get(line.orderLineId) as InvoiceLedgerLine;
    const quantity = money.normalize(line.quantity);
    const result = evaluateLine({ quantity, unitPrice: line.unitPrice }, found, tolerances, false);
    return {
      id: newId(),
      tenantId: actor.tenantId,
      invoiceId: id,
      vendorId: actor.vendorId,
      lineNo: index + 1,
      orderId: found.orderId,
      orderCode: found.orderCode,
      orderLineId: found.id,
      productCode: found.productCode,
      name: found.name,
      unit: found.unit,
      quantity,
      unitPrice: money.normalize(line.unitPrice),
      taxRate: money.normalize(line.taxRate),
      ...invoiceLineAmounts(line),
      held: result.held,
      holdReasons: result.reasons,
    };
  });
  const held = planned.some((line) => line.held);
  const header = {
    invoiceCode: input.invoiceCode,
    invoiceNumber: input.invoiceNumber,
    invoiceDate: input.invoiceDate,
    amountExclTax: input.amountExclTax,
    taxAmount: input.taxAmount,
    totalAmount: input.totalAmount,
    checkCode: input.checkCode ?? '',
    sellerTaxNo: input.sellerTaxNo,
    buyerTaxNo: input.buyerTaxNo,
    status: CODES.invoice.underReview.code,
    held,
    remark: input.remark?.trim() ?? '',
    fileIds,
    submittedBy: actor.userId,
  };
  try {
    if (existingId) {
      const again = { reason: null, verifyResult: null, verifyMessage: null, verifiedAt: null };
      await tx
        .update(invoices)
        .set({ ...header, ...again, submittedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(invoices.tenantId, actor.tenantId), eq(invoices.id, existingId)));
      await tx
        .delete(invoiceLines)
        .where(and(eq(invoiceLines.tenantId, actor.tenantId), eq(invoiceLines.invoiceId, existingId)));
    } else {
      await tx.insert(invoices).values({ id, tenantId: actor.tenantId, vendorId: actor.vendorId, ...header });
    }
  } catch (error) {
    // Another tenant's invoice of this supplier, or a concurrent identical submission that committed first.
    if (isUniqueViolation(error)) throw new AppError(409, ERROR_CODES.invoiceDuplicate);
    throw error;
  }
  await tx.insert(invoiceLines).values(planned);
  for (const line of planned) await invoiceOnLine(tx, actor.tenantId, line.orderLineId, line.quantity);
  // Answering a request: it must be the supplier's own and open (404 / 409 roll everything back).
  if (input.requestId) await invoiceRequestAnswered(tx, actor, input.requestId, id);
  else if (existingId) await reanswerRequest(tx, actor.tenantId, existingId);
  await history(tx, { tenantId: actor.tenantId, id }, actor.userId, 'submit');
  return { id, status: CODES.invoice.underReview.code, held };
}
