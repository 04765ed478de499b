import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { InvoiceSummaryView as InvoiceSummary } from './types.ts';
import {
  Money,
  StatusBadge,
  dataTableColumnHelper,
  formatInstant,
  type DataTableColumn,
} from '@procure/shared-ui';
import { useMemo } from 'react';
import { Link } from 'react-router';

/** The invoice list's columns on both portals; `withVendor` adds the supplier (buyer side). */
export function useInvoiceColumns<T extends InvoiceSummary>(
  detailPath: (id: string) => string,
  withVendor: boolean,
): DataTableColumn<T>[] {
  const { t, i18n } = useLingui();
  const column = useMemo(() => dataTableColumnHelper<T>(), []);
  return useMemo(
    () => [
      column.display({
        id: 'invoiceNumber',
        header: t`Invoice number`,
        meta: { label: t`Invoice number` },
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="teal" fontWeight="medium" whiteSpace="nowrap">
            <Link to={detailPath(row.original.id)}>{row.original.invoiceNumber}</Link>
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
        id: 'invoiceCode',
        header: t`Invoice code`,
        meta: { label: t`Invoice code` },
        cell: ({ row }) => row.original.invoiceCode || '—',
      }),
      column.display({
        id: 'orders',
        header: t`Orders`,
        meta: { label: t`Orders` },
        cell: ({ row }) => row.original.orderCodes.join(', '),
      }),
      column.display({
        id: 'status',
        header: t`Status`,
        meta: { label: t`Status` },
        cell: ({ row }) => <StatusBadge set="invoice" value={row.original.status} />,
      }),
      column.display({
        id: 'why',
        header: t`Why held / returned`,
        meta: { label: t`Why held / returned` },
        cell: ({ row }) => (
          <Stack gap="0" maxW="28rem">
            {row.original.holdReasons.map((reason) => (
              <Text key={reason} fontSize="sm" color="fg.error">
                {reason}
              </Text>
            ))}
            {row.original.reason ? <Text fontSize="sm">{row.original.reason}</Text> : null}
          </Stack>
        ),
      }),
      column.display({
        id: 'totalAmount',
        header: t`Total`,
        meta: { label: t`Total` },
        cell: ({ row }) => <Money value={row.original.totalAmount} currency={row.original.currency} />,
      }),
      column.display({
        id: 'submittedAt',
        header: t`Submitted`,
        meta: { label: t`Submitted` },
        cell: ({ row }) => (
          <Text whiteSpace="nowrap">{formatInstant(row.original.submittedAt, i18n.locale)}</Text>
        ),
      }),
    ],
    [t, i18n.locale, detailPath, withVendor, column],
  );
}
