import { Box, Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRequestPage, type RequestListQuery } from '@procure/invoice-data-access';
import { useRequestColumns } from '@procure/invoice-ui';
import {
  DataTable,
  FilterBar,
  PageHeader,
  listParams,
  useCodeOptions,
  useKeysetList,
  type FilterDef,
  type ListQuery,
} from '@procure/shared-ui';
import { useMemo } from 'react';
import { Link } from 'react-router';

const detailPath = (id: string) => `/assetsManagement/detail/${id}`;
const toQuery = (query: ListQuery) =>
  listParams<RequestListQuery>(query, { text: ['keyword'], number: ['status'] });
const useBuyerRequests = (query: RequestListQuery) => useRequestPage('buyer', query);

/** `/assetsManagement/requestList`: the tenant's invoice requests, newest first. */
export function RequestListPage() {
  const { t } = useLingui();
  const statusOptions = useCodeOptions('invoiceRequest');
  const filters: FilterDef[] = useMemo(
    () => [
      {
        key: 'keyword',
        label: t`Keyword`,
        kind: 'text',
        placeholder: t`Request no., order no. or supplier`,
      },
      { key: 'status', label: t`Status`, kind: 'select', options: statusOptions },
    ],
    [t, statusOptions],
  );
  const { filterBar, table } = useKeysetList(filters, toQuery, useBuyerRequests);
  const columns = useRequestColumns(detailPath, true);
  return (
    <Box>
      <PageHeader
        title={t`Invoice requests`}
        description={t`What you asked suppliers to invoice, and whether they did.`}
        actions={
          <Button asChild size="sm" data-testid="request-new">
            <Link to="/assetsManagement/invoiceRequest">{t`New invoice request`}</Link>
          </Button>
        }
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={t`Invoice requests`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `request-row-${row.code}` })}
          empty={{
            title: t`No invoice requests`,
            description: t`Ask a supplier to invoice received goods with “New invoice request”.`,
          }}
          tableKey="invoice.requests"
        />
      </Box>
    </Box>
  );
}
