import { Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  useVendorOrderLegalEntities,
  useVendorOrderPage,
  type OrderListQuery,
  type OrderSummary,
} from '@procure/order-data-access';
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

const noRows: OrderSummary[] = [];
const column = dataTableColumnHelper<OrderSummary>();

function toQuery(query: ListQuery): OrderListQuery {
  const text = (key: string) => {
    const value = query.filters[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const out: OrderListQuery = { pageSize: query.pageSize };
  const status = text('status');
  const keyword = text('keyword');
  const legalEntityId = text('legalEntityId');
  if (status) out.status = Number(status);
  if (keyword) out.keyword = keyword;
  if (legalEntityId) out.legalEntityId = legalEntityId;
  const range = query.filters['created'];
  if (range && typeof range === 'object' && !Array.isArray(range)) {
    if (range.from) out.createdFrom = range.from;
    if (range.to) out.createdTo = range.to;
  }
  if (query.cursor) out.cursor = query.cursor;
  return out;
}

function useColumns(): DataTableColumn<OrderSummary>[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      column.display({
        id: 'code',
        header: t`Order no.`,
        meta: { label: t`Order no.` },
        cell: ({ row }) => (
          <Stack direction="row" gap="2" align="center">
            {row.original.vendorUnread ? (
              <Box
                w="2"
                h="2"
                rounded="full"
                bg="red.solid"
                title={t`Unread`}
                // A plain div may not carry aria-label (axe: aria-prohibited-attr): the dot is an image.
                role="img"
                aria-label={t`Unread`}
                data-testid="unread-marker"
              />
            ) : null}
            <ChakraLink asChild colorPalette="brand" fontWeight="medium" whiteSpace="nowrap">
              <Link to={`/order/detail/${row.original.id}`}>{row.original.code}</Link>
            </ChakraLink>
          </Stack>
        ),
      }),
      column.display({
        id: 'status',
        header: t`Status`,
        meta: { label: t`Status` },
        cell: ({ row }) => <StatusBadge set="order" value={row.original.status} />,
      }),
      column.display({
        id: 'totalAmount',
        header: t`Order amount`,
        meta: { label: t`Order amount` },
        cell: ({ row }) => <Money value={row.original.totalAmount} currency={row.original.currency} />,
      }),
      column.display({
        id: 'lineCount',
        header: t`Lines`,
        meta: { label: t`Lines` },
        cell: ({ row }) => row.original.lineCount,
      }),
      column.display({
        id: 'buyerName',
        header: t`Buyer`,
        meta: { label: t`Buyer` },
        cell: ({ row }) => <Text whiteSpace="nowrap">{row.original.buyerName}</Text>,
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

/** Supplier portal `/order/list` (the "simulation list"): the company's orders in the current tenant. */
export function SupplierOrderListPage() {
  const { t } = useLingui();
  const statusOptions = useCodeOptions('order');
  const entities = useVendorOrderLegalEntities();
  const filters: FilterDef[] = useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Order no.` },
      { key: 'status', label: t`Status`, kind: 'select', options: statusOptions },
      {
        key: 'legalEntityId',
        label: t`Buyer legal entity`,
        kind: 'select',
        options: (entities.data ?? []).map((e) => ({ value: e.id, label: e.name })),
      },
      { key: 'created', label: t`Created`, kind: 'dateRange' },
    ],
    [t, statusOptions, entities.data],
  );
  const { query, setFilters, setCursor, setPageSize } = useListQuery(filters);
  const list = useVendorOrderPage(toQuery(query));
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
      <PageHeader title={t`Orders`} />
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
          label={t`Orders`}
          columns={columns}
          data={list.data?.items ?? noRows}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `order-row-${row.code}` })}
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
            title: t`No orders yet`,
            description: t`Orders of this buyer appear here as soon as its purchase requests are approved.`,
          }}
          pagination={pagination}
          tableKey="vendor.order.list"
          onExport={(columns) => exportList('order.vendorOrders', toQuery(query), columns)}
        />
      </Box>
    </Box>
  );
}
