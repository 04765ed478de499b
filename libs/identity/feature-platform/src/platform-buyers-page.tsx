import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { usePlatformBuyerPage, type PlatformBuyer } from '@procure/identity-data-access';
import { dataTableColumnHelper, type DataTableColumn } from '@procure/shared-ui';
import { PlatformCompanyList, creditCodeColumn, nameColumn, stateColumns } from './platform-company-list.tsx';

function useBuyerColumns(): DataTableColumn<PlatformBuyer>[] {
  const { t, i18n } = useLingui();
  const en = i18n.locale === 'en-US';
  return useMemo(() => {
    const column = dataTableColumnHelper<PlatformBuyer>();
    const name = (row: PlatformBuyer) => (en ? row.nameEn : row.nameZh);
    return [
      nameColumn<PlatformBuyer>(t, name, (row) => (en ? row.shortNameEn : row.shortNameZh)),
      column.display({
        id: 'code',
        header: t`Tenant code`,
        meta: { label: t`Tenant code` },
        cell: ({ row }) => <Text fontFamily="mono">{row.original.code}</Text>,
      }),
      creditCodeColumn<PlatformBuyer>(t),
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
      ...stateColumns<PlatformBuyer>(t, 'buyer', name),
    ];
  }, [t, en]);
}

/** Operations console `/admin/buyer`: every buyer tenant on the platform, its people and suppliers, freeze. */
export function PlatformBuyersPage() {
  const { t } = useLingui();
  return (
    <PlatformCompanyList<PlatformBuyer>
      title={t`Platform buyers`}
      description={t`Every buyer enterprise (tenant) on the platform. Nobody signs into a frozen tenant.`}
      emptyTitle={t`No buyer enterprises`}
      tableKey="ops.platform.buyers"
      testId="platform-buyer"
      columns={useBuyerColumns()}
      usePage={usePlatformBuyerPage}
      rowCode={(row) => row.code}
    />
  );
}
