import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@procure/server-db';
import { NOT_PRICED } from './order-last-price.ts';

/**
 * Delivery-note lines per supplier created in a period (China dates, inclusive), and how many of them
 * were created on or before their order line's need-by date (supplier performance, issue #17).
 */
export async function deliveryPunctuality(
  tx: Db,
  tenantId: string,
  vendorIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, { lines: number; onTime: number }>> {
  const out = new Map<string, { lines: number; onTime: number }>();
  if (vendorIds.length === 0) return out;
  const rows = await queryRows<{ vendor_id: string; lines: number; on_time: number }>(
    tx,
    sql`select d.vendor_id,
          count(*)::int as lines,
          count(*) filter (where (d.created_at at time zone 'Asia/Shanghai')::date <= l.need_by_date)::int as on_time
        from purchase_order_delivery_lines dl
        join purchase_order_deliveries d on d.id = dl.delivery_id
        join purchase_order_lines l on l.id = dl.order_line_id
        where d.tenant_id = ${tenantId}
          and d.vendor_id in (${sql.join(
            vendorIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
          and (d.created_at at time zone 'Asia/Shanghai')::date between ${from}::date and ${to}::date
        group by d.vendor_id`,
  );
  for (const row of rows) out.set(row.vendor_id, { lines: row.lines, onTime: row.on_time });
  return out;
}

/**
 * Price change per supplier in a period (China dates, inclusive; issue #17 "price change rate"). Each
 * order line of the supplier's orders created in the period (not refused, not cancelled) is compared with
 * the same goods (catalogue id, else product code) on the supplier's latest earlier order of the same
 * currency created before the period (the last price before it; a last price of 0 compares nothing).
 * `lines`: the comparable lines; `change`: Σ qty × (price − last) ÷ last × 100 ÷ Σ qty — the
 * quantity-weighted average change in %, 2 decimals (half away from zero). No comparable line → absent.
 */
export async function priceChanges(
  tx: Db,
  tenantId: string,
  vendorIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, { lines: number; change: string }>> {
  const out = new Map<string, { lines: number; change: string }>();
  if (vendorIds.length === 0) return out;
  const priced = sql`o.status not in (${sql.join(
    NOT_PRICED.map((code) => sql`${code}`),
    sql`, `,
  )})`;
  const rows = await queryRows<{ vendor_id: string; lines: number; change: string }>(
    tx,
    sql`select p.vendor_id, count(*)::int as lines,
          round(sum(p.qty * (p.price - b.price) / b.price) * 100 / sum(p.qty), 2)::text as change
        from (
          select o.vendor_id, o.currency, l.goods_id, l.product_code, l.ordered_qty as qty, l.unit_price as price
          from purchase_order_lines l
          join purchase_orders o on o.tenant_id = l.tenant_id and o.id = l.order_id
          where l.tenant_id = ${tenantId}
            and o.vendor_id in (${sql.join(
              vendorIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})
            and ${priced}
            and (o.created_at at time zone 'Asia/Shanghai')::date between ${from}::date and ${to}::date
            and (l.goods_id is not null or l.product_code <> '')
            and l.ordered_qty > 0
        ) p
        cross join lateral (
          select l.unit_price as price
          from purchase_order_lines l
          join purchase_orders o on o.tenant_id = l.tenant_id and o.id = l.order_id
          where l.tenant_id = ${tenantId}
            and o.vendor_id = p.vendor_id
            and o.currency = p.currency
            and ${priced}
            and (o.created_at at time zone 'Asia/Shanghai')::date < ${from}::date
            and case when p.goods_id is not null then l.goods_id = p.goods_id
                     else l.product_code = p.product_code end
          order by o.created_at desc, o.id desc, l.line_no
          limit 1
        ) b
        where b.price > 0
        group by p.vendor_id`,
  );
  for (const row of rows) out.set(row.vendor_id, { lines: row.lines, change: row.change });
  return out;
}
