import { Box, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCopiedRequestList, type PurchaseApplyListItem } from '@procure/procurement-data-access';
import { exportList } from '@procure/export-data-access';
import {
  DataTable,
  FilterBar,
  Money,
  PageHeader,
  StatusBadge,
  dataTableColumnHelper,
  formatInstant,
  useCodeOptions,
  useKeysetList,
  type DataTableColumn,
  type FilterDef,
} from '@procure/shared-ui';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { toApplyListQuery } from './apply-list-query.ts';

const column = dataTableColumnHelper<PurchaseApplyListItem>();

/** `/copyto/purchase`: purchase requests copied (cc) to the caller at submit — read-only, newest first. */
export function CopiedRequestsPage() {
  const { t, i18n } = useLingui();
  const statusOptions = useCodeOptions('application');
  const filters: FilterDef[] = useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Request no. or title` },
      { key: 'status', label: t`Status`, kind: 'select', options: statusOptions },
      { key: 'created', label: t`Created`, kind: 'dateRange' },
    ],
    [t, statusOptions],
  );
  const { params, filterBar, table } = useKeysetList(filters, toApplyListQuery, useCopiedRequestList);
  const columns: DataTableColumn<PurchaseApplyListItem>[] = useMemo(
    () => [
      column.display({
        id: 'code',
        header: t`Request no.`,
        meta: { label: t`Request no.` },
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="brand" fontWeight="medium" whiteSpace="nowrap">
            <Link to={`/procurement/applyDetail/${row.original.id}`}>{row.original.code}</Link>
          </ChakraLink>
        ),
      }),
      column.display({
        id: 'title',
        header: t`Title`,
        meta: { label: t`Title` },
        cell: ({ row }) => <Text>{row.original.title}</Text>,
      }),
      column.display({
        id: 'status',
        header: t`Status`,
        meta: { label: t`Status` },
        cell: ({ row }) => <StatusBadge set="application" value={row.original.status} />,
      }),
      column.display({
        id: 'totalAmount',
        header: t`Amount`,
        meta: { label: t`Amount` },
        cell: ({ row }) => <Money value={row.original.totalAmount} currency={row.original.currency} />,
      }),
      column.display({
        id: 'applicantName',
        header: t`Applicant`,
        meta: { label: t`Applicant` },
        cell: ({ row }) => row.original.applicantName,
      }),
      column.display({
        id: 'createdAt',
        header: t`Created`,
        meta: { label: t`Created` },
        cell: ({ row }) => formatInstant(row.original.createdAt, i18n.locale),
      }),
    ],
    [t, i18n.locale],
  );

  return (
    <Box>
      <PageHeader
        title={t`Purchase requests copied to me`}
        description={t`Requests whose submitter copied you: read-only, for your information.`}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={t`Purchase requests copied to me`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `copy-row-${row.code}` })}
          empty={{
            title: t`Nothing copied to you yet`,
            description: t`When a colleague copies you on a purchase request at submit, it appears here.`,
          }}
          tableKey="procurement.copies"
          onExport={(columns) => exportList('procurement.copies', params, columns)}
        />
      </Box>
    </Box>
  );
}
