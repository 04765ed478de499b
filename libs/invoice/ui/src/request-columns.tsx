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
import type { RequestSummaryView } from './types.ts';

/** The invoice request list's columns on both portals; `withVendor` adds the supplier (buyer side). */
export function useRequestColumns<T extends RequestSummaryView>(
  detailPath: (id: string) => string,
  withVendor: boolean,
): DataTableColumn<T>[] {
  const { t, i18n } = useLingui();
  const column = useMemo(() => dataTableColumnHelper<T>(), []);
  return useMemo(
    () => [
      column.display({
        id: 'code',
        header: t`Request no.`,
        meta: { label: t`Request no.` },
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="teal" fontWeight="medium" whiteSpace="nowrap">
            <Link to={detailPath(row.original.id)}>{row.original.code}</Link>
          </ChakraLink>
        ),
      }),
      ...(withVendor
        ? [
            column.display({
              id: 'vendorName',
              header: t`Supplier`,
              meta: { label: t`Supplier` },
              cell: ({ row }) => row.original.vendorName,
            }),
          ]
        : []),
      column.display({
        id: 'orders',
        header: t`Orders`,
        meta: { label: t`Orders` },
        cell: ({ row }) => row.original.orderCodes.join(', '),
      }),
      column.display({
        id: 'title',
        header: t`Invoice title`,
        meta: { label: t`Invoice title` },
        cell: ({ row }) => row.original.titleName,
      }),
      column.display({
        id: 'status',
        header: t`Status`,
        meta: { label: t`Status` },
        cell: ({ row }) => <StatusBadge set="invoiceRequest" value={row.original.status} />,
      }),
      column.display({
        id: 'totalAmount',
        header: t`Amount excl. tax`,
        meta: { label: t`Amount excl. tax` },
        cell: ({ row }) => <Money value={row.original.totalAmount} currency="CNY" />,
      }),
      column.display({
        id: 'requestedBy',
        header: t`Requested by`,
        meta: { label: t`Requested by` },
        cell: ({ row }) => row.original.requestedByName,
      }),
      column.display({
        id: 'createdAt',
        header: t`Sent on`,
        meta: { label: t`Sent on` },
        cell: ({ row }) => (
          <Text whiteSpace="nowrap">{formatInstant(row.original.createdAt, i18n.locale)}</Text>
        ),
      }),
    ],
    [t, i18n.locale, detailPath, withVendor, column],
  );
}
