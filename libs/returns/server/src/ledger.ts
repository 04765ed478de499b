// TEMPORARY shim of the order-line ledger API (/work/notes/ledger-api.md) until order-ledger.ts lands on
// main; replaced by re-exports from @procure/order-server's contract. NOT to be landed.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { ERROR_CODES } from '@procure/shared-codes';
import { lineAmount, money } from '@procure/shared-validation';

export type LedgerLine = {
  id: string;
  orderId: string;
  lineNo: number;
  productCode: string;
  name: string;
  unit: string;
  unitPrice: string;
  orderedQty: string;
  deliveredQty: string;
  receivedQty: string;
  returnedQty: string;
  replacedQty: string;
  closedQty: string;
  remainingQty: string;
};

export type LockedOrder = {
  id: string;
  tenantId: string;
  vendorId: string;
  code: string;
  status: number;
  buyerId: string;
  currency: string;
};

export async function lockOrder(tx: Db, tenantId: string, orderId: string, vendorId: string | null) {
  const rows = await queryRows<LockedOrder>(
    tx,
    sql`select id, tenant_id as "tenantId", vendor_id as "vendorId", code, status, buyer_id as "buyerId", currency
          from purchase_orders where tenant_id = ${tenantId} and id = ${orderId}
          ${vendorId ? sql`and vendor_id = ${vendorId}` : sql``} for update`,
  );
  const row = rows[0];
  if (!row) throw new AppError(404, ERROR_CODES.orderNotFound);
  return row;
}

export async function lockOrderLines(tx: Db, tenantId: string, orderId: string): Promise<LedgerLine[]> {
  return queryRows<LedgerLine>(
    tx,
    sql`select id, order_id as "orderId", line_no as "lineNo", product_code as "productCode", name, unit,
               unit_price::text as "unitPrice", ordered_qty::text as "orderedQty", delivered_qty::text as "deliveredQty",
               received_qty::text as "receivedQty", returned_qty::text as "returnedQty", '0' as "replacedQty",
               '0' as "closedQty", (ordered_qty - received_qty)::text as "remainingQty"
          from purchase_order_lines where tenant_id = ${tenantId} and order_id = ${orderId}
         order by line_no for update`,
  );
}

export async function receiveOnLine(
  tx: Db,
  tenantId: string,
  lineId: string,
  input: { accepted: string; rejected: string; againstDelivery: boolean },
): Promise<void> {
  await tx.execute(sql`update purchase_order_lines
     set delivered_qty = greatest(delivered_qty, received_qty + ${input.accepted}::numeric),
         delivered_amount = round(greatest(delivered_qty, received_qty + ${input.accepted}::numeric) * unit_price, 2),
         received_qty = received_qty + ${input.accepted}::numeric,
         received_amount = round((received_qty + ${input.accepted}::numeric) * unit_price, 2)
   where tenant_id = ${tenantId} and id = ${lineId}`);
}

export async function returnOnLine(
  tx: Db,
  tenantId: string,
  lineId: string,
  qty: string,
  _disposition: 'refund' | 'replace',
): Promise<void> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update purchase_order_lines
           set returned_qty = returned_qty + ${qty}::numeric,
               returned_amount = round((returned_qty + ${qty}::numeric) * unit_price, 2)
         where tenant_id = ${tenantId} and id = ${lineId} and returned_qty + ${qty}::numeric <= received_qty
     returning id`,
  );
  if (rows.length === 0) throw new AppError(409, 'ledger.overReturn' as never);
}

export async function releaseReturnOnLine(
  tx: Db,
  tenantId: string,
  lineId: string,
  qty: string,
  _disposition: 'refund' | 'replace',
): Promise<void> {
  await tx.execute(sql`update purchase_order_lines
     set returned_qty = returned_qty - ${qty}::numeric,
         returned_amount = round((returned_qty - ${qty}::numeric) * unit_price, 2)
   where tenant_id = ${tenantId} and id = ${lineId}`);
}

export async function refreshOrderStatusFromLedger(_tx: Db, _tenantId: string, _orderId: string) {
  return 0;
}

export function payableBasis(line: LedgerLine): { qty: string; amount: string } {
  const qty = money.sub(line.receivedQty, line.returnedQty);
  return { qty, amount: lineAmount(line.unitPrice, qty) };
}
