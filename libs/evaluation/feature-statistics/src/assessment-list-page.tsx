import { Box, Button, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  useAssessmentPage,
  type AssessmentListQuery,
  type AssessmentSummary,
} from '@procure/evaluation-data-access';
import { exportList } from '@procure/export-data-access';
import {
  DataTable,
  FilterBar,
  PageHeader,
  StatusBadge,
  dataTableColumnHelper,
  formatInstant,
  listParams,
  useCodeOptions,
  useKeysetList,
  type DataTableColumn,
  type FilterDef,
  type ListQuery,
} from '@procure/shared-ui';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';

// `/vendor/performance/assessment` (issue #17 §5): the detail list of one-off vendor assessments, keyset
// pages, filters, xlsx export; the evaluate summary per supplier is one click away.

const column = dataTableColumnHelper<AssessmentSummary>();

/** The URL's list query (keyword, state, cursor, page size) and the supplier of the link → the server query. */
function toQuery(query: ListQuery, vendorId: string | null): AssessmentListQuery {
  const out = listParams<AssessmentListQuery>(query, { text: ['keyword'], number: ['state'] });
  return vendorId ? { ...out, vendorId } : out;
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
  const {
    params: serverQuery,
    filterBar,
    table,
  } = useKeysetList(filters, (query) => toQuery(query, vendorId), useAssessmentPage);
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
        <FilterBar {...filterBar} />
        <DataTable
          label={t`Vendor assessments`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `assessment-row-${row.code}` })}
          empty={{
            title: t`No vendor assessments yet`,
            description: t`Assess a supplier: choose it and a template, then score each criterion.`,
          }}
          tableKey="evaluation.assessments"
          onExport={(cols) => exportList('evaluation.assessments', serverQuery, cols)}
        />
      </Box>
    </Box>
  );
}
