import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { exportList } from '@procure/export-data-access';
import { useInvoicePage, type InvoiceListQuery } from '@procure/invoice-data-access';
import { useInvoiceColumns } from '@procure/invoice-ui';
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

const detailPath = (id: string) => `/invoice/detail/${id}`;
function toQuery(query: ListQuery): InvoiceListQuery {
  const out = listParams<InvoiceListQuery>(query, { text: ['keyword'], number: ['status'] });
  const held = query.filters['held'];
  if (held === 'true' || held === 'false') out.held = held;
  return out;
}
const useBuyerInvoices = (query: InvoiceListQuery) => useInvoicePage('buyer', query);

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
  const { params, filterBar, table } = useKeysetList(filters, toQuery, useBuyerInvoices);
  const columns = useInvoiceColumns(detailPath, true);
  return (
    <Box>
      <PageHeader
        title={t`Invoice management`}
        description={t`Supplier invoices, matched against what was ordered, received and returned.`}
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }}>
        <FilterBar {...filterBar} />
        <DataTable
          label={t`Invoices`}
          columns={columns}
          {...table}
          getRowId={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `invoice-row-${row.invoiceNumber}` })}
          empty={{ title: t`No invoices`, description: t`Invoices appear here once suppliers submit them.` }}
          tableKey="invoice.invoices"
          onExport={(cols) => exportList('invoice.invoices', params, cols)}
        />
      </Box>
    </Box>
  );
}
