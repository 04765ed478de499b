import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { exportList } from '@procure/export-data-access';
import {
  useReconciliation,
  useReconciliationVendors,
  type ReconciliationQuery,
} from '@procure/statement-data-access';
import {
  ReconciliationTotals,
  useReconciliationColumns,
  type ReconciliationPaths,
} from '@procure/statement-ui';
import {
  DataTable,
  EmptyState,
  FilterBar,
  PageHeader,
  listParams,
  useKeysetList,
  type FilterDef,
  type ListQuery,
} from '@procure/shared-ui';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';

// `/assetsManagement/reconciliation` (issue #15, spec §2): invoice reconciliation of one supplier — its order
// lines with received − returned, invoiced, requested not invoiced, paid and the differences, totals over
// every page, filters, keyset pages and the xlsx export; each line links to its order, invoices and payments.

const PATHS: ReconciliationPaths = {
  order: (id) => `/procurement/orderDetail/${id}`,
  invoice: (id) => `/invoice/detail/${id}`,
  payment: (id) => `/payment/detail/${id}`,
};

const toQuery = (query: ListQuery) =>
  listParams<ReconciliationQuery>(query, {
    text: ['vendorId', 'currency', 'diff', 'keyword'],
    ranges: { period: ['from', 'to'] },
  });

function useDiffOptions() {
  const { t } = useLingui();
  return useMemo(
    () => [
      { value: 'open', label: t`With a difference` },
      { value: 'uninvoiced', label: t`Received not invoiced` },
      { value: 'unpaid', label: t`Invoiced not paid` },
    ],
    [t],
  );
}

export function ReconciliationPage() {
  const { t } = useLingui();
  const vendors = useReconciliationVendors();
  const diffOptions = useDiffOptions();
  const filters: FilterDef[] = useMemo(
    () => [
      {
        key: 'vendorId',
        label: t`Supplier`,
        kind: 'select',
        options: (vendors.data ?? []).map((vendor) => ({ value: vendor.id, label: vendor.name })),
      },
      { key: 'period', label: t`Order date`, kind: 'dateRange' },
      {
        key: 'currency',
        label: t`Currency`,
        kind: 'select',
        options: ['CNY', 'USD', 'EUR'].map((code) => ({ value: code, label: code })),
      },
      { key: 'diff', label: t`Difference`, kind: 'select', options: diffOptions },
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Order no., product code or item` },
    ],
    [t, vendors.data, diffOptions],
  );
  const { params, filterBar, table, list } = useKeysetList(filters, toQuery, useReconciliation);
  const columns = useReconciliationColumns(PATHS);
  const title = t`Invoice reconciliation`;

  // A supplier is required: the page opens on the first one, so it shows something at once.
  const first = vendors.data?.[0]?.id;
  const { onApply, values } = filterBar;
  useEffect(() => {
    if (!params.vendorId && first) onApply({ ...values, vendorId: first });
  }, [params.vendorId, first, onApply, values]);

  return (
    <Box>
      <PageHeader
        title={title}
        description={t`Per order line of one supplier: what was received (net of returns), invoiced, requested and paid, and what is still to invoice or to pay.`}
        actions={
          <Stack direction="row" gap="2">
            <Button asChild size="sm" variant="outline">
              <Link to="/assetsManagement/invoiceRequest">{t`New invoice request`}</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to="/account/list">{t`Statements of account`}</Link>
            </Button>
          </Stack>
        }
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        {params.vendorId ? (
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
                description: t`This supplier has no confirmed order lines within these filters.`,
              }}
              tableKey="statement.reconciliation"
              onExport={(cols) => exportList('statement.reconciliation', params, cols)}
            />
          </Stack>
        ) : vendors.isSuccess && vendors.data.length === 0 ? (
          <EmptyState
            title={t`Nothing to reconcile`}
            description={t`No supplier has confirmed orders yet.`}
          />
        ) : (
          <Text color="fg.muted">{t`Choose a supplier.`}</Text>
        )}
      </Box>
    </Box>
  );
}
