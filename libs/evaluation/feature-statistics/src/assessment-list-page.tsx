import { Box, Button, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  useAssessmentPage,
  type AssessmentListQuery,
  type AssessmentSummary,
} from '@procure/evaluation-data-access';
import { exportList } from '@procure/export-data-access';
import { isApiError } from '@procure/shared-api-client';
import {
  DataTable,
  FilterBar,
  PageHeader,
  StatusBadge,
  dataTableColumnHelper,
  formatInstant,
  useCodeOptions,
  useKeysetPagination,
  useListQuery,
  type DataTableColumn,
  type FilterDef,
  type ListQuery,
} from '@procure/shared-ui';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';

// `/vendor/performance/assessment` (issue #17 §5): the detail list of one-off vendor assessments, keyset
// pages, filters, xlsx export; the evaluate summary per supplier is one click away.

const noRows: AssessmentSummary[] = [];
const column = dataTableColumnHelper<AssessmentSummary>();

function toQuery(query: ListQuery, vendorId: string | null): AssessmentListQuery {
  const text = (key: string) => {
    const value = query.filters[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const out: AssessmentListQuery = { pageSize: query.pageSize };
  const state = text('state');
  const keyword = text('keyword');
  if (state) out.state = Number(state);
  if (keyword) out.keyword = keyword;
  if (vendorId) out.vendorId = vendorId;
  if (query.cursor) out.cursor = query.cursor;
  return out;
}

function useColumns(): DataTableColumn<AssessmentSummary>[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      column.display({
        id: 'code',
        header: t`Assessment no.`,
        meta: { label: t`Assessment no.` },
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="brand" fontWeight="medium" whiteSpace="nowrap">
            <Link to={`/vendor/performance/assessment/detail/${row.original.id}`}>{row.original.code}</Link>
          </ChakraLink>
        ),
      }),
      column.display({
        id: 'vendorName',
        header: t`Supplier`,
        meta: { label: t`Supplier` },
        cell: ({ row }) => <Text minW="40">{row.original.vendorName}</Text>,
      }),
      column.display({
        id: 'mouldName',
        header: t`Template`,
        meta: { label: t`Template` },
        cell: ({ row }) => <Text minW="32">{row.original.mouldName}</Text>,
      }),
      column.display({
        id: 'state',
        header: t`Status`,
        meta: { label: t`Status` },
        cell: ({ row }) => <StatusBadge set="vendorAssessment" value={row.original.state} />,
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
        cell: ({ row }) => row.original.grade ?? '—',
      }),
      column.display({
        id: 'createdByName',
        header: t`Assessed by`,
        meta: { label: t`Assessed by` },
        cell: ({ row }) => <Text whiteSpace="nowrap">{row.original.createdByName}</Text>,
      }),
      column.display({
        id: 'createdAt',
        header: t`Created`,
        meta: { label: t`Created` },
        cell: ({ row }) => (
          <Text whiteSpace="nowrap">{formatInstant(row.original.createdAt, i18n.locale)}</Text>
        ),
      }),
    ],
    [t, i18n.locale],
  );
}

export function AssessmentListPage() {
  const { t } = useLingui();
  const stateOptions = useCodeOptions('vendorAssessment');
  const [params] = useSearchParams();
  const vendorId = params.get('vendorId');
  const filters: FilterDef[] = useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Assessment no. or supplier` },
      { key: 'state', label: t`Status`, kind: 'select', options: stateOptions },
    ],
    [t, stateOptions],
  );
  const { query, setFilters, setCursor, setPageSize } = useListQuery(filters);
  const list = useAssessmentPage(toQuery(query, vendorId));
  const { pagination, restart } = useKeysetPagination({
    cursor: query.cursor,
    pageSize: query.pageSize,
    nextCursor: list.data?.nextCursor,
    setCursor,
    setPageSize,
  });
  const columns = useColumns();
  return (
    <Box>
      <PageHeader
        title={t`Vendor assessments`}
        description={t`One-off evaluations of a supplier against a template's criteria.`}
        actions={
          <HStack gap="2">
            <Button asChild variant="outline" size="sm">
              <Link to="/vendor/performance/assessment/summary">{t`Summary per supplier`}</Link>
            </Button>
            <Button asChild colorPalette="brand" size="sm">
              <Link to="/vendor/performance/assessment/create" data-testid="assessment-create">
                <Plus />
                {t`New assessment`}
              </Link>
            </Button>
          </HStack>
        }
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar
          filters={filters}
          values={query.filters}
          onApply={(values) => {
            restart();
            setFilters(values);
          }}
        />
        <DataTable
          label={t`Vendor assessments`}
          columns={columns}
          data={list.data?.items ?? noRows}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `assessment-row-${row.code}` })}
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
            title: t`No vendor assessments yet`,
            description: t`Assess a supplier: choose it and a template, then score each criterion.`,
          }}
          pagination={pagination}
          tableKey="evaluation.assessments"
          onExport={(cols) => exportList('evaluation.assessments', toQuery(query, vendorId), cols)}
        />
      </Box>
    </Box>
  );
}
