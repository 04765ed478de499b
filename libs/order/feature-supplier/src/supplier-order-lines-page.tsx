import { Box, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  useVendorOrderLegalEntities,
  useVendorOrderLines,
  type OrderLineListQuery,
  type OrderLineRow,
} from '@procure/order-data-access';
import { trimQuantity } from '@procure/order-ui';
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

const noRows: OrderLineRow[] = [];
const column = dataTableColumnHelper<OrderLineRow>();

function toQuery(query: ListQuery): OrderLineListQuery {
  const text = (key: string) => {
    const value = query.filters[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const out: OrderLineListQuery = { pageSize: query.pageSize };
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

const numeric = { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function useColumns(): DataTableColumn<OrderLineRow>[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      column.display({
        id: 'orderCode',
        header: t`Order no.`,
        meta: { label: t`Order no.` },
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="brand" fontWeight="medium" whiteSpace="nowrap">
            <Link to={`/order/detail/${row.original.orderId}`}>{row.original.orderCode}</Link>
          </ChakraLink>
        ),
      }),
      column.display({
        id: 'orderStatus',
        header: t`Status`,
        meta: { label: t`Status` },
        cell: ({ row }) => <StatusBadge set="order" value={row.original.orderStatus} />,
      }),
      column.display({
        id: 'lineNo',
        header: '#',
        meta: { label: t`Line` },
        cell: ({ row }) => row.original.lineNo,
      }),
      column.display({
        id: 'name',
        header: t`Item`,
        meta: { label: t`Item` },
        cell: ({ row }) => (
          <Box minW="40">
            <Text>{row.original.name}</Text>
            <Text fontSize="xs" color="fg.muted">
              {row.original.productCode}
            </Text>
          </Box>
        ),
      }),
      column.display({
        id: 'unitPrice',
        header: t`Unit price`,
        meta: { label: t`Unit price` },
        cell: ({ row }) => (
          <Box {...numeric}>
            <Money value={row.original.unitPrice} currency={row.original.currency} />
          </Box>
        ),
      }),
      column.display({
        id: 'orderedQty',
        header: t`Qty ordered`,
        meta: { label: t`Qty ordered` },
        cell: ({ row }) => (
          <Box {...numeric}>
            {trimQuantity(row.original.orderedQty)} {row.original.unit}
          </Box>
        ),
      }),
      column.display({
        id: 'deliveredQty',
        header: t`Qty delivered`,
        meta: { label: t`Qty delivered` },
        cell: ({ row }) => <Box {...numeric}>{trimQuantity(row.original.deliveredQty)}</Box>,
      }),
      column.display({
        id: 'receivedQty',
        header: t`Qty received`,
        meta: { label: t`Qty received` },
        cell: ({ row }) => <Box {...numeric}>{trimQuantity(row.original.receivedQty)}</Box>,
      }),
      column.display({
        id: 'needByDate',
        header: t`Need by`,
        meta: { label: t`Need by` },
        cell: ({ row }) => <Text whiteSpace="nowrap">{row.original.needByDate}</Text>,
      }),
      column.display({
        id: 'legalEntityName',
        header: t`Buyer legal entity`,
        meta: { label: t`Buyer legal entity` },
        cell: ({ row }) => <Text whiteSpace="nowrap">{row.original.legalEntityName}</Text>,
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

/** Supplier portal `/order/lineList`: every line of the company's orders in the current tenant. */
export function SupplierOrderLinesPage() {
  const { t } = useLingui();
  const statusOptions = useCodeOptions('order');
  const entities = useVendorOrderLegalEntities();
  const filters: FilterDef[] = useMemo(
    () => [
      {
        key: 'keyword',
        label: t`Keyword`,
        kind: 'text',
        placeholder: t`Order no., product code or item`,
      },
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
  const list = useVendorOrderLines(toQuery(query));
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
      <PageHeader title={t`Order lines`} />
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
          label={t`Order lines`}
          columns={columns}
          data={list.data?.items ?? noRows}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `order-line-${row.orderCode}-${row.lineNo}` })}
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
            title: t`No order lines`,
            description: t`Lines of this buyer's orders appear here as soon as its purchase requests are approved.`,
          }}
          pagination={pagination}
          tableKey="vendor.order.lines"
          onExport={(columns) => exportList('order.vendorLines', toQuery(query), columns)}
        />
      </Box>
    </Box>
  );
}
