import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { OrderSummary } from '@procure/order-data-access';
import {
  Money,
  StatusBadge,
  dataTableColumnHelper,
  formatInstant,
  type DataTableColumn,
} from '@procure/shared-ui';
import { useMemo } from 'react';
import { Link } from 'react-router';

const column = dataTableColumnHelper<OrderSummary>();

/** Columns of the purchase order list (ids are the keys of the saved column settings). */
export function useOrderListColumns(): DataTableColumn<OrderSummary>[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      column.display({
        id: 'code',
        header: t`Order no.`,
        meta: { label: t`Order no.` },
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="brand" fontWeight="medium" whiteSpace="nowrap">
            <Link to={`/procurement/orderDetail/${row.original.id}`}>{row.original.code}</Link>
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
        id: 'sourceCode',
        header: t`Source request`,
        meta: { label: t`Source request` },
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="brand" whiteSpace="nowrap">
            <Link to={`/procurement/applyDetail/${row.original.sourceId}`}>{row.original.sourceCode}</Link>
          </ChakraLink>
        ),
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
