import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@procure/server-db';
import { identitySchema } from '@procure/identity-server';
import { eq } from 'drizzle-orm';
import { gradeLevelsOf } from './statistics/grade-levels.ts';
import { vendorNamesIn } from './statistics/vendor-names.ts';
import type { EvaluationActor } from './types.ts';
import type { SupplierStatistics, SupplierStatisticsQuery } from './appraise-wire.ts';

// The supplier's statistics (issue #17 §4/§6, supplier portal): its OWN company's PUBLISHED results in the
// current tenant (the buyer it serves; the tenant switch picks another buyer) over time: score trend,
// grade per period, grade counts, criterion averages. Scoped by the session's company in the query (and
// by the vendor-scoped RLS policy): another company's or an unpublished result never counts.

const num = (v: string | null): number | null => (v === null ? null : Number(v));

export async function supplierStatistics(
  tx: Db,
  actor: EvaluationActor & { vendorId: string },
  query: SupplierStatisticsQuery,
  locale: string,
): Promise<SupplierStatistics> {
  const parts: SQL[] = [
    sql`r.tenant_id = ${actor.tenantId}`,
    sql`r.vendor_id = ${actor.vendorId}`,
    sql`r.published_at is not null`,
  ];
  if (query.periodFrom) parts.push(sql`p.period_to >= ${query.periodFrom}::date`);
  if (query.periodTo) parts.push(sql`p.period_to <= ${query.periodTo}::date`);
  const where = sql.join(parts, sql` and `);
  const from = sql`evaluation_results r join evaluation_plans p on p.id = r.plan_id and p.tenant_id = r.tenant_id`;

  const rows = await queryRows<{
    id: string;
    code: string;
    name: string;
    period_from: string;
    period_to: string;
    score: string | null;
    grade: string;
    adjusted: boolean;
  }>(
    tx,
    sql`select r.id, p.code, p.name, p.period_from::text, p.period_to::text, r.score::text,
          coalesce(r.adjusted_grade, r.grade) as grade, r.adjusted_grade is not null as adjusted
        from ${from} where ${where}
        order by p.period_to, p.code, r.id
        limit 500`,
  );
  const criteria = await queryRows<{ name: string; average: string | null; count: number }>(
    tx,
    sql`select c->>'name' as name, round(avg((c->>'score')::numeric), 2)::text as average,
          count(c->>'score')::int as count
        from ${from}
        cross join lateral jsonb_array_elements(
          case when jsonb_typeof(r.breakdown) = 'array' then r.breakdown else '[]'::jsonb end) as c
        where ${where} and c->>'name' is not null
        group by c->>'name'
        order by min((c->>'weight')::numeric) desc nulls last, c->>'name'
        limit 50`,
  );
  const levels = await gradeLevelsOf(tx, actor.tenantId);
  const ordered = [...levels].sort((a, b) => b.minScore - a.minScore).map((l) => l.grade);
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.grade, (counts.get(r.grade) ?? 0) + 1);
  const extra = [...counts.keys()].filter((g) => !ordered.includes(g)).sort();

  const names = await vendorNamesIn(tx, actor.tenantId, locale, [actor.vendorId]);
  const [tenant] = await tx
    .select({ nameZh: identitySchema.tenants.nameZh, nameEn: identitySchema.tenants.nameEn })
    .from(identitySchema.tenants)
    .where(eq(identitySchema.tenants.id, actor.tenantId));
  return {
    customerName: (locale === 'en-US' ? tenant?.nameEn : tenant?.nameZh) ?? '',
    periods: rows.map((r) => ({
      id: r.id,
      planCode: r.code,
      planName: r.name,
      periodFrom: r.period_from,
      periodTo: r.period_to,
      score: num(r.score),
      grade: r.grade,
      adjusted: r.adjusted,
    })),
    trend: {
      vendors: rows.length === 0 ? [] : [{ vendorId: actor.vendorId, name: names.get(actor.vendorId) ?? '' }],
      points: rows.map((r) => ({
        code: r.code,
        periodTo: r.period_to,
        scores: [{ vendorId: actor.vendorId, score: num(r.score) }],
      })),
    },
    grades: [...ordered, ...extra].map((grade) => ({ grade, count: counts.get(grade) ?? 0 })),
    criteria: criteria.map((c) => ({ name: c.name, averageScore: num(c.average), count: c.count })),
  };
}
