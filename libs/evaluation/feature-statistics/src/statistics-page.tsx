import { Box, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  loadSupplierClasses,
  useStatisticsOverview,
  useStatisticsPage,
  type StatisticsFilter,
  type StatisticsListQuery,
  type StatisticsRow,
} from '@procure/evaluation-data-access';
import { exportList } from '@procure/export-data-access';
import { isApiError } from '@procure/shared-api-client';
import {
  DataTable,
  FilterBar,
  PageHeader,
  dataTableColumnHelper,
  useKeysetPagination,
  useListQuery,
  type DataTableColumn,
  type FilterDef,
  type ListQuery,
} from '@procure/shared-ui';
import { useMemo } from 'react';
import { GradeBadge } from './grade-badge.tsx';
import { CriterionAveragesChart, GradeDistributionChart, ScoreTrendChart } from './statistics-charts.tsx';

// `/vendor/performance/statistics` (issue #17 §6; spec §2 /vendor evaluate, trend): the published
// evaluations of a period, three charts (each with a table view), the events, and the supplier list
// (keyset pages, xlsx export through the download center).

const noRows: StatisticsRow[] = [];
const column = dataTableColumnHelper<StatisticsRow>();

function filterOf(query: ListQuery): StatisticsFilter {
  const out: StatisticsFilter = {};
  const period = query.filters['period'];
  if (period && typeof period === 'object' && !Array.isArray(period)) {
    if (period.from) out.periodFrom = period.from;
    if (period.to) out.periodTo = period.to;
  }
  const classId = query.filters['classId'];
  if (typeof classId === 'string' && classId) out.classId = classId;
  return out;
}

function listQueryOf(query: ListQuery): StatisticsListQuery {
  const out: StatisticsListQuery = { ...filterOf(query), pageSize: query.pageSize };
  if (query.cursor) out.cursor = query.cursor;
  return out;
}

function useColumns(): DataTableColumn<StatisticsRow>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      column.display({
        id: 'vendorName',
        header: t`Supplier`,
        meta: { label: t`Supplier` },
        cell: ({ row }) => <Text minW="40">{row.original.vendorName}</Text>,
      }),
      column.display({
        id: 'planCode',
        header: t`Plan no.`,
        meta: { label: t`Plan no.` },
        cell: ({ row }) => <Text whiteSpace="nowrap">{row.original.planCode}</Text>,
      }),
      column.display({
        id: 'planName',
        header: t`Plan name`,
        meta: { label: t`Plan name` },
        cell: ({ row }) => <Text minW="40">{row.original.planName}</Text>,
      }),
      column.display({
        id: 'period',
        header: t`Period`,
        meta: { label: t`Period` },
        cell: ({ row }) => (
          <Text whiteSpace="nowrap">
            {row.original.periodFrom} – {row.original.periodTo}
          </Text>
        ),
      }),
      column.display({
        id: 'score',
        header: t`Score`,
        meta: { label: t`Score` },
        cell: ({ row }) => row.original.score?.toFixed(2) ?? '—',
      }),
      column.display({
        id: 'grade',
        header: t`Grade`,
        meta: { label: t`Grade` },
        cell: ({ row }) => <GradeBadge grade={row.original.grade} adjusted={row.original.adjusted} />,
      }),
    ],
    [t],
  );
}

export function StatisticsPage() {
  const { t } = useLingui();
  const filters: FilterDef[] = useMemo(
    () => [
      { key: 'period', label: t`Period end`, kind: 'dateRange' },
      { key: 'classId', label: t`Supplier class`, kind: 'select', loadOptions: loadSupplierClasses },
    ],
    [t],
  );
  const { query, setFilters, setCursor, setPageSize } = useListQuery(filters);
  const overview = useStatisticsOverview(filterOf(query));
  const list = useStatisticsPage(listQueryOf(query));
  const { pagination, restart } = useKeysetPagination({
    cursor: query.cursor,
    pageSize: query.pageSize,
    nextCursor: list.data?.nextCursor,
    setCursor,
    setPageSize,
  });
  const columns = useColumns();
  const data = overview.data;
  return (
    <Box>
      <PageHeader
        title={t`Performance statistics`}
        description={t`Published evaluations only; a grade adjusted with a reason counts as adjusted.`}
      />
      <Stack gap="4">
        <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
          <FilterBar
            filters={filters}
            values={query.filters}
            onApply={(values) => {
              restart();
              setFilters(values);
            }}
          />
        </Box>
        {overview.isError ? (
          <Text color="fg.error">
            {isApiError(overview.error) && overview.error.desc
              ? overview.error.desc
              : t`Check your connection and try again.`}
          </Text>
        ) : null}
        {data ? (
          <>
            <ScoreTrendChart overview={data} />
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
              <GradeDistributionChart overview={data} />
              <CriterionAveragesChart overview={data} />
            </SimpleGrid>
            <Box
              as="section"
              aria-label={t`Evaluations`}
              bg="bg.panel"
              borderWidth="1px"
              rounded="lg"
              p={{ base: '3', md: '4' }}
            >
              <Text as="h2" fontWeight="semibold" mb="3">{t`Evaluations in the period`}</Text>
              {data.events.length === 0 ? (
                <Text color="fg.muted" textStyle="sm">{t`No published results in this period.`}</Text>
              ) : (
                <Table.ScrollArea>
                  <Table.Root size="sm" variant="outline" data-testid="statistics-events">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t`Plan no.`}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t`Plan name`}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t`Period`}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t`Suppliers`}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t`Average score`}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {data.events.map((e) => (
                        <Table.Row key={e.planId}>
                          <Table.Cell whiteSpace="nowrap">{e.code}</Table.Cell>
                          <Table.Cell>{e.name}</Table.Cell>
                          <Table.Cell whiteSpace="nowrap">
                            {e.periodFrom} – {e.periodTo}
                          </Table.Cell>
                          <Table.Cell>{e.vendorCount}</Table.Cell>
                          <Table.Cell>{e.averageScore?.toFixed(2) ?? '—'}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              )}
            </Box>
          </>
        ) : null}
        <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
          <Text as="h2" fontWeight="semibold" mb="3">{t`Suppliers and their results`}</Text>
          <DataTable
            label={t`Suppliers and their results`}
            columns={columns}
            data={list.data?.items ?? noRows}
            getRowId={(row) => row.id}
            rowProps={(row) => ({ 'data-testid': `statistics-row-${row.planCode}` })}
            loading={list.isPending}
            error={
              list.isError
                ? isApiError(list.error) && list.error.desc
                  ? list.error.desc
                  : t`Check your connection and try again.`
                : undefined
            }
            onRetry={() => void list.refetch()}
            empty={{
              title: t`No published results in this period`,
              description: t`Results appear here once a performance plan's results are published.`,
            }}
            pagination={pagination}
            tableKey="evaluation.statistics"
            onExport={(cols) => exportList('evaluation.statistics', listQueryOf(query), cols)}
          />
        </Box>
      </Stack>
    </Box>
  );
}
