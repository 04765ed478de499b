import { Link as ChakraLink, Text } from '@chakra-ui/react';
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

/** What a list row shows (the shape of `/payables/list` items). */
export type PaymentRow = {
  id: string;
  code: string;
  status: number;
  type: number;
  method: number;
  vendorName: string;
  orderCodes: string[];
  totalAmount: string;
  currency: string;
  paymentNo: string | null;
  voucherNo: string | null;
  createdAt: string;
};
const column = dataTableColumnHelper<PaymentRow>();

/** The columns of every payment list; `detailPath` is the portal's detail route. */
export function usePaymentColumns(detailPath: (id: string) => string): DataTableColumn<PaymentRow>[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      column.display({
        id: 'code',
        header: t`Payment application no.`,
        meta: { label: t`Payment application no.` },
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="brand" fontWeight="medium" whiteSpace="nowrap">
            <Link to={detailPath(row.original.id)}>{row.original.code}</Link>
          </ChakraLink>
        ),
      }),
      column.display({
        id: 'status',
        header: t`Status`,
        meta: { label: t`Status` },
        cell: ({ row }) => <StatusBadge set="paymentRequest" value={row.original.status} />,
      }),
      column.display({
        id: 'type',
        header: t`Payment type`,
        meta: { label: t`Payment type` },
        cell: ({ row }) => <StatusBadge set="paymentType" value={row.original.type} />,
      }),
      column.display({
        id: 'vendorName',
        header: t`Supplier`,
        meta: { label: t`Supplier` },
        cell: ({ row }) => <Text minW="40">{row.original.vendorName}</Text>,
      }),
      column.display({
        id: 'orderCodes',
        header: t`Orders`,
        meta: { label: t`Orders` },
        cell: ({ row }) => <Text whiteSpace="nowrap">{row.original.orderCodes.join(', ') || '—'}</Text>,
      }),
      column.display({
        id: 'totalAmount',
        header: t`Payment amount`,
        meta: { label: t`Payment amount` },
        cell: ({ row }) => <Money value={row.original.totalAmount} currency={row.original.currency} />,
      }),
      column.display({
        id: 'method',
        header: t`Payment method`,
        meta: { label: t`Payment method` },
        cell: ({ row }) => <StatusBadge set="paymentMethod" value={row.original.method} />,
      }),
      column.display({
        id: 'paymentNo',
        header: t`Payment no`,
        meta: { label: t`Payment no` },
        cell: ({ row }) => row.original.paymentNo ?? '—',
      }),
      column.display({
        id: 'voucherNo',
        header: t`Voucher no`,
        meta: { label: t`Voucher no` },
        cell: ({ row }) => row.original.voucherNo ?? '—',
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
    [t, i18n.locale, detailPath],
  );
}
