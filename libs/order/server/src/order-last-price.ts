import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@procure/server-db';
import { CODES } from '@procure/shared-codes';

// What the tenant last paid for the same goods (the phone's approval decision summary, issue #13 §5).

/** A line to price: the same goods by catalogue id, else by product code; its current unit price. */
export type PriceProbe = { goodsId: string | null; productCode: string | null; unitPrice: string };
export type LastPrice = {
  unitPrice: string;
  currency: string;
  orderCode: string;
  orderedAt: string;
  /** (current − last) / last × 100, one decimal; null when the last price was 0. */
  diffPercent: string | null;
};

/** Orders that never stood: refused by the supplier or cancelled do not set a price. */
export const NOT_PRICED = [CODES.order.cancelled.code, CODES.order.returned.code];

/**
 * The latest order line of the tenant for each probe (same position in the answer; null: never bought,
 * or the probe has neither goods id nor product code). Orders of `excludeSourceId` (the document being
 * decided) are left out.
 */
export async function lastPurchasePrices(
  tx: Db,
  tenantId: string,
  probes: readonly PriceProbe[],
  excludeSourceId: string | null = null,
): Promise<(LastPrice | null)[]> {
  if (probes.length === 0) return [];
  const values = sql.join(
    probes.map(
      (p, i) =>
        sql`(${i}::int, ${p.goodsId}::uuid, ${p.productCode?.trim() || null}::text, ${p.unitPrice}::numeric)`,
    ),
    sql`, `,
  );
  const rows = await queryRows<{
    i: number;
    unit_price: string;
    currency: string;
    code: string;
    created_at: string;
    diff: string | null;
  }>(
    tx,
    sql`select k.i, trim_scale(x.unit_price)::text as unit_price, x.currency, x.code,
          to_char(x.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
          round((k.price - x.unit_price) * 100 / nullif(x.unit_price, 0), 1)::text as diff
        from (values ${values}) as k(i, goods_id, product_code, price)
        cross join lateral (
          select l.unit_price, o.currency, o.code, o.created_at
          from purchase_order_lines l
          join purchase_orders o on o.tenant_id = l.tenant_id and o.id = l.order_id
          where l.tenant_id = ${tenantId}
            and o.status not in (${sql.join(
              NOT_PRICED.map((code) => sql`${code}`),
              sql`, `,
            )})
            and (${excludeSourceId}::uuid is null or o.source_id <> ${excludeSourceId}::uuid)
            and case when k.goods_id is not null then l.goods_id = k.goods_id
                     else k.product_code is not null and l.product_code = k.product_code end
          order by o.created_at desc, o.id desc, l.line_no
          limit 1
        ) x`,
  );
  const out: (LastPrice | null)[] = probes.map(() => null);
  for (const row of rows) {
    out[row.i] = {
      unitPrice: row.unit_price,
      currency: row.currency,
      orderCode: row.code,
      orderedAt: row.created_at,
      diffPercent: row.diff,
    };
  }
  return out;
}
