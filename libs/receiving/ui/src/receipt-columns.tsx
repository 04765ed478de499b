import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CODES } from '@procure/shared-codes';
import {
  Money,
  StatusBadge,
  dataTableColumnHelper,
  type DataTableColumn,
  type FilterDef,
} from '@procure/shared-ui';
import { useMemo } from 'react';
import { Link } from 'react-router';

/** One row of a receipt list (buyer's const list, supplier's receipts). */
export type ReceiptRow = {
  id: string;
  code: string;
  status: number;
  orderCode: string;
  deliveryCode: string | null;
  vendorName: string;
  receiverName: string;
  receivedOn: string;
  warehouse: string | null;
  acceptedQty: string;
  rejectedQty: string;
  acceptedAmount: string;
};

const R = CODES.receipt;
const column = dataTableColumnHelper<ReceiptRow>();
const numeric = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Columns of a receipt list; `detailPath` picks the buyer's or the supplier's detail page. */
export function useReceiptColumns(
  detailPath: (id: string) => string,
  withVendor = true,
): DataTableColumn<ReceiptRow>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      column.display({
        id: 'code',
        header: t`Receipt no.`,
        meta: { label: t`Receipt no.` },
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="brand" fontWeight="medium" whiteSpace="nowrap">
            <Link to={detailPath(row.original.id)}>{row.original.code}</Link>
          </ChakraLink>
        ),
      }),
      column.display({
        id: 'orderCode',
        header: t`Order no.`,
        meta: { label: t`Order no.` },
        cell: ({ row }) => <Text whiteSpace="nowrap">{row.original.orderCode}</Text>,
      }),
      column.display({
        id: 'deliveryCode',
        header: t`Delivery note`,
        meta: { label: t`Delivery note` },
        cell: ({ row }) => <Text whiteSpace="nowrap">{row.original.deliveryCode ?? '—'}</Text>,
      }),
      ...(withVendor
        ? [
            column.display({
              id: 'vendorName',
              header: t`Supplier`,
              meta: { label: t`Supplier` },
              cell: ({ row }) => <Text minW="36">{row.original.vendorName}</Text>,
            }),
          ]
        : []),
      column.display({
        id: 'status',
        header: t`Status`,
        meta: { label: t`Status` },
        cell: ({ row }) => <StatusBadge set="receipt" value={row.original.status} />,
      }),
      column.display({
        id: 'acceptedQty',
        header: t`Accepted`,
        meta: { label: t`Accepted` },
        cell: ({ row }) => <Text {...numeric}>{row.original.acceptedQty}</Text>,
      }),
      column.display({
        id: 'rejectedQty',
        header: t`Rejected qty`,
        meta: { label: t`Rejected qty` },
        cell: ({ row }) => (
          <Text {...numeric} color={row.original.rejectedQty !== '0' ? 'fg.error' : undefined}>
            {row.original.rejectedQty}
          </Text>
        ),
      }),
      column.display({
        id: 'acceptedAmount',
        header: t`Accepted amount`,
        meta: { label: t`Accepted amount` },
        cell: ({ row }) => <Money value={row.original.acceptedAmount} currency="CNY" />,
      }),
      column.display({
        id: 'receiverName',
        header: t`Receiver`,
        meta: { label: t`Receiver` },
        cell: ({ row }) => <Text whiteSpace="nowrap">{row.original.receiverName}</Text>,
      }),
      column.display({
        id: 'receivedOn',
        header: t`Received on`,
        meta: { label: t`Received on` },
        cell: ({ row }) => <Text whiteSpace="nowrap">{row.original.receivedOn}</Text>,
      }),
      column.display({
        id: 'warehouse',
        header: t`Warehouse / location`,
        meta: { label: t`Warehouse / location` },
        cell: ({ row }) => <Text whiteSpace="nowrap">{row.original.warehouse ?? '—'}</Text>,
      }),
    ],
    [t, detailPath, withVendor],
  );
}

/** The filters of a receipt list (status among the receipt states, receipt/order/note code, date). */
export function useReceiptFilters(): FilterDef[] {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      {
        key: 'keyword',
        label: t`Keyword`,
        kind: 'text',
        placeholder: t`Receipt, order or delivery note no.`,
      },
      {
        key: 'status',
        label: t`Status`,
        kind: 'select',
        options: [R.received, R.approving, R.returned].map((entry) => ({
          value: String(entry.code),
          label: i18n._(entry.label),
        })),
      },
      { key: 'received', label: t`Received on`, kind: 'dateRange' },
    ],
    [t, i18n],
  );
}
