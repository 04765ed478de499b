import { inArray, sql } from 'drizzle-orm';
import { CODES } from '@procure/shared-codes';
import { queryRows, type Db } from '@procure/server-db';
import { identitySchema } from '@procure/identity-server';
import { orderFacts } from './order-facts.ts';
import { assertTenantVendor, today } from './qualification.ts';
import type { DynamicEvent, DynamicKind, OrderStatistics, OrderStatisticsInput } from './dynamics-wire.ts';

// The supplier files' "lately" list and order statistics (issue #16 §3).
//
// "Lately" (decision): the tenant's newest N events across its suppliers, read from the history the domain
// already keeps — status moves (vendor_status_history), new-supplier applications submitted / approved /
// returned and profile changes likewise (their submitted_at / decided_at), certificates uploaded, the
// latest certificate of a type running out (the first day without it), class changes — and the tenant's
// newest orders (through the order domain's registered reader). One statement for the vendor tables
// (each arm limited to N, then the union), one for the orders; merged by time.

type Row = {
  kind: DynamicKind;
  vendor_id: string;
  at: Date | string;
  subject: string | null;
  ref_id: string | null;
  from_status: number | null;
  to_status: number | null;
};

const A = CODES.application;

export async function latelyEvents(
  tx: Db,
  tenantId: string,
  limit: number,
  locale: string,
): Promise<DynamicEvent[]> {
  const day = today();
  const rows = await queryRows<Row>(
    tx,
    sql`select * from (
      (select 'statusChanged' as kind, h.vendor_id, h.created_at as at, null::text as subject, null::uuid as ref_id,
              h.from_status::int as from_status, h.to_status::int as to_status
         from vendor_status_history h where h.tenant_id = ${tenantId}
        order by h.created_at desc limit ${limit})
      union all
      (select 'applicationSubmitted', a.vendor_id, a.submitted_at, a.code, a.id, null, null
         from vendor_applications a where a.tenant_id = ${tenantId} and a.submitted_at is not null
        order by a.submitted_at desc limit ${limit})
      union all
      (select case when a.status = ${A.approved.code} then 'applicationApproved' else 'applicationReturned' end,
              a.vendor_id, a.decided_at, a.code, a.id, null, null
         from vendor_applications a
        where a.tenant_id = ${tenantId} and a.decided_at is not null
          and a.status in (${A.approved.code}, ${A.returned.code})
        order by a.decided_at desc limit ${limit})
      union all
      (select 'changeSubmitted', c.vendor_id, c.submitted_at, c.code, c.id, null, null
         from vendor_change_applications c where c.tenant_id = ${tenantId}
        order by c.submitted_at desc limit ${limit})
      union all
      (select case when c.status = ${A.approved.code} then 'changeApproved' else 'changeReturned' end,
              c.vendor_id, c.decided_at, c.code, c.id, null, null
         from vendor_change_applications c
        where c.tenant_id = ${tenantId} and c.decided_at is not null
          and c.status in (${A.approved.code}, ${A.returned.code})
        order by c.decided_at desc limit ${limit})
      union all
      (select 'certificateUploaded', c.vendor_id, c.created_at, t.name, c.id, null, null
         from vendor_certificates c join vendor_certificate_types t on t.id = c.type_id
        where c.tenant_id = ${tenantId}
        order by c.created_at desc limit ${limit})
      union all
      (select 'certificateExpired', e.vendor_id,
              ((e.valid_to + 1)::timestamp at time zone 'Asia/Shanghai'), e.type_name, null, null, null
         from (select c.vendor_id, t.name as type_name, max(c.valid_to) as valid_to
                 from vendor_certificates c
                 join vendor_certificate_types t on t.id = c.type_id and not t.disabled
                where c.tenant_id = ${tenantId}
                group by c.vendor_id, t.id, t.name) e
        where e.valid_to < ${day}::date
        order by e.valid_to desc limit ${limit})
      union all
      (select 'classChanged', h.vendor_id, h.created_at, k.code || ' ' || k.name, null, null, null
         from vendor_classification_history h join vendor_classes k on k.id = h.to_class_id
        where h.tenant_id = ${tenantId}
        order by h.created_at desc limit ${limit})
    ) events
    where events.vendor_id in (select vendor_id from tenant_vendors where tenant_id = ${tenantId})
    order by at desc limit ${limit}`,
  );
  const orders = await orderFacts().recent(tx, tenantId, limit);
  const merged = [
    ...rows.map((row) => ({
      kind: row.kind,
      vendorId: row.vendor_id,
      at: new Date(row.at),
      subject: row.subject,
      refId: row.ref_id,
      fromStatus: row.from_status,
      toStatus: row.to_status,
      amount: null as string | null,
      currency: null as string | null,
    })),
    ...orders.map((order) => ({
      kind: 'orderCreated' as const,
      vendorId: order.vendorId,
      at: order.createdAt,
      subject: order.code,
      refId: order.id,
      fromStatus: null,
      toStatus: null,
      amount: order.amount,
      currency: order.currency,
    })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, limit);
  const names = await vendorNames(
    tx,
    merged.map((e) => e.vendorId),
    locale,
  );
  return merged.map((event) => ({
    ...event,
    vendorName: names.get(event.vendorId) ?? '',
    at: event.at.toISOString(),
  }));
}

async function vendorNames(tx: Db, ids: readonly string[], locale: string): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const { vendors } = identitySchema;
  const rows = await tx
    .select({ id: vendors.id, nameZh: vendors.nameZh, nameEn: vendors.nameEn })
    .from(vendors)
    .where(inArray(vendors.id, unique));
  return new Map(rows.map((row) => [row.id, locale === 'en-US' ? row.nameEn : row.nameZh]));
}

