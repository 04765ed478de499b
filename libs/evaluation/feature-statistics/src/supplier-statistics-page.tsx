import { Box, Link as ChakraLink, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useSupplierStatistics, type SupplierStatisticsQuery } from '@procure/evaluation-data-access';
import { isApiError } from '@procure/shared-api-client';
import { FilterBar, PageHeader, useListQuery, type FilterDef, type ListQuery } from '@procure/shared-ui';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { GradeBadge } from './grade-badge.tsx';
import { CriterionAveragesChart, GradeDistributionChart, ScoreTrendChart } from './statistics-charts.tsx';

// Supplier site `/performance/statistics` (issue #17 §4/§6): the company's own PUBLISHED results from the
// current customer (the tenant switch picks another buyer) over time: score trend, the grade of each
// period, grade counts and criterion averages, with the charts of the buyer's statistics page.

function queryOf(query: ListQuery): SupplierStatisticsQuery {
  const out: SupplierStatisticsQuery = {};
  const period = query.filters['period'];
  if (period && typeof period === 'object' && !Array.isArray(period)) {
    if (period.from) out.periodFrom = period.from;
    if (period.to) out.periodTo = period.to;
  }
  return out;
}

export function SupplierStatisticsPage() {
  const { t } = useLingui();
  const filters: FilterDef[] = useMemo(
    () => [{ key: 'period', label: t`Period end`, kind: 'dateRange' }],
    [t],
  );
  const { query, setFilters } = useListQuery(filters);
  const stats = useSupplierStatistics(queryOf(query));
  const data = stats.data;
  const latest = data?.periods[data.periods.length - 1];
  return (
    <Box>
      <PageHeader
        title={t`Performance statistics`}
        description={
          data?.customerName
            ? t`Your company's published results from ${data.customerName} over time. Switch the customer at the top to see another buyer's.`
            : t`Your company's published results from this customer over time.`
        }
      />
      <Stack gap="4">
        <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
          <FilterBar filters={filters} values={query.filters} onApply={setFilters} />
        </Box>
        {stats.isError ? (
          <Text color="fg.error">
            {isApiError(stats.error) && stats.error.desc
              ? stats.error.desc
              : t`Check your connection and try again.`}
          </Text>
        ) : null}
        {data ? (
          <>
            <ScoreTrendChart
              overview={data}
              title={t`Your score trend (by period end)`}
              summary={
                latest
                  ? t`Your score over ${data.periods.length} evaluations; latest ${latest.planCode}: ${latest.score?.toFixed(2) ?? '—'}, grade ${latest.grade}`
                  : t`No scores`
              }
            />
            <Box
              as="section"
              aria-label={t`Grade per period`}
              bg="bg.panel"
              borderWidth="1px"
              rounded="lg"
              p={{ base: '3', md: '4' }}
            >
              <Text as="h2" fontWeight="semibold" mb="3">{t`Grade per period`}</Text>
              {data.periods.length === 0 ? (
                <Text color="fg.muted" textStyle="sm">{t`No published results in this period.`}</Text>
              ) : (
                <Table.ScrollArea>
                  <Table.Root size="sm" variant="outline" data-testid="vd-stats-periods">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t`Evaluation`}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t`Period`}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t`Score`}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t`Grade`}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {[...data.periods].reverse().map((p) => (
                        <Table.Row key={p.id} data-testid={`vd-stats-period-${p.planCode}`}>
                          <Table.Cell>
                            <ChakraLink asChild colorPalette="brand" fontWeight="medium">
                              <Link to={`/performance/result/detail/${p.id}`}>{p.planName}</Link>
                            </ChakraLink>
                            <Text textStyle="xs" color="fg.muted">
                              {p.planCode}
                            </Text>
                          </Table.Cell>
                          <Table.Cell whiteSpace="nowrap">
                            {p.periodFrom} – {p.periodTo}
                          </Table.Cell>
                          <Table.Cell>{p.score?.toFixed(2) ?? '—'}</Table.Cell>
                          <Table.Cell>
                            <GradeBadge grade={p.grade} adjusted={p.adjusted} />
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              )}
            </Box>
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
              <GradeDistributionChart overview={data} />
              <CriterionAveragesChart overview={data} />
            </SimpleGrid>
          </>
        ) : null}
      </Stack>
    </Box>
  );
}
