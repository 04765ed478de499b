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

const column = dataTableColumnHelper<OrderLineRow>();

const toQuery = (query: ListQuery) =>
  listParams<OrderLineListQuery>(query, {
    text: ['keyword', 'legalEntityId'],
    number: ['status'],
    ranges: { created: ['createdFrom', 'createdTo'] },
  });

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
  const { params, filterBar, table } = useKeysetList(filters, toQuery, useVendorOrderLines);
  const columns = useColumns();

  return (
    <Box>
      <PageHeader title={t`Order lines`} />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={t`Order lines`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `order-line-${row.orderCode}-${row.lineNo}` })}
          empty={{
            title: t`No order lines`,
            description: t`Lines of this buyer's orders appear here as soon as its purchase requests are approved.`,
          }}
          tableKey="vendor.order.lines"
          onExport={(columns) => exportList('order.vendorLines', params, columns)}
        />
      </Box>
    </Box>
  );
}