const add = (a: string, b: string) => {
  // Decimal strings with 2 places: add as integer cents (no float drift).
  return toDecimal(cents(a) + cents(b));
};
/** A decimal string of at most 2 places (the ledger's amounts) as integer cents. */
const cents = (s: string): bigint => {
  const negative = s.startsWith('-');
  const [whole = '0', frac = ''] = (negative ? s.slice(1) : s).split('.');
  const value = BigInt(whole || '0') * 100n + BigInt((frac + '00').slice(0, 2));
  return negative ? -value : value;
};
const toDecimal = (value: bigint) => {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / 100n;
  const frac = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${frac}`;
};

/** One supplier's orders of a period by status and currency, and their totals per currency (404 if foreign). */
export async function orderStatistics(
  tx: Db,
  tenantId: string,
  vendorId: string,
  period: OrderStatisticsInput,
): Promise<OrderStatistics> {
  await assertTenantVendor(tx, tenantId, vendorId);
  const { rows, lastOrderAt } = await orderFacts().statistics(tx, tenantId, vendorId, period);
  const totals = new Map<string, OrderStatistics['totals'][number]>();
  let lastInPeriod: Date | null = null;
  for (const row of rows) {
    if (row.lastOrderAt && (!lastInPeriod || row.lastOrderAt > lastInPeriod)) lastInPeriod = row.lastOrderAt;
    const total = totals.get(row.currency) ?? {
      currency: row.currency,
      orderCount: 0,
      orderedAmount: '0.00',
      receivedAmount: '0.00',
      returnedAmount: '0.00',
      invoicedAmount: '0.00',
      paidAmount: '0.00',
    };
    totals.set(row.currency, {
      currency: row.currency,
      orderCount: total.orderCount + row.orderCount,
      orderedAmount: add(total.orderedAmount, row.orderedAmount),
      receivedAmount: add(total.receivedAmount, row.receivedAmount),
      returnedAmount: add(total.returnedAmount, row.returnedAmount),
      invoicedAmount: add(total.invoicedAmount, row.invoicedAmount),
      paidAmount: add(total.paidAmount, row.paidAmount),
    });
  }
  const fixed = (s: string) => add(s, '0');
  return {
    vendorId,
    from: period.from,
    to: period.to,
    byStatus: rows.map((row) => ({
      status: row.status,
      currency: row.currency,
      orderCount: row.orderCount,
      orderedAmount: fixed(row.orderedAmount),
      receivedAmount: fixed(row.receivedAmount),
      returnedAmount: fixed(row.returnedAmount),
      invoicedAmount: fixed(row.invoicedAmount),
      paidAmount: fixed(row.paidAmount),
    })),
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    lastOrderInPeriodAt: lastInPeriod ? lastInPeriod.toISOString() : null,
    lastOrderAt: lastOrderAt ? lastOrderAt.toISOString() : null,
  };
}
