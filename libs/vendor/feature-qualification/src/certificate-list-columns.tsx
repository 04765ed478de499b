import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { dataTableColumnHelper, formatInstant, type DataTableColumn } from '@procure/shared-ui';
import type { CertificateListRow } from '@procure/vendor-data-access';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { CertificateStateBadge } from './certificate-state-badge.tsx';

/** Expiring or expired: what a notice is for. */
export const isDue = (row: CertificateListRow) => row.state === 'expiring' || row.state === 'expired';

/** The columns of the buyer's certificate list; the ids are the export's column keys. */
export function useCertificateColumns(
  onNotice: (row: CertificateListRow) => void,
): DataTableColumn<CertificateListRow>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const column = dataTableColumnHelper<CertificateListRow>();
    return [
      column.display({
        id: 'vendorName',
        header: t`Supplier`,
        meta: { label: t`Supplier` },
        cell: ({ row }) => (
          <ChakraLink asChild fontWeight="medium" colorPalette="brand">
            <Link to={`/vendor/detail/${row.original.vendorId}`}>{row.original.vendorName}</Link>
          </ChakraLink>
        ),
      }),
      column.display({
        id: 'typeName',
        header: t`Certificate type`,
        meta: { label: t`Certificate type` },
        cell: ({ row }) => row.original.typeName,
      }),
      column.display({
        id: 'certificateNo',
        header: t`Certificate no.`,
        meta: { label: t`Certificate no.` },
        cell: ({ row }) => (
          <Text fontFamily="mono" fontSize="xs">
            {row.original.certificateNo}
          </Text>
        ),
      }),
      column.display({
        id: 'validTo',
        header: t`Valid to`,
        meta: { label: t`Valid to` },
        cell: ({ row }) => <Text whiteSpace="nowrap">{row.original.validTo}</Text>,
      }),
      column.display({
        id: 'daysLeft',
        header: t`Days left`,
        meta: { label: t`Days left` },
        cell: ({ row }) => {
          const days = row.original.daysLeft;
          return days < 0 ? (
            <Text color="fg.error">{t`${-days} days ago`}</Text>
          ) : (
            <Text>{t`${days} days`}</Text>
          );
        },
      }),
      column.display({
        id: 'state',
        header: t`State`,
        meta: { label: t`State` },
        cell: ({ row }) => <CertificateStateBadge state={row.original.state} />,
      }),
      column.display({
        id: 'notices',
        header: t`Renewal notices`,
        meta: { label: t`Renewal notices` },
        cell: ({ row }) =>
          row.original.lastNoticeAt ? (
            <Stack gap="0" data-testid="certificate-notices">
              <Text>{t`${row.original.noticeCount} sent`}</Text>
              <Text textStyle="xs" color="fg.muted">
                {formatInstant(row.original.lastNoticeAt, i18n.locale)}
              </Text>
            </Stack>
          ) : (
            <Text color="fg.muted">—</Text>
          ),
      }),
      column.display({
        id: 'actions',
        header: t`Actions`,
        meta: { label: t`Actions`, exportable: false },
        cell: ({ row }) =>
          isDue(row.original) ? (
            <Button
              size="xs"
              variant="outline"
              onClick={() => onNotice(row.original)}
              data-testid={`notice-${row.original.certificateNo}`}
            >
              <Trans>Send notice</Trans>
            </Button>
          ) : null,
      }),
    ] as DataTableColumn<CertificateListRow>[];
  }, [t, i18n.locale, onNotice]);
}
