import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { CODES } from '@procure/shared-codes';
import { newId, type Db } from '@procure/server-db';
import { money } from '@procure/shared-validation';
import { identitySchema } from '@procure/identity-server';
import { statementLedgerLines, statementInvoices } from './sources.ts';
import { statementItems, statements } from './schema.ts';

// What a statement holds (docs/conventions.md "Statements of account"): for one supplier, currency and
// period [from, to] —
//   line items: the lines of the supplier's confirmed, not cancelled orders (6, 2, 3, 4) in that currency,
//     ordered within the period (order date in the tenant's time zone), with received − returned valued
//     above what is already applied for payment (something left to pay);
//   invoice items: the supplier's invoices under review or invoiced (2, 3) in that currency, dated within
//     the period;
// in both cases not held by ANOTHER open statement (draft, sent, confirmed, disputed). A closed statement
// lets go of them: what is still outstanding on a line may be stated again.

const S = CODES.statement;
export const OPEN_STATUSES: number[] = [S.draft.code, S.sent.code, S.confirmed.code, S.disputed.code];

export type ItemRow = Omit<
  typeof statementItems.$inferInsert,
  'id' | 'tenantId' | 'statementId' | 'vendorId'
>;
export type Totals = {
  orderedAmount: string;
  receivedAmount: string;
  invoicedAmount: string;
  appliedAmount: string;
  paidAmount: string;
  outstandingAmount: string;
  invoiceTotal: string;
};

const sum = (values: string[]) =>
  money.round(
    values.reduce((total, value) => money.add(total, value), '0'),
    2,
  );

/** Order lines and invoices another open statement of the supplier holds. */
async function heldElsewhere(
  tx: Db,
  tenantId: string,
  vendorId: string,
  exceptId: string | null,
): Promise<{ lineIds: string[]; invoiceIds: string[] }> {
  const rows = await tx
    .select({ orderLineId: statementItems.orderLineId, invoiceId: statementItems.invoiceId })
    .from(statementItems)
    .innerJoin(statements, eq(statements.id, statementItems.statementId))
    .where(
      and(
        eq(statementItems.tenantId, tenantId),
        eq(statementItems.vendorId, vendorId),
        inArray(statements.status, OPEN_STATUSES),
        exceptId ? ne(statements.id, exceptId) : undefined,
      ),
    );
  return {
    lineIds: rows.flatMap((row) => (row.orderLineId ? [row.orderLineId] : [])),
    invoiceIds: rows.flatMap((row) => (row.invoiceId ? [row.invoiceId] : [])),
  };
}

async function timeZoneOf(tx: Db, tenantId: string): Promise<string> {
  const { tenants } = identitySchema;
  const rows = await tx.select({ timeZone: tenants.timeZone }).from(tenants).where(eq(tenants.id, tenantId));
  return rows[0]?.timeZone ?? 'Asia/Shanghai';
}

/**
 * The items a statement of (vendor, currency, period) takes now, and their totals. The caller holds the
 * supplier's statement lock (`lockKey('statements:vendor:…')`), so two statements never take one item.
 */
export async function collectItems(
  tx: Db,
  tenantId: string,
  scope: { vendorId: string; currency: string; periodFrom: string; periodTo: string },
  exceptId: string | null,
  /** The caller's statement data rule: only order lines of these legal entities (undefined: all). */
  legalEntityIds?: readonly string[],
): Promise<{ items: ItemRow[]; totals: Totals }> {
  const held = await heldElsewhere(tx, tenantId, scope.vendorId, exceptId);
  const lines = await statementLedgerLines(tx, tenantId, {
    vendorId: scope.vendorId,
    currency: scope.currency,
    from: scope.periodFrom,
    to: scope.periodTo,
    timeZone: await timeZoneOf(tx, tenantId),
    excludeLineIds: held.lineIds,
    legalEntityIds,
  });
  const invoices = await statementInvoices(tx, tenantId, {
    vendorId: scope.vendorId,
    currency: scope.currency,
    from: scope.periodFrom,
    to: scope.periodTo,
    excludeIds: held.invoiceIds,
  });
  const items: ItemRow[] = [
    ...lines.map((line) => ({
      kind: 'line',
      orderId: line.orderId,
      orderCode: line.orderCode,
      legalEntityId: line.legalEntityId,
      orderLineId: line.id,
      invoiceId: null,
      description: `${line.lineNo}. ${line.name}`,
      documentDate: line.orderDate,
      orderedAmount: line.orderedAmount,
      receivedAmount: line.receivedAmount,
      invoicedAmount: line.invoicedAmount,
      appliedAmount: line.appliedAmount,
      paidAmount: line.paidAmount,
      outstandingAmount: money.round(money.sub(line.receivedAmount, line.appliedAmount), 2),
      invoiceTotal: '0',
    })),
    ...invoices.map((invoice) => ({
      kind: 'invoice',
      orderId: null,
      orderCode: invoice.orderCodes.join(', '),
      legalEntityId: null,
      orderLineId: null,
      invoiceId: invoice.id,
      description: invoice.invoiceCode
        ? `${invoice.invoiceCode} / ${invoice.invoiceNumber}`
        : invoice.invoiceNumber,
      documentDate: invoice.invoiceDate,
      orderedAmount: '0',
      receivedAmount: '0',
      invoicedAmount: '0',
      appliedAmount: '0',
      paidAmount: '0',
      outstandingAmount: '0',
      invoiceTotal: invoice.totalAmount,
    })),
  ].map((item, index) => ({ ...item, lineNo: index + 1 }));
  const pick = (key: keyof Totals) => sum(items.map((item) => String(item[key] ?? '0')));
  return {
    items,
    totals: {
      orderedAmount: pick('orderedAmount'),
      receivedAmount: pick('receivedAmount'),
      invoicedAmount: pick('invoicedAmount'),
      appliedAmount: pick('appliedAmount'),
      paidAmount: pick('paidAmount'),
      outstandingAmount: pick('outstandingAmount'),
      invoiceTotal: pick('invoiceTotal'),
    },
  };
}

/** Replaces a statement's items (create, reopen). */
export async function writeItems(
  tx: Db,
  row: { id: string; tenantId: string; vendorId: string },
  items: readonly ItemRow[],
): Promise<void> {
  await tx.delete(statementItems).where(eq(statementItems.statementId, row.id));
  if (items.length === 0) return;
  await tx.insert(statementItems).values(
    items.map((item) => ({
      ...item,
      id: newId(),
      tenantId: row.tenantId,
      statementId: row.id,
      vendorId: row.vendorId,
    })),
  );
}

export const itemCountSql = sql<number>`(select count(*)::int from statement_items i where i.statement_id = ${statements.id})`;
