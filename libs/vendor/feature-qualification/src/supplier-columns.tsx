import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { StatusBadge, dataTableColumnHelper, type DataTableColumn } from '@procure/shared-ui';
import type { VendorRow } from '@procure/vendor-data-access';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { CertificateStateBadge } from './certificate-state-badge.tsx';

/** The columns of the buyer's supplier files list; the ids are the export's column keys. */
export function useSupplierColumns(onCertificates: (row: VendorRow) => void): DataTableColumn<VendorRow>[] {
  const { t } = useLingui();
  return useMemo(() => {
    const column = dataTableColumnHelper<VendorRow>();
    return [
      column.display({
        id: 'name',
        header: t`Supplier`,
        meta: { label: t`Supplier` },
        cell: ({ row }) => <Text fontWeight="medium">{row.original.name}</Text>,
      }),
      column.display({
        id: 'socialCreditCode',
        header: t`Unified social credit code`,
        meta: { label: t`Unified social credit code` },
        cell: ({ row }) => (
          <Text fontFamily="mono" fontSize="xs">
            {row.original.socialCreditCode || '—'}
          </Text>
        ),
      }),
      column.display({
        id: 'class',
        header: t`Class`,
        meta: { label: t`Class` },
        cell: ({ row }) => (
          <Text data-testid="vendor-class">
            {row.original.classCode ? `${row.original.classCode} ${row.original.className}` : '—'}
          </Text>
        ),
      }),
      column.display({
        id: 'status',
        header: t`Status`,
        meta: { label: t`Status` },
        cell: ({ row }) => <StatusBadge set="supplierStatus" value={row.original.status} />,
      }),
      column.display({
        id: 'certificateState',
        header: t`Certificates`,
        meta: { label: t`Certificates` },
        cell: ({ row }) => <CertificateStateBadge state={row.original.certificateState} />,
      }),
      column.display({
        id: 'blocked',
        header: t`Orders`,
        meta: { label: t`Orders` },
        cell: ({ row }) =>
          row.original.blocked ? (
            <Text color="fg.error" fontWeight="medium">{t`Blocked`}</Text>
          ) : (
            <Text color="fg.muted">{t`Allowed`}</Text>
          ),
      }),
      column.display({
        id: 'actions',
        header: t`Actions`,
        meta: { label: t`Actions` },
        cell: ({ row }) => (
          <HStack gap="2" justify="flex-end">
            <Button size="xs" variant="outline" asChild>
              <Link to={`/vendor/detail/${row.original.vendorId}`}>
                <Trans>Supplier file</Trans>
              </Link>
            </Button>
            <Button size="xs" variant="outline" onClick={() => onCertificates(row.original)}>
              <Trans>Certificates</Trans>
            </Button>
          </HStack>
        ),
      }),
    ] as DataTableColumn<VendorRow>[];
  }, [t, onCertificates]);
}
