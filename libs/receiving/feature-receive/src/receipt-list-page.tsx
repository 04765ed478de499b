import { Box, Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useReceiptPage } from '@procure/receiving-data-access';
import { exportList } from '@procure/export-data-access';
import { DataTable, FilterBar, PageHeader, useKeysetList } from '@procure/shared-ui';
import { useReceiptColumns, useReceiptFilters } from '@procure/receiving-ui';
import { Link } from 'react-router';
import { receiptListQuery } from './list-queries.ts';

const buyerDetail = (id: string) => `/Receive/details/${id}`;

/** `/Receive/constList`: the received records (receipts and receiving applications), newest first. */
export function ReceiptListPage() {
  const { t } = useLingui();
  const filters = useReceiptFilters();
  const { params, filterBar, table } = useKeysetList(filters, receiptListQuery, useReceiptPage);
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
        <FilterBar {...filterBar} />
        <DataTable
          label={t`Received records`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `receipt-row-${row.code}` })}
          empty={{ title: t`No receipts yet`, description: t`Receipts appear here once goods are received.` }}
          tableKey="receiving.receipts"
          onExport={(cols) => exportList('receiving.receipts', params, cols)}
        />
      </Box>
    </Box>
  );
}
