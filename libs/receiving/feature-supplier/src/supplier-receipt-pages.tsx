import { Box, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import {
  useVendorReceipt,
  useVendorReceiptPage,
  type ReceiptListQuery,
} from '@procure/receiving-data-access';
import { ReceiptDocument, useReceiptColumns, useReceiptFilters } from '@procure/receiving-ui';
import { exportList } from '@procure/export-data-access';
import { isApiError } from '@procure/shared-api-client';
import {
  DataTable,
  DocumentHeader,
  EmptyState,
  FilterBar,
  PageHeader,
  StatusBadge,
  useKeysetList,
  type ListQuery,
} from '@procure/shared-ui';
import { useParams } from 'react-router';

const detailPath = (id: string) => `/receive/detail/${id}`;

function toQuery(query: ListQuery): ReceiptListQuery {
  const out: ReceiptListQuery = { pageSize: query.pageSize };
  const { keyword, status, received } = query.filters;
  if (typeof keyword === 'string' && keyword.trim()) out.keyword = keyword.trim();
  if (typeof status === 'string' && status) out.status = Number(status);
  if (received && typeof received === 'object' && !Array.isArray(received)) {
    if (received.from) out.receivedFrom = received.from;
    if (received.to) out.receivedTo = received.to;
  }
  if (query.cursor) out.cursor = query.cursor;
  return out;
}

/** Supplier portal `/receive/list`: receipts of the supplier's deliveries (accepted, rejected and why). */
export function SupplierReceiptListPage() {
  const { t } = useLingui();
  const filters = useReceiptFilters();
  const { params, filterBar, table } = useKeysetList(filters, toQuery, useVendorReceiptPage);
  const columns = useReceiptColumns(detailPath, false);
  return (
    <Box>
      <PageHeader title={t`Receipts of my deliveries`} />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={t`Receipts of my deliveries`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `receipt-row-${row.code}` })}
          empty={{
            title: t`No receipts yet`,
            description: t`When the buyer receives your deliveries, what was accepted and rejected shows here.`,
          }}
          tableKey="receiving.vendorReceipts"
          onExport={(cols) => exportList('receiving.vendorReceipts', params, cols)}
        />
      </Box>
    </Box>
  );
}

/** Supplier portal `/receive/detail/:id`: one receipt of the supplier's delivery. */
export function SupplierReceiptDetailPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const receipt = useVendorReceipt(id);
  if (receipt.isPending) return <Text color="fg.muted">{t`Loading…`}</Text>;
  if (!receipt.data) {
    return (
      <EmptyState
        title={t`Receipt not found`}
        description={isApiError(receipt.error) ? receipt.error.desc : undefined}
      />
    );
  }
  const detail = receipt.data;
  return (
    <Stack gap="4">
      <DocumentHeader
        kind={t`Receipt`}
        number={detail.code}
        status={<StatusBadge set="receipt" value={detail.status} />}
        title={detail.orderCode}
        facts={[{ label: t`Order status`, value: <StatusBadge set="order" value={detail.orderStatus} /> }]}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <ReceiptDocument detail={detail} />
      </Box>
    </Stack>
  );
}
