import { aliasedTable, and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { CODES } from '@procure/shared-codes';
import { identitySchema } from '@procure/identity-server';
import { bookedInvoicesOfVendor, writeOffInvoiceBriefs } from '@procure/invoice-server';
import type { Locale } from '@procure/shared-i18n';
import type { Db } from '@procure/server-db';
import { money } from '@procure/shared-validation';
import { invoiceWriteOffs as W, paymentApplications as P } from './schema.ts';
import type { WriteOffCandidates, WriteOffListQuery, WriteOffView } from './write-off-wire.ts';

// Reads of the invoice write-off (issue #15): what a supplier's paid advances and invoiced invoices have
// left to write off, and the write-offs themselves (a supplier caller: its own company's only).

const { vendors, users } = identitySchema;
const reversers = aliasedTable(users, 'reversers');
const iso = (value: Date | null) => (value ? value.toISOString() : null);
const orderCodes = sql<
  string[]
>`coalesce((select array_agg(distinct l.order_code order by l.order_code) from payment_application_lines l where l.payment_id = ${P.id} and l.order_code is not null), '{}')`;

async function activeSums(tx: Db, tenantId: string, vendorId: string, by: 'payment' | 'invoice') {
  const key = by === 'payment' ? W.paymentId : W.invoiceId;
  const rows = await tx
    .select({ id: key, total: sql<string>`sum(${W.amount})::text` })
    .from(W)
    .where(and(eq(W.tenantId, tenantId), eq(W.vendorId, vendorId), isNull(W.reversedAt)))
    .groupBy(key);
  return new Map(rows.map((row) => [row.id, row.total]));
}

const left = (totalAmount: string, sums: Map<string, string>, id: string) => {
  const writtenOff = sums.get(id) ?? '0';
  return { totalAmount, writtenOff, remaining: money.sub(totalAmount, writtenOff) };
};

/** A supplier's paid advances and invoiced invoices with what each has left (oldest first). */
export async function writeOffCandidates(
  tx: Db,
  tenantId: string,
  vendorId: string,
): Promise<WriteOffCandidates> {
  const advances = await tx
    .select({
      id: P.id,
      code: P.code,
      currency: P.currency,
      totalAmount: P.totalAmount,
      paidAt: P.paidAt,
      orderCodes,
    })
    .from(P)
    .where(
      and(
        eq(P.tenantId, tenantId),
        eq(P.vendorId, vendorId),
        eq(P.type, CODES.paymentType.advance.code),
        eq(P.status, CODES.paymentRequest.paid.code),
      ),
    )
    .orderBy(asc(P.paidAt), asc(P.code))
    .limit(500);
  const invoices = await bookedInvoicesOfVendor(tx, tenantId, vendorId);
  const byPayment = await activeSums(tx, tenantId, vendorId, 'payment');
  const byInvoice = await activeSums(tx, tenantId, vendorId, 'invoice');
  return {
    advances: advances.map((row) => ({
      ...row,
      paidAt: iso(row.paidAt),
      ...left(row.totalAmount, byPayment, row.id),
    })),
    invoices: invoices.map((row) => ({
      id: row.id,
      invoiceCode: row.invoiceCode,
      invoiceNumber: row.invoiceNumber,
      invoiceDate: row.invoiceDate,
      currency: row.currency,
      ...left(row.totalAmount, byInvoice, row.id),
    })),
  };
}

/** Write-offs, newest first (at most 200), by supplier, advance or invoice; `vendorId` scopes a supplier. */
export async function listWriteOffs(
  tx: Db,
  tenantId: string,
  query: WriteOffListQuery,
  locale: Locale,
  vendorScope: string | null = null,
): Promise<WriteOffView[]> {
  const rows = await tx
    .select({
      id: W.id,
      paymentId: W.paymentId,
      paymentCode: P.code,
      invoiceId: W.invoiceId,
      vendorName: locale === 'en-US' ? vendors.nameEn : vendors.nameZh,
      currency: W.currency,
      amount: W.amount,
      remark: W.remark,
      createdByName: sql<string>`coalesce(${users.empName}, '')`,
      createdAt: W.createdAt,
      reversedAt: W.reversedAt,
      reversedByName: reversers.empName,
      reverseReason: W.reverseReason,
    })
    .from(W)
    .innerJoin(P, eq(P.id, W.paymentId))
    .innerJoin(vendors, eq(vendors.id, W.vendorId))
    .leftJoin(users, eq(users.id, W.createdBy))
    .leftJoin(reversers, eq(reversers.id, W.reversedBy))
    .where(
      and(
        eq(W.tenantId, tenantId),
        vendorScope ? eq(W.vendorId, vendorScope) : undefined,
        query.vendorId ? eq(W.vendorId, query.vendorId) : undefined,
        query.paymentId ? eq(W.paymentId, query.paymentId) : undefined,
        query.invoiceId ? eq(W.invoiceId, query.invoiceId) : undefined,
      ),
    )
    .orderBy(desc(W.createdAt), desc(W.id))
    .limit(200);
  const invoices = await writeOffInvoiceBriefs(
    tx,
    tenantId,
    rows.map((row) => row.invoiceId),
  );
  return rows.map((row) => ({
    ...row,
    invoiceCode: invoices.get(row.invoiceId)?.invoiceCode ?? '',
    invoiceNumber: invoices.get(row.invoiceId)?.invoiceNumber ?? '',
    createdAt: row.createdAt.toISOString(),
    reversedAt: iso(row.reversedAt),
  }));
}
