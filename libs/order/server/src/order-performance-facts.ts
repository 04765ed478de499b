import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@procure/server-db';

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
