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

/** What a list row shows (the shape of `/account/statement/list` items). */
export type StatementRow = {
  id: string;
  code: string;
  status: number;
  vendorId: string;
  vendorName: string;
  currency: string;
  periodFrom: string;
  periodTo: string;
  receivedAmount: string;
  invoicedAmount: string;
  paidAmount: string;
  outstandingAmount: string;
  itemCount: number;
  createdAt: string;
};
const column = dataTableColumnHelper<StatementRow>();

/** The columns of both statement lists (buyer and supplier); `detailPath` is the portal's detail route. */
export function useStatementColumns(
  detailPath: (id: string) => string,
  options: { vendor?: boolean } = {},
): DataTableColumn<StatementRow>[] {
  const { t, i18n } = useLingui();
  const showVendor = options.vendor ?? true;
  return useMemo(() => {
    const money = (
      id: 'receivedAmount' | 'invoicedAmount' | 'paidAmount' | 'outstandingAmount',
      label: string,
    ) =>
      column.display({
        id,
        header: label,
        meta: { label },
        cell: ({ row }) => <Money value={row.original[id]} currency={row.original.currency} />,
      });
    return [
      column.display({
        id: 'code',
        header: t`Statement no.`,
        meta: { label: t`Statement no.` },
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
        cell: ({ row }) => <StatusBadge set="statement" value={row.original.status} />,
      }),
      ...(showVendor
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
        id: 'period',
        header: t`Period`,
        meta: { label: t`Period` },
        cell: ({ row }) => (
          <Text whiteSpace="nowrap">
            {row.original.periodFrom} ~ {row.original.periodTo}
          </Text>
        ),
      }),
      column.display({
        id: 'currency',
        header: t`Currency`,
        meta: { label: t`Currency` },
        cell: ({ row }) => row.original.currency,
      }),
      money('receivedAmount', t`Received net of returns`),
      money('invoicedAmount', t`Invoiced`),
      money('paidAmount', t`Paid`),
      money('outstandingAmount', t`Outstanding`),
      column.display({
        id: 'createdAt',
        header: t`Created`,
        meta: { label: t`Created` },
        cell: ({ row }) => (
          <Text whiteSpace="nowrap">{formatInstant(row.original.createdAt, i18n.locale)}</Text>
        ),
      }),
    ];
  }, [t, i18n.locale, detailPath, showVendor]);
}
