import { Box, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PlatformBuyer, PlatformSupplier } from '@procure/identity-data-access';
import {
  DataTable,
  FilterBar,
  PageHeader,
  dataTableColumnHelper,
  useKeysetList,
  type DataTableColumn,
  type PageQuery,
} from '@procure/shared-ui';
import { CompanyActions } from './company-actions.tsx';
import { CompanyStatus } from './company-status.tsx';
import { toPlatformQuery, usePlatformFilters } from './platform-filters.ts';

type Company = PlatformBuyer | PlatformSupplier;
type CompanyKind = 'buyer' | 'supplier';
type Translate = ReturnType<typeof useLingui>['t'];

/** A company name with a second line under it (the short name, or the name in the other language). */
export function nameColumn<T extends Company>(
  t: Translate,
  name: (row: T) => string,
  second: (row: T) => string,
) {
  return dataTableColumnHelper<T>().display({
    id: 'name',
    header: t`Company`,
    meta: { label: t`Company` },
    cell: ({ row }) => (
      <Stack gap="0">
        <Text fontWeight="medium">{name(row.original)}</Text>
        <Text fontSize="sm" color="fg.muted">
          {second(row.original)}
        </Text>
      </Stack>
    ),
  }) as DataTableColumn<T>;
}

export function creditCodeColumn<T extends Company>(t: Translate) {
  return dataTableColumnHelper<T>().display({
    id: 'socialCreditCode',
    header: t`Credit code`,
    meta: { label: t`Credit code` },
    cell: ({ row }) => <Text fontFamily="mono">{row.original.socialCreditCode ?? '—'}</Text>,
  }) as DataTableColumn<T>;
}

/** Status with the freeze reason, then freeze / unfreeze / history: the same on both platform lists. */
export function stateColumns<T extends Company>(
  t: Translate,
  kind: CompanyKind,
  name: (row: T) => string,
): DataTableColumn<T>[] {
  const column = dataTableColumnHelper<T>();
  return [
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
          kind={kind}
          company={{ id: row.original.id, name: name(row.original), status: row.original.status }}
        />
      ),
    }),
  ] as DataTableColumn<T>[];
}

interface PlatformCompanyListProps<T extends Company> {
  title: string;
  description: ReactNode;
  emptyTitle: string;
  tableKey: string;
  testId: string;
  columns: DataTableColumn<T>[];
  usePage: (params: ReturnType<typeof toPlatformQuery>) => PageQuery<T>;
  rowCode: (row: T) => string;
}

/** The operations console's platform list page: search, keyset pages, one row per company. */
export function PlatformCompanyList<T extends Company>(props: PlatformCompanyListProps<T>) {
  const { t } = useLingui();
  const filters = usePlatformFilters();
  const { filterBar, table } = useKeysetList(filters, toPlatformQuery, props.usePage);
  return (
    <Box>
      <PageHeader title={props.title} description={props.description} />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={props.title}
          columns={props.columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': props.testId, 'data-code': props.rowCode(row) })}
          empty={{ title: props.emptyTitle, description: t`Change the search to see more.` }}
          tableKey={props.tableKey}
        />
      </Box>
    </Box>
  );
}
