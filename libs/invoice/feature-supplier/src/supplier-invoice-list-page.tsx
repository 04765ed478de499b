import { Box, Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
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
} from '@procure/shared-ui';
import { useMemo } from 'react';
import { Link } from 'react-router';

const noRows: InvoiceSummary[] = [];
/** Supplier portal `/invoice/list`: the company's invoices in this tenant, with status and why held. */
export function SupplierInvoiceListPage() {
  const { t } = useLingui();
  const statusOptions = useCodeOptions('invoice');
  const filters: FilterDef[] = useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Invoice number or order no.` },
      { key: 'status', label: t`Status`, kind: 'select', options: statusOptions },
    ],
    [t, statusOptions],
  );
  const { query, setFilters, setCursor, setPageSize } = useListQuery(filters);
  const status = typeof query.filters['status'] === 'string' ? query.filters['status'] : '';
  const keyword = typeof query.filters['keyword'] === 'string' ? query.filters['keyword'].trim() : '';
  const serverQuery: InvoiceListQuery = {
    pageSize: query.pageSize,
    ...(status ? { status: Number(status) } : {}),
    ...(keyword ? { keyword } : {}),
    ...(query.cursor ? { cursor: query.cursor } : {}),
  };
  const list = useInvoicePage('supplier', serverQuery);
  const { pagination, restart } = useKeysetPagination({
    cursor: query.cursor,
    pageSize: query.pageSize,
    nextCursor: list.data?.nextCursor,
    setCursor,
    setPageSize,
  });
  const columns = useInvoiceColumns((id) => `/invoice/detail/${id}`, false);
  return (
    <Box>
      <PageHeader
        title={t`Invoices`}
        description={t`Your VAT invoices to this buyer: their status, and why a line is held.`}
        actions={
          <Button asChild size="sm" data-testid="invoice-new">
            <Link to="/invoice/submit">{t`Submit an invoice`}</Link>
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
          empty={{
            title: t`No invoices`,
            description: t`Submit an invoice for the goods the buyer received.`,
          }}
          pagination={pagination}
          tableKey="vendor.invoice.list"
        />
      </Box>
    </Box>
  );
}
