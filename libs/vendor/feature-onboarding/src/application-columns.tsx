import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { StatusBadge, dataTableColumnHelper, formatInstant, type DataTableColumn } from '@procure/shared-ui';
import type { ApplicationRow } from '@procure/vendor-data-access';
import { useMemo } from 'react';
import { Link } from 'react-router';

/** The columns of the buyer's application list. */
export function useApplicationColumns(): DataTableColumn<ApplicationRow>[] {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const column = dataTableColumnHelper<ApplicationRow>();
    return [
      column.display({
        id: 'code',
        header: t`Application no.`,
        meta: { label: t`Application no.` },
        cell: ({ row }) => (
          <ChakraLink asChild color="fg.info" textDecoration="underline">
            <Link to={`/vendor/application/detail/${row.original.id}`}>{row.original.code}</Link>
          </ChakraLink>
        ),
      }),
      column.display({
        id: 'name',
        header: t`Company`,
        meta: { label: t`Company` },
        cell: ({ row }) => <Text fontWeight="medium">{row.original.name}</Text>,
      }),
      column.display({
        id: 'socialCreditCode',
        header: t`Unified social credit code`,
        meta: { label: t`Unified social credit code` },
        cell: ({ row }) => (
          <Text fontFamily="mono" fontSize="xs">
            {row.original.socialCreditCode}
          </Text>
        ),
      }),
      column.display({
        id: 'applicantName',
        header: t`Applicant`,
        meta: { label: t`Applicant` },
        cell: ({ row }) => row.original.applicantName,
      }),
      column.display({
        id: 'submittedAt',
        header: t`Submitted`,
        meta: { label: t`Submitted` },
        cell: ({ row }) =>
          row.original.submittedAt ? (
            <Text whiteSpace="nowrap">{formatInstant(row.original.submittedAt, i18n.locale)}</Text>
          ) : (
            <Text color="fg.muted">—</Text>
          ),
      }),
      column.display({
        id: 'status',
        header: t`Status`,
        meta: { label: t`Status` },
        cell: ({ row }) => <StatusBadge set="application" value={row.original.status} />,
      }),
    ] as DataTableColumn<ApplicationRow>[];
  }, [t, i18n.locale]);
}
