import { Chart, useChart } from '@chakra-ui/charts';
import { useLingui } from '@lingui/react/macro';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from './chart-card.tsx';

// The three charts of the statistics page (issue #17 §6), on @chakra-ui/charts (recharts 3). Each has a
// text summary (its accessible name) and a table view with the same numbers.

const SERIES_COLORS = [
  'blue.solid',
  'orange.solid',
  'green.solid',
  'purple.solid',
  'red.solid',
  'teal.solid',
];
const fmt = (n: number | null | undefined) => (n === null || n === undefined ? null : n.toFixed(2));

type Row = Record<string, string | number | null>;

// What each chart reads: the buyer's overview and the supplier's own statistics both fit.
type Score = number | null;
export type TrendData = {
  trend: {
    vendors: { vendorId: string; name: string }[];
    points: { code: string; periodTo: string; scores: { vendorId: string; score: Score }[] }[];
  };
};
export type GradesData = { grades: { grade: string; count: number }[] };
export type CriteriaData = { criteria: { name: string; averageScore: Score; count: number }[] };

/** Score trend: one line per supplier over the published evaluations (x = plan, by period end). */
export function ScoreTrendChart({
  overview,
  title,
  summary: ownSummary,
}: {
  overview: TrendData;
  /** Defaults to the buyer's wording (one line per supplier). */
  title?: string;
  summary?: string;
}) {
  const { t } = useLingui();
  const { vendors, points } = overview.trend;
  const data: Row[] = points.map((p) => {
    const row: Row = { plan: p.periodTo, code: p.code };
    for (const s of p.scores) row[s.vendorId] = s.score;
    return row;
  });
  const chart = useChart<Row>({
    data,
    series: vendors.map((v, i) => ({
      name: v.vendorId,
      label: v.name,
      color: SERIES_COLORS[i % SERIES_COLORS.length],
    })),
  });
  const latest = points[points.length - 1];
  const summary =
    ownSummary ??
    (vendors.length === 0
      ? t`No scores`
      : t`Score trend of ${vendors.length} suppliers over ${points.length} evaluations; latest: ${vendors
          .map((v) => `${v.name} ${fmt(latest?.scores.find((s) => s.vendorId === v.vendorId)?.score) ?? '—'}`)
          .join(', ')}`);
  return (
    <ChartCard
      title={title ?? t`Score trend per supplier (by period end)`}
      summary={summary}
      testId="chart-trend"
      table={{
        columns: [t`Evaluation`, ...vendors.map((v) => v.name)],
        rows: data.map((row) => [
          `${String(row['code'])} (${String(row['plan'])})`,
          ...vendors.map((v) => fmt(row[v.vendorId] as number | null)),
        ]),
      }}
    >
      <Chart.Root maxH="64" chart={chart}>
        <LineChart data={chart.data} responsive accessibilityLayer={false} margin={{ left: 0, right: 16 }}>
          <CartesianGrid stroke={chart.color('border')} vertical={false} />
          <XAxis
            dataKey={chart.key('plan')}
            tickLine={false}
            stroke={chart.color('border')}
            interval={0}
            padding={{ left: 24, right: 24 }}
          />
          <YAxis domain={[0, 100]} tickLine={false} stroke={chart.color('border')} width={32} />
          <Tooltip animationDuration={100} content={<Chart.Tooltip />} />
          <Legend content={<Chart.Legend />} />
          {chart.series.map((item) => (
            <Line
              key={String(item.name)}
              type="monotone"
              isAnimationActive={false}
              dataKey={chart.key(item.name)}
              name={String(item.name)}
              stroke={chart.color(item.color)}
              strokeWidth={2}
              connectNulls
              dot={{ r: 3 }}
            />
          ))}
        </LineChart>
      </Chart.Root>
    </ChartCard>
  );
}

/** How many final grades of each level (adjusted grades count as adjusted). */
export function GradeDistributionChart({ overview }: { overview: GradesData }) {
  const { t } = useLingui();
  const data: Row[] = overview.grades.map((g) => ({ grade: g.grade, count: g.count }));
  const chart = useChart<Row>({
    data,
    series: [{ name: 'count', label: t`Suppliers`, color: 'brand.solid' }],
  });
  const total = overview.grades.reduce((n, g) => n + g.count, 0);
  return (
    <ChartCard
      title={t`Grade distribution`}
      summary={t`Grade distribution of ${total} results: ${overview.grades.map((g) => `${g.grade} ${g.count}`).join(', ')}`}
      testId="chart-grades"
      table={{
        columns: [t`Grade`, t`Results`],
        rows: total === 0 ? [] : overview.grades.map((g) => [g.grade, g.count]),
      }}
    >
      <Chart.Root maxH="64" chart={chart}>
        <BarChart data={chart.data} responsive accessibilityLayer={false}>
          <CartesianGrid stroke={chart.color('border')} vertical={false} />
          <XAxis dataKey={chart.key('grade')} tickLine={false} stroke={chart.color('border')} />
          <YAxis allowDecimals={false} tickLine={false} stroke={chart.color('border')} width={32} />
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            animationDuration={100}
            content={<Chart.Tooltip />}
          />
          {chart.series.map((item) => (
            <Bar
              key={String(item.name)}
              isAnimationActive={false}
              dataKey={chart.key(item.name)}
              name={String(item.name)}
              fill={chart.color(item.color)}
              radius={4}
            />
          ))}
        </BarChart>
      </Chart.Root>
    </ChartCard>
  );
}

/** The average score of each criterion over the results. */
export function CriterionAveragesChart({ overview }: { overview: CriteriaData }) {
  const { t } = useLingui();
  const data: Row[] = overview.criteria.map((c) => ({ criterion: c.name, average: c.averageScore }));
  const chart = useChart<Row>({
    data,
    series: [{ name: 'average', label: t`Average score`, color: 'teal.solid' }],
  });
  return (
    <ChartCard
      title={t`Criterion averages`}
      summary={t`Average score per criterion: ${overview.criteria.map((c) => `${c.name} ${fmt(c.averageScore) ?? '—'}`).join(', ')}`}
      testId="chart-criteria"
      table={{
        columns: [t`Criterion`, t`Average score`, t`Scores`],
        rows: overview.criteria.map((c) => [c.name, fmt(c.averageScore), c.count]),
      }}
    >
      <Chart.Root maxH="64" chart={chart}>
        <BarChart
          data={chart.data}
          layout="vertical"
          responsive
          accessibilityLayer={false}
          margin={{ left: 16 }}
        >
          <CartesianGrid stroke={chart.color('border')} horizontal={false} />
          <XAxis type="number" domain={[0, 100]} tickLine={false} stroke={chart.color('border')} />
          <YAxis
            type="category"
            dataKey={chart.key('criterion')}
            tickLine={false}
            stroke={chart.color('border')}
            width={96}
          />
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            animationDuration={100}
            content={<Chart.Tooltip />}
          />
          {chart.series.map((item) => (
            <Bar
              key={String(item.name)}
              isAnimationActive={false}
              dataKey={chart.key(item.name)}
              name={String(item.name)}
              fill={chart.color(item.color)}
              radius={4}
            />
          ))}
        </BarChart>
      </Chart.Root>
    </ChartCard>
  );
}
