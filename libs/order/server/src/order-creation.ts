import { and, eq, inArray, sql } from 'drizzle-orm';
import { CODES } from '@procure/shared-codes';
import { lockKey, newId, queryRows, type Db } from '@procure/server-db';
import { purchaseOrderLines, purchaseOrders } from './schema.ts';
import { recordOrderHistory } from './order-history.ts';
import { assertVendorsOrderable } from '@procure/vendor-server';
import type { OrderSourceLine, OrdersFromRequestInput } from './types.ts';

const QUANTITY = /^\d{1,17}(\.\d{1,3})?$/;
const PRICE = /^\d{1,16}(\.\d{1,6})?$/;
const AMOUNT = /^\d{1,18}(\.\d{1,2})?$/;
const TAX_RATE = /^\d{1,3}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The source document is the caller's data, already validated there; a bad line here is a bug, refused loudly. */
function assertLine(line: OrderSourceLine, index: number): void {
  const bad = (field: string) =>
    new Error(`createOrdersFromRequest: line ${index + 1} has an invalid ${field}`);
  if (!QUANTITY.test(line.quantity) || /^0+(\.0+)?$/.test(line.quantity)) throw bad('quantity');
  if (!PRICE.test(line.unitPrice)) throw bad('unitPrice');
  if (!AMOUNT.test(line.amount)) throw bad('amount');
  if (!TAX_RATE.test(line.taxRate)) throw bad('taxRate');
  if (!DATE.test(line.needByDate)) throw bad('needByDate');
}

/** Lines grouped by supplier, in the order suppliers first appear on the source. */
function bySupplier(lines: readonly OrderSourceLine[]): Map<string, OrderSourceLine[]> {
  const groups = new Map<string, OrderSourceLine[]>();
  for (const line of lines) groups.set(line.vendorId, [...(groups.get(line.vendorId) ?? []), line]);
  return groups;
}

/**
 * The next free order codes of the tenant for today (China time): PO + YYYYMMDD + 4-digit sequence.
 * Called under the tenant's code lock, so two approvals at once cannot take the same number.
 */
async function nextOrderCodes(tx: Db, tenantId: string, count: number): Promise<string[]> {
  const rows = await queryRows<{ prefix: string; last: number }>(
    tx,
    sql`select p.prefix, coalesce(max(substr(o.code, length(p.prefix) + 1)::int), 0)::int as last
        from (select 'PO' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') as prefix) p
        left join purchase_orders o on o.tenant_id = ${tenantId} and o.code like p.prefix || '%'
        group by p.prefix`,
  );
  const { prefix, last } = rows[0] ?? { prefix: 'PO', last: 0 };
  return Array.from({ length: count }, (_, i) => `${prefix}${String(last + i + 1).padStart(4, '0')}`);
}

async function existingOrderIds(tx: Db, input: OrdersFromRequestInput): Promise<string[]> {
  const rows = await tx
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.tenantId, input.tenantId),
        eq(purchaseOrders.sourceType, input.sourceType),
        eq(purchaseOrders.sourceId, input.sourceId),
      ),
    )
    .orderBy(purchaseOrders.code);
  return rows.map((row) => row.id);
}

/** See the contract (./contract.ts). Totals are summed by PostgreSQL on the stored numerics, never in JS floats. */
export async function createOrders(tx: Db, input: OrdersFromRequestInput): Promise<{ orderIds: string[] }> {
  if (input.lines.length === 0) throw new Error('createOrdersFromRequest: the source has no lines');
  input.lines.forEach(assertLine);

  // Idempotent per source: a retried approval waits for the first and then finds its orders.
  await lockKey(tx, `purchase_orders:source:${input.tenantId}:${input.sourceId}`);
  const existing = await existingOrderIds(tx, input);
  if (existing.length > 0) return { orderIds: existing };

  await lockKey(tx, `purchase_orders:code:${input.tenantId}`);
  const groups = bySupplier(input.lines);
  // Issue #16: nothing is ordered from a supplier whose mandatory certificate has expired (422, translated).
  await assertVendorsOrderable(tx, input.tenantId, [...groups.keys()]);
  const codes = await nextOrderCodes(tx, input.tenantId, groups.size);
  const orderIds: string[] = [];
  let index = 0;
  for (const [vendorId, lines] of groups) {
    const orderId = newId();
    orderIds.push(orderId);
    await tx.insert(purchaseOrders).values({
      id: orderId,
      tenantId: input.tenantId,
      code: codes[index++] as string,
      vendorId,
      sourceType: input.sourceType,
      sourceId: input.sourceId,
      sourceCode: input.sourceCode,
      buyerId: input.buyerId,
      legalEntityId: input.legalEntityId,
      currency: input.currency,
      receiverName: input.receiverName,
      receiverPhone: input.receiverPhone,
      receivingAddress: input.receivingAddress,
      status: CODES.order.awaitingConfirm.code,
      lineCount: lines.length,
      totalAmount: '0',
    });
    await tx.insert(purchaseOrderLines).values(
      lines.map((line, i) => ({
        id: newId(),
        tenantId: input.tenantId,
        orderId,
        vendorId,
        lineNo: i + 1,
        sourceLineId: line.sourceLineId,
        goodsId: line.goodsId ?? null,
        productCode: line.productCode,
        name: line.name,
        unit: line.unit,
        unitPrice: line.unitPrice,
        taxRate: line.taxRate,
        needByDate: line.needByDate,
        orderedQty: line.quantity,
        orderedAmount: line.amount,
      })),
    );
    await recordOrderHistory(tx, {
      tenantId: input.tenantId,
      orderId,
      actorId: input.buyerId,
      action: 'create',
      comment: input.sourceCode,
    });
  }
  await assertAmountsMatch(tx, orderIds);
  await tx
    .update(purchaseOrders)
    .set({
      totalAmount: sql`(select coalesce(sum(l.ordered_amount), 0) from purchase_order_lines l where l.order_id = ${purchaseOrders.id})`,
    })
    .where(inArray(purchaseOrders.id, orderIds));
  return { orderIds };
}

/** amount = unit price × quantity rounded to cents, checked on the stored numerics (the source already refused a mismatch). */
async function assertAmountsMatch(tx: Db, orderIds: string[]): Promise<void> {
  const rows = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(purchaseOrderLines)
    .where(
      and(
        inArray(purchaseOrderLines.orderId, orderIds),
        sql`round(${purchaseOrderLines.unitPrice} * ${purchaseOrderLines.orderedQty}, 2) <> ${purchaseOrderLines.orderedAmount}`,
      ),
    );
  if ((rows[0]?.n ?? 0) > 0)
    throw new Error('createOrdersFromRequest: a line amount is not unit price × quantity');
}
