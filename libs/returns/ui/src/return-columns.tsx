import { Badge, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  Money,
  StatusBadge,
  dataTableColumnHelper,
  formatInstant,
  type DataTableColumn,
} from '@procure/shared-ui';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { trimQty } from './return-tables.tsx';

/** The fields of a return summary the list columns show (the API's ReturnSummary has them all). */
export type ReturnRowView = {
  id: string;
  code: string;
  orderId: string;
  orderCode: string;
  vendorName: string;
  status: number;
  totalQty: string;
  totalAmount: string;
  currency: string;
  createdByName: string;
  createdAt: string;
  vendorUnread: boolean;
};

/**
 * The columns of a return list. The buyer's list links to its own pages and names the supplier and
 * who created the return; the supplier's links to the supplier portal's pages and marks unread returns.
 */
export function useReturnColumns<T extends ReturnRowView>(side: 'buyer' | 'supplier'): DataTableColumn<T>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const column = dataTableColumnHelper<T>();
    const buyer = side === 'buyer';
    const palette = buyer ? 'brand' : 'teal';
    return [
      column.display({
        id: 'code',
        header: t`Return no.`,
        meta: { label: t`Return no.` },
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette={palette} fontWeight="medium" whiteSpace="nowrap">
            <Link to={`${buyer ? '/SaleReturn' : '/return'}/detail/${row.original.id}`}>
              {row.original.code}
              {!buyer && row.original.vendorUnread ? (
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
          <ChakraLink asChild colorPalette={palette} whiteSpace="nowrap">
            <Link to={`${buyer ? '/procurement/orderDetail' : '/order/detail'}/${row.original.orderId}`}>
              {row.original.orderCode}
            </Link>
          </ChakraLink>
        ),
      }),
      ...(buyer
        ? [
            column.display({
              id: 'vendorName',
              header: t`Supplier`,
              meta: { label: t`Supplier` },
              cell: ({ row }) => <Text minW="40">{row.original.vendorName}</Text>,
            }),
          ]
        : []),
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
      ...(buyer
        ? [
            column.display({
              id: 'createdByName',
              header: t`Created by`,
              meta: { label: t`Created by` },
              cell: ({ row }) => <Text whiteSpace="nowrap">{row.original.createdByName}</Text>,
            }),
          ]
        : []),
      column.display({
        id: 'createdAt',
        header: t`Created`,
        meta: { label: t`Created` },
        cell: ({ row }) => (
          <Text whiteSpace="nowrap">{formatInstant(row.original.createdAt, i18n.locale)}</Text>
        ),
      }),
    ];
  }, [t, i18n.locale, side]);
}
