import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { exportList } from '@procure/export-data-access';
import { useInvoicePage, type InvoiceListQuery, type InvoiceSummary } from '@procure/invoice-data-access';
import { useInvoiceColumns } from '@procure/invoice-ui';
import { isApiError } from '@procure/shared-api-client';
import {
  DataTable,
  FilterBar,
  PageHeader,
  useCodeOptions,
  useKeysetPagination,
  useListQuery,
  type FilterDef,
  type ListQuery,
} from '@procure/shared-ui';
import { useMemo } from 'react';

const noRows: InvoiceSummary[] = [];
const detailPath = (id: string) => `/invoice/detail/${id}`;
const textOf = (query: ListQuery, key: string) => {
  const value = query.filters[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/** The list's server query for the URL's list query; empty filters are left out. */
function invoiceListQuery(query: ListQuery): InvoiceListQuery {
  const out: InvoiceListQuery = { pageSize: query.pageSize };
  const status = textOf(query, 'status');
  const keyword = textOf(query, 'keyword');
  const held = textOf(query, 'held');
  if (status) out.status = Number(status);
  if (keyword) out.keyword = keyword;
  if (held === 'true' || held === 'false') out.held = held;
  if (query.cursor) out.cursor = query.cursor;
  return out;
}

/** `/invoice/management`: the tenant's supplier invoices, newest first, held ones saying why; exportable. */
export function InvoiceListPage() {
  const { t } = useLingui();
  const statusOptions = useCodeOptions('invoice');
  const filters: FilterDef[] = useMemo(
    () => [
      {
        key: 'keyword',
        label: t`Keyword`,
        kind: 'text',
        placeholder: t`Invoice number, order no. or supplier`,
      },
      { key: 'status', label: t`Status`, kind: 'select', options: statusOptions },
      {
        key: 'held',
        label: t`Match`,
        kind: 'select',
        options: [
          { value: 'true', label: t`Held` },
          { value: 'false', label: t`Not held` },
        ],
      },
    ],
    [t, statusOptions],
  );
  const { query, setFilters, setCursor, setPageSize } = useListQuery(filters);
  const list = useInvoicePage('buyer', invoiceListQuery(query));
  const { pagination, restart } = useKeysetPagination({
    cursor: query.cursor,
    pageSize: query.pageSize,
    nextCursor: list.data?.nextCursor,
    setCursor,
    setPageSize,
  });
  const columns = useInvoiceColumns(detailPath, true);
  return (
    <Box>
      <PageHeader
        title={t`Invoice management`}
        description={t`Supplier invoices, matched against what was ordered, received and returned.`}
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
          label={t`Invoices`}
          columns={columns}
          data={list.data?.items ?? noRows}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `invoice-row-${row.invoiceNumber}` })}
          loading={list.isPending}
          error={
            list.isError
              ? isApiError(list.error) && list.error.desc
                ? list.error.desc
                : t`Check your connection and try again.`
              : undefined
          }
          onRetry={() => void list.refetch()}
          empty={{ title: t`No invoices`, description: t`Invoices appear here once suppliers submit them.` }}
          pagination={pagination}
          tableKey="invoice.invoices"
          onExport={(cols) => exportList('invoice.invoices', invoiceListQuery(query), cols)}
        />
      </Box>
    </Box>
  );
}
