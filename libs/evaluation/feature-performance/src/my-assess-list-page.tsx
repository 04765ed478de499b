import { Badge, Box, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMyAssessments, type AppraisalSummary, type MyAssessQuery } from '@procure/evaluation-data-access';
import {
  DataTable,
  FilterBar,
  PageHeader,
  StatusBadge,
  dataTableColumnHelper,
  listParams,
  useCodeOptions,
  useKeysetList,
  type DataTableColumn,
  type FilterDef,
  type ListQuery,
} from '@procure/shared-ui';
import { useMemo } from 'react';
import { Link } from 'react-router';

const column = dataTableColumnHelper<AppraisalSummary>();
/** The URL's list query → the server query (keyword, status, cursor, page size). */
const serverQuery = (query: ListQuery) =>
  listParams<MyAssessQuery>(query, { text: ['keyword'], number: ['status'] });

function useColumns(): DataTableColumn<AppraisalSummary>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      column.display({
        id: 'vendorName',
        header: t`Supplier`,
        meta: { label: t`Supplier` },
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="brand" fontWeight="medium">
            <Link to={`/vendor/performance/myAssess/detail/${row.original.id}`}>
              {row.original.vendorName}
            </Link>
          </ChakraLink>
        ),
      }),
      column.display({
        id: 'plan',
        header: t`Performance plan`,
        meta: { label: t`Performance plan` },
        cell: ({ row }) => (
          <Box minW="40">
            <Text>{row.original.planName}</Text>
            <Text textStyle="xs" color="fg.muted">
              {row.original.planCode}
            </Text>
          </Box>
        ),
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
        id: 'deadline',
        header: t`Scoring deadline`,
        meta: { label: t`Scoring deadline` },
        cell: ({ row }) => (
          <HStack gap="2" whiteSpace="nowrap">
            <Text>{row.original.deadline}</Text>
            {row.original.late ? <Badge colorPalette="red">{t`Overdue`}</Badge> : null}
          </HStack>
        ),
      }),
      column.display({
        id: 'scored',
        header: t`Scored`,
        meta: { label: t`Scored` },
        cell: ({ row }) => `${row.original.scoredCount} / ${row.original.criteriaCount}`,
      }),
      column.display({
        id: 'status',
        header: t`Status`,
        meta: { label: t`Status` },
        cell: ({ row }) => <StatusBadge set="appraisal" value={row.original.status} />,
      }),
    ],
    [t],
  );
}

/** `/vendor/performance/myAssess`: the caller's assessments, earliest deadline first (keyset pages). */
export function MyAssessListPage() {
  const { t } = useLingui();
  const statusOptions = useCodeOptions('appraisal');
  const filters: FilterDef[] = useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Plan no., plan or supplier name` },
      { key: 'status', label: t`Status`, kind: 'select', options: statusOptions },
    ],
    [t, statusOptions],
  );
  const { filterBar, table } = useKeysetList(filters, serverQuery, useMyAssessments);
  const columns = useColumns();
  return (
    <Box>
      <PageHeader
        title={t`My assessments`}
        description={t`Suppliers you score in performance plans: open one to see its order facts and enter your scores.`}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={t`My assessments`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `assess-row-${row.planCode}-${row.vendorId}` })}
          empty={{
            title: t`Nothing to score`,
            description: t`Assessments appear here when a performance plan naming you is approved.`,
          }}
          tableKey="evaluation.myAssess"
        />
      </Box>
    </Box>
  );
}
