import { Box, Button, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useReturnPage, type ReturnListQuery, type ReturnSummary } from '@procure/returns-data-access';
import { trimQty } from '@procure/returns-ui';
import { exportList } from '@procure/export-data-access';
import { isApiError } from '@procure/shared-api-client';
import {
  DataTable,
  FilterBar,
  Money,
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
import { useMemo } from 'react';
import { Link } from 'react-router';

const noRows: ReturnSummary[] = [];
const column = dataTableColumnHelper<ReturnSummary>();

function toQuery(query: ListQuery): ReturnListQuery {
  const text = (key: string) => {
    const value = query.filters[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const out: ReturnListQuery = { pageSize: query.pageSize };
  const status = text('status');
  const keyword = text('keyword');
  if (status) out.status = Number(status);
  if (keyword) out.keyword = keyword;
  if (query.cursor) out.cursor = query.cursor;
  return out;
}

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
  const { query, setFilters, setCursor, setPageSize } = useListQuery(filters);
  const list = useReturnPage('buyer', toQuery(query));
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
        title={t`Returns`}
        actions={
          <Button asChild colorPalette="brand" size="sm">
            <Link to="/SaleReturn/create" data-testid="return-create">{t`New return`}</Link>
          </Button>
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
          label={t`Returns`}
          columns={columns}
          data={list.data?.items ?? noRows}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `return-row-${row.code}` })}
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
            title: t`No returns yet`,
            description: t`Return received goods from an order: open the order and choose "Return goods".`,
          }}
          pagination={pagination}
          tableKey="return.list"
          onExport={(cols) => exportList('returns.returns', toQuery(query), cols)}
        />
      </Box>
    </Box>
  );
}
