import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { purchaseOrderLines, purchaseOrders } from './schema.ts';
import { PAYABLE_ORDER_STATUSES } from './order-ledger-payment.ts';

// What a statement of account reads of the order-line ledger (issue #15, docs/conventions.md "Statements
// of account"): the supplier's lines with something received (net of returns) and not yet applied for
// payment, on its orders in one currency placed within a period (order date in the tenant's time zone).
// Reads only: a statement snapshots these amounts; payments move them (through the payment domain).

const L = purchaseOrderLines;
const O = purchaseOrders;
const basisAmountSql = sql`round((${L.receivedQty} - ${L.returnedQty}) * ${L.unitPrice}, 2)`;

export type StatementLedgerLine = {
  id: string;
  orderId: string;
  orderCode: string;
  /** The order's buying legal entity (statement data rules, issue #15). */
  legalEntityId: string;
  /** The order's date (yyyy-mm-dd) in the tenant's time zone. */
  orderDate: string;
  lineNo: number;
  productCode: string;
  name: string;
  orderedAmount: string;
  /** round((received − returned) × unit price, 2). */
  receivedAmount: string;
  invoicedAmount: string;
  appliedAmount: string;
  paidAmount: string;
};

export type StatementLedgerQuery = {
  vendorId: string;
  currency: string;
  from: string;
  to: string;
  timeZone: string;
  /** Lines another open statement holds. */
  excludeLineIds: readonly string[];
  /** Only orders of these legal entities (an employee's statement data rule); undefined: every one. */
  legalEntityIds?: readonly string[] | undefined;
};

/** Lines a new statement takes, by order date, order code and line number (at most 500). */
export async function statementLedgerLines(
  tx: Db,
  tenantId: string,
  query: StatementLedgerQuery,
): Promise<StatementLedgerLine[]> {
  const orderDate = sql<string>`to_char((${O.createdAt} at time zone ${query.timeZone})::date, 'YYYY-MM-DD')`;
  return tx
    .select({
      id: L.id,
      orderId: L.orderId,
      orderCode: O.code,
      legalEntityId: O.legalEntityId,
      orderDate,
      lineNo: L.lineNo,
      productCode: L.productCode,
      name: L.name,
      orderedAmount: L.orderedAmount,
      receivedAmount: sql<string>`${basisAmountSql}::text`,
      invoicedAmount: L.invoicedAmount,
      appliedAmount: L.appliedAmount,
      paidAmount: L.paidAmount,
    })
    .from(L)
    .innerJoin(O, eq(O.id, L.orderId))
    .where(
      and(
        eq(L.tenantId, tenantId),
        eq(O.tenantId, tenantId),
        eq(O.vendorId, query.vendorId),
        eq(O.currency, query.currency),
        inArray(O.status, [...PAYABLE_ORDER_STATUSES]),
        sql`(${O.createdAt} at time zone ${query.timeZone})::date between ${query.from}::date and ${query.to}::date`,
        sql`${basisAmountSql} > ${L.appliedAmount}`,
        query.excludeLineIds.length > 0 ? notInArray(L.id, [...query.excludeLineIds]) : undefined,
        query.legalEntityIds ? inArray(O.legalEntityId, [...query.legalEntityIds]) : undefined,
      ),
    )
    .orderBy(asc(orderDate), asc(O.code), asc(L.lineNo))
    .limit(500);
}

export type LiveLedgerAmounts = {
  id: string;
  receivedAmount: string;
  invoicedAmount: string;
  appliedAmount: string;
  paidAmount: string;
};

/** The same amounts as a statement snapshots, as the ledger says NOW, by line id (absent ids left out). */
export async function liveStatementAmounts(
  tx: Db,
  tenantId: string,
  lineIds: readonly string[],
): Promise<Map<string, LiveLedgerAmounts>> {
  if (lineIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: L.id,
      receivedAmount: sql<string>`${basisAmountSql}::text`,
      invoicedAmount: L.invoicedAmount,
      appliedAmount: L.appliedAmount,
      paidAmount: L.paidAmount,
    })
    .from(L)
    .where(and(eq(L.tenantId, tenantId), inArray(L.id, [...new Set(lineIds)])));
  return new Map(rows.map((row) => [row.id, row]));
}
