import { Box, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { usePlatformBuyerPage, type PlatformBuyer } from '@procure/identity-data-access';
import {
  DataTable,
  FilterBar,
  PageHeader,
  dataTableColumnHelper,
  useKeysetList,
  type DataTableColumn,
} from '@procure/shared-ui';
import { CompanyActions } from './company-actions.tsx';
import { CompanyStatus } from './company-status.tsx';
import { toPlatformQuery, usePlatformFilters } from './platform-filters.ts';

function useBuyerColumns(): DataTableColumn<PlatformBuyer>[] {
  const { t, i18n } = useLingui();
  const en = i18n.locale === 'en-US';
  return useMemo(() => {
    const column = dataTableColumnHelper<PlatformBuyer>();
    return [
      column.display({
        id: 'name',
        header: t`Company`,
        meta: { label: t`Company` },
        cell: ({ row }) => (
          <Stack gap="0">
            <Text fontWeight="medium">{en ? row.original.nameEn : row.original.nameZh}</Text>
            <Text fontSize="sm" color="fg.muted">
              {en ? row.original.shortNameEn : row.original.shortNameZh}
            </Text>
          </Stack>
        ),
      }),
      column.display({
        id: 'code',
        header: t`Tenant code`,
        meta: { label: t`Tenant code` },
        cell: ({ row }) => <Text fontFamily="mono">{row.original.code}</Text>,
      }),
      column.display({
        id: 'socialCreditCode',
        header: t`Credit code`,
        meta: { label: t`Credit code` },
        cell: ({ row }) => <Text fontFamily="mono">{row.original.socialCreditCode ?? '—'}</Text>,
      }),
      column.display({
        id: 'members',
        header: t`People`,
        meta: { label: t`People`, align: 'end' },
        cell: ({ row }) => row.original.members,
      }),
      column.display({
        id: 'suppliers',
        header: t`Suppliers`,
        meta: { label: t`Suppliers`, align: 'end' },
        cell: ({ row }) => row.original.suppliers,
      }),
      column.display({
        id: 'status',
        header: t`Status`,
        meta: { label: t`Status` },
        cell: ({ row }) => <CompanyStatus status={row.original.status} reason={row.original.frozenReason} />,
      }),
      column.display({
        id: 'actions',
        header: t`Actions`,
        meta: { label: t`Actions`, exportable: false },
        cell: ({ row }) => (
          <CompanyActions
            kind="buyer"
            company={{
              id: row.original.id,
              name: en ? row.original.nameEn : row.original.nameZh,
              status: row.original.status,
            }}
          />
        ),
      }),
    ];
  }, [t, en]);
}

/** Operations console `/admin/buyer`: every buyer tenant on the platform, its people and suppliers, freeze. */
export function PlatformBuyersPage() {
  const { t } = useLingui();
  const filters = usePlatformFilters();
  const { filterBar, table } = useKeysetList(filters, toPlatformQuery, usePlatformBuyerPage);
  const columns = useBuyerColumns();
  return (
    <Box>
      <PageHeader
        title={t`Platform buyers`}
        description={t`Every buyer enterprise (tenant) on the platform. Nobody signs into a frozen tenant.`}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={t`Platform buyers`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': 'platform-buyer', 'data-code': row.code })}
          empty={{ title: t`No buyer enterprises`, description: t`Change the search to see more.` }}
          tableKey="ops.platform.buyers"
        />
      </Box>
    </Box>
  );
}
