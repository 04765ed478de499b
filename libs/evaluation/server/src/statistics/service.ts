import { sql, type SQL } from 'drizzle-orm';
import { CODES } from '@procure/shared-codes';
import { queryRows, type Db } from '@procure/server-db';
import type { Locale } from '@procure/shared-i18n';
import { supplierClassOptions, vendorIdsInClass } from '@procure/vendor-server';
import { decodeCursor, encodeCursor } from '../assessments/cursor.ts';
import { gradeLevelsOf } from './grade-levels.ts';
import { vendorNamesIn } from './vendor-names.ts';
import type { StatisticsFilter, StatisticsListQuery, StatisticsOverview, StatisticsRow } from './wire.ts';

// Performance statistics (issue #17 §6): computed from committed, PUBLISHED results only
// (evaluation_results of a published plan, or a result published on its own). The final grade is the
// adjusted one when a grade was adjusted. Filters: the plan's period end, the supplier's class (a
// classification, through the vendor contract; a first-level class takes its children), one supplier.

const num = (v: string | null): number | null => (v === null ? null : Number(v));

/** The WHERE of every statistics query: tenant, published, filters. `null`: the class has no supplier. */
async function whereOf(tx: Db, tenantId: string, f: StatisticsFilter): Promise<SQL | null> {
  const parts: SQL[] = [
    sql`r.tenant_id = ${tenantId}`,
    sql`(p.status = ${CODES.performancePlan.published.code} or r.published_at is not null)`,
  ];
  if (f.periodFrom) parts.push(sql`p.period_to >= ${f.periodFrom}::date`);
  if (f.periodTo) parts.push(sql`p.period_to <= ${f.periodTo}::date`);
  if (f.vendorId) parts.push(sql`r.vendor_id = ${f.vendorId}::uuid`);
  if (f.classId) {
    const ids = await vendorIdsInClass(tx, tenantId, f.classId);
    if (ids.length === 0) return null;
    parts.push(
      sql`r.vendor_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  }
  return sql.join(parts, sql` and `);
}

const FROM = sql`evaluation_results r
  join evaluation_plans p on p.id = r.plan_id and p.tenant_id = r.tenant_id
  left join evaluation_plan_vendors v on v.plan_id = r.plan_id and v.vendor_id = r.vendor_id`;

export async function statisticsOverview(
  tx: Db,
  tenantId: string,
  filter: StatisticsFilter,
  locale: Locale,
): Promise<StatisticsOverview> {
  const levels = await gradeLevelsOf(tx, tenantId);
  const classes = await supplierClassOptions(tx, tenantId);
  const where = await whereOf(tx, tenantId, filter);
  const ordered = [...levels].sort((a, b) => b.minScore - a.minScore).map((l) => l.grade);
  if (!where) {
    return {
      events: [],
      trend: { vendors: [], points: [] },
      grades: ordered.map((grade) => ({ grade, count: 0 })),
      criteria: [],
      classes,
    };
  }
  const rows = await queryRows<{
    plan_id: string;
    code: string;
    name: string;
    period_from: string;
    period_to: string;
    vendor_id: string;
    vendor_name: string | null;
    score: string | null;
    grade: string;
  }>(
    tx,
    sql`select r.plan_id, p.code, p.name, p.period_from::text, p.period_to::text, r.vendor_id,
          v.vendor_name, r.score::text, coalesce(r.adjusted_grade, r.grade) as grade
        from ${FROM} where ${where}
        order by p.period_to, p.code, v.vendor_name, r.vendor_id
        limit 5000`,
  );
  const criteria = await queryRows<{ name: string; average: string | null; count: number }>(
    tx,
    sql`select c->>'name' as name, round(avg((c->>'score')::numeric), 2)::text as average,
          count(c->>'score')::int as count
        from ${FROM}
        cross join lateral jsonb_array_elements(
          case when jsonb_typeof(r.breakdown) = 'array' then r.breakdown else '[]'::jsonb end) as c
        where ${where} and c->>'name' is not null
        group by c->>'name'
        order by min((c->>'weight')::numeric) desc nulls last, c->>'name'
        limit 50`,
  );

  const names = await vendorNamesIn(
    tx,
    tenantId,
    locale,
    rows.map((r) => r.vendor_id),
  );
  const events = new Map<string, StatisticsOverview['events'][number] & { sum: number; scored: number }>();
  const vendors = new Map<string, string>();
  const points = new Map<string, StatisticsOverview['trend']['points'][number]>();
  const gradeCounts = new Map<string, number>();
  for (const r of rows) {
    const score = num(r.score);
    const event = events.get(r.plan_id) ?? {
      planId: r.plan_id,
      code: r.code,
      name: r.name,
      periodFrom: r.period_from,
      periodTo: r.period_to,
      vendorCount: 0,
      averageScore: null,
      sum: 0,
      scored: 0,
    };
    event.vendorCount += 1;
    if (score !== null) {
      event.sum += Math.round(score * 100);
      event.scored += 1;
    }
    events.set(r.plan_id, event);
    if (!vendors.has(r.vendor_id)) vendors.set(r.vendor_id, names.get(r.vendor_id) ?? r.vendor_name ?? '');
    const point = points.get(r.plan_id) ?? {
      planId: r.plan_id,
      code: r.code,
      periodTo: r.period_to,
      scores: [],
    };
    point.scores.push({ vendorId: r.vendor_id, score });
    points.set(r.plan_id, point);
    gradeCounts.set(r.grade, (gradeCounts.get(r.grade) ?? 0) + 1);
  }
  const extra = [...gradeCounts.keys()].filter((g) => !ordered.includes(g)).sort();
  return {
    events: [...events.values()].map(({ sum, scored, ...e }) => ({
      ...e,
      averageScore: scored === 0 ? null : Math.round(sum / scored) / 100,
    })),
    trend: {
      vendors: [...vendors].map(([vendorId, name]) => ({ vendorId, name })),
      points: [...points.values()],
    },
    grades: [...ordered, ...extra].map((grade) => ({ grade, count: gradeCounts.get(grade) ?? 0 })),
    criteria: criteria.map((c) => ({ name: c.name, averageScore: num(c.average), count: c.count })),
    classes,
  };
}

/** The published results (supplier × plan), latest period first: one keyset page; the export walks it. */
export async function listStatisticsRows(
  tx: Db,
  tenantId: string,
  query: StatisticsListQuery,
  locale: Locale,
): Promise<{ items: StatisticsRow[]; nextCursor: string | null }> {
  const where = await whereOf(tx, tenantId, query);
  if (!where) return { items: [], nextCursor: null };
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const keyset = cursor
    ? sql` and (r.created_at, r.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  const rows = await queryRows<{
    id: string;
    at: string;
    plan_id: string;
    code: string;
    name: string;
    period_from: string;
    period_to: string;
    vendor_id: string;
    vendor_name: string | null;
    score: string | null;
    grade: string;
    adjusted: boolean;
  }>(
    tx,
    sql`select r.id, to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
          r.plan_id, p.code, p.name, p.period_from::text, p.period_to::text, r.vendor_id, v.vendor_name,
          r.score::text, coalesce(r.adjusted_grade, r.grade) as grade, r.adjusted_grade is not null as adjusted
        from ${FROM} where ${where}${keyset}
        order by r.created_at desc, r.id desc
        limit ${query.pageSize + 1}`,
  );
  const page = rows.slice(0, query.pageSize);
  const last = page[page.length - 1];
  const names = await vendorNamesIn(
    tx,
    tenantId,
    locale,
    page.map((r) => r.vendor_id),
  );
  return {
    items: page.map((r) => ({
      id: r.id,
      planId: r.plan_id,
      planCode: r.code,
      planName: r.name,
      periodFrom: r.period_from,
      periodTo: r.period_to,
      vendorId: r.vendor_id,
      vendorName: names.get(r.vendor_id) ?? r.vendor_name ?? '',
      score: num(r.score),
      grade: r.grade,
      adjusted: r.adjusted,
    })),
    nextCursor: rows.length > query.pageSize && last ? encodeCursor({ at: last.at, id: last.id }) : null,
  };
}
