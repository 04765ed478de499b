import { Box, Button, Link as ChakraLink, Text } from '@chakra-ui/react';
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

const column = dataTableColumnHelper<ReturnSummary>();

const toQuery = (query: ListQuery) =>
  listParams<ReturnListQuery>(query, { text: ['keyword'], number: ['status'] });
const useBuyerReturns = (query: ReturnListQuery) => useReturnPage('buyer', query);

function useColumns(): DataTableColumn<ReturnSummary>[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      column.display({
        id: 'code',
        header: t`Return no.`,
        meta: { label: t`Return no.` },
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="brand" fontWeight="medium" whiteSpace="nowrap">
            <Link to={`/SaleReturn/detail/${row.original.id}`}>{row.original.code}</Link>
          </ChakraLink>
        ),
      }),
      column.display({
        id: 'orderCode',
        header: t`Order no.`,
        meta: { label: t`Order no.` },
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="brand" whiteSpace="nowrap">
            <Link to={`/procurement/orderDetail/${row.original.orderId}`}>{row.original.orderCode}</Link>
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
        id: 'createdByName',
        header: t`Created by`,
        meta: { label: t`Created by` },
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

/** `/SaleReturn/list` (and `/procurement/returnApplication`): the tenant's returns, newest first. */
export function ReturnListPage() {
  const { t } = useLingui();
  const statusOptions = useCodeOptions('return');
  const filters: FilterDef[] = useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Return no., order no. or supplier` },
      { key: 'status', label: t`Status`, kind: 'select', options: statusOptions },
    ],
    [t, statusOptions],
  );
  const { params, filterBar, table } = useKeysetList(filters, toQuery, useBuyerReturns);
  const columns = useColumns();
  return (
    <Box>
      <PageHeader
        title={t`Returns`}
        actions={
          <Button asChild colorPalette="brand" size="sm">
            <Link to="/SaleReturn/create" data-testid="return-create">{t`New return`}</Link>
          </Button>
        }
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={t`Returns`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `return-row-${row.code}` })}
          empty={{
            title: t`No returns yet`,
            description: t`Return received goods from an order: open the order and choose "Return goods".`,
          }}
          tableKey="return.list"
          onExport={(cols) => exportList('returns.returns', params, cols)}
        />
      </Box>
    </Box>
  );
}
