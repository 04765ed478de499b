import { Box, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { exportList } from '@procure/export-data-access';
import { useVendorReconciliation, type VendorReconciliationQuery } from '@procure/statement-data-access';
import {
  ReconciliationTotals,
  useReconciliationColumns,
  type ReconciliationPaths,
} from '@procure/statement-ui';
import {
  DataTable,
  FilterBar,
  PageHeader,
  listParams,
  useKeysetList,
  type FilterDef,
  type ListQuery,
} from '@procure/shared-ui';
import { useMemo } from 'react';

// `/reconciliation` of the supplier portal (issue #15): the same reconciliation as the buyer's, of the
// company's own order lines with the current buyer (the server scopes it to the session's company).

const PATHS: ReconciliationPaths = {
  order: (id) => `/order/detail/${id}`,
  invoice: (id) => `/invoice/detail/${id}`,
  payment: (id) => `/payment/detail/${id}`,
};

const toQuery = (query: ListQuery) =>
  listParams<VendorReconciliationQuery>(query, {
    text: ['currency', 'diff', 'keyword'],
    ranges: { period: ['from', 'to'] },
  });

export function SupplierReconciliationPage() {
  const { t } = useLingui();
  const filters: FilterDef[] = useMemo(
    () => [
      { key: 'period', label: t`Order date`, kind: 'dateRange' },
      {
        key: 'currency',
        label: t`Currency`,
        kind: 'select',
        options: ['CNY', 'USD', 'EUR'].map((code) => ({ value: code, label: code })),
      },
      {
        key: 'diff',
        label: t`Difference`,
        kind: 'select',
        options: [
          { value: 'open', label: t`With a difference` },
          { value: 'uninvoiced', label: t`Received not invoiced` },
          { value: 'unpaid', label: t`Invoiced not paid` },
        ],
      },
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Order no., product code or item` },
    ],
    [t],
  );
  const { params, filterBar, table, list } = useKeysetList(filters, toQuery, useVendorReconciliation);
  const columns = useReconciliationColumns(PATHS);
  const title = t`Invoice reconciliation`;
  return (
    <Box>
      <PageHeader
        title={title}
        description={t`Your order lines with this customer: what it received (net of returns), what you invoiced, what it asked you to invoice and what it paid.`}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <Stack gap="4">
          <ReconciliationTotals totals={list.data?.totals ?? []} />
          <DataTable
            label={title}
            columns={columns}
            {...table}
            getRowId={(row) => row.id}
            rowProps={(row) => ({ 'data-testid': `reconciliation-row-${row.orderCode}-${row.lineNo}` })}
            empty={{
              title: t`No order lines`,
              description: t`No confirmed order lines of your company within these filters.`,
            }}
            tableKey="statement.vendorReconciliation"
            onExport={(cols) => exportList('statement.vendorReconciliation', params, cols)}
          />
        </Stack>
      </Box>
    </Box>
  );
}
