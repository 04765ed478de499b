import { Badge, Box, Stack, Text, Wrap } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { usePlatformSupplierPage, type PlatformSupplier } from '@procure/identity-data-access';
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

function useSupplierColumns(): DataTableColumn<PlatformSupplier>[] {
  const { t, i18n } = useLingui();
  const en = i18n.locale === 'en-US';
  return useMemo(() => {
    const column = dataTableColumnHelper<PlatformSupplier>();
    return [
      column.display({
        id: 'name',
        header: t`Company`,
        meta: { label: t`Company` },
        cell: ({ row }) => (
          <Stack gap="0">
            <Text fontWeight="medium">{en ? row.original.nameEn : row.original.nameZh}</Text>
            <Text fontSize="sm" color="fg.muted">
              {en ? row.original.nameZh : row.original.nameEn}
            </Text>
          </Stack>
        ),
      }),
      column.display({
        id: 'socialCreditCode',
        header: t`Credit code`,
        meta: { label: t`Credit code` },
        cell: ({ row }) => <Text fontFamily="mono">{row.original.socialCreditCode ?? '—'}</Text>,
      }),
      column.display({
        id: 'customers',
        header: t`Customers (tenants)`,
        meta: { label: t`Customers (tenants)` },
        cell: ({ row }) => (
          <Wrap gap="1" maxW="20rem">
            {row.original.customers.length === 0 ? <Text color="fg.muted">—</Text> : null}
            {row.original.customers.map((c) => (
              <Badge
                key={c.tenantId}
                variant="outline"
                colorPalette={c.relation === 'active' ? 'teal' : 'gray'}
              >
                {en ? c.shortNameEn : c.shortNameZh}
                {c.relation === 'active' ? '' : ` (${t`ended`})`}
              </Badge>
            ))}
          </Wrap>
        ),
      }),
      column.display({
        id: 'users',
        header: t`Accounts`,
        meta: { label: t`Accounts`, align: 'end' },
        cell: ({ row }) => row.original.users,
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
            kind="supplier"
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

/** Operations console `/admin/supplier`: every supplier company on the platform, its customers, freeze. */
export function PlatformSuppliersPage() {
  const { t } = useLingui();
  const filters = usePlatformFilters();
  const { filterBar, table } = useKeysetList(filters, toPlatformQuery, usePlatformSupplierPage);
  const columns = useSupplierColumns();
  return (
    <Box>
      <PageHeader
        title={t`Platform suppliers`}
        description={t`Every supplier company on the platform and the buyers it serves. A frozen company's people cannot sign in.`}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={t`Platform suppliers`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({
            'data-testid': 'platform-supplier',
            'data-code': row.socialCreditCode ?? '',
          })}
          empty={{ title: t`No supplier companies`, description: t`Change the search to see more.` }}
          tableKey="ops.platform.suppliers"
        />
      </Box>
    </Box>
  );
}
