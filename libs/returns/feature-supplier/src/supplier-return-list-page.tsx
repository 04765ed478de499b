import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useReturnPage, type ReturnListQuery, type ReturnSummary } from '@procure/returns-data-access';
import { useReturnColumns } from '@procure/returns-ui';
import { exportList } from '@procure/export-data-access';
import {
  DataTable,
  FilterBar,
  PageHeader,
  useCodeOptions,
  listParams,
  useKeysetList,
  type FilterDef,
  type ListQuery,
} from '@procure/shared-ui';
import { useMemo } from 'react';

const toQuery = (query: ListQuery) =>
  listParams<ReturnListQuery>(query, { text: ['keyword'], number: ['status'] });
const useSupplierReturns = (query: ReturnListQuery) => useReturnPage('supplier', query);

/** Supplier portal `/return/list`: returns the buyer sent to the supplier's company, newest first. */
export function SupplierReturnListPage() {
  const { t } = useLingui();
  const statusOptions = useCodeOptions('return');
  const filters: FilterDef[] = useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Return no. or order no.` },
      { key: 'status', label: t`Status`, kind: 'select', options: statusOptions },
    ],
    [t, statusOptions],
  );
  const { params, filterBar, table } = useKeysetList(filters, toQuery, useSupplierReturns);
  const columns = useReturnColumns<ReturnSummary>('supplier');
  return (
    <Box>
      <PageHeader
        title={t`Returns`}
        description={t`Goods the buyer sends back: confirm you took them back, or dispute.`}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={t`Returns`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `return-row-${row.code}` })}
          empty={{ title: t`No returns`, description: t`Returns appear here once the buyer sends them.` }}
          tableKey="vendor.return.list"
          onExport={(cols) => exportList('returns.vendorReturns', params, cols)}
        />
      </Box>
    </Box>
  );
}
