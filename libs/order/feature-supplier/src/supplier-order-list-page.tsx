import { Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  useVendorOrderLegalEntities,
  useVendorOrderPage,
  type OrderListQuery,
  type OrderSummary,
} from '@procure/order-data-access';
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
  type FilterShape,
  type ListQuery,
} from '@procure/shared-ui';
import { useMemo } from 'react';
import { Link } from 'react-router';

const column = dataTableColumnHelper<OrderSummary>();

/** The server's query for the URL's list query (one keyset page); empty filters are left out. */
export const toSupplierOrderListQuery = (query: ListQuery) =>
  listParams<OrderListQuery>(query, {
    text: ['keyword', 'legalEntityId'],
    number: ['status'],
    ranges: { created: ['createdFrom', 'createdTo'] },
  });

/** The list's filters as the URL holds them (keys and kinds of the filter bar below). */
export const supplierOrderListFilters = [
  { key: 'keyword', kind: 'text' },
  { key: 'status', kind: 'select' },
  { key: 'legalEntityId', kind: 'select' },
  { key: 'created', kind: 'dateRange' },
] as const satisfies readonly FilterShape[];

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
  const { params, filterBar, table } = useKeysetList(filters, toSupplierOrderListQuery, useVendorOrderPage);
  const columns = useColumns();

  return (
    <Box>
      <PageHeader title={t`Orders`} />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={t`Orders`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `order-row-${row.code}` })}
          empty={{
            title: t`No orders yet`,
            description: t`Orders of this buyer appear here as soon as its purchase requests are approved.`,
          }}
          tableKey="vendor.order.list"
          onExport={(columns) => exportList('order.vendorOrders', params, columns)}
        />
      </Box>
    </Box>
  );
}
