import { Box, Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useReceiptPage, type ReceiptSummary } from '@procure/receiving-data-access';
import { exportList } from '@procure/export-data-access';
import { isApiError } from '@procure/shared-api-client';
import { DataTable, FilterBar, PageHeader, useKeysetPagination, useListQuery } from '@procure/shared-ui';
import { useReceiptColumns, useReceiptFilters } from '@procure/receiving-ui';
import { Link } from 'react-router';
import { receiptListQuery } from './list-queries.ts';

const noRows: ReceiptSummary[] = [];
const buyerDetail = (id: string) => `/Receive/details/${id}`;

/** `/Receive/constList`: the received records (receipts and receiving applications), newest first. */
export function ReceiptListPage() {
  const { t } = useLingui();
  const filters = useReceiptFilters();
  const { query, setFilters, setCursor, setPageSize } = useListQuery(filters);
  const list = useReceiptPage(receiptListQuery(query));
  const { pagination, restart } = useKeysetPagination({
    cursor: query.cursor,
    pageSize: query.pageSize,
    nextCursor: list.data?.nextCursor,
    setCursor,
    setPageSize,
  });
  const columns = useReceiptColumns(buyerDetail);
  return (
    <Box>
      <PageHeader
        title={t`Received records`}
        actions={
          <Button asChild variant="outline">
            <Link to="/Receive/receiveList">{t`To receive`}</Link>
          </Button>
        }
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar
          filters={filters}
          values={query.filters}
          onApply={(values) => {
            restart();
            setFilters(values);
          }}
        />
        <DataTable
          label={t`Received records`}
          columns={columns}
          data={list.data?.items ?? noRows}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `receipt-row-${row.code}` })}
          loading={list.isPending}
          error={
            list.isError
              ? isApiError(list.error) && list.error.desc
                ? list.error.desc
                : t`Check your connection and try again.`
              : undefined
          }
          onRetry={() => void list.refetch()}
          empty={{ title: t`No receipts yet`, description: t`Receipts appear here once goods are received.` }}
          pagination={pagination}
          tableKey="receiving.receipts"
          onExport={(cols) => exportList('receiving.receipts', receiptListQuery(query), cols)}
        />
      </Box>
    </Box>
  );
}
