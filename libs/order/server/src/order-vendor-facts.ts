import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@procure/server-db';

// What the supplier files (vendor domain, issue #16 §3) read of orders: the tenant's newest orders for the
// "lately" list, and one supplier's order statistics for a period. Registered in apps/api/src/app.ts
// (vendor cannot import order: order already depends on vendor). One statement each.

export type RecentOrder = {
  id: string;
  code: string;
  vendorId: string;
  amount: string;
  currency: string;
  createdAt: Date;
};

/** The tenant's newest `limit` orders (any status), newest first. */
export async function recentOrdersOfTenant(tx: Db, tenantId: string, limit: number): Promise<RecentOrder[]> {
  const rows = await queryRows<{
    id: string;
    code: string;
    vendor_id: string;
    total_amount: string;
    currency: string;
    created_at: Date | string;
  }>(
    tx,
    sql`select id, code, vendor_id, total_amount::text as total_amount, currency, created_at
          from purchase_orders where tenant_id = ${tenantId}
         order by created_at desc, id desc limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    vendorId: row.vendor_id,
    amount: row.total_amount,
    currency: row.currency,
    createdAt: new Date(row.created_at),
  }));
}

export type VendorOrderStatusFigures = {
  status: number;
  currency: string;
  orderCount: number;
  orderedAmount: string;
  receivedAmount: string;
  returnedAmount: string;
  invoicedAmount: string;
  paidAmount: string;
  lastOrderAt: Date | null;
};

export type VendorOrderStatistics = {
  /** Per (status, currency) of the orders created in the period. */
  rows: VendorOrderStatusFigures[];
  /** The supplier's newest order of the tenant, whatever the period. */
  lastOrderAt: Date | null;
};

/**
 * One supplier's orders created in [from, to] (China dates, inclusive), grouped by status and currency:
 * count, ordered amount (the orders' totals), and the ledger's received, returned, invoiced and paid amounts
 * summed over their lines. One statement, however many orders.
 */
export async function vendorOrderStatistics(
  tx: Db,
  tenantId: string,
  vendorId: string,
  period: { from: string; to: string },
): Promise<VendorOrderStatistics> {
  const rows = await queryRows<{
    status: number | null;
    currency: string | null;
    order_count: number;
    ordered: string;
    received: string;
    returned: string;
    invoiced: string;
    paid: string;
    last_in_period: Date | string | null;
    last_order: Date | string | null;
  }>(
    tx,
    sql`with picked as (
          select o.id, o.status, o.currency, o.total_amount, o.created_at
            from purchase_orders o
           where o.tenant_id = ${tenantId} and o.vendor_id = ${vendorId}
             and o.created_at >= (${period.from}::date)::timestamp at time zone 'Asia/Shanghai'
             and o.created_at < ((${period.to}::date + 1)::timestamp at time zone 'Asia/Shanghai')
        ), ledger as (
          select l.order_id, sum(l.received_amount) as received, sum(l.returned_amount) as returned,
                 sum(l.invoiced_amount) as invoiced, sum(l.paid_amount) as paid
            from purchase_order_lines l
           where l.tenant_id = ${tenantId} and l.order_id in (select id from picked)
           group by l.order_id
        ), grouped as (
          select p.status, p.currency, count(*)::int as order_count,
                 sum(p.total_amount)::text as ordered,
                 coalesce(sum(g.received), 0)::text as received, coalesce(sum(g.returned), 0)::text as returned,
                 coalesce(sum(g.invoiced), 0)::text as invoiced, coalesce(sum(g.paid), 0)::text as paid,
                 max(p.created_at) as last_in_period
            from picked p left join ledger g on g.order_id = p.id
           group by p.status, p.currency
        )
        select g.*, (select max(created_at) from purchase_orders
                      where tenant_id = ${tenantId} and vendor_id = ${vendorId}) as last_order
          from (select 1) one left join grouped g on true
         order by g.status, g.currency`,
  );
  const lastOrder = rows[0]?.last_order ?? null;
  return {
    lastOrderAt: lastOrder ? new Date(lastOrder) : null,
    rows: rows
      .filter((row) => row.status !== null)
      .map((row) => ({
        status: row.status as number,
        currency: row.currency as string,
        orderCount: row.order_count,
        orderedAmount: row.ordered,
        receivedAmount: row.received,
        returnedAmount: row.returned,
        invoicedAmount: row.invoiced,
        paidAmount: row.paid,
        lastOrderAt: row.last_in_period ? new Date(row.last_in_period) : null,
      })),
  };
}
