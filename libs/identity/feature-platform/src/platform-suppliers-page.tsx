import { Badge, Text, Wrap } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { usePlatformSupplierPage, type PlatformSupplier } from '@procure/identity-data-access';
import { dataTableColumnHelper, type DataTableColumn } from '@procure/shared-ui';
import { PlatformCompanyList, creditCodeColumn, nameColumn, stateColumns } from './platform-company-list.tsx';

function useSupplierColumns(): DataTableColumn<PlatformSupplier>[] {
  const { t, i18n } = useLingui();
  const en = i18n.locale === 'en-US';
  return useMemo(() => {
    const column = dataTableColumnHelper<PlatformSupplier>();
    const name = (row: PlatformSupplier) => (en ? row.nameEn : row.nameZh);
    return [
      nameColumn<PlatformSupplier>(t, name, (row) => (en ? row.nameZh : row.nameEn)),
      creditCodeColumn<PlatformSupplier>(t),
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
      ...stateColumns<PlatformSupplier>(t, 'supplier', name),
    ];
  }, [t, en]);
}

/** Operations console `/admin/supplier`: every supplier company on the platform, its customers, freeze. */
export function PlatformSuppliersPage() {
  const { t } = useLingui();
  return (
    <PlatformCompanyList<PlatformSupplier>
      title={t`Platform suppliers`}
      description={t`Every supplier company on the platform and the buyers it serves. A frozen company's people cannot sign in.`}
      emptyTitle={t`No supplier companies`}
      tableKey="ops.platform.suppliers"
      testId="platform-supplier"
      columns={useSupplierColumns()}
      usePage={usePlatformSupplierPage}
      rowCode={(row) => row.socialCreditCode ?? ''}
    />
  );
}
