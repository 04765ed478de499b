import { Badge, Box, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useReturnPage, type ReturnListQuery, type ReturnSummary } from '@procure/returns-data-access';
import { trimQty } from '@procure/returns-ui';
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
  listParams,
  useKeysetList,
  type DataTableColumn,
  type FilterDef,
  type ListQuery,
} from '@procure/shared-ui';
import { useMemo } from 'react';
import { Link } from 'react-router';

const toQuery = (query: ListQuery) =>
  listParams<ReturnListQuery>(query, { text: ['keyword'], number: ['status'] });
const useSupplierReturns = (query: ReturnListQuery) => useReturnPage('supplier', query);

const column = dataTableColumnHelper<ReturnSummary>();

function useColumns(): DataTableColumn<ReturnSummary>[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      column.display({
        id: 'code',
        header: t`Return no.`,
        meta: { label: t`Return no.` },
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="teal" fontWeight="medium" whiteSpace="nowrap">
            <Link to={`/return/detail/${row.original.id}`}>
              {row.original.code}
              {row.original.vendorUnread ? (
                <Badge ms="2" colorPalette="red" variant="solid" size="xs">
                  {t`New`}
                </Badge>
              ) : null}
            </Link>
          </ChakraLink>
        ),
      }),
      column.display({
        id: 'orderCode',
        header: t`Order no.`,
        meta: { label: t`Order no.` },
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="teal" whiteSpace="nowrap">
            <Link to={`/order/detail/${row.original.orderId}`}>{row.original.orderCode}</Link>
          </ChakraLink>
        ),
      }),
      column.display({
        id: 'status',
        header: t`Status`,
        meta: { label: t`Status` },
        cell: ({ row }) => <StatusBadge set="return" value={row.original.status} />,
      }),
      column.display({
        id: 'totalQty',
        header: t`Qty returned`,
        meta: { label: t`Qty returned` },
        cell: ({ row }) => trimQty(row.original.totalQty),
      }),
      column.display({
        id: 'totalAmount',
        header: t`Return amount`,
        meta: { label: t`Return amount` },
        cell: ({ row }) => <Money value={row.original.totalAmount} currency={row.original.currency} />,
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

/** Supplier portal `/return/list`: returns the buyer sent to the supplier's company, newest first. */
export function SupplierReturnListPage() {
  const { t } = useLingui();
  const statusOptions = useCodeOptions('return');
  const filters: FilterDef[] = useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Return no. or order no.` },
      { key: 'status', label: t`Status`, kind: 'select', options: statusOptions },
    ],
    [t, statusOptions],
  );
  const { params, filterBar, table } = useKeysetList(filters, toQuery, useSupplierReturns);
  const columns = useColumns();
  return (
    <Box>
      <PageHeader
        title={t`Returns`}
        description={t`Goods the buyer sends back: confirm you took them back, or dispute.`}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={t`Returns`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `return-row-${row.code}` })}
          empty={{ title: t`No returns`, description: t`Returns appear here once the buyer sends them.` }}
          tableKey="vendor.return.list"
          onExport={(cols) => exportList('returns.vendorReturns', params, cols)}
        />
      </Box>
    </Box>
  );
}
