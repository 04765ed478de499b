import { and, eq, isNull, sql } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import { newId, type Db } from '@procure/server-db';
import { money, type WriteOffInput } from '@procure/shared-validation';
import { recordHistory } from '@procure/approval-server';
import { lockInvoiceForWriteOff } from '@procure/invoice-server';
import { invoiceWriteOffs as W, paymentApplications as P } from './schema.ts';
import { PAYMENT_DOC_TYPE } from './payment-service.ts';
import type { PaymentActor } from './types.ts';

// Invoice write-off (issue #15, docs/conventions.md "Invoice write-off"): a paid advance (type 2, status 4)
// is offset by invoiced invoices (status 3) of its supplier, in its currency. Σ active write-offs ≤ the
// advance's total and ≤ each invoice's total. Lock order: the advance (payment row) → the invoice row;
// every write-off of one advance or one invoice therefore queues, and the sums are read after the locks.

/** Σ of the active (not reversed) write-offs of an advance or of an invoice. */
export async function writtenOff(
  tx: Db,
  tenantId: string,
  by: { paymentId: string } | { invoiceId: string },
) {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${W.amount}), 0)::text` })
    .from(W)
    .where(
      and(
        eq(W.tenantId, tenantId),
        'paymentId' in by ? eq(W.paymentId, by.paymentId) : eq(W.invoiceId, by.invoiceId),
        isNull(W.reversedAt),
      ),
    );
  return row?.total ?? '0';
}

async function lockAdvance(tx: Db, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(P)
    .where(and(eq(P.tenantId, tenantId), eq(P.id, id)))
    .for('update');
  if (!row) throw new AppError(404, ERROR_CODES.paymentNotFound);
  if (row.type !== CODES.paymentType.advance.code || row.status !== CODES.paymentRequest.paid.code) {
    throw new AppError(409, ERROR_CODES.writeOffNotAdvance);
  }
  return row;
}

const history = (tx: Db, tenantId: string, paymentId: string, actorId: string, comment: string) =>
  recordHistory(tx, {
    tenantId,
    docType: PAYMENT_DOC_TYPE,
    documentId: paymentId,
    actorId,
    action: 'invoice',
    comment,
  });

/** Writes off `amount` of a paid advance against an invoiced invoice; 409 with the room when it is too much. */
export async function saveWriteOff(
  tx: Db,
  actor: PaymentActor,
  input: WriteOffInput,
): Promise<{ id: string }> {
  const advance = await lockAdvance(tx, actor.tenantId, input.paymentId);
  const invoice = await lockInvoiceForWriteOff(tx, actor.tenantId, input.invoiceId);
  if (
    invoice.status !== CODES.invoice.invoiced.code ||
    invoice.vendorId !== advance.vendorId ||
    invoice.currency !== advance.currency
  ) {
    throw new AppError(409, ERROR_CODES.writeOffInvoiceNotBooked);
  }
  const advanceLeft = money.sub(
    advance.totalAmount,
    await writtenOff(tx, actor.tenantId, { paymentId: advance.id }),
  );
  const invoiceLeft = money.sub(
    invoice.totalAmount,
    await writtenOff(tx, actor.tenantId, { invoiceId: invoice.id }),
  );
  const room = money.compare(advanceLeft, invoiceLeft) <= 0 ? advanceLeft : invoiceLeft;
  if (money.compare(input.amount, room) > 0) {
    throw new AppError(409, ERROR_CODES.writeOffExceeds, { room: money.format(room) });
  }
  const id = newId();
  await tx.insert(W).values({
    id,
    tenantId: actor.tenantId,
    vendorId: advance.vendorId,
    paymentId: advance.id,
    invoiceId: invoice.id,
    currency: advance.currency,
    amount: input.amount,
    remark: input.remark?.trim() ?? '',
    createdBy: actor.userId,
  });
  await history(
    tx,
    actor.tenantId,
    advance.id,
    actor.userId,
    `${invoice.invoiceNumber} +${money.format(input.amount)}`,
  );
  return { id };
}

/** Reverses an active write-off with a reason (the row stays, marked reversed); 409 when already reversed. */
export async function reverseWriteOff(
  tx: Db,
  actor: PaymentActor,
  id: string,
  reason: string,
): Promise<{ id: string }> {
  const [row] = await tx
    .select()
    .from(W)
    .where(and(eq(W.tenantId, actor.tenantId), eq(W.id, id)))
    .for('update');
  if (!row) throw new AppError(404, ERROR_CODES.writeOffNotFound);
  if (row.reversedAt) throw new AppError(409, ERROR_CODES.writeOffReversed);
  await tx
    .update(W)
    .set({ reversedAt: new Date(), reversedBy: actor.userId, reverseReason: reason.trim() })
    .where(eq(W.id, id));
  const invoice = await lockInvoiceForWriteOff(tx, actor.tenantId, row.invoiceId);
  await history(
    tx,
    actor.tenantId,
    row.paymentId,
    actor.userId,
    `${invoice.invoiceNumber} −${money.format(row.amount)}: ${reason.trim()}`,
  );
  return { id };
}

/** Registered as the invoice domain's void check: an invoice with an active write-off is not voided. */
export async function invoiceHasActiveWriteOff(
  tx: Db,
  tenantId: string,
  invoiceId: string,
): Promise<boolean> {
  return money.sign(await writtenOff(tx, tenantId, { invoiceId })) > 0;
}
